import './key-search.css'
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ComponentType } from 'react'
import { AuthorText } from '../../../entities/author/author-text'
import type { ApiSettings } from '../../../shared/api/authors-api'
import type { Author } from '../../../shared/api/contract'
import { useFormat, useMessages } from '../../../shared/i18n/language-provider'
import { LazyPart } from '../../../shared/lib/lazy-component'
import { lazyPart } from '../../../shared/lib/lazy-part'
import { cachedReview, reviewCacheKey, subscribeReviews, WHOLE_DIRECTORY, type ReviewSearch } from '../review-cache'
import type { ReviewDetailsProps } from '../review-props'
import { matchByKey } from './key-matches'
import { en, ru } from './messages'

// The review's job and its words load only when the editor asks for the whole directory's read.
const keyRead = lazyPart(() => import('./key-read'))

/** Names shown on the line; the rest are counted ("and 3 more") and listed by "Review all matches". */
const NAMES_SHOWN = 10

export interface AlsoWrittenProps {
  settings: ApiSettings
  /** The search whose rows are shown. */
  search: ReviewSearch
  /** The uids of the search's rows in view (the service returned them). */
  shownUids: readonly string[]
  /** The workbench's details dialog, as the review's lists open it. */
  Details: ComponentType<ReviewDetailsProps>
}

interface Found {
  /** What it was worked out for. */
  of: string
  count: number
  authors: Author[]
}

/**
 * "Also written differently: 1 — Быкoв": beside a search's rows, the records of the whole
 * directory's review (when the session has read it) whose name key matches the search and that
 * the service's search did not return, each a button that opens its details. Without that review,
 * "Look for other spellings" reads it, with the review's progress and Cancel. The names are shown
 * as received, with letters of the other script marked.
 */
export function AlsoWritten({ settings, search, shownUids, Details }: AlsoWrittenProps) {
  const m = useMessages({ en, ru })
  const f = useFormat()
  const withFirstName = settings.firstNameParam !== ''
  const lastName = search.lastName
  const firstName = withFirstName ? search.firstName : ''
  const wholeKey = reviewCacheKey(settings, WHOLE_DIRECTORY)
  const whole = useSyncExternalStore(subscribeReviews, () => cachedReview(wholeKey))
  const [asked, setAsked] = useState(false)
  const [found, setFound] = useState<Found | undefined>(undefined)
  const [open, setOpen] = useState<Author | undefined>(undefined)
  const [announcement, setAnnouncement] = useState('')
  const opener = useRef<HTMLButtonElement | null>(null)
  const line = useRef<HTMLSpanElement>(null)

  const uidsKey = shownUids.join(',')
  const of = useMemo(() => JSON.stringify([lastName, firstName, uidsKey]), [lastName, firstName, uidsKey])
  useEffect(() => {
    if (!whole) return
    const controller = new AbortController()
    const typed = { lastName, firstName }
    matchByKey(whole.records, typed, {
      signal: controller.signal,
      notReturnedBy: { search: typed, uids: new Set(uidsKey.split(',')) },
    }).then(
      (indices) =>
        setFound({ of, count: indices.length, authors: indices.slice(0, NAMES_SHOWN).map((index) => whole.records.author(index)) }),
      () => {},
    )
    return () => controller.abort()
  }, [whole, lastName, firstName, uidsKey, of])

  const current = whole && found?.of === of ? found : undefined
  // Read on request: once the line has its answer, focus goes to it (the request's Cancel is gone).
  useEffect(() => {
    if (asked && current && (document.activeElement === document.body || document.activeElement === null)) line.current?.focus()
  }, [asked, current])

  const close = () => {
    setOpen(undefined)
    requestAnimationFrame(() => opener.current?.focus())
  }

  return (
    <span className="key-also" aria-busy={whole !== undefined && !current}>
      {!whole ? (
        asked ? (
          <LazyPart part={keyRead}>{({ KeyRead }) => <KeyRead settings={settings} label={m.reading} />}</LazyPart>
        ) : (
          <button type="button" className="key-action" onClick={() => setAsked(true)}>
            {m.look}
          </button>
        )
      ) : (
        <span ref={line} role="note" aria-label={m.name} aria-live="polite" tabIndex={-1}>
          {current && current.count > 0 ? (
            <>
              {m.label} {f.number(current.count)} —{' '}
              {current.authors.map((author, index) => (
                <span key={`${author.uid}-${index}`}>
                  {index > 0 && ', '}
                  <button
                    type="button"
                    className="key-name"
                    onClick={(event) => {
                      opener.current = event.currentTarget
                      setOpen(author)
                    }}
                  >
                    <Name author={author} />
                    <span className="visually-hidden"> ({m.opens})</span>
                  </button>
                </span>
              ))}
              {current.count > current.authors.length && <> {m.more(current.count - current.authors.length, f)}</>}
            </>
          ) : (
            current && asked && m.none
          )}
        </span>
      )}
      {open && <Details author={open} onClose={close} announce={(message) => setAnnouncement(message)} />}
      <span className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </span>
    </span>
  )
}

/** The record's names as received, each marked where it mixes scripts; empty ones left out. */
function Name({ author }: { author: Author }) {
  const names = [author.last_name, author.first_name, author.parent_name].filter(
    (name): name is string => name !== null && name.trim() !== '',
  )
  return (
    <>
      {names.map((name, index) => (
        <span key={index}>
          {index > 0 && ' '}
          <AuthorText value={name} />
        </span>
      ))}
    </>
  )
}
