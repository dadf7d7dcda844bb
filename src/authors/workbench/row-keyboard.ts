import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react'

export type RowKeyAction =
  | { type: 'move'; to: 'next' | 'previous' | 'first' | 'last' }
  | { type: 'open' }
  | { type: 'page'; to: 'next' | 'previous' }

/** What a key pressed on a focused row does; undefined leaves it to the browser. */
export function rowKeyAction(event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>): RowKeyAction | undefined {
  if (event.ctrlKey || event.metaKey) return undefined
  if (event.altKey) {
    if (event.key === 'ArrowRight') return { type: 'page', to: 'next' }
    if (event.key === 'ArrowLeft') return { type: 'page', to: 'previous' }
    return undefined
  }
  switch (event.key) {
    case 'ArrowDown':
    case 'j':
      return { type: 'move', to: 'next' }
    case 'ArrowUp':
    case 'k':
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

const ROW_SELECTOR = (index: number) => `tr[data-row="${index}"]`

/**
 * A visible row cursor with a roving tabindex: one row is in the tab order, the keys move it,
 * and focus follows. Rows of a windowed page may not be in the DOM yet: the page is scrolled
 * towards them and focus lands when they render.
 */
export function useRowKeyboard({
  rowCount,
  pageKey,
  ready,
  onOpen,
  onPage,
}: {
  rowCount: number
  /** Changes when another page is shown: the cursor starts again at its first row. */
  pageKey: string
  /** Rows are the page's own (not the previous page's while it loads). */
  ready: boolean
  onOpen: (index: number) => void
  onPage: (to: 'next' | 'previous') => boolean
}) {
  const [cursor, setCursor] = useState({ pageKey, index: 0 })
  const active = cursor.pageKey === pageKey ? Math.min(cursor.index, Math.max(0, rowCount - 1)) : 0
  const body = useRef<HTMLTableSectionElement>(null)
  const wanted = useRef<number | null>(null)
  const tries = useRef(0)
  const [, setAttempt] = useState(0)

  const focusRow = useCallback((index: number) => {
    const row = body.current?.querySelector<HTMLElement>(ROW_SELECTOR(index))
    if (row) {
      row.focus()
      wanted.current = null
      tries.current = 0
      return
    }
    // Give up after about half a second of frames: the row is not coming (the page changed).
    if (++tries.current > 30) {
      wanted.current = null
      tries.current = 0
      return
    }
    wanted.current = index
    // Not rendered (a windowed page): bring its end of the page into view; the rows follow.
    const rows = body.current?.querySelectorAll<HTMLElement>('tr')
    const edge = index === 0 ? rows?.[0] : rows?.[rows.length - 1]
    edge?.scrollIntoView({ block: index === 0 ? 'start' : 'end' })
    requestAnimationFrame(() => setAttempt((attempt) => attempt + 1))
  }, [])

  // After a page change by key, or while waiting for a windowed row to render.
  useEffect(() => {
    if (wanted.current === null || !ready) return
    const row = body.current?.querySelector<HTMLElement>(ROW_SELECTOR(wanted.current))
    if (row) {
      row.focus()
      wanted.current = null
    } else if (rowCount > 0) {
      focusRow(Math.min(wanted.current, rowCount - 1))
    }
  })

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const row = event.target as HTMLElement
    if (row.tagName !== 'TR' || !row.dataset.row) return
    const action = rowKeyAction(event)
    if (!action) return
    const index = Number(row.dataset.row)
    if (action.type === 'open') onOpen(index)
    else if (action.type === 'page') {
      if (onPage(action.to)) wanted.current = 0
    } else {
      const target = moveTarget(index, action.to, rowCount)
      setCursor({ pageKey, index: target })
      focusRow(target)
    }
    event.preventDefault()
  }

  const rowProps = (index: number) => ({
    'data-row': index,
    tabIndex: index === active ? 0 : -1,
    onFocus: () => {
      if (index !== active) setCursor({ pageKey, index })
    },
  })

  return { body, onKeyDown, rowProps, focusRow }
}
