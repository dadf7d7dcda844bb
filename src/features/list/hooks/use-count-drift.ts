import { useCallback, useState } from 'react'

/** The search a count belongs to: paging and page size do not start a new one. */
export function searchKey(place: { lastName: string; firstName: string }): string {
  return JSON.stringify([place.lastName, place.firstName])
}

/**
 * How much the total has changed since the person started paging this search: the first count
 * seen for it is the baseline, and every later count is compared with that, so three pages that
 * each saw a few more authors report the whole change (1,200 → 1,215 is "15 added"), not the
 * last step. Offsets are positional: when records are added or removed while someone pages, rows
 * shift across page boundaries (DRF LimitOffsetPagination, wire doc §7), and `count` is the only
 * sign of it. `reset` starts the search afresh (after "Reload the list").
 */
export function useCountDrift(key: string, count: number | undefined): { drift: number; reset: () => void } {
  const [baselines, setBaselines] = useState<ReadonlyMap<string, number>>(() => new Map())
  const baseline = baselines.get(key)
  if (count !== undefined && baseline === undefined) setBaselines(new Map(baselines).set(key, count))
  const reset = useCallback(
    () =>
      setBaselines((current) => {
        const next = new Map(current)
        next.delete(key)
        return next
      }),
    [key],
  )
  return { drift: count === undefined || baseline === undefined ? 0 : count - baseline, reset }
}
