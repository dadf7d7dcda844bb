import { useQuery } from '@tanstack/react-query'
import type { ApiSettings } from '../api/authors-api'
import { authorsPageQuery } from './authors-query'
import type { ListPlace } from './list-place'

/**
 * How much the total changed between this page and the neighbouring pages already loaded for
 * the same search. Offsets are positional: when records are added or removed while someone
 * pages, rows shift across page boundaries (DRF LimitOffsetPagination, wire doc §7), and `count`
 * is the only sign of it. The neighbours are read from the cache only, never fetched here.
 */
export function useCountDrift(settings: ApiSettings, place: ListPlace, count: number | undefined): number {
  const neighbour = (offset: number) => ({
    ...authorsPageQuery(settings, { ...place, offset: Math.max(0, offset) }),
    enabled: false,
  })
  const previous = useQuery(neighbour(place.offset - place.limit))
  const next = useQuery(neighbour(place.offset + place.limit))
  if (count === undefined) return 0
  const before = place.offset > 0 ? previous.data?.count : undefined
  const after = next.data?.count
  if (before !== undefined && before !== count) return count - before
  if (after !== undefined && after !== count) return after - count
  return 0
}
