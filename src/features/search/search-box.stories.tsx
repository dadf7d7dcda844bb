import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ComponentProps, ReactNode } from 'react'
import { fn } from 'storybook/test'
import { useMessages } from '../../shared/i18n/language-provider'
import { en, ru } from './messages'
import { ORDER_NOTE_ID, OrderNote } from './order-note/order-note'
import { SearchBox } from './search-box'

/** The search box labelled as the page labels it, in the toolbar's language. */
function LabelledSearchBox({ field, ...props }: Omit<ComponentProps<typeof SearchBox>, 'label'> & { field: 'lastName' | 'firstName' }) {
  return <SearchBox label={useMessages({ en, ru }).search[field]} {...props} />
}

function SearchForm({ children }: { children: ReactNode }) {
  return (
    <form role="search" aria-label={useMessages({ en, ru }).search.label} onSubmit={(event) => event.preventDefault()}>
      {children}
      <OrderNote />
    </form>
  )
}

/**
 * One name search, props only. It commits its text once typing pauses (300 ms), at once on
 * Enter, and clears on Escape or ×; `onCommit` gets the text and whether to push or replace the
 * history entry. The note below it (read with the box, through aria-describedby) says how the
 * list is ordered and how a search matches.
 */
const meta = {
  title: 'Authors/Parts/Search box',
  component: LabelledSearchBox,
  tags: ['autodocs'],
  args: { field: 'lastName', value: '', onCommit: fn(), describedBy: ORDER_NOTE_ID },
  decorators: [
    (Story) => (
      <SearchForm>
        <Story />
      </SearchForm>
    ),
  ],
} satisfies Meta<typeof LabelledSearchBox>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = { name: 'Empty' }

export const WithASearch: Story = {
  name: 'With a search',
  args: { value: 'Иванов' },
}

export const FirstName: Story = {
  name: 'First name',
  args: { field: 'firstName', value: 'Анна' },
}
