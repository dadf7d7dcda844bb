import { afterPaint } from './after-paint-task'

/**
 * Notes kept in the current history entry's state (its scroll key, the rows per page it shows)
 * that the frame being drawn does not need: they are written after that frame is painted, all in
 * one `replaceState`. A history write costs milliseconds (11–49 ms on a loaded machine), and the
 * first paint of a cold load made two of them. A push writes the notes first, so they land on
 * the entry they were meant for; Back or Forward before the paint drops them (their entry is left).
 */
let pending: Record<string, unknown> = {}
let cancelWrite: (() => void) | undefined

function entryState(): Record<string, unknown> {
  const state: unknown = window.history.state
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {}
}

/**
 * Notes `patch` in the current entry's state after the next paint, with the other notes made
 * before it. Returns a function that withdraws the note if it has not been written yet.
 */
export function noteOnEntry(patch: Record<string, unknown>): () => void {
  Object.assign(pending, patch)
  cancelWrite ??= afterPaint(writeEntryNotes)
  return () => {
    for (const [name, value] of Object.entries(patch)) if (Object.is(pending[name], value)) delete pending[name]
  }
}

/**
 * Writes the notes now (before a history write that would leave their entry); none when they are
 * there already.
 */
export function writeEntryNotes(): void {
  // No document (a server render, or a test's environment torn down before the paint's task ran).
  if (typeof window === 'undefined') return
  cancelWrite?.()
  cancelWrite = undefined
  const notes = pending
  pending = {}
  const state = entryState()
  if (Object.entries(notes).every(([name, value]) => Object.is(state[name], value))) return
  window.history.replaceState({ ...state, ...notes }, '')
}

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    cancelWrite?.()
    cancelWrite = undefined
    pending = {}
  })
}
