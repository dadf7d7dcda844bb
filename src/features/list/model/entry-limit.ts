import { DEFAULT_LIMIT, MAX_LIMIT } from '../../../shared/api/contract'
import { noteOnEntry } from '../../../shared/lib/entry-notes'
import { historyState } from '../../../shared/lib/history-entry'

/**
 * The rows per page each history entry showed, kept in the entry's own state: a URL written
 * before a size was remembered names no limit, and read later with the remembered size it would
 * open at that size and be rewritten to it, so Back would not undo a change of rows per page.
 */
const ENTRY_LIMIT = 'listLimit'

function stateOf(): Record<string, unknown> | undefined {
  // A move's push may be held until its frame is painted: its state is the entry's.
  const state: unknown = historyState()
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : undefined
}

/** The rows per page this entry showed, if it has shown any. */
export function entryLimit(): number | undefined {
  const value = stateOf()?.[ENTRY_LIMIT]
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= MAX_LIMIT ? value : undefined
}

/**
 * The size a URL without `limit` means on the current entry: the one it showed when that differs
 * from the remembered size (`preferredLimit`, undefined for the default), else the remembered one.
 */
export function limitForEntry(preferredLimit: number | undefined): number | undefined {
  const shown = entryLimit()
  return shown !== undefined && shown !== (preferredLimit ?? DEFAULT_LIMIT) ? shown : preferredLimit
}

/** The state that notes the rows per page an entry shows, to write with the move to it (no write of its own). */
export function entryLimitState(limit: number): Record<string, unknown> {
  return { [ENTRY_LIMIT]: limit }
}

/**
 * Notes on the current entry the rows per page it shows (kept with the entry's other state),
 * after the frame is painted, in one write with the entry's other notes (entry-notes.ts): the
 * cold load's first frame makes no history write. Returns a function that withdraws the note.
 */
export function recordEntryLimit(limit: number): () => void {
  if (entryLimit() === limit) return () => undefined
  return noteOnEntry({ [ENTRY_LIMIT]: limit })
}
