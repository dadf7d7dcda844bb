import { memo } from 'react'
import { marksDescribedBy } from '../../../entities/author/marks/marks-legend'
import type { Author } from '../../../shared/api/contract'
import type { AuthorsTable } from '../hooks/use-authors-table'
import { isFieldColumn, renderCell } from '../model/author-columns'

/** A cell's classes: its column's, and the pinned column's. */
export const cellClassOf = (id: string, pinned: string | undefined) => (id === pinned ? `pinned-start col-${id}` : `col-${id}`)

type TableRowOf = ReturnType<AuthorsTable['getRowModel']>['rows'][number]

/**
 * One row, rendered again only when what it shows changes: its author and page, its place, whether it is
 * the cursor's row, the columns shown and what its cells read (the workbench, the search terms,
 * on the table's meta). A render of the list for anything else (the Also line arriving, the busy
 * state, the pager's words) leaves the rows alone; a page change renders each row once.
 */
export const TableRow = memo(
  function TableRow({
    row,
    author,
    index,
    rowIndex,
    active,
    onFocusRow,
    pinned,
  }: {
    row: TableRowOf
    author: Author
    /** The page the row is on: its marks count twins within the page. */
    page: readonly Author[]
    index: number
    rowIndex: number | undefined
    active: boolean
    onFocusRow: (index: number) => void
    pinned: string | undefined
    meta: unknown
    drawnWith: string
  }) {
    return (
      <tr
        data-row={index}
        tabIndex={active ? 0 : -1}
        onFocus={() => !active && onFocusRow(index)}
        aria-rowindex={rowIndex}
        className={index % 2 ? 'row-alt' : undefined}
      >
        {row.getVisibleCells().map((cell) => (
          <td
            key={cell.column.id}
            className={cellClassOf(cell.column.id, pinned)}
            aria-describedby={isFieldColumn(cell.column.id) ? marksDescribedBy(author[cell.column.id]) : undefined}
          >
            {renderCell(cell)}
          </td>
        ))}
      </tr>
    )
  },
  (before, after) =>
    before.author === after.author &&
    before.page === after.page &&
    before.index === after.index &&
    before.rowIndex === after.rowIndex &&
    before.active === after.active &&
    before.onFocusRow === after.onFocusRow &&
    before.pinned === after.pinned &&
    before.meta === after.meta &&
    before.drawnWith === after.drawnWith,
)
