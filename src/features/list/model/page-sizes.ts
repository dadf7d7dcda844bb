import type { QueryClient } from '@tanstack/react-query'
import type { ApiSettings } from '../../../shared/api/authors-api'
import { authorsPageQuery } from '../../../entities/author/authors-query'
import type { ListPlace } from './list-place'

/** Where the list goes at a new page size: the page of that size that holds the first row on screen. */
export function placeAtLimit(place: ListPlace, limit: number): ListPlace {
  return { ...place, limit, offset: Math.floor(place.offset / limit) * limit }
}

/**
 * The person opened the rows-per-page list: ask now for the page each other size would show,
 * as the next page is asked for while they read this one, so the size they pick shows from the
 * cache instead of waiting for the server. Each is asked for once while it is fresh (the query
 * cache's stale time): opening the list again asks for nothing new, and the pick finds its
 * request in flight if it has not come back yet.
 */
export function prefetchOtherSizes(queryClient: QueryClient, settings: ApiSettings, place: ListPlace, sizes: readonly number[]): void {
  for (const limit of sizes) {
    if (limit !== place.limit) void queryClient.prefetchQuery(authorsPageQuery(settings, placeAtLimit(place, limit)))
  }
}
