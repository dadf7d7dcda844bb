import {
  createColumnHelper,
  rowPaginationFeature,
  tableFeatures,
  useTable,
  type PaginationState,
  type Updater,
} from '@tanstack/react-table'
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import { flushSync } from 'react-dom'
import type { Author } from '../api/contract'
import { AuthorText } from './author-text'

const features = tableFeatures({ rowPaginationFeature })
const column = createColumnHelper<typeof features, Author>()
const renderText = ({ getValue }: { getValue: () => string | null }) => <AuthorText value={getValue()} />
const columns = column.columns([
  column.accessor('public_name', { header: 'Public name', cell: renderText }),
  column.accessor('last_name', { header: 'Last name', cell: renderText }),
  column.accessor('first_name', { header: 'First name', cell: renderText }),
  column.accessor('parent_name', { header: 'Patronymic', cell: renderText }),
  column.accessor('uid', { header: 'UID', cell: renderText }),
])
const getRowId = (author: Author) => author.uid
const noAuthors: Author[] = []

export type AuthorsTable = ReturnType<typeof useAuthorsTable>

/**
 * The table model for one server page: pagination is manual, driven by the total count, and a
 * page change goes back to the caller (who writes it into the URL) instead of into table state.
 */
export function useAuthorsTable(options: {
  authors: Author[] | undefined
  count: number | undefined
  pagination: PaginationState
  onPaginationChange: (next: PaginationState) => void
}) {
  const { pagination, onPaginationChange } = options
  return useTable({
    features,
    columns,
    data: options.authors ?? noAuthors,
    getRowId,
    rowCount: options.count,
    manualPagination: true,
    state: { pagination },
    onPaginationChange: (updater: Updater<PaginationState>) =>
      onPaginationChange(typeof updater === 'function' ? updater(pagination) : updater),
  })
}

const SKELETON_ROWS = 8

export function AuthorsTableView({
  table,
  caption,
  offset,
  count,
  busy,
  loading = false,
}: {
  table: AuthorsTable
  caption: string
  offset: number
  count: number | undefined
  /** Rows are from the previous request while a new one loads. */
  busy: boolean
  /** First load: nothing to show yet. */
  loading?: boolean
}) {
  const headerGroups = table.getHeaderGroups()
  const rows = table.getRowModel().rows
  const windowed = !loading && rows.length > WINDOW_ABOVE_ROWS
  const pageKey = `${offset}:${rows.length}:${rows[0]?.id}`
  const tableRef = useHeldColumnWidths(windowed ? pageKey : undefined)
  // Keyed by uid: records with identical names are normal, and only the uid tells them apart.
  const renderRow = (index: number) => {
    const row = rows[index]!
    return (
      <tr key={row.id} aria-rowindex={count === undefined ? undefined : offset + index + 2} className={index % 2 ? 'row-alt' : undefined}>
        {row.getAllCells().map((cell) => (
          <td key={cell.id} className={`col-${cell.column.id}`}>
            <table.FlexRender cell={cell} />
          </td>
        ))}
      </tr>
    )
  }
  return (
    // Focusable so that a keyboard can scroll it when a narrow screen makes the table scroll sideways.
    <div className="table-scroll" tabIndex={0} role="region" aria-label={caption} data-updating={busy && !loading}>
      <table
        ref={tableRef}
        className="authors-table"
        aria-busy={busy || loading}
        aria-rowcount={count === undefined ? undefined : count + 1}
        data-state={loading ? 'loading' : busy ? 'updating' : 'ready'}
      >
        <caption className="visually-hidden">{caption}</caption>
        {windowed && (
          <colgroup>
            {columns.map((_, index) => (
              <col key={index} />
            ))}
          </colgroup>
        )}
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
        <tbody>
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
              ? <WindowedRows key={pageKey} length={rows.length} renderRow={renderRow} />
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
/** Rows are kept rendered this far beyond the viewport, above and below. */
const OVERSCAN_PX = 1200
/** Rendered before anything has been measured (about two screens). */
const FIRST_WINDOW_ROWS = 60
/** A single-line row; replaced by the average measured height as rows render. */
let estimatedRowPx = 31

interface RowRange {
  start: number
  end: number
}

type Heights = Array<number | undefined>

function sumHeights(heights: Heights, from: number, to: number): number {
  let sum = 0
  for (let index = from; index < to; index++) sum += heights[index] ?? estimatedRowPx
  return sum
}

/**
 * The rows that cover the viewport with OVERSCAN_PX to spare on each side, or undefined when
 * the rendered ones still cover it with half that (so a small scroll renders nothing). `listTop`
 * is where the first row's top is in the viewport.
 */
function wantedRange(listTop: number, heights: Heights, rendered: RowRange, length: number): RowRange | undefined {
  const viewTop = -listTop
  const viewBottom = viewTop + window.innerHeight
  const renderedTop = sumHeights(heights, 0, rendered.start)
  const renderedBottom = renderedTop + sumHeights(heights, rendered.start, rendered.end)
  if (
    (rendered.start === 0 || renderedTop <= viewTop - OVERSCAN_PX / 2) &&
    (rendered.end === length || renderedBottom >= viewBottom + OVERSCAN_PX / 2)
  ) {
    return undefined
  }
  let end = 0
  let y = 0
  const heightOf = (index: number) => heights[index] ?? estimatedRowPx
  while (end < length && y + heightOf(end) < viewTop - OVERSCAN_PX) y += heightOf(end++)
  // An even first row keeps each row's zebra stripe where it was.
  const start = end - (end % 2)
  while (end < length && y < viewBottom + OVERSCAN_PX) y += heightOf(end++)
  return start === rendered.start && end === rendered.end ? undefined : { start, end }
}

/**
 * Rows `start` to `end` of a long page, between two spacer rows that stand in for the rest, so
 * the page keeps its full height and the scroll bar its meaning (the document scrolls, not the
 * table). Each rendered row keeps its aria-rowindex in the whole list and the table its
 * aria-rowcount, so assistive technology announces positions as usual; rows come into the DOM
 * as the page scrolls, by mouse, keys or a screen reader's cursor. Printing renders every row,
 * and so does an environment without layout (jsdom), where nothing can be measured.
 */
function WindowedRows({ length, renderRow }: { length: number; renderRow: (index: number) => ReactNode }) {
  const topSpacer = useRef<HTMLTableRowElement>(null)
  const heights = useRef<Heights>([])
  const [range, setRange] = useState<RowRange>({ start: 0, end: Math.min(length, FIRST_WINDOW_ROWS) })
  const [everyRow, setEveryRow] = useState(false)
  // The estimate for unmeasured rows is taken once, from the first rows: changing it later would
  // resize the spacer above the viewport and slide the rows under a still scroll position.
  const estimated = useRef(false)

  // Measure what was rendered, then correct the range before the browser paints: what a layout
  // effect is for, so its state updates are synchronous on purpose.
  useLayoutEffect(() => {
    const spacer = topSpacer.current
    if (everyRow || !spacer) return
    let row = spacer.nextElementSibling
    let measured = 0
    let total = 0
    for (let index = range.start; index < range.end && row; index++, row = row.nextElementSibling) {
      const height = row.getBoundingClientRect().height
      heights.current[index] = height
      total += height
      measured++
    }
    if (measured > 0 && total === 0) {
      // No layout at all: show everything rather than guess.
      setEveryRow(true)
      return
    }
    if (measured > 0 && !estimated.current) {
      estimatedRowPx = total / measured
      estimated.current = true
    }
    const next = wantedRange(spacer.getBoundingClientRect().top, heights.current, range, length)
    if (next) setRange(next)
  }, [everyRow, length, range])

  useEffect(() => {
    if (everyRow) return
    // Within the scroll event, so the rows are in the same frame as the new scroll position.
    const onScroll = () => {
      const spacer = topSpacer.current
      const next = spacer && wantedRange(spacer.getBoundingClientRect().top, heights.current, range, length)
      if (next) flushSync(() => setRange(next))
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
    }
  }, [everyRow, length, range])

  useEffect(() => {
    const beforePrint = () => flushSync(() => setEveryRow(true))
    const afterPrint = () => setEveryRow(false)
    window.addEventListener('beforeprint', beforePrint)
    window.addEventListener('afterprint', afterPrint)
    return () => {
      window.removeEventListener('beforeprint', beforePrint)
      window.removeEventListener('afterprint', afterPrint)
    }
  }, [])

  if (everyRow) return Array.from({ length }, (_, index) => renderRow(index))
  const rendered: ReactNode[] = []
  for (let index = range.start; index < range.end; index++) rendered.push(renderRow(index))
  return (
    <>
      <tr ref={topSpacer} className="spacer-row" aria-hidden="true">
        <td colSpan={columns.length} style={{ height: sumHeights(heights.current, 0, range.start) }} />
      </tr>
      {rendered}
      <tr className="spacer-row" aria-hidden="true">
        <td colSpan={columns.length} style={{ height: sumHeights(heights.current, range.end, length) }} />
      </tr>
    </>
  )
}

/**
 * With only some rows rendered, automatic table layout would size the columns to whichever rows
 * are in the DOM, and they would shift sideways while scrolling. So on a windowed page the widths
 * that its first rendered rows give are measured and then held (fixed table layout) until the
 * page or the window's size changes. The widths go straight onto the <col> elements: they are
 * layout, not state, and holding them must not cost a render.
 */
function useHeldColumnWidths(pageKey: string | undefined): RefObject<HTMLTableElement | null> {
  const table = useRef<HTMLTableElement>(null)
  useLayoutEffect(() => {
    const element = table.current
    if (!element) return
    const cols = [...element.querySelectorAll('col')]
    const release = () => {
      element.style.tableLayout = ''
      for (const col of cols) col.style.width = ''
    }
    const hold = () => {
      release()
      const widths = [...element.querySelectorAll('thead th')].map((cell) => cell.getBoundingClientRect().width)
      if (!widths.some((width) => width > 0)) return
      cols.forEach((col, index) => (col.style.width = `${widths[index] ?? 0}px`))
      element.style.tableLayout = 'fixed'
    }
    if (pageKey === undefined) return release()
    hold()
    // Printing lays every row out on paper of its own width: let the columns size themselves.
    window.addEventListener('resize', hold)
    window.addEventListener('beforeprint', release)
    window.addEventListener('afterprint', hold)
    return () => {
      window.removeEventListener('resize', hold)
      window.removeEventListener('beforeprint', release)
      window.removeEventListener('afterprint', hold)
      release()
    }
  }, [pageKey])
  return table
}
