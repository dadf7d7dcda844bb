import { afterPaint } from './after-paint-task'

/**
 * A move's history write, held until its frame is painted. Chromium's `pushState` costs several
 * milliseconds (10–50 under load), and in a move's frame that is time before the new rows are
 * drawn; the address the app reads (`readLocationSearch`, `historyState`) is the new one at once.
 * Every other history write first flushes a held push, so writes keep their order, and Back or
 * Forward before it was written drops it (the browser moved among the entries it has).
 */
interface HeldPush {
  state: unknown
  url: string
  search: string
  cancel: () => void
}

let held: HeldPush | undefined

/**
 * Holds a push of a new entry (a push already held is written first). It is written once `release`
 * is called and the next frame is painted, or before any other history write: a move whose rows
 * are still on their way releases it when they are rendered, so the push lands after their paint.
 */
export function holdPush(state: unknown, url: string, search: string): { release: () => void } {
  flushHistory()
  let cancelPaint: (() => void) | undefined
  const push: HeldPush = { state, url, search, cancel: () => cancelPaint?.() }
  held = push
  return {
    release: () => {
      if (held === push && !cancelPaint) cancelPaint = afterPaint(flushHistory)
    },
  }
}

/** Pushes a new entry once the current frame is painted (a push already held is written first). */
export function pushAfterPaint(state: unknown, url: string, search: string): void {
  holdPush(state, url, search).release()
}

/** Writes the held push now: call before any other history write or read of the browser's entry. */
export function flushHistory(): void {
  const push = held
  if (!push) return
  held = undefined
  push.cancel()
  // No document (a test's environment torn down before the paint's task ran): nothing to write to.
  if (typeof window === 'undefined') return
  window.history.pushState(push.state, '', push.url)
}

/** The query string the app is at: the held push's, until the browser has it. */
export function heldSearch(): string | undefined {
  return held?.search
}

/** The current entry's state, as the app has made it (a held push's, until it is written). */
export function historyState(): unknown {
  return held ? held.state : window.history.state
}

/** Replaces the current entry's state (after writing a held push, so the new entry gets it). */
export function replaceHistoryState(state: unknown): void {
  flushHistory()
  window.history.replaceState(state, '')
}

if (typeof window !== 'undefined') {
  // Added when this module loads, before the listeners of the modules that import it: they read
  // the entry the browser moved to, with nothing held.
  window.addEventListener('popstate', () => {
    held?.cancel()
    held = undefined
  })
}
