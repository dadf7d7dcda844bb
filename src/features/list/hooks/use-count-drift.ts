import { useCallback, useReducer, useState } from 'react'

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
  // The first count of each search, written where it is first seen, during render: once written it
  // never changes until a reset, so a render React throws away writes what the next one would. Not
  // a state update: one set during render makes React run the list's whole controller twice, and
  // the first rows' render of a cold load is such a render.
  const [baselines] = useState(() => new FirstCounts())
  const [, startAgain] = useReducer((resets: number) => resets + 1, 0)
  const baseline = baselines.first(key, count)
  const reset = useCallback(() => {
    baselines.forget(key)
    startAgain()
  }, [baselines, key])
  return { drift: count === undefined || baseline === undefined ? 0 : count - baseline, reset }
}

/** The first count seen for each search. */
class FirstCounts {
  private readonly counts = new Map<string, number>()

  /** The search's first count: this one when none was seen yet. */
  first(key: string, count: number | undefined): number | undefined {
    const seen = this.counts.get(key)
    if (seen !== undefined || count === undefined) return seen
    this.counts.set(key, count)
    return count
  }

  forget(key: string) {
    this.counts.delete(key)
  }
}
