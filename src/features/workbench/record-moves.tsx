import { useState, type KeyboardEvent } from 'react'
import { useFormat, useMessages } from '../../shared/i18n/language-provider'
import { isTypingTarget, shortcutKey } from '../../shared/lib/shortcut-key'
import { en, ru } from './messages'

/** Where the open record sits on its page, and how to open its neighbour in the same dialog. */
export interface RecordMoves {
  /** The record's place on the page, from 0. */
  index: number
  /** Rows on the page. */
  total: number
  /** Opens the record at `index` of the page in place of this one. */
  onMove: (index: number) => void
}

export type MoveDirection = 'previous' | 'next'

/** The key's move: j or → for the next record, k or ← for the previous one, on any layout. */
export function recordMoveKey(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'> & { code?: string },
): MoveDirection | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return undefined
  const letter = shortcutKey(event)
  if (letter === 'j') return 'next'
  if (letter === 'k') return 'previous'
  // The arrows scroll a box that scrolls sideways (a very long value), where focus is on it.
  if (event.shiftKey || scrollsSideways(event.target)) return undefined
  if (event.key === 'ArrowRight') return 'next'
  if (event.key === 'ArrowLeft') return 'previous'
  return undefined
}

/** True when the key's target is a box of the dialog's that scrolls sideways (not the dialog itself). */
function scrollsSideways(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('dialog') !== target && target.scrollWidth > target.clientWidth
}

/**
 * Previous and Next record in Details, and their keys. The dialog stays open and its URL follows
 * the record shown; at the page's first or last record there is nothing further on this page, and
 * the dialog says so (the pager turns the page) instead of moving.
 */
export function useRecordMoves(moves: RecordMoves | undefined, title: string) {
  const m = useMessages({ en, ru })
  const f = useFormat()
  // What the live region says: the record moved to, or that there is none further.
  const [said, setSaid] = useState<{ at: number; text: 'moved' | MoveDirection }>()

  const go = (direction: MoveDirection) => {
    if (!moves) return
    const to = moves.index + (direction === 'next' ? 1 : -1)
    if (to < 0 || to >= moves.total) {
      setSaid({ at: moves.index, text: direction })
      return
    }
    setSaid({ at: to, text: 'moved' })
    moves.onMove(to)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const direction = moves && recordMoveKey(event)
    if (!direction) return
    event.preventDefault()
    go(direction)
  }

  const current = said && moves && said.at === moves.index ? said.text : undefined
  const announcement =
    current === 'previous'
      ? m.noPreviousRecord
      : current === 'next'
        ? m.noNextRecord
        : current === 'moved' && moves
          ? `${m.recordPosition(moves.index, moves.total, f)}: ${title}`
          : ''

  const view = moves && (
    <nav className="details-moves" aria-label={m.recordNavigation}>
      <button type="button" aria-disabled={moves.index === 0} onClick={() => go('previous')}>
        {m.previousRecord}
      </button>
      <span className="details-position">{m.recordPosition(moves.index, moves.total, f)}</span>
      <button type="button" aria-disabled={moves.index === moves.total - 1} onClick={() => go('next')}>
        {m.nextRecord}
      </button>
      <span className="visually-hidden" aria-live="polite">
        {announcement}
      </span>
    </nav>
  )
  return { onKeyDown, view }
}
