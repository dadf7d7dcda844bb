import { createContext, useContext, type KeyboardEvent, type ReactNode } from 'react'

/**
 * What the table's rows get from the workbench once its lazy part has loaded: the marks and
 * actions of each row, search-match ranges, and the row keys. Undefined before that (and for a
 * table on its own), when rows show their text alone.
 */
export interface WorkbenchRows {
  checks: (index: number) => ReactNode
  actions: (index: number) => ReactNode
  matches: (value: string, search: 'lastName' | 'firstName') => Array<readonly [number, number]> | undefined
  onRowKeyDown: (event: KeyboardEvent<HTMLElement>, cursor: RowCursor) => void
}

/** The table's side of the row keyboard: how many rows there are and which one is current. */
export interface RowCursor {
  rowCount: number
  setActive: (index: number) => void
  /** False when there is no page that way. */
  turnPage: (to: 'next' | 'previous') => boolean
}

export const WorkbenchContext = createContext<WorkbenchRows | undefined>(undefined)

export const useWorkbenchRows = () => useContext(WorkbenchContext)
