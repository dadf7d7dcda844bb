import { DEFAULT_LIMIT, MAX_LIMIT } from '../api/contract'

/** The list's place, held in the URL: the single store for paging and search. */
export interface ListState {
  lastName: string
  firstName: string
  limit: number
  offset: number
}

export const PAGE_SIZES = [10, 25, 50, 100, 200] as const

export const DEFAULT_LIST_STATE: ListState = { lastName: '', firstName: '', limit: DEFAULT_LIMIT, offset: 0 }

const KEYS = { lastName: 'last_name', firstName: 'first_name', limit: 'limit', offset: 'offset' } as const

/**
 * Reads the list state from a query string. Anything a person can type into the address bar is
 * normalised rather than rejected: a limit that is not a positive whole number falls back to the
 * default (as DRF does), one above the maximum is capped, a bad offset becomes 0.
 * The last of repeated keys wins, as with DRF's QueryDict.
 */
export function parseListState(search: string): ListState {
  const params = new URLSearchParams(search)
  const last = (key: string) => params.getAll(key).at(-1)
  const limit = parseWholeNumber(last(KEYS.limit))
  const offset = parseWholeNumber(last(KEYS.offset))
  return {
    lastName: last(KEYS.lastName) ?? '',
    firstName: last(KEYS.firstName) ?? '',
    limit: limit === undefined || limit === 0 ? DEFAULT_LIMIT : Math.min(limit, MAX_LIMIT),
    offset: offset ?? 0,
  }
}

/**
 * Writes the state into a query string, leaving defaults out so a plain URL stays plain, and
 * keeping any parameter the list does not own (such as a demo scenario) where it was.
 */
export function serializeListState(state: ListState, currentSearch = ''): string {
  const params = new URLSearchParams(currentSearch)
  for (const key of Object.values(KEYS)) params.delete(key)
  if (state.lastName !== '') params.set(KEYS.lastName, state.lastName)
  if (state.firstName !== '') params.set(KEYS.firstName, state.firstName)
  if (state.limit !== DEFAULT_LIMIT) params.set(KEYS.limit, String(state.limit))
  if (state.offset !== 0) params.set(KEYS.offset, String(state.offset))
  const query = params.toString()
  return query === '' ? '' : `?${query}`
}

/** The canonical form of a query string, for replacing a hand-typed URL with a clean one. */
export function normaliseSearch(search: string): string {
  return serializeListState(parseListState(search), search)
}

function parseWholeNumber(value: string | undefined): number | undefined {
  if (value === undefined || !/^\s*\+?\d+\s*$/.test(value)) return undefined
  const number = Number(value)
  // Offsets beyond any real list are kept as "far past the end", not wrapped or rejected.
  return Number.isSafeInteger(number) ? number : Number.MAX_SAFE_INTEGER
}
