import { hashKey, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query'
import type { ApiSettings } from '../../../shared/api/authors-api'
import { authorsPageQuery } from '../../../entities/author/authors-query'
import type { ListPlace } from './list-place'

/** Asks for a move's page; the promise is the request still to come, undefined when the page is known. */
export type MoveRequest = (settings: ApiSettings, to: ListPlace) => Promise<void> | undefined

const unobserved = (query: Query) => query.getObserversCount() === 0

/**
 * A move's page is asked for as the person makes it, before React renders the move (a page not in
 * the cache is then waited for a moment: `navigateToSearch`). A move made before the last one's
 * page came stops that page's request when nothing shows it: within that moment no query observes
 * it, so the query itself would not, and it would run on to its answer or its timeout.
 */
export function moveRequests(queryClient: QueryClient): MoveRequest {
  let last: QueryKey | undefined
  return (settings, to) => {
    const query = authorsPageQuery(settings, to)
    if (last !== undefined && hashKey(last) !== hashKey(query.queryKey)) {
      void queryClient.cancelQueries({ queryKey: last, exact: true, predicate: unobserved })
    }
    last = query.queryKey
    const known = queryClient.getQueryData(query.queryKey) !== undefined
    const request = queryClient.prefetchQuery(query)
    return known ? undefined : request
  }
}
