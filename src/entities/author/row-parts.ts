import type { Author } from '../../shared/api/contract'
import { createContext, useContext, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react'
import { createExternalStore, type ValueStore } from '../../shared/lib/external-store'

/**
 * What the table's rows get from the workbench once its lazy part has loaded: the marks and
 * actions of each row, search-match ranges, and the row keys. Undefined before that (and for a
 * table on its own), when rows show their text alone.
 */
export interface WorkbenchRows {
  /**
   * The marks of row `index` of `page` (the rows on screen: twins are counted within the page).
   * `list` false when the row is itself a list item (a card): the flags are then no list of their own.
   */
  checks: (index: number, page: readonly Author[], list?: boolean) => ReactNode
  /** The row's actions; they act on `author`, row `index` of the page on screen. */
  actions: (index: number, author: Author) => ReactNode
  /** Where `term` (a search as typed) matches in `value`; undefined for no search. */
  matches: (value: string, term: string) => Array<readonly [number, number]> | undefined
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
 * Where the workbench publishes its rows: a store rather than a context value, so its arrival
 * re-renders the workbench's cells, not the page and the whole table again. Its functions take
 * the page and the search they render from, so they stay the same from page to page: a new page
 * renders once, with its marks, and never a second time when the workbench catches up.
 */
export type RowsStore = ValueStore<WorkbenchRows | undefined>

export function createRowsStore(): RowsStore {
  return createExternalStore<WorkbenchRows | undefined>(undefined)
}

export const WorkbenchContext = createContext<RowsStore | undefined>(undefined)

const noStore = () => () => {}

export function useWorkbenchRows(): WorkbenchRows | undefined {
  const store = useContext(WorkbenchContext)
  return useSyncExternalStore(
    store?.subscribe ?? noStore,
    () => store?.get(),
    () => store?.get(),
  )
}

/** The searches the rows are shown for, as in the URL: the cells mark where they matched. */
export interface SearchTerms {
  lastName: string
  firstName: string
}

export const SearchTermsContext = createContext<SearchTerms>({ lastName: '', firstName: '' })

/**
 * Which row of the list is in the tab order (the row cursor): the list is one Tab stop, the
 * current row with its own controls; the other rows' controls are reached by moving the cursor
 * (arrow keys, j/k) or by pointer. Provided by the list around its rows.
 */
export const RowCursorContext = createContext<ValueStore<number> | undefined>(undefined)

const noCursor = () => () => {}

/** Whether row `index`'s controls are in the tab order: its row is the current one (or there is no list around it). */
export function useRowInTabOrder(index: number): boolean {
  const store = useContext(RowCursorContext)
  return useSyncExternalStore(
    store?.subscribe ?? noCursor,
    () => (store ? store.get() === index : true),
    () => (store ? store.get() === index : true),
  )
}
