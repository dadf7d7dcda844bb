import {
  createColumnHelper,
  rowPaginationFeature,
  tableFeatures,
  useTable,
  type PaginationState,
  type Updater,
} from '@tanstack/react-table'
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
  return (
    // Focusable so that a keyboard can scroll it when a narrow screen makes the table scroll sideways.
    <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table
        className="authors-table"
        aria-busy={busy || loading}
        aria-rowcount={count === undefined ? undefined : count + 1}
        data-state={loading ? 'loading' : busy ? 'updating' : 'ready'}
      >
        <caption className="visually-hidden">{caption}</caption>
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
                <tr key={row} className="skeleton-row" aria-hidden="true">
                  {columns.map((_, cell) => (
                    <td key={cell}>
                      <span className="skeleton" />
                    </td>
                  ))}
                </tr>
              ))
            : table.getRowModel().rows.map((row, index) => (
                <tr key={row.id} aria-rowindex={count === undefined ? undefined : offset + index + 2}>
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className={`col-${cell.column.id}`}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  )
}
