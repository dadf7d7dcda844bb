import '../loading.css'
import './authors-table.css'
import { useContext, useMemo, type ComponentType, type ReactNode } from 'react'
import type { Author } from '../../../shared/api/contract'
import { useMessages } from '../../../shared/i18n/language-provider'
import { AuthorText } from '../../../entities/author/author-text'
import type { AuthorColumn } from '../../../entities/author/columns'
import { en, ru } from '../messages'
import { MarksLegend, marksDescribedBy } from '../../../entities/author/marks/marks-legend'
import { hasHiddenWhitespace } from '../../../entities/author/marks/whitespace'
import { ActionsHeader, ChecksHeader, RowActions, useRowCursor } from '../../workbench/workbench-cells'
import { SearchTermsContext, useWorkbenchRows, type SearchTerms, type WorkbenchRows } from '../../workbench/workbench-context'
// Only pages above 200 rows (from a URL) are windowed. Part of the first load (about 0.7 kB gzip):
// loaded when first needed, its first 60 rows stood in for it meanwhile in a page 60 rows tall,
// so a scroll made before it arrived (a link to the middle, a script, End) landed in those rows.
import { WindowedRows } from './windowed-rows'

/**
 * One column of the table: its header (text, or a component for a header that reads the UI's
 * language), its cell, and the field it shows, if any. A plain model rather than a table library:
 * paging is the server's and the table is read-only, so there is nothing to sort, filter or
 * paginate on the client; TanStack Table cost about 9 kB gzip of the first load and three React
 * components per cell (measured: see README, Performance), for laying out seven columns.
 */
interface Column {
  id: string
  header: string | ComponentType
  /** The field the column shows; undefined for the workbench's columns, which have no value. */
  field?: keyof Author
  cell: (author: Author, index: number, page: readonly Author[], context: CellContext) => ReactNode
}

/**
 * What every cell of the table may read, read once by the table rather than by each of its 350
 * cells: the workbench's row parts (once it has loaded) and the searches the rows are shown for.
 */
interface CellContext {
  workbench: WorkbenchRows | undefined
  terms: SearchTerms
}

/**
 * A value as text. Most values are plain (no null or empty label, no whitespace to mark, no
 * search match): those are the string itself, with no component of their own, which is most of
 * what a page change renders.
 */
function textCell(value: string | null, marks?: ReadonlyArray<readonly [number, number]>): ReactNode {
  if (value !== null && value !== '' && !marks?.length && !hasHiddenWhitespace(value)) return value
  return <AuthorText value={value} marks={marks} />
}

const text = (field: keyof Author) => (author: Author) => textCell(author[field])

/** A searched field: where the search (as in the URL) matched is marked, once the workbench has loaded. */
const searched =
  (field: 'last_name' | 'first_name', search: keyof SearchTerms) =>
  (author: Author, _index: number, _page: readonly Author[], { workbench, terms }: CellContext) => {
    const value = author[field]
    const term = terms[search]
    return textCell(value, value === null || term === '' ? undefined : workbench?.matches(value, term))
  }

/** A field's header in the UI's language. */
const fieldHeader = (field: AuthorColumn): ComponentType =>
  function FieldHeader() {
    return useMessages({ en, ru }).columns[field]
  }

const columns: readonly Column[] = [
  { id: 'public_name', header: fieldHeader('public_name'), field: 'public_name', cell: text('public_name') },
  {
    id: 'last_name',
    header: fieldHeader('last_name'),
    field: 'last_name',
    cell: searched('last_name', 'lastName'),
  },
  {
    id: 'first_name',
    header: fieldHeader('first_name'),
    field: 'first_name',
    cell: searched('first_name', 'firstName'),
  },
  { id: 'parent_name', header: fieldHeader('parent_name'), field: 'parent_name', cell: text('parent_name') },
  { id: 'uid', header: fieldHeader('uid'), field: 'uid', cell: text('uid') },
  { id: 'checks', header: ChecksHeader, cell: (_, index, page, { workbench }) => workbench?.checks(index, page) ?? null },
  {
    id: 'actions',
    header: ActionsHeader,
    // Until the workbench arrives (just after the first rows are painted) the buttons' room is
    // held, unseen and out of the tab order, so the rows do not grow under the person's eyes.
    cell: (author, index, _page, { workbench }) => (workbench ? workbench.actions(index, author) : <RowActions placeholder />),
  },
]

const noHiddenColumns: readonly AuthorColumn[] = []

/** The columns shown: all but the fields the person chose to hide (the column chooser). */
function useShownColumns(hidden: readonly AuthorColumn[]): readonly Column[] {
  return useMemo(
    () => (hidden.length === 0 ? columns : columns.filter((column) => !hidden.includes(column.id as AuthorColumn))),
    [hidden],
  )
}

function Header({ header }: { header: Column['header'] }) {
  if (typeof header === 'string') return header
  const Component = header
  return <Component />
}

/** The rows of one server page of authors, each with its key, in the order received. */
export interface AuthorsTable {
  rows: ReadonlyArray<{ id: string; author: Author }>
  /** The page's authors, as received. */
  authors: readonly Author[]
}

const noRows: AuthorsTable = { rows: [], authors: [] }

/**
 * The table model for one server page (undefined while nothing has loaded). A row's key is its
 * place on the page: the uid cannot be one (an API bug can repeat it, and identical names are
 * normal), and with the place alone a page change keeps the rows' elements and only changes their
 * text, where keys that change from page to page made React remove the 50 rows and build them
 * again (measured: see README, Performance).
 */
export function useAuthorsTable(authors: Author[] | undefined): AuthorsTable {
  return useMemo(
    () => (authors === undefined ? noRows : { rows: authors.map((author, index) => ({ id: String(index), author })), authors }),
    [authors],
  )
}

const SKELETON_ROWS = 8
// The workbench's Checks and Actions columns have no value of their own.
const describedBy = (value: string | null | undefined) => (value === undefined ? undefined : marksDescribedBy(value))
const noTurn = () => false

export function AuthorsTableView({
  table,
  caption,
  offset,
  count,
  busy,
  loading = false,
  onTurnPage = noTurn,
  stale = false,
  hiddenColumns = noHiddenColumns,
}: {
  table: AuthorsTable
  caption: string
  offset: number
  count: number | undefined
  /** Rows are from the previous request while a new one loads. */
  busy: boolean
  /** First load: nothing to show yet. */
  loading?: boolean
  /** Page Down / Page Up on a row; false when there is no page that way. */
  onTurnPage?: (to: 'next' | 'previous') => boolean
  /** A refetch failed: these are the last rows that arrived, possibly out of date. */
  stale?: boolean
  /** Fields the person chose not to see (never every name). */
  hiddenColumns?: readonly AuthorColumn[]
}) {
  const columns = useShownColumns(hiddenColumns)
  const { rows, authors } = table
  const windowed = !loading && rows.length > WINDOW_ABOVE_ROWS
  const pageKey = `${offset}:${rows.length}:${authors[0]?.uid}`
  const cursor = useRowCursor(pageKey, loading ? 0 : rows.length, onTurnPage)
  // Read here, once, for every cell. The workbench's arrival (once, just after the first rows are
  // painted) renders the table again; a page change renders it once, with its marks.
  const workbench = useWorkbenchRows()
  const terms = useContext(SearchTermsContext)
  const context: CellContext = { workbench, terms }
  const renderRow = (index: number) => {
    const { id, author } = rows[index]!
    return (
      <tr key={id} {...cursor.rowProps(index)} aria-rowindex={count === undefined ? undefined : offset + index + 2} className={index % 2 ? 'row-alt' : undefined}>
        {columns.map((column) => (
          <td key={column.id} className={`col-${column.id}`} aria-describedby={describedBy(column.field && author[column.field])}>
            {column.cell(author, index, authors, context)}
          </td>
        ))}
      </tr>
    )
  }
  return (
    // The table fits its width (fixed layout, see app.css) and never scrolls sideways: below the
    // card breakpoint the list is cards. So nothing between the header cells and the document
    // scrolls, and the sticky headers stick to the viewport as the page scrolls.
    <div className="table-frame" data-updating={busy && !loading}>
      <MarksLegend />
      <table
        className="authors-table"
        aria-busy={busy || loading}
        aria-rowcount={count === undefined ? undefined : count + 1}
        data-state={loading ? 'loading' : busy ? 'updating' : stale ? 'stale' : 'ready'}
      >
        <caption className="visually-hidden">{caption}</caption>
        {/* Widths by the kind of content, the same on every page and search (app.css). */}
        <colgroup>
          {columns.map((column) => (
            <col key={column.id} className={`col-${column.id}`} />
          ))}
        </colgroup>
        <thead>
          <tr aria-rowindex={count === undefined ? undefined : 1}>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={`col-${column.id}`}>
                <Header header={column.header} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody onKeyDown={cursor.onKeyDown}>
          {loading
            ? Array.from({ length: SKELETON_ROWS }, (_, row) => (
                // Keys apart from the rows' own, so real rows arrive as new nodes rather than moving skeleton
                // ones (which Lighthouse would count as a layout shift).
                <tr key={`skeleton-${row}`} className={row % 2 ? 'skeleton-row row-alt' : 'skeleton-row'} aria-hidden="true">
                  {columns.map((_, cell) => (
                    <td key={cell}>
                      <span className="skeleton" />
                    </td>
                  ))}
                </tr>
              ))
            : windowed
              ? <WindowedRows key={pageKey} length={rows.length} columns={columns.length} renderRow={renderRow} />
              : rows.map((_, index) => renderRow(index))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * Pages longer than the pager's largest size (200; longer ones come only from a URL, up to the
 * API's 1,000) render just the rows near the viewport. Measured on two cores: 1,000 full rows
 * took 100–200 ms to lay out and paint, and scrolling them gave long tasks.
 */
const WINDOW_ABOVE_ROWS = 200
