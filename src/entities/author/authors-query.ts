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
