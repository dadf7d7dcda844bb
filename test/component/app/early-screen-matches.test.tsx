import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { App } from '../../../src/app/app'
import { earlyScreenFor, type EarlyScreenInput } from '../../../src/app/early-screen/early-screen'
import { parsePreferences, PREFERENCES_KEY, type Preferences } from '../../../src/app/preferences/preferences'
import type { RuntimeConfig } from '../../../src/app/runtime-config'
import { apiSettings } from '../../../src/app/runtime-config'
import { authorsPageQuery } from '../../../src/entities/author/authors-query'
import { parseListPlace } from '../../../src/features/list/model/list-place'
import { requestedPlace, type LoadedPage } from '../../../src/shared/api/authors-api'
import { AUTHORS_LIST_PATH, type Author } from '../../../src/shared/api/contract'
import { validateAuthorsPage } from '../../../src/shared/api/validate-page'
import { getDefaultDataset } from '../../../src/demo-api/dataset'
import { testQueryClient } from '../../render-app'

// The early screen (src/app/early-screen) is the app's first render written as plain DOM, drawn
// before React runs and replaced by React's first commit: the two must be the same elements with
// the same attributes and text, or the screen changes under the person's eyes. Here React's first
// commit (the page's answer already in the cache, as on a cold load) is compared with the early
// screen for the same place, language, settings and rows. The browser spec
// (test/e2e/early-screen.spec.ts) compares the two in Chromium, boxes included.

const CONFIG: RuntimeConfig = { apiUrl: '', firstNameParam: 'first_name', requestTimeoutMs: 15_000 }

/** Records at their oddest: every mark the cells draw (whitespace runs, null, empty, the other script, long values). */
const ODD: Author[] = [
  {
    uid: 'a0000000-0000-4000-8000-000000000001',
    last_name: 'Бык\u006fв И..',
    first_name: 'Вла\u00a0ди\u200bмир  Иван\tович',
    parent_name: '',
    public_name: 'Другой А. А. ',
  },
  { uid: 'a0000000-0000-4000-8000-000000000002', last_name: ' Smith', first_name: 'Jоhn', parent_name: null, public_name: 'Smith  J.' },
  {
    uid: 'a0000000-0000-4000-8000-000000000003',
    last_name: 'Ли'.repeat(400),
    first_name: 'x'.repeat(1300),
    parent_name: 'e\u0301'.repeat(300),
    public_name: '',
  },
  {
    uid: 'a0000000-0000-4000-8000-000000000004',
    last_name: 'Орлов A.',
    first_name: 'Иван',
    parent_name: 'Петрович',
    public_name: 'Орлов A. И. П.',
  },
]

/** The page the API would answer for `search` from `authors`, as the app reads it. */
function answer(
  authors: readonly Author[],
  search: string,
  config: RuntimeConfig,
  preferences: Preferences,
): { input: EarlyScreenInput; page: LoadedPage } {
  const settings = apiSettings(config)
  const place = parseListPlace(search, preferences.limit)
  const request = requestedPlace(settings, place)
  const link = (offset: number) => `http://localhost${AUTHORS_LIST_PATH}?limit=${request.limit}${offset > 0 ? `&offset=${offset}` : ''}`
  const end = request.offset + request.limit
  const body = {
    count: authors.length,
    next: end < authors.length ? link(end) : null,
    previous: request.offset > 0 ? link(Math.max(0, request.offset - request.limit)) : null,
    results: authors.slice(request.offset, end),
  }
  const page = { ...validateAuthorsPage(body, request), offset: request.offset }
  return { input: { settings, preferences, search, place, preferredLimit: preferences.limit }, page }
}

/** React's first commit of the app at `search`, with `page` in the cache as the first module leaves it. */
function reactFirstCommit(search: string, config: RuntimeConfig, input: EarlyScreenInput, page: LoadedPage): string {
  window.history.pushState(null, '', `/${search}`)
  const queryClient = testQueryClient()
  queryClient.setQueryData(authorsPageQuery(input.settings, input.place).queryKey, page)
  const { container, unmount } = render(<App config={config} queryClient={queryClient} />)
  const html = container.innerHTML
  unmount()
  return html
}

/** The search boxes' ids are React's useId values there and the early screen's own here: the one difference by design. */
const sameIds = (html: string) => html.replace(/(id|for)="(_r_\w+_|early-(last|first)-name)"/g, '$1="search-box"')

const cases: Array<{ name: string; search: string; stored?: Partial<Preferences>; authors?: readonly Author[]; config?: RuntimeConfig }> = [
  { name: 'the first page', search: '' },
  { name: 'a middle page', search: '?offset=550' },
  { name: 'the last page, short', search: '?limit=25&offset=1175' },
  { name: 'ten rows a page', search: '?limit=10' },
  { name: 'a size the pager does not offer', search: '?limit=30&offset=60' },
  { name: 'Russian from the address', search: '?lang=ru&offset=50' },
  { name: 'Russian, remembered', search: '', stored: { lang: 'ru' } },
  { name: 'compact rows', search: '', stored: { density: 'compact' } },
  { name: 'the UID hidden', search: '', stored: { hiddenColumns: ['uid'] } },
  { name: 'the public name hidden (the last name pinned)', search: '', stored: { hiddenColumns: ['public_name'] } },
  { name: 'a remembered size', search: '?offset=200', stored: { limit: 100 } },
  { name: 'no first-name search', search: '', config: { ...CONFIG, firstNameParam: '' } },
  {
    name: 'a search',
    search: '?last_name=ов&offset=50',
    authors: getDefaultDataset().filter((author) => author.last_name?.toLowerCase().includes('ов')),
  },
  { name: 'both searches, spaces as typed', search: '?last_name=%20ов%20&first_name=а&lang=ru' },
  { name: 'a search of spaces only (not sent, still in the box)', search: '?last_name=%20%20' },
  { name: 'a first name the API cannot search by', search: '?first_name=Иван', config: { ...CONFIG, firstNameParam: '' } },
  { name: 'the oddest records, in English', search: '', authors: ODD },
  { name: 'the oddest records, in Russian', search: '?lang=ru', authors: ODD },
  {
    name: 'a page of 200, the oddest records among them',
    search: '?limit=200&offset=600',
    authors: [...getDefaultDataset().slice(0, 700), ...ODD],
  },
]

describe('the early screen is what the app first draws', () => {
  it.each(cases)('$name', ({ search, stored, authors = getDefaultDataset(), config = CONFIG }) => {
    if (stored) window.localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ version: 1, ...stored }))
    const preferences = parsePreferences(window.localStorage.getItem(PREFERENCES_KEY))
    expect(preferences).toMatchObject(stored ?? {})
    const { input, page } = answer(authors, search, config, preferences)
    const react = reactFirstCommit(search, config, input, page)
    expect(react).toContain('data-state="ready"')
    expect(sameIds(earlyScreenFor(input, page).outerHTML)).toBe(sameIds(react))
  })
})
