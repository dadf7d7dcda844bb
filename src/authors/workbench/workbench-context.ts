import type { Author } from '../../api/contract'
import { createContext, useContext, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react'

/**
 * What the table's rows get from the workbench once its lazy part has loaded: the marks and
 * actions of each row, search-match ranges, and the row keys. Undefined before that (and for a
 * table on its own), when rows show their text alone.
 */
export interface WorkbenchRows {
  /**
   * The row's marks; nothing when `author` is not the workbench's row `index` (another page).
   * `list` false when the row is itself a list item (a card): the flags are then no list of their own.
   */
  checks: (index: number, author: Author, list?: boolean) => ReactNode
  actions: (index: number, author: Author) => ReactNode
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

/**
 * Where the workbench publishes its rows: a store rather than a context value, so a new page's
 * marks re-render the workbench's cells, not the page and the whole table again.
 */
export interface RowsStore {
  get: () => WorkbenchRows | undefined
  set: (rows: WorkbenchRows | undefined) => void
  subscribe: (listener: () => void) => () => void
}

export function createRowsStore(): RowsStore {
  let rows: WorkbenchRows | undefined
  const listeners = new Set<() => void>()
  return {
    get: () => rows,
    set: (next) => {
      rows = next
      for (const listener of listeners) listener()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export const WorkbenchContext = createContext<RowsStore | undefined>(undefined)

const noStore = () => () => {}

export function useWorkbenchRows(): WorkbenchRows | undefined {
  const store = useContext(WorkbenchContext)
  return useSyncExternalStore(store?.subscribe ?? noStore, () => store?.get(), () => store?.get())
}
