import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import type { Author } from '../../shared/api/contract'
import type { Format } from '../../shared/i18n/format'
import { useFormat, useMessages } from '../../shared/i18n/language-provider'
import { AuthorText } from '../../entities/author/author-text'
import { markDifferences } from '../../entities/author/char-diff'
import { DiffNote } from '../../entities/author/diff-note'
import * as flagWords from '../../entities/author/flag-messages'
import { ZERO_WIDTH } from '../../entities/author/flags'
import { GroupReason } from './group-reason'
import { en, ru } from './messages'
import type { DuplicateGroup } from './review-findings'
import type { ReviewList, ReviewPlace } from './review-place'
import type { ReviewExportFormat, ReviewProps } from './review-props'
import type { ReviewData } from './use-review-job'
import { shortcutKey } from '../../shared/lib/shortcut-key'
import { readLocationSearch } from '../../shared/lib/location'
import { writeReviewPlace } from './review-url'

type Messages = typeof en

/** Groups a page of a twins or duplicates list shows; records a page of a flag's list shows (the list's default page). */
export const GROUPS_PER_PAGE = 20
export const RECORDS_PER_PAGE = 50

const FIELDS = ['last_name', 'first_name', 'parent_name', 'public_name', 'uid'] as const

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
  const groups: ReadonlyArray<{ members: number[]; group?: DuplicateGroup }> =
    view === 'twins'
      ? findings.twins.map((members) => ({ members }))
      : view === 'duplicates'
        ? findings.duplicates.map((group) => ({ members: group.members, group }))
        : findings.flags[view].map((index) => ({ members: [index] }))
  const grouped = view === 'twins' || view === 'duplicates'
  const perPage = grouped ? GROUPS_PER_PAGE : RECORDS_PER_PAGE
  const pages = Math.max(1, Math.ceil(groups.length / perPage))
  const page = Math.min(place.page, pages)
  // A page past the end (a hand-typed rpage, or a list that shrank on a new read) is its last page.
  useEffect(() => {
    if (place.page > pages) onGo({ view, page: pages }, 'replace')
  }, [place.page, pages, view, onGo])

  const shown = groups.slice((page - 1) * perPage, page * perPage)
  const title = view === 'twins' ? m.twins : view === 'duplicates' ? m.duplicates : flagNames[view].name
  const [open, setOpen] = useState<Author>()
  const opener = useRef<HTMLElement | null>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const [exporting, setExporting] = useState(false)

  const exportAll = async (format: ReviewExportFormat) => {
    const records = groups.flatMap(({ members }) => members.map((index) => authors[index]!))
    setExporting(true)
    try {
      await exportList(records, format, view, search)
      announce(m.exported(records.length, f))
    } finally {
      setExporting(false)
    }
  }

  // j/k by the key's place, on any layout (and the arrows) move between the records of the page; Enter opens the focused one.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return
    const row = (event.target as HTMLElement).closest<HTMLElement>('tr[data-record]')
    if (!row || !listRef.current) return
    const rows = Array.from(listRef.current.querySelectorAll<HTMLElement>('tr[data-record]'))
    const at = rows.indexOf(row)
    let to: number | undefined
    const letter = shortcutKey(event)
    if (letter === 'j' || event.key === 'ArrowDown') to = Math.min(rows.length - 1, at + 1)
    else if (letter === 'k' || event.key === 'ArrowUp') to = Math.max(0, at - 1)
    else if (event.key === 'Home') to = 0
    else if (event.key === 'End') to = rows.length - 1
    else if (event.key === 'Enter' && event.target === row) {
      event.preventDefault()
      opener.current = row
      setOpen(authors[Number(row.dataset.record)])
      return
    }
    if (to === undefined) return
    event.preventDefault()
    rows[to]?.focus()
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
        {groups.length === 0
          ? m.noneInList
          : m.listRange((page - 1) * perPage + 1, (page - 1) * perPage + shown.length, groups.length, grouped ? 'groups' : 'records', f)}
      </p>
      {groups.length > 0 && (
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
      <div ref={listRef} onKeyDown={onKeyDown}>
        {grouped ? (
          shown.map(({ members, group }, at) => {
            const number = (page - 1) * perPage + at + 1
            const first = rowNumber
            rowNumber += members.length
            return (
              <GroupTable
                key={number}
                number={number}
                members={members}
                group={group}
                authors={authors}
                firstRow={first}
                onOpen={(index, from) => {
                  opener.current = from
                  setOpen(authors[index])
                }}
                m={m}
                f={f}
              />
            )
          })
        ) : shown.length > 0 ? (
          <RecordsTable
            label={title}
            members={shown.map(({ members }) => members[0]!)}
            authors={authors}
            onOpen={(index, from) => {
              opener.current = from
              setOpen(authors[index])
            }}
            m={m}
          />
        ) : null}
      </div>
      {pages > 1 && <ReviewPager page={page} pages={pages} view={view} onGo={onGo} m={m} f={f} />}
      {open && <Details author={open} onClose={closeDetails} announce={announce} />}
    </section>
  )
}

function ReviewPager({
  page,
  pages,
  view,
  onGo,
  m,
  f,
}: {
  page: number
  pages: number
  view: ReviewList
  onGo: (place: ReviewPlace) => void
  m: Messages
  f: Format
}) {
  const link = (to: number, label: string, rel: 'prev' | 'next') =>
    to < 1 || to > pages ? (
      <span aria-disabled="true" className="review-page-off">
        {label}
      </span>
    ) : (
      <a
        href={writeReviewPlace(readLocationSearch(), { view, page: to })}
        rel={rel}
        onClick={(event) => {
          event.preventDefault()
          onGo({ view, page: to })
        }}
      >
        {label}
      </a>
    )
  return (
    <nav className="review-pager" aria-label={m.pages}>
      {link(page - 1, m.previous, 'prev')}
      <span aria-current="page">{m.pageOf(page, pages, f)}</span>
      {link(page + 1, m.next, 'next')}
    </nav>
  )
}

function Head({ m }: { m: Messages }) {
  const fields = useMessages({ en: FIELD_LABELS_EN, ru: FIELD_LABELS_RU })
  return (
    <thead>
      <tr>
        {FIELDS.map((field) => (
          <th key={field} scope="col">
            {fields[field]}
          </th>
        ))}
        <th scope="col">
          <span className="visually-hidden">{m.openDetails}</span>
        </th>
      </tr>
    </thead>
  )
}

const FIELD_LABELS_EN = {
  last_name: 'Last name',
  first_name: 'First name',
  parent_name: 'Patronymic',
  public_name: 'Public name',
  uid: 'UID',
}
const FIELD_LABELS_RU: typeof FIELD_LABELS_EN = {
  last_name: 'Фамилия',
  first_name: 'Имя',
  parent_name: 'Отчество',
  public_name: 'Публичное имя',
  uid: 'UID',
}

function RecordRow({
  author,
  index,
  onOpen,
  focusable,
  diff,
  m,
}: {
  author: Author
  index: number
  onOpen: (index: number, from: HTMLElement) => void
  focusable: boolean
  diff?: Partial<Record<(typeof FIELDS)[number], boolean[]>>
  m: Messages
}) {
  return (
    <tr data-record={index} tabIndex={focusable ? 0 : -1}>
      {FIELDS.map((field) => (
        <td key={field}>
          {diff?.[field] ? <DiffText value={author[field]} marks={diff[field]} m={m} /> : <AuthorText value={author[field]} />}
        </td>
      ))}
      <td>
        <button type="button" onClick={(event) => onOpen(index, event.currentTarget)}>
          {m.openDetails}
        </button>
      </td>
    </tr>
  )
}

function RecordsTable({
  label,
  members,
  authors,
  onOpen,
  m,
}: {
  label: string
  members: readonly number[]
  authors: readonly Author[]
  onOpen: (index: number, from: HTMLElement) => void
  m: Messages
}) {
  return (
    <div className="review-table-scroll" role="region" aria-label={label} tabIndex={0}>
      <table className="review-table">
        <Head m={m} />
        <tbody>
          {members.map((index, at) => (
            <RecordRow key={at} author={authors[index]!} index={index} onOpen={onOpen} focusable={at === 0} m={m} />
          ))}
        </tbody>
      </table>
    </div>
  )
}

function GroupTable({
  number,
  members,
  group,
  authors,
  firstRow,
  onOpen,
  m,
  f,
}: {
  number: number
  members: readonly number[]
  group: DuplicateGroup | undefined
  authors: readonly Author[]
  firstRow: number
  onOpen: (index: number, from: HTMLElement) => void
  m: Messages
  f: Format
}) {
  const headingId = `review-group-${number}`
  const records = members.map((index) => authors[index]!)
  // For possible duplicates, the characters each field's values differ in (the details' character diff).
  const diffs = group
    ? FIELDS.filter((field) => field !== 'uid').map(
        (field) => [field, markDifferences(records.map((record) => record[field] ?? ''))] as const,
      )
    : []
  return (
    <section className="review-group">
      <h4 id={headingId}>
        {m.group(number, f)}: {m.groupSize(members.length, group?.spellings ?? 0, f)}
      </h4>
      {group && group.differences.length > 0 && (
        <p>
          {m.differsIn(
            group.differences.map((kind) => m.differences[kind]),
            f,
          )}
        </p>
      )}
      <GroupReason group={group} />
      {group && <DiffNote records={records} fields={FIELDS} />}
      <div className="review-table-scroll" role="region" aria-labelledby={headingId} tabIndex={0}>
        <table className="review-table">
          <Head m={m} />
          <tbody>
            {members.map((index, at) => (
              <RecordRow
                key={at}
                author={authors[index]!}
                index={index}
                onOpen={onOpen}
                focusable={firstRow + at === 0}
                diff={group ? Object.fromEntries(diffs.map(([field, marks]) => [field, marks[at]!])) : undefined}
                m={m}
              />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

/** The value as received, with runs of characters that differ from the group's first spelling marked; invisible ones boxed. */
function DiffText({ value, marks, m }: { value: string | null; marks: readonly boolean[]; m: Messages }) {
  if (value === null || value === '' || !marks.some(Boolean)) return <AuthorText value={value} />
  const runs: Array<{ text: string; differs: boolean }> = []
  Array.from(value).forEach((char, index) => {
    const differs = marks[index] ?? false
    const last = runs.at(-1)
    if (last && last.differs === differs) last.text += char
    else runs.push({ text: char, differs })
  })
  return (
    <>
      <code className="review-diff">
        {runs.map((run, index) =>
          run.differs ? (
            <mark key={index} className="review-char-diff">
              {Array.from(run.text).map((char, at) =>
                ZERO_WIDTH.test(char) || /\s/u.test(char) ? (
                  <span
                    key={at}
                    className="review-char-invisible"
                    data-code={char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}
                  >
                    {char}
                  </span>
                ) : (
                  char
                ),
              )}
            </mark>
          ) : (
            run.text
          ),
        )}
      </code>
      <span className="visually-hidden"> ({m.differs})</span>
    </>
  )
}
