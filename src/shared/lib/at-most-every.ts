/**
 * `call` at most once every `ms`: the first time at once, then, however often it is asked for, once
 * more at the end of each `ms` (with what is current then: `call` reads it itself), so the latest
 * ask is always answered. For progress that arrives faster than it is worth drawing (a page of a
 * thousand-page read).
 */
export function atMostEvery(ms: number, call: () => void): { ask: () => void } {
  let lastAt = -Infinity
  let pending: ReturnType<typeof setTimeout> | undefined
  const run = () => {
    pending = undefined
    lastAt = Date.now()
    call()
  }
  return {
    ask: () => {
      if (pending !== undefined) return
      const wait = lastAt + ms - Date.now()
      if (wait <= 0) run()
      else pending = setTimeout(run, wait)
    },
  }
}
