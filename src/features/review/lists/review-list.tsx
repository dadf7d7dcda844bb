import { startTransition, useEffect, useRef, useState } from 'react'
import { afterPaint } from '../../../shared/lib/after-paint-task'
import { readLocationSearch } from '../../../shared/lib/location'
import { writeReviewPlace } from '../review-url'
import { useFormat, useMessages } from '../../../shared/i18n/language-provider'
import * as flagWords from '../../../entities/author/flag-messages'
import { en, ru } from '../messages'
import { useOpenedRecord } from '../review-history'
import type { ReviewList, ReviewPlace } from '../review-place'
import type { ReviewProps } from '../review-props'
import type { ReviewData } from '../use-review-job'
import { onListKeyDown } from './list-keys'
import { ListSwitches } from './list-switches'
import { ListCards } from './record-cards'
import { ListTable } from './record-table'
import { firstFrame } from './first-frame'
import { ReviewPager } from './review-pager'
import { useReviewCards } from './use-narrow'
import { useListExport } from './use-list-export'
import { useReviewList } from './use-review-list'

/** How many of a page's groups (records, in a flag's list) its first frame draws at most: more than a tall view shows. */
const FIRST_GROUPS = 6
const FIRST_RECORDS = 15

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
  const cards = useReviewCards()
  const { authors } = data
  const list = useReviewList(data, place, onGo)
  const { view, page, pages, perPage, shown, visibleCount } = list
  const title = view === 'twins' ? m.twins : view === 'duplicates' ? m.duplicates : flagNames[view].name
  const { opened, open, close } = useOpenedRecord()
  const openAuthor = opened && authors[opened.index]?.uid === opened.uid ? authors[opened.index] : undefined
  const [opener, setOpener] = useState<number>()
  const { exporting, cutNote, exportAll } = useListExport(data, list, exportList, search, announce)

  const openRecord = (index: number) => {
    setOpener(index)
    open({ index, uid: authors[index]!.uid })
  }
  // Closed (Close, Escape or Back): focus goes back to the record it was opened from, once the
  // record's dialog is gone. Close and Escape step Back, and the history's answer (popstate) can
  // come after the next frame: until then the record's modal dialog makes the list inert.
  const wasOpen = useRef(false)
  const hasOpen = openAuthor !== undefined
  useEffect(() => {
    if (hasOpen) wasOpen.current = true
    else if (wasOpen.current) {
      wasOpen.current = false
      if (opener !== undefined) document.querySelector<HTMLElement>(`.review-list [data-record="${opener}"]`)?.focus()
    }
  }, [hasOpen, opener])

  // A page is drawn first with the entries that fill the view (fewer when they hold long values,
  // each of those as its head, without its diff), then whole once that frame is painted, in a
  // transition React renders in slices: the click that opens a list, or moves to another page, is
  // not one task that renders twenty groups, diffs them and lays them out.
  const here = `${view}/${page}`
  const [whole, setWhole] = useState<string>()
  useEffect(() => afterPaint(() => startTransition(() => setWhole(here))), [here])
  const draft = whole !== here
  const drawn = draft ? firstFrame(shown, authors, list.grouped ? FIRST_GROUPS : FIRST_RECORDS) : shown
  const Page = cards ? ListCards : ListTable
  const pager = (end: boolean) => pages > 1 && <ReviewPager page={page} pages={pages} view={view} onGo={onGo} end={end} m={m} f={f} />
  return (
    <section className="review-list" aria-labelledby="review-list-heading">
      <p>
        <a
          href={writeReviewPlace(readLocationSearch(), { view: 'summary', page: 1 })}
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
        {visibleCount === 0
          ? m.noneInList
          : m.listRange(
              (page - 1) * perPage + 1,
              (page - 1) * perPage + shown.length,
              visibleCount,
              list.grouped ? 'groups' : 'records',
              f,
            )}
      </p>
      <ListSwitches list={list} f={f} />
      {list.count > 0 && (
        <div className="review-actions">
          {(['csv', 'json', 'xlsx'] as const).map((format) => (
            <button key={format} type="button" disabled={exporting} onClick={() => void exportAll(format)}>
              {format === 'csv' ? m.exportCsv : format === 'json' ? m.exportJson : m.exportXlsx}
            </button>
          ))}
          {cutNote && <p className="notice review-cut">{cutNote}</p>}
          <p className="review-hint">{m.keysHint}</p>
        </div>
      )}
      {pager(false)}
      <div
        className="review-page"
        onKeyDown={(event) => onListKeyDown(event, event.currentTarget, (record) => openRecord(Number(record.dataset.record)))}
      >
        {shown.length > 0 && (
          <Page
            label={title}
            shown={drawn}
            grouped={list.grouped}
            authors={authors}
            byKeyFrom={data.authors.length - data.foundByKey}
            checked={list.checked}
            onOpen={(index) => openRecord(index)}
            onDecide={list.decide}
            announce={announce}
            draft={draft}
            m={m}
            f={f}
          />
        )}
      </div>
      {pager(true)}
      {openAuthor && <Details author={openAuthor} onClose={close} announce={announce} />}
    </section>
  )
}
