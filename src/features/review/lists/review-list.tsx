import { useEffect, useMemo, useRef, useState } from 'react'
import type { Author } from '../../../shared/api/contract'
import { useFormat, useMessages } from '../../../shared/i18n/language-provider'
import * as flagWords from '../../../entities/author/flag-messages'
import { en, ru } from '../messages'
import type { ReviewList, ReviewPlace } from '../review-place'
import type { ReviewExportFormat, ReviewProps } from '../review-props'
import type { ReviewData } from '../use-review-job'
import { onListKeyDown } from './list-keys'
import { isGroupList, listEntries, listPaging } from './list-model'
import { GroupTable, RecordsTable } from './record-table'
import { ReviewPager } from './review-pager'

/** One list of the review: its groups (twins, duplicates) or records (a flag), a page at a time. */
export function ReviewListView({
  data,
  place,
  onGo,
  announce,
  Details,
  exportList,
  search,
}: ReviewProps & {
  data: ReviewData
  place: ReviewPlace & { view: ReviewList }
  onGo: (place: ReviewPlace, mode?: 'push' | 'replace') => void
  announce: (message: string) => void
}) {
  const m = useMessages({ en, ru })
  const f = useFormat()
  const flagNames = useMessages(flagWords)
  const { authors, findings } = data
  const view = place.view
  const entries = useMemo(() => listEntries(view, findings), [view, findings])
  const grouped = isGroupList(view)
  const { perPage, pages, page } = listPaging(view, entries.length, place.page)
  // A page past the end (a hand-typed rpage, or a list that shrank on a new read) is its last page.
  useEffect(() => {
    if (place.page > pages) onGo({ view, page: pages }, 'replace')
  }, [place.page, pages, view, onGo])

  const shown = entries.slice((page - 1) * perPage, page * perPage)
  const title = view === 'twins' ? m.twins : view === 'duplicates' ? m.duplicates : flagNames[view].name
  const [open, setOpen] = useState<Author>()
  const opener = useRef<HTMLElement | null>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const [exporting, setExporting] = useState(false)

  const exportAll = async (format: ReviewExportFormat) => {
    const records = entries.flatMap(({ members }) => members.map((index) => authors[index]!))
    setExporting(true)
    try {
      await exportList(records, format, view, search)
      announce(m.exported(records.length, f))
    } finally {
      setExporting(false)
    }
  }

  const openRecord = (index: number, from: HTMLElement) => {
    opener.current = from
    setOpen(authors[index])
  }
  const closeDetails = () => {
    setOpen(undefined)
    opener.current?.focus()
  }

  let rowNumber = 0
  return (
    <section className="review-list" aria-labelledby="review-list-heading">
      <p>
        <a
          href="?review=summary"
          onClick={(event) => {
            event.preventDefault()
            onGo({ view: 'summary', page: 1 })
          }}
        >
          {m.toSummary}
        </a>
      </p>
      <h3 id="review-list-heading" data-review-heading tabIndex={-1}>
        {title}
      </h3>
      <p className="review-range">
        {entries.length === 0
          ? m.noneInList
          : m.listRange((page - 1) * perPage + 1, (page - 1) * perPage + shown.length, entries.length, grouped ? 'groups' : 'records', f)}
      </p>
      {entries.length > 0 && (
        <div className="review-actions">
          <button type="button" disabled={exporting} onClick={() => void exportAll('csv')}>
            {m.exportCsv}
          </button>
          <button type="button" disabled={exporting} onClick={() => void exportAll('json')}>
            {m.exportJson}
          </button>
          <p className="review-hint">{m.keysHint}</p>
        </div>
      )}
      <div ref={listRef} onKeyDown={(event) => onListKeyDown(event, listRef.current, (row) => openRecord(Number(row.dataset.record), row))}>
        {grouped ? (
          shown.map((entry) => {
            const first = rowNumber
            rowNumber += entry.members.length
            return <GroupTable key={entry.number} entry={entry} authors={authors} firstRow={first} onOpen={openRecord} m={m} f={f} />
          })
        ) : shown.length > 0 ? (
          <RecordsTable label={title} members={shown.map(({ members }) => members[0]!)} authors={authors} onOpen={openRecord} m={m} />
        ) : null}
      </div>
      {pages > 1 && <ReviewPager page={page} pages={pages} view={view} onGo={onGo} m={m} f={f} />}
      {open && <Details author={open} onClose={closeDetails} announce={announce} />}
    </section>
  )
}
