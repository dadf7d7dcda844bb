import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { ORDER_NOTE_ID, OrderNote } from './order-note/order-note'
import { SearchBox } from './search-box'

/**
 * One name search, props only. It commits its text once typing pauses (300 ms), at once on
 * Enter, and clears on Escape or ×; `onCommit` gets the text and whether to push or replace the
 * history entry. The note below it (read with the box, through aria-describedby) says how the
 * list is ordered and how a search matches.
 */
const meta = {
  title: 'Authors/Parts/Search box',
  component: SearchBox,
  tags: ['autodocs'],
  args: { label: 'Last name', value: '', onCommit: fn(), describedBy: ORDER_NOTE_ID },
  decorators: [
    (Story) => (
      <form role="search" aria-label="Search authors" onSubmit={(event) => event.preventDefault()}>
        <Story />
        <OrderNote />
      </form>
    ),
  ],
} satisfies Meta<typeof SearchBox>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = { name: 'Empty' }

export const WithASearch: Story = {
  name: 'With a search',
  args: { value: 'Иванов' },
}

export const FirstName: Story = {
  name: 'First name',
  args: { label: 'First name', value: 'Анна' },
}
