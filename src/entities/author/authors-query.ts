import { queryOptions } from '@tanstack/react-query'
import { fetchAuthorsPage, requestedPlace, type ApiSettings } from '../../shared/api/authors-api'
import type { ListPlace } from '../../shared/api/contract'

/** The root of every list query's key: resetting it forgets every loaded page. */
export const AUTHORS_QUERY_ROOT = ['authors', 'non-active'] as const

/** One page of the list. Every input of the request is in the key, as the API will see it. */
export function authorsPageQuery(settings: ApiSettings, place: ListPlace) {
  const requested = requestedPlace(settings, place)
  return queryOptions({
    queryKey: [...AUTHORS_QUERY_ROOT, settings.apiUrl, settings.firstNameParam, requested] as const,
    queryFn: ({ signal }) => fetchAuthorsPage(settings, requested, signal),
  })
}

/**
 * The root of the count probes' keys: outside AUTHORS_QUERY_ROOT, so that reloading the list does
 * not forget a probe that failed (it is never sent again in the page's life: app/query-client.ts).
 */
export const AUTHORS_COUNT_QUERY_ROOT = ['authors', 'count-probe'] as const

/**
 * How many authors one search finds, by the cheapest request that carries `count` (limit=1).
 * Every input of the request is in the key, as the API will see it.
 */
export function authorsCountQuery(settings: ApiSettings, search: NameSearch) {
  const requested = requestedPlace(settings, { ...search, limit: 1, offset: 0 })
  return queryOptions({
    queryKey: [...AUTHORS_COUNT_QUERY_ROOT, settings.apiUrl, settings.firstNameParam, requested.lastName, requested.firstName] as const,
    queryFn: ({ signal }) => fetchAuthorsCount(settings, search, signal),
  })
}

export async function fetchAuthorsCount(settings: ApiSettings, search: NameSearch, signal?: AbortSignal): Promise<number> {
  return (await fetchAuthorsPage(settings, requestedPlace(settings, { ...search, limit: 1, offset: 0 }), signal)).count
}

interface NameSearch {
  lastName: string
  firstName: string
}
