import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { formatRange } from './format'
import { pageCount } from './paging'
import { Pager } from './pager'

/** The pager on its own: props only, so every state is a set of args. */
const meta = {
  title: 'Authors/Parts/Pager',
  component: Pager,
  args: {
    rangeText: formatRange(0, 50, 1200, 'en'),
    page: 1,
    pageCount: pageCount(1200, 50),
    limit: 50,
    canFirst: false,
    canPrevious: false,
    canNext: true,
    canLast: true,
    locale: 'en',
    onFirst: fn(),
    onPrevious: fn(),
    onNext: fn(),
    onLast: fn(),
    onPage: fn(),
    onLimit: fn(),
  },
  argTypes: {
    locale: { control: 'select', options: ['en', 'en-IN', 'de', 'fr', 'ru', 'ar-EG'] },
  },
} satisfies Meta<typeof Pager>

export default meta
type Story = StoryObj<typeof meta>

export const FirstPage: Story = {}

export const MiddlePage: Story = {
  args: { rangeText: formatRange(500, 50, 1200, 'en'), page: 11, canFirst: true, canPrevious: true },
}

export const LastPage: Story = {
  args: { rangeText: formatRange(1150, 50, 1200, 'en'), page: 24, canFirst: true, canPrevious: true, canNext: false, canLast: false },
}

/** Before the first answer: no range yet, every button unavailable but still focusable. */
export const BeforeTheFirstAnswer: Story = {
  args: { rangeText: undefined, canNext: false, canLast: false },
}

/** A limit typed into the URL that is not one of the offered sizes joins the list. */
export const UncommonPageSize: Story = {
  args: { rangeText: formatRange(0, 37, 1200, 'en'), limit: 37, pageCount: pageCount(1200, 37) },
}

export const VeryLargeCountInRussian: Story = {
  name: 'Very large count (ru)',
  args: {
    rangeText: formatRange(99_950, 50, 100_000, 'ru'),
    page: 2000,
    pageCount: 2000,
    canFirst: true,
    canPrevious: true,
    canNext: false,
    canLast: false,
    locale: 'ru',
  },
}
