import '../loading.css'
import './authors-table.css'
import { useRef } from 'react'
import { MarksLegend } from '../../../entities/author/marks/marks-legend'
import type { AuthorsTable } from '../hooks/use-authors-table'
import { isFieldColumn } from '../model/author-columns'
import { cellClassOf, TableRow } from './table-row'
import { useRowCursor } from './row-cells'
import { RowCursorContext } from '../../../entities/author/row-parts'
import { lazyPart } from '../../../shared/lib/lazy-part'
import { FIRST_WINDOW_ROWS, WINDOW_ABOVE_ROWS } from './first-window'
import { FirstRows, SkeletonRows } from './body-rows'
import { useSidewaysTable } from './use-sideways-table'
import { LEAST_ROW_REM, useRowsInViewFirst, type RowDensity } from './rows-in-view-first'

// Only pages above 200 rows (from a URL) are windowed, so the windowing is loaded when such a
// page is first shown. Meanwhile the page's first rows stand in, above a spacer as tall as the
// rest of the page would be: the page has its whole height, so a scroll made before the windowing
// arrives (a link to the middle, End) keeps its place, and the windowing renders the rows there.
const windowedRows = lazyPart(() => import('./windowed-rows'))

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
  density = 'comfortable',
}: {
  /** The page's rows and the columns shown (the column chooser's choice), from useAuthorsTable. */
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
  /** The editor's density: how many rows fill the view, for the first rows' frame. */
  density?: RowDensity
}) {
  const columns = table.getVisibleLeafColumns()
  const rows = table.getRowModel().rows
  const authors = table.options.data
  const windowed = !loading && rows.length > WINDOW_ABOVE_ROWS
  const pageKey = `${offset}:${rows.length}:${authors[0]?.uid}`
  // The document's first rows: those the view can reach, then the rest after that paint.
  const drawn = useRowsInViewFirst(loading || windowed ? 0 : rows.length, { rem: LEAST_ROW_REM[density] })
  const cursor = useRowCursor(pageKey, loading ? 0 : rows.length, onTurnPage)
  const windowing = windowedRows.use(windowed).module
  const region = useRef<HTMLDivElement>(null)
  const grid = useRef<HTMLTableElement>(null)
  useSidewaysTable(region, grid)
  // The first column (the name, unless hidden) is pinned while the table scrolls sideways.
  const pinned = columns[0] && isFieldColumn(columns[0].id) ? columns[0].id : undefined
  const cellClass = (id: string) => cellClassOf(id, pinned)
  // What a row's cells are drawn from besides its author: a row renders again only when one changes.
  const drawnWith = `${pinned ?? ''}:${columns.map((column) => column.id).join(',')}`
  const renderRow = (index: number) => {
    const row = rows[index]!
    return (
      <TableRow
        key={row.id}
        row={row}
        author={row.original}
        page={authors}
        index={index}
        rowIndex={count === undefined ? undefined : offset + index + 2}
        active={cursor.isActive(index)}
        onFocusRow={cursor.focusRow}
        pinned={pinned}
        meta={table.options.meta}
        drawnWith={drawnWith}
      />
    )
  }
  return (
    // One line a row; where the columns cannot all fit, the table scrolls sideways in its own
    // region with the name and the actions pinned (authors-table.css, useSidewaysTable).
    <div className="table-frame" data-updating={busy && !loading}>
      <MarksLegend />
      <div className="table-scroll" ref={region}>
        <table
          ref={grid}
          className="authors-table"
          aria-busy={busy || loading}
          aria-rowcount={count === undefined ? undefined : count + 1}
          data-state={loading ? 'loading' : busy ? 'updating' : stale ? 'stale' : 'ready'}
        >
          <caption className="visually-hidden">{caption}</caption>
          {/* Widths by the kind of content (authors-table.css); a column grows only for a longer value. */}
          <colgroup>
            {columns.map((column) => (
              <col key={column.id} className={`col-${column.id}`} />
            ))}
          </colgroup>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} aria-rowindex={count === undefined ? undefined : 1}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col" className={cellClass(header.column.id)}>
                    <table.FlexRender header={header} />
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <RowCursorContext.Provider value={cursor.store}>
            <tbody onKeyDown={cursor.onKeyDown}>
              {loading ? (
                <SkeletonRows columns={columns.length} />
              ) : windowed && windowing ? (
                <windowing.WindowedRows key={pageKey} length={rows.length} columns={columns.length} renderRow={renderRow} />
              ) : windowed ? (
                <FirstRows
                  length={rows.length}
                  shown={Math.min(rows.length, FIRST_WINDOW_ROWS)}
                  columns={columns.length}
                  renderRow={renderRow}
                />
              ) : (
                <FirstRows length={rows.length} shown={drawn} columns={columns.length} renderRow={renderRow} />
              )}
            </tbody>
          </RowCursorContext.Provider>
        </table>
      </div>
    </div>
  )
}
