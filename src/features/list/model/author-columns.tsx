import { columnVisibilityFeature, createColumnHelper, tableFeatures, type Cell } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { AuthorText } from '../../../entities/author/author-text'
import type { AuthorColumn } from '../../../entities/author/columns'
import { strayScript } from '../../../entities/author/marks/script'
import { hasHiddenWhitespace } from '../../../entities/author/marks/whitespace'
import type { SearchTerms, WorkbenchRows } from '../../../entities/author/row-parts'
import { RowActionsRoom } from '../../../entities/author/row-actions-room'
import type { Author } from '../../../shared/api/contract'
import { useMessages } from '../../../shared/i18n/language-provider'
import { en, ru } from '../messages'
import { ActionsHeader, ChecksHeader } from '../table/row-cells'

/**
 * What every cell may read, set once per render of the list on the table's meta rather than read
 * by each of its 350 cells: the workbench's row parts (once it has loaded), the searches the rows
 * are shown for, and whether the rows are cards (whose marks are not a list of their own).
 */
export interface CellExtras {
  workbench: WorkbenchRows | undefined
  terms: SearchTerms
  cards: boolean
}

/** The table's features, registered once: column visibility (the column chooser). The API pages, so no paging feature. */
export const authorTableFeatures = tableFeatures({
  columnVisibilityFeature,
  tableMeta: {} as CellExtras,
})

export type AuthorTableFeatures = typeof authorTableFeatures
export type AuthorCell = Cell<AuthorTableFeatures, Author, unknown>

const helper = createColumnHelper<AuthorTableFeatures, Author>()

/**
 * A value as text. Most values are plain (no null or empty label, no whitespace or letter of the
 * other script to mark, no search match): those are the string itself, with no component of their own, which is most of
 * what a page change renders.
 */
function textCell(value: string | null, marks?: ReadonlyArray<readonly [number, number]>): ReactNode {
  if (value !== null && value !== '' && !marks?.length && !hasHiddenWhitespace(value) && !strayScript(value)) return value
  return <AuthorText value={value} marks={marks} />
}

/** A field's header in the UI's language. */
const fieldHeader = (field: AuthorColumn): (() => string) =>
  function FieldHeader() {
    return useMessages({ en, ru }).columns[field]
  }

const plain = (field: 'public_name' | 'parent_name' | 'uid') =>
  helper.accessor(field, { header: fieldHeader(field), cell: ({ getValue }) => textCell(getValue()) })

/** A searched field: where the search (as in the URL) matched is marked, once the workbench has loaded. */
const searched = (field: 'last_name' | 'first_name', search: keyof SearchTerms) =>
  helper.accessor(field, {
    header: fieldHeader(field),
    cell: ({ getValue, table }) => {
      const value = getValue()
      const { workbench, terms } = table.options.meta!
      const term = terms[search]
      return textCell(value, value === null || term === '' ? undefined : workbench?.matches(value, term))
    },
  })

/**
 * The columns, in order: the five fields as accessors, then the workbench's checks and actions as
 * display columns (they have no value of their own).
 */
export const authorColumns = helper.columns([
  plain('public_name'),
  searched('last_name', 'lastName'),
  searched('first_name', 'firstName'),
  plain('parent_name'),
  plain('uid'),
  helper.display({
    id: 'checks',
    header: ChecksHeader,
    cell: ({ row, table }) => {
      const { workbench, cards } = table.options.meta!
      return workbench?.checks(row.index, table.options.data, !cards) ?? null
    },
  }),
  helper.display({
    id: 'actions',
    header: ActionsHeader,
    // Until the workbench arrives (just after the first rows are painted) the buttons' room is
    // held, unseen and out of the tab order, so the rows do not grow under the person's eyes.
    cell: ({ row, table }) => {
      const { workbench } = table.options.meta!
      return workbench ? workbench.actions(row.index, row.original) : <RowActionsRoom />
    },
  }),
])

/**
 * A cell's content. The column's cell function is called here rather than through FlexRender,
 * which would make each of a page's 350 cells a component of its own; the cells use no hooks.
 */
export function renderCell(cell: AuthorCell): ReactNode {
  const render = cell.column.columnDef.cell
  return typeof render === 'function' ? render(cell.getContext()) : (render ?? null)
}

/** True for the columns that show a field of the author (not the checks or actions). */
export const isFieldColumn = (id: string): id is AuthorColumn => id !== 'checks' && id !== 'actions'
