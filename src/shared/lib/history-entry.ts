/**
 * The current history entry's state, read and replaced in one place. A move's push is written
 * with the move (`location.ts`), never held for a later frame: the address bar, Back and anything
 * reading the browser's entry agree with what the app shows from the first frame of the move.
 */

/** The current entry's state. */
export function historyState(): unknown {
  return window.history.state
}

/** Replaces the current entry's state, keeping its address. */
export function replaceHistoryState(state: unknown): void {
  window.history.replaceState(state, '')
}
