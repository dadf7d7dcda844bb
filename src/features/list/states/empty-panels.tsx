import type { ReactNode } from 'react'
import { useFormat, useMessages } from '../../../shared/i18n/language-provider'
import { en as listEn, ru as listRu } from '../messages'
import { en, ru } from './empty-messages'

// The list's empty and past-the-end states: a chunk of their own, loaded when first shown (the
// first rows never need them; an error's panel, whose words must not wait, stays in the first load).
export function EmptyPanel({
  searched,
  onClear,
  suggestions,
}: {
  searched: string | undefined
  onClear: () => void
  /** Searches the person probably meant, shown under the message. */
  suggestions?: ReactNode
}) {
  const m = useMessages({ en, ru })
  if (searched === undefined) {
    return (
      <div className="panel">
        <h2>{m.empty.title}</h2>
        <p>{m.empty.body}</p>
      </div>
    )
  }
  return (
    <div className="panel">
      <h2>{m.empty.searchTitle}</h2>
      <p>{m.empty.searchBody(searched)}</p>
      <button type="button" onClick={onClear}>
        {m.empty.clear}
      </button>
      {suggestions}
    </div>
  )
}

export function PastEndPanel({
  page,
  count,
  lastOffset,
  onLastPage,
}: {
  page: number
  /** How many authors the list has now. */
  count: number
  /** Where its last page starts. */
  lastOffset: number
  onLastPage: () => void
}) {
  const m = useMessages({ en, ru })
  const list = useMessages({ en: listEn, ru: listRu })
  const f = useFormat()
  const range = list.range(lastOffset, count - lastOffset, count, f)
  return (
    <div className="panel">
      <h2>{m.pastEnd.title}</h2>
      <p>{m.pastEnd.body(page, count, f)}</p>
      {/* The range beside the button rather than in it: a button's label never wraps, and the
          whole of it does not fit a 320 px screen on one line. Its name still says the range. */}
      <p>
        <button type="button" onClick={onLastPage} aria-label={m.pastEnd.toLast(range)}>
          {m.pastEnd.toLastShort}
        </button>{' '}
        <span aria-hidden="true">({range})</span>
      </p>
    </div>
  )
}
