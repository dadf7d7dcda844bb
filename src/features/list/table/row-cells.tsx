import { useCallback, useLayoutEffect, useState, type KeyboardEvent } from 'react'
import { en, ru } from '../../../entities/author/row-messages'
import { useWorkbenchRows, type RowCursor } from '../../../entities/author/row-parts'
import { createExternalStore } from '../../../shared/lib/external-store'
import { useMessages } from '../../../shared/i18n/language-provider'
import './row-cells.css'

// The list's side of the workbench's row parts: the headers of its columns and the row cursor.
// The parts themselves (marks, actions, row keys) arrive with the workbench through RowsStore.

export const ChecksHeader = () => useMessages({ en, ru }).checksHeader

export const ActionsHeader = () => useMessages({ en, ru }).actionsHeader

/**
 * The row cursor: one row of the page is in the tab order (a roving tabindex), the one last
 * focused, and with it its own controls (its actions, its twins button), so the whole list is a few
 * Tab stops and the pager is near; the keys that move it are the workbench's. Starts at the first
 * row on every page.
 */
export function useRowCursor(pageKey: string, rowCount: number, turnPage: RowCursor['turnPage']) {
  const rows = useWorkbenchRows()
  const [cursor, setCursor] = useState({ pageKey, index: 0 })
  const active = cursor.pageKey === pageKey ? cursor.index : 0
  const setActive = (index: number) => setCursor({ pageKey, index })
  // The same function while the page is the same: the rows are memoised on it (authors-table.tsx).
  const focusRow = useCallback((index: number) => setCursor({ pageKey, index }), [pageKey])
  // The rows' own controls follow the cursor (useRowInTabOrder): only the current row's are in the tab order.
  const [store] = useState(() => createExternalStore(active))
  useLayoutEffect(() => store.set(active), [store, active])
  return {
    /** For RowCursorContext, around the rows. */
    store,
    rowProps: (index: number) => ({
      'data-row': index,
      tabIndex: index === active ? 0 : -1,
      onFocus: () => index !== active && setActive(index),
    }),
    /** The row in the tab order. */
    isActive: (index: number) => index === active,
    /** A row got focus: it becomes the cursor's row. */
    focusRow,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => rows?.onRowKeyDown(event, { rowCount, setActive, turnPage }),
  }
}
