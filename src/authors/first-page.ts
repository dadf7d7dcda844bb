import type { QueryClient } from '@tanstack/react-query'
import type { ApiSettings } from '../api/authors-api'
import { authorsPageQuery } from './authors-query'
import { parseListPlace } from './list-place'

/**
 * Asks for the page the address names before React has rendered anything: the page's own query
 * (same key, same options) finds it in flight and waits for it instead of asking again.
 */
export function prefetchFirstPage(queryClient: QueryClient, settings: ApiSettings, search: string): void {
  void queryClient.prefetchQuery(authorsPageQuery(settings, parseListPlace(search)))
}
