import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { LanguageProvider } from '../../shared/i18n/language-provider'
import { Pager } from './pager'

/**
 * The pager on its own: props only, so every state is a set of args. First, Previous, the
 * numbered pages with elision (1 … 4 5 [6] 7 8 … 20, the current one `aria-current="page"`),
 * Next, Last, the page jump and the page size. Before the first answer it says the total is not
 * known yet; past the end it says so. Below 40em wide it collapses to arrows and the page jump.
 */
const meta = {
  title: 'Authors/Parts/Pager',
  component: Pager,
  tags: ['autodocs'],
  args: {
    page: 1,
    pageCount: 24,
    shown: { offset: 0, rows: 50, count: 1200 },
    limit: 50,
    canFirst: false,
    canPrevious: false,
    canNext: true,
    canLast: true,
    onFirst: fn(),
    onPrevious: fn(),
    onNext: fn(),
    onLast: fn(),
    onPage: fn(),
    pageHref: (page: number) => `?offset=${(page - 1) * 50}`,
    onLimit: fn(),
  },
} satisfies Meta<typeof Pager>

export default meta
type Story = StoryObj<typeof meta>

export const FirstPage: Story = { name: 'First page' }

export const MiddlePage: Story = {
  name: 'Middle page',
  args: { shown: { offset: 500, rows: 50, count: 1200 }, page: 11, canFirst: true, canPrevious: true },
}

export const LastPage: Story = {
  name: 'Last page',
  args: { shown: { offset: 1150, rows: 50, count: 1200 }, page: 24, canFirst: true, canPrevious: true, canNext: false, canLast: false },
}

/** Before the first answer: the total is not known yet, so no "of 0"; Last waits for it. */
export const TotalNotKnownYet: Story = {
  name: 'Total not known yet',
  args: { page: 1112, pageCount: undefined, shown: undefined, canFirst: true, canPrevious: true, canNext: false, canLast: false },
}

/** `?offset=5000` on 960 authors: where the person is, and a Last that goes to the last page. */
export const PastTheEnd: Story = {
  name: 'Past the end',
  args: {
    page: 101,
    pageCount: 20,
    shown: { offset: 5000, rows: 0, count: 960 },
    canFirst: true,
    canPrevious: true,
    canNext: false,
    canLast: true,
  },
}

/**
 * The middle of a 2,000-page list: page numbers of five characters, so the slot offers
 * 1 … [1,206] … 2,000, each wider; the slot keeps about the width it has for 24 pages, and First,
 * Previous, Next and Last their places.
 */
export const MiddleOfALongList: Story = {
  name: 'Middle of a long list',
  args: { shown: { offset: 60_250, rows: 50, count: 100_000 }, page: 1206, pageCount: 2000, canFirst: true, canPrevious: true },
}

/** A limit typed into the URL that is not one of the offered sizes joins the list. */
export const UncommonPageSize: Story = {
  name: 'Uncommon page size',
  args: { shown: { offset: 0, rows: 37, count: 1200 }, limit: 37, pageCount: 33 },
}

/** At 320 px: arrows only (their names stay whole), the page jump, the range and the size. */
export const NarrowScreen: Story = {
  name: 'Narrow screen (320 px)',
  args: { shown: { offset: 500, rows: 50, count: 1200 }, page: 11, canFirst: true, canPrevious: true },
  globals: { viewport: { value: 'narrow320', isRotated: false } },
}

export const VeryLargeCountInRussian: Story = {
  name: 'Very large count in Russian',
  args: {
    shown: { offset: 99_950, rows: 50, count: 100_000 },
    page: 2000,
    pageCount: 2000,
    canFirst: true,
    canPrevious: true,
    canNext: false,
    canLast: false,
  },
  decorators: [
    (Story) => (
      <LanguageProvider lang="ru">
        <Story />
      </LanguageProvider>
    ),
  ],
}
