import { useEffect, useState } from 'react'

/** Whole seconds from `now` until `deadline` (both epoch ms), rounded up, never below 0. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000))
}

/**
 * Seconds left until `deadline`, re-rendering as each second passes (on the second's edge, so
 * the count never skips or stalls). Mount it keyed by its deadline: the clock starts at mount.
 */
export function useSecondsLeft(deadline: number): number {
  const [now, setNow] = useState(() => Date.now())
  const left = deadline - now
  useEffect(() => {
    if (left <= 0) return
    const timer = setTimeout(() => setNow(Date.now()), left % 1000 || 1000)
    return () => clearTimeout(timer)
  }, [left])
  return secondsLeft(deadline, now)
}
