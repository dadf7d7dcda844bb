import { Fragment } from 'react'
import type { Author } from '../../../shared/api/contract'
import type { Format } from '../../../shared/i18n/format'
import { useMessages } from '../../../shared/i18n/language-provider'
import { AuthorText } from '../../../entities/author/author-text'
import { groupMarks } from '../../../entities/author/diff-marks'
import { DiffText } from '../../../entities/author/diff-text'
import { LongValueHead } from '../../../entities/author/long-value-head'
import { LONG_VALUE, longValueBox } from '../../../entities/author/text-chunks'
import type { CheckedMark, Verdict } from '../../../entities/author/editor-marks/marks'
import { CheckedControl } from '../../../entities/author/editor-marks/checked-control'
import { en as decisionWordsEn, ru as decisionWordsRu } from '../decisions/messages'
import type { en } from '../messages'
import { GroupHead } from './group-head'
import type { StatusedEntry } from './use-review-list'

type Messages = typeof en

export const FIELDS = ['last_name', 'first_name', 'parent_name', 'public_name', 'uid'] as const
export type Field = (typeof FIELDS)[number]
type Diff = Partial<Record<Field, readonly boolean[]>>

const FIELD_LABELS_EN: Record<Field, string> = {
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

export function useFieldLabels(): Record<Field, string> {
  return useMessages({ en: FIELD_LABELS_EN, ru: FIELD_LABELS_RU })
}

export type OpenRecord = (index: number, from: HTMLElement) => void

/** What the table and the cards both need of a page of a list. */
export interface PageProps {
  label: string
  shown: readonly StatusedEntry[]
  grouped: boolean
  authors: readonly Author[]
  /** Records from this index on were found by the name key, not by the service's search. */
  byKeyFrom: number
  checked: ReadonlyMap<string, CheckedMark>
  onOpen: OpenRecord
  onDecide: (entry: StatusedEntry, verdict: Verdict | undefined) => void
  announce: (message: string) => void
  /**
   * The page's first frame (review-list.tsx): a long value (LONG_VALUE) is drawn as its head
   * (LongValueHead) and its field's character diff waits for the whole page, after the paint.
   */
  draft: boolean
  m: Messages
  f: Format
}

/** Whether a value is long enough to be drawn as its head in a page's first frame. */
const isLong = (value: string | null) => value !== null && value.length > LONG_VALUE

/**
 * The characters each field's values differ in across a group (the details' character diff), per
 * member. Remembered by the values (groupMarks): a page rendered again marks nothing anew. In a
 * page's first frame (`draft`), a field with a long value is left out: its diff (a 500 × 500
 * table for a 40,000-character pair) is made with the whole page, after the paint.
 */
export function groupDiffs(records: readonly Author[], draft = false): Diff[] {
  const fields = FIELDS.filter((field) => field !== 'uid' && !(draft && records.some((record) => isLong(record[field]))))
  const marks = fields.map((field) => groupMarks(records.map((record) => record[field] ?? '')))
  return records.map((_, at) => Object.fromEntries(fields.map((field, column) => [field, marks[column]![at]!])))
}

/** The note on a record found by the name key in the whole directory's review, not by the service's search. */
export function ByKeyNote({ m }: { m: Messages }) {
  return <span className="review-by-key">{m.foundByKey}</span>
}

/** A field's value as received, its differing characters marked when the group marks them; a long one as its head in a page's first frame. */
export function FieldValue({
  author,
  field,
  diff,
  draft,
  m,
}: {
  author: Author
  field: Field
  diff: Diff | undefined
  draft: boolean
  m: Messages
}) {
  const value = author[field]
  if (draft && value !== null && isLong(value)) return <LongValueHead value={value} diff={diff !== undefined} />
  const marks = diff?.[field]
  if (marks) return <DiffText value={author[field]} marks={marks} differs={m.differs} />
  const box = longValueBox(author[field])
  return box.tabIndex === undefined ? (
    <AuthorText value={author[field]} />
  ) : (
    <span className={box.className} tabIndex={box.tabIndex}>
      <AuthorText value={author[field]} />
    </span>
  )
}

/**
 * A page of a list as one table (wide screens): its columns line up from group to group. Each
 * group is a body of its own, headed by a row with its heading, what differs and the decision.
 */
export function ListTable(props: PageProps) {
  const { label, shown, grouped, authors, m } = props
  const fields = useFieldLabels()
  const d = useMessages({ en: decisionWordsEn, ru: decisionWordsRu })
  // The page's first record is its one Tab stop; j and k move from there.
  const firstRecord = shown[0]?.members[0]
  const row = (index: number, diff: Diff | undefined) => {
    const author = authors[index]!
    const focusable = index === firstRecord
    return (
      <tr key={index} data-record={index} tabIndex={focusable ? 0 : -1}>
        {FIELDS.map((field) => (
          <td key={field}>
            <FieldValue author={author} field={field} diff={diff} draft={props.draft} m={m} />
            {field === 'last_name' && index >= props.byKeyFrom && <ByKeyNote m={m} />}
          </td>
        ))}
        <td>
          <CheckedControl uid={author.uid} mark={props.checked.get(author.uid)} announce={props.announce} />
        </td>
        <td>
          <button type="button" onClick={(event) => props.onOpen(index, event.currentTarget)}>
            {m.openDetails}
          </button>
        </td>
      </tr>
    )
  }
  return (
    <table className="review-table" aria-label={label}>
      <thead>
        <tr>
          {FIELDS.map((field) => (
            <th key={field} scope="col">
              {fields[field]}
            </th>
          ))}
          <th scope="col">{d.checked}</th>
          <th scope="col">
            <span className="visually-hidden">{m.openDetails}</span>
          </th>
        </tr>
      </thead>
      {grouped ? (
        shown.map((entry) => {
          const diffs = entry.diff
            ? groupDiffs(
                entry.members.map((index) => authors[index]!),
                props.draft,
              )
            : undefined
          return (
            <tbody key={entry.number} className="review-group">
              <tr className="review-group-row">
                <td colSpan={FIELDS.length + 2}>
                  <GroupHead
                    entry={entry}
                    headingId={`review-group-${entry.number}`}
                    onDecide={(verdict) => props.onDecide(entry, verdict)}
                    m={m}
                    f={props.f}
                  />
                </td>
              </tr>
              {entry.members.map((index, at) => (
                <Fragment key={at}>{row(index, diffs?.[at])}</Fragment>
              ))}
            </tbody>
          )
        })
      ) : (
        <tbody>{shown.map((entry) => row(entry.members[0]!, undefined))}</tbody>
      )}
    </table>
  )
}
