import '../loading.css'
import './cards.css'
import type { Author } from '../../../shared/api/contract'
import { useMessages } from '../../../shared/i18n/language-provider'
import { AuthorText } from '../../../entities/author/author-text'
import type { AuthorColumn } from '../../../entities/author/columns'
import { marksDescribedBy } from '../../../entities/author/marks/marks-legend'
import { ActionsCell, ChecksCell, SearchedText, useRowCursor } from '../../workbench/workbench-cells'
import { en, ru } from './messages'

const FIELDS = ['public_name', 'last_name', 'first_name', 'parent_name', 'uid'] as const satisfies ReadonlyArray<keyof Author>

/** The searched fields, whose matches the workbench marks as in the table. */
const SEARCHED: Partial<Record<keyof Author, 'lastName' | 'firstName'>> = { last_name: 'lastName', first_name: 'firstName' }

const SKELETON_CARDS = 4
const noTurn = () => false
const noHiddenColumns: readonly AuthorColumn[] = []

/**
 * One card per author with the five fields labelled, as a list whose items carry their position
 * in the whole list and its total (aria-posinset/aria-setsize), as the table's rows carry
 * aria-rowindex/aria-rowcount. Each card has the table row's workbench parts, the same
 * components with the same names: its checks (twin marker, "Show all with this name", flags),
 * its actions ("Details", "Copy UID"), search matches, and the row keyboard (a card is a row:
 * arrows, j/k, Home/End, Enter, Page Down/Up). Props only.
 */
export function AuthorsCards({
  authors,
  caption,
  offset,
  count,
  busy,
  loading = false,
  onTurnPage = noTurn,
  hiddenColumns = noHiddenColumns,
}: {
  authors: readonly Author[]
  caption: string
  offset: number
  count: number | undefined
  /** The cards are from the previous request while a new one loads. */
  busy: boolean
  /** First load: nothing to show yet. */
  loading?: boolean
  /** Page Down / Page Up on a card; false when there is no page that way. */
  onTurnPage?: (to: 'next' | 'previous') => boolean
  /** Fields the person chose not to see (the column chooser): hidden from the cards as from the table. */
  hiddenColumns?: readonly AuthorColumn[]
}) {
  const m = useMessages({ en, ru })
  const fields = hiddenColumns.length === 0 ? FIELDS : FIELDS.filter((field) => !hiddenColumns.includes(field))
  const pageKey = `${offset}:${authors.length}:${authors[0]?.uid}`
  const cursor = useRowCursor(pageKey, loading ? 0 : authors.length, onTurnPage)
  return (
    <div className="cards-frame" data-updating={busy && !loading}>
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
                  <span key={field} className="skeleton" />
                ))}
              </li>
            ))
          : authors.map((author, index) => (
              // Keyed by place, as the table's rows: identical names are normal, an API bug can
              // repeat a uid, and a page change keeps the cards' elements.
              <li
                key={index}
                className="author-card"
                aria-posinset={offset + index + 1}
                aria-setsize={count ?? -1}
                {...cursor.rowProps(index)}
              >
                <dl>
                  {fields.map((field) => {
                    const search = SEARCHED[field]
                    return (
                      <div key={field} className={`card-field card-${field}`}>
                        <dt>{m.fields[field]}</dt>
                        <dd aria-describedby={marksDescribedBy(author[field])}>
                          {search ? <SearchedText value={author[field]} search={search} /> : <AuthorText value={author[field]} />}
                        </dd>
                      </div>
                    )
                  })}
                </dl>
                {/* The marks, each named in words; hidden by CSS while there is none. Outside the
                    list of fields, which stays the five fields. */}
                <div className="card-checks">
                  <ChecksCell index={index} page={authors} list={false} />
                </div>
                <div className="card-actions">
                  <ActionsCell index={index} author={author} />
                </div>
              </li>
            ))}
      </ol>
    </div>
  )
}
