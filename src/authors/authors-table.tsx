import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table'
import type { Author } from '../api/contract'
import { AuthorText } from './author-text'
import { MarksLegend, marksDescribedBy } from './marks/marks-legend'
import { ActionsCell, ActionsHeader, ChecksCell, ChecksHeader, SearchedText, useRowCursor } from './workbench/workbench-cells'
import { lazy, Suspense } from 'react'
import { FIRST_WINDOW_ROWS } from './windowing'

// Only pages above 200 rows (from a URL) are windowed: the windowing loads when first needed,
// showing the same first rows it starts with meanwhile, so nothing moves when it takes over.
const WindowedRows = lazy(() => import('./windowed-rows').then((module) => ({ default: module.WindowedRows })))

// Paging is the server's: the table model only lays out columns and cells for one page.
const features = tableFeatures({})
const column = createColumnHelper<typeof features, Author>()
const renderText = ({ getValue }: { getValue: () => string | null }) => <AuthorText value={getValue()} />
const columns = column.columns([
  column.accessor('public_name', { header: 'Public name', cell: renderText }),
  column.accessor('last_name', { header: 'Last name', cell: ({ getValue }) => <SearchedText value={getValue()} search="lastName" /> }),
  column.accessor('first_name', { header: 'First name', cell: ({ getValue }) => <SearchedText value={getValue()} search="firstName" /> }),
  column.accessor('parent_name', { header: 'Patronymic', cell: renderText }),
  column.accessor('uid', { header: 'UID', cell: renderText }),
  column.display({ id: 'checks', header: ChecksHeader, cell: ({ row }) => <ChecksCell index={row.index} author={row.original} /> }),
  column.display({ id: 'actions', header: ActionsHeader, cell: ({ row }) => <ActionsCell index={row.index} author={row.original} /> }),
])
const getRowId = (author: Author) => author.uid
const noAuthors: Author[] = []

export type AuthorsTable = ReturnType<typeof useAuthorsTable>

/** The table model for one server page of authors (undefined while nothing has loaded). */
export function useAuthorsTable(authors: Author[] | undefined) {
  return useTable({ features, columns, data: authors ?? noAuthors, getRowId })
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
}) {
  const headerGroups = table.getHeaderGroups()
  const rows = table.getRowModel().rows
  const windowed = !loading && rows.length > WINDOW_ABOVE_ROWS
  const pageKey = `${offset}:${rows.length}:${rows[0]?.id}`
  const cursor = useRowCursor(pageKey, loading ? 0 : rows.length, onTurnPage)
  // Keyed by uid: records with identical names are normal, and only the uid tells them apart.
  const renderRow = (index: number) => {
    const row = rows[index]!
    return (
      <tr key={row.id} {...cursor.rowProps(index)} aria-rowindex={count === undefined ? undefined : offset + index + 2} className={index % 2 ? 'row-alt' : undefined}>
        {row.getAllCells().map((cell) => (
          <td key={cell.id} className={`col-${cell.column.id}`} aria-describedby={describedBy(cell.getValue() as string | null | undefined)}>
            <table.FlexRender cell={cell} />
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
        data-state={loading ? 'loading' : busy ? 'updating' : 'ready'}
      >
        <caption className="visually-hidden">{caption}</caption>
        {/* Widths by the kind of content, the same on every page and search (app.css). */}
        <colgroup>
          {headerGroups[0]?.headers.map((header) => (
            <col key={header.id} className={`col-${header.column.id}`} />
          ))}
        </colgroup>
        <thead>
          {headerGroups.map((group) => (
            <tr key={group.id} aria-rowindex={count === undefined ? undefined : 1}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className={`col-${header.column.id}`}>
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
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
              ? (
                  <Suspense fallback={rows.slice(0, FIRST_WINDOW_ROWS).map((_, index) => renderRow(index))}>
                    <WindowedRows key={pageKey} length={rows.length} columns={columns.length} renderRow={renderRow} />
                  </Suspense>
                )
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
