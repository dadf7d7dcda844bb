import { DEFAULT_LIMIT, MAX_LIMIT, type ListPlace } from '../../../shared/api/contract'
import { lastWholeNumber } from '../../../shared/lib/whole-number'

export type { ListPlace }

// `preferredLimit` below is the editor's rows per page (a remembered preference), for a URL that
// names none. While there is one, every URL the list writes names its limit, so a link made here
// (or a shared link that names 50) opens at the size it shows, and the address bar always says
// what is on screen.

const KEYS = { lastName: 'last_name', firstName: 'first_name', limit: 'limit', offset: 'offset' } as const

/**
 * Reads the place from a query string. Anything a person can type into the address bar is
 * normalised rather than rejected: a limit that is not a positive whole number falls back to the
 * default (as DRF does), one above the maximum is capped, a bad offset becomes 0, and an offset
 * too large to hold exactly is kept as "far past the end", not wrapped or rejected.
 */
export function parseListPlace(search: string, preferredLimit?: number): ListPlace {
  const params = new URLSearchParams(search)
  const limit = lastWholeNumber(params, KEYS.limit)
  const offset = lastWholeNumber(params, KEYS.offset)
  return {
    lastName: params.getAll(KEYS.lastName).at(-1) ?? '',
    firstName: params.getAll(KEYS.firstName).at(-1) ?? '',
    limit: limit === undefined || limit === 0 ? (preferredLimit ?? DEFAULT_LIMIT) : Math.min(limit, MAX_LIMIT),
    offset: Math.min(offset ?? 0, Number.MAX_SAFE_INTEGER),
  }
}

/**
 * Writes the place into a query string, leaving defaults out so a plain URL stays plain, and
 * keeping any parameter the list does not own (such as a demo scenario) where it was.
 */
export function serializeListPlace(place: ListPlace, currentSearch = '', preferredLimit?: number): string {
  const params = new URLSearchParams(currentSearch)
  for (const key of Object.values(KEYS)) params.delete(key)
  if (place.lastName !== '') params.set(KEYS.lastName, place.lastName)
  if (place.firstName !== '') params.set(KEYS.firstName, place.firstName)
  if (place.limit !== DEFAULT_LIMIT || preferredLimit !== undefined) params.set(KEYS.limit, String(place.limit))
  if (place.offset !== 0) params.set(KEYS.offset, String(place.offset))
  const query = params.toString()
  return query === '' ? '' : `?${query}`
}

/** The canonical form of a query string, for replacing a hand-typed URL with a clean one. */
export function normaliseSearch(search: string, preferredLimit?: number): string {
  return serializeListPlace(parseListPlace(search, preferredLimit), search, preferredLimit)
}
