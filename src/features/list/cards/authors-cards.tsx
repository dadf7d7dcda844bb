import '../loading.css'
import './cards.css'
import { marksDescribedBy } from '../../../entities/author/marks/marks-legend'
import { useMessages } from '../../../shared/i18n/language-provider'
import type { AuthorsTable } from '../hooks/use-authors-table'
import { isFieldColumn, renderCell } from '../model/author-columns'
import { useRowCursor } from '../table/row-cells'
import { useRowsInViewFirst } from '../table/rows-in-view-first'
import { RowCursorContext } from '../../../entities/author/row-parts'
import { en, ru } from './messages'

const SKELETON_CARDS = 4
/** The least a card's line (a field, or the card's buttons) can be tall, in rem; and a card's least width (cards.css). */
const LEAST_CARD_LINE_REM = 1.5
const LEAST_CARD_WIDTH_REM = 22
const noTurn = () => false

/**
 * One card per author with the shown fields labelled, as a list whose items carry their position
 * in the whole list and its total (aria-posinset/aria-setsize), as the table's rows carry
 * aria-rowindex/aria-rowcount. The same table engine as the table: its rows, its visible columns
 * (the column chooser's choice) and its cells, so each card has the table row's workbench parts:
 * its checks (twin marker, "Show all with this name", flags), its actions ("Details", "Copy UID"),
 * search matches, and the row keyboard (a card is a row: arrows, j/k, Home/End, Enter, Page
 * Down/Up). Props only.
 */
export function AuthorsCards({
  table,
  caption,
  offset,
  count,
  busy,
  loading = false,
  onTurnPage = noTurn,
}: {
  /** The page's rows and the columns shown, from useAuthorsTable (with `cards` set). */
  table: AuthorsTable
  caption: string
  offset: number
  count: number | undefined
  /** The cards are from the previous request while a new one loads. */
  busy: boolean
  /** First load: nothing to show yet. */
  loading?: boolean
  /** Page Down / Page Up on a card; false when there is no page that way. */
  onTurnPage?: (to: 'next' | 'previous') => boolean
}) {
  const m = useMessages({ en, ru })
  const rows = table.getRowModel().rows
  const fields = table.getVisibleLeafColumns().filter((column) => isFieldColumn(column.id))
  const pageKey = `${offset}:${rows.length}:${table.options.data[0]?.uid}`
  const cursor = useRowCursor(pageKey, loading ? 0 : rows.length, onTurnPage)
  // The document's first cards: those the view can reach, then the rest after that paint.
  const cardRem = LEAST_CARD_LINE_REM * (fields.length + 1)
  const drawn = useRowsInViewFirst(loading ? 0 : rows.length, { rem: cardRem, widthRem: LEAST_CARD_WIDTH_REM })
  return (
    <div className="cards-frame" data-updating={busy && !loading}>
      <RowCursorContext.Provider value={cursor.store}>
        <ol
          className="author-cards"
          aria-label={caption}
          aria-busy={busy || loading}
          data-state={loading ? 'loading' : busy ? 'updating' : 'ready'}
          onKeyDown={cursor.onKeyDown}
        >
          {loading
            ? Array.from({ length: SKELETON_CARDS }, (_, index) => (
                <li key={`skeleton-${index}`} className="author-card skeleton-card" aria-hidden="true">
                  {fields.map((field) => (
                    <span key={field.id} className="skeleton" />
                  ))}
                </li>
              ))
            : rows.slice(0, drawn).map((row, index) => {
                const cells = row.getVisibleCellsByColumnId()
                return (
                  // Keyed by place, as the table's rows: identical names are normal, an API bug can
                  // repeat a uid, and a page change keeps the cards' elements.
                  <li
                    key={row.id}
                    className="author-card"
                    aria-posinset={offset + index + 1}
                    aria-setsize={count ?? -1}
                    {...cursor.rowProps(index)}
                  >
                    <dl>
                      {fields.map(({ id }) =>
                        isFieldColumn(id) ? (
                          <div key={id} className={`card-field card-${id}`}>
                            <dt>{m.fields[id]}</dt>
                            <dd aria-describedby={marksDescribedBy(row.original[id])}>{renderCell(cells[id]!)}</dd>
                          </div>
                        ) : null,
                      )}
                    </dl>
                    {/* The marks, each named in words; hidden by CSS while there is none. Outside the
                      list of fields, which stays the five fields. */}
                    <div className="card-checks">{cells.checks && renderCell(cells.checks)}</div>
                    <div className="card-actions">{cells.actions && renderCell(cells.actions)}</div>
                  </li>
                )
              })}
          {!loading && drawn < rows.length && (
            // The room of the cards still to come, so the page has about its height until they do.
            <li
              className="spacer-row"
              aria-hidden="true"
              style={{ gridColumn: '1 / -1', height: `${(rows.length - drawn) * cardRem}rem` }}
            />
          )}
        </ol>
      </RowCursorContext.Provider>
    </div>
  )
}
