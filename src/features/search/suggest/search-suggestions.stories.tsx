import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { createHandlers } from '../../../demo-api/handlers'
import { SearchSuggestions } from './search-suggestions'

/**
 * "Did you mean" under an empty result, counting on the demo API's own handlers and dataset.
 * `search` is the search that found nothing.
 */
const meta = {
  title: 'Authors/Parts/Search suggestions',
  component: SearchSuggestions,
  args: {
    settings: { apiUrl: '', firstNameParam: 'first_name' },
    search: { lastName: 'Bdfyjd', firstName: '' },
    hrefFor: ({ lastName, firstName }) =>
      `?${new URLSearchParams({ last_name: lastName, ...(firstName ? { first_name: firstName } : {}) })}`,
    onRun: fn(),
  },
  argTypes: { settings: { control: false }, hrefFor: { control: false } },
  beforeEach({ msw }) {
    msw.use(...createHandlers())
  },
} satisfies Meta<typeof SearchSuggestions>

export default meta
type Story = StoryObj<typeof meta>

/** Typed with the Latin layout on: "Bdfyjd" is "Иванов". */
export const OtherKeyboardLayout: Story = { name: 'Other keyboard layout' }

/** Петр for Пётр in the first-name box; the last name alone is offered too. */
export const YoAndFirstName: Story = { name: 'Yo and first name', args: { search: { lastName: 'ов', firstName: 'Петр' } } }

/** Latin for a Cyrillic name: Fedorov is Фёдоров. */
export const LatinForCyrillic: Story = { name: 'Latin for Cyrillic', args: { search: { lastName: 'Fedorov', firstName: '' } } }

/** Nothing similar finds anyone either. */
export const NothingSimilar: Story = { name: 'Nothing similar', args: { search: { lastName: 'zzqqxx', firstName: '' } } }
