import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { createHandlers } from '../../../demo-api/handlers'
import { SearchSuggestions } from './search-suggestions'

/**
 * "Did you mean" under an empty result, and "Also: …" beside results, counting on the demo API’s own
 * handlers and dataset.
 * `search` is the search that found nothing; with `also`, the search whose results are shown.
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

/**
 * `also`: beside a search's results (here Ли), the other spellings that find authors too, on one
 * line in the results' status line: "Also: Li — 11".
 */
export const OtherSpellingsBesideResults: Story = {
  name: 'Other spellings beside results',
  args: { search: { lastName: 'Ли', firstName: '' }, also: true },
}

/** `also` for a first name: Илья offers Ilia, and not Ilya, which finds no one. */
export const OtherSpellingsOfAFirstName: Story = {
  name: 'Other spellings of a first name',
  args: { search: { lastName: '', firstName: 'Илья' }, also: true },
}
