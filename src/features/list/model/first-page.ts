import type { QueryClient } from '@tanstack/react-query'
import type { ApiSettings } from '../../../shared/api/authors-api'
import { authorsPageQuery } from '../../../entities/author/authors-query'
import { parseListPlace } from './list-place'

/**
 * Asks for the page the address names before React has rendered anything: the page's own query
 * (same key, same options) finds it in flight and waits for it instead of asking again. The
 * promise settles when the request does (never rejecting: a failure is the query's to show).
 */
export function prefetchFirstPage(queryClient: QueryClient, settings: ApiSettings, search: string, preferredLimit?: number): Promise<void> {
  return queryClient.prefetchQuery(authorsPageQuery(settings, parseListPlace(search, preferredLimit)))
}

/**
 * How long the app waits for the first page before drawing anything. A first page that arrives
 * within it is drawn in one go, rows and all: no loading rows to lay out and paint first, only to
 * be replaced a moment later (on two busy cores that frame cost as much as the rows' own, and the
 * rows waited behind it). A slower first page gets the loading view when the wait is over.
 * Under the time a person notices a wait at all, so a fast API looks instant and a slow one
 * still shows its loading state early.
 */
export const FIRST_ROWS_WAIT_MS = 250
