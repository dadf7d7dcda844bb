import type { KeyboardEvent } from 'react'
import { shortcutKey } from '../../shared/lib/shortcut-key'

export type RowKeyAction =
  | { type: 'move'; to: 'next' | 'previous' | 'first' | 'last' }
  | { type: 'open' }
  | { type: 'copy' }
  | { type: 'page'; to: 'next' | 'previous' }

/** What a key pressed on a focused row does; undefined leaves it to the browser. */
export function rowKeyAction(
  event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'> & { code?: string },
): RowKeyAction | undefined {
  if (event.ctrlKey || event.metaKey) return undefined
  // Letters by the key's place (shared/lib/shortcut-key): a Russian layout's "о", "л" and "с" are j, k and c.
  const letter = shortcutKey(event)
  // "c" copies the row's UID.
  if (!event.altKey && !event.shiftKey && letter === 'c') return { type: 'copy' }
  if (event.altKey) {
    if (event.key === 'ArrowRight') return { type: 'page', to: 'next' }
    if (event.key === 'ArrowLeft') return { type: 'page', to: 'previous' }
    return undefined
  }
  if (letter === 'j') return { type: 'move', to: 'next' }
  if (letter === 'k') return { type: 'move', to: 'previous' }
  switch (event.key) {
    case 'ArrowDown':
      return { type: 'move', to: 'next' }
    case 'ArrowUp':
      return { type: 'move', to: 'previous' }
    case 'Home':
      return { type: 'move', to: 'first' }
    case 'End':
      return { type: 'move', to: 'last' }
    case 'Enter':
      return event.shiftKey ? undefined : { type: 'open' }
    case 'PageDown':
      return { type: 'page', to: 'next' }
    case 'PageUp':
      return { type: 'page', to: 'previous' }
    default:
      return undefined
  }
}

/** Where a move lands on a page of `count` rows. */
export function moveTarget(from: number, to: 'next' | 'previous' | 'first' | 'last', count: number): number {
  if (count === 0) return 0
  if (to === 'first') return 0
  if (to === 'last') return count - 1
  return Math.min(count - 1, Math.max(0, from + (to === 'next' ? 1 : -1)))
}

/** The list's rows: the table's body, or the card list on narrow screens (a card is a row). */
const ROWS_CONTAINER = 'table.authors-table > tbody, ol.author-cards'

/**
 * Focuses row `index` of the list (a table row, or a card). A row of a windowed page may not be
 * rendered yet: the page is scrolled towards it and the focus tried again on the next frames,
 * until it renders.
 */
export function focusRow(index: number, frames = 30): void {
  const container = document.querySelector(ROWS_CONTAINER)
  const row = container?.querySelector<HTMLElement>(`:scope > [data-row="${index}"]`)
  if (row) {
    row.focus()
    return
  }
  if (!container || frames === 0) return
  const rows = container.children
  const edge = index === 0 ? rows[0] : rows[rows.length - 1]
  edge?.scrollIntoView?.({ block: index === 0 ? 'start' : 'end' })
  requestAnimationFrame(() => focusRow(index, frames - 1))
}
