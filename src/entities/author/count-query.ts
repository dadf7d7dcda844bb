import { queryOptions } from '@tanstack/react-query'
import { fetchAuthorsPage, requestedPlace, type ApiSettings } from '../../shared/api/authors-api'
import { AUTHORS_COUNT_QUERY_ROOT } from './authors-query'

// The count probes' query options: only the suggestions ask for counts, so this stays out of the
// first load (their key's root, which the QueryClient's defaults name, is in authors-query.ts).

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
