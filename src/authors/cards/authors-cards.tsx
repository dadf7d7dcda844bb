import type { Author } from '../../api/contract'
import { useMessages } from '../../i18n/language-provider'
import { AuthorText } from '../author-text'
import { marksDescribedBy } from '../marks/marks-legend'
import { en, ru } from './messages'

const FIELDS = ['public_name', 'last_name', 'first_name', 'parent_name', 'uid'] as const satisfies ReadonlyArray<keyof Author>

const SKELETON_CARDS = 4

/**
 * One card per author with the five fields labelled, as a list whose items carry their position
 * in the whole list and its total (aria-posinset/aria-setsize), as the table's rows carry
 * aria-rowindex/aria-rowcount. Props only.
 */
export function AuthorsCards({
  authors,
  caption,
  offset,
  count,
  busy,
  loading = false,
}: {
  authors: readonly Author[]
  caption: string
  offset: number
  count: number | undefined
  /** The cards are from the previous request while a new one loads. */
  busy: boolean
  /** First load: nothing to show yet. */
  loading?: boolean
}) {
  const m = useMessages({ en, ru })
  return (
    <div className="cards-frame" data-updating={busy && !loading}>
      <ol
        className="author-cards"
        aria-label={caption}
        aria-busy={busy || loading}
        data-state={loading ? 'loading' : busy ? 'updating' : 'ready'}
      >
        {loading
          ? Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <li key={`skeleton-${index}`} className="author-card skeleton-card" aria-hidden="true">
                {FIELDS.map((field) => (
                  <span key={field} className="skeleton" />
                ))}
              </li>
            ))
          : authors.map((author, index) => (
              // Keyed by uid: records with identical names are normal, and only the uid tells them apart.
              <li
                key={author.uid}
                className="author-card"
                aria-posinset={offset + index + 1}
                aria-setsize={count ?? -1}
              >
                <dl>
                  {FIELDS.map((field) => (
                    <div key={field} className={`card-field card-${field}`}>
                      <dt>{m.fields[field]}</dt>
                      <dd aria-describedby={marksDescribedBy(author[field])}>
                        <AuthorText value={author[field]} />
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
      </ol>
    </div>
  )
}
