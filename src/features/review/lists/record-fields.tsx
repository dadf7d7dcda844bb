import type { ReactNode } from 'react'
import type { Author } from '../../../shared/api/contract'
import { useMessages } from '../../../shared/i18n/language-provider'
import { AuthorText } from '../../../entities/author/author-text'
import { groupMarks } from '../../../entities/author/diff-marks'
import { DiffText } from '../../../entities/author/diff-text'
import { LongValueHead } from '../../../entities/author/long-value-head'
import { LONG_VALUE, longValueBox } from '../../../entities/author/text-chunks'
import type { en } from '../messages'
import type { StatusedEntry } from './use-review-list'

type Messages = typeof en

export const FIELDS = ['last_name', 'first_name', 'parent_name', 'public_name', 'uid'] as const
export type Field = (typeof FIELDS)[number]
export type Diff = Partial<Record<Field, readonly boolean[]>>

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
 * A group's members with its character diff, made in a component of its own: a page rendered
 * whole in a transition (review-list.tsx) yields between groups, and a long pair's diff is its
 * group's work alone.
 */
export function GroupDiffs({
  entry,
  authors,
  draft,
  children,
}: {
  entry: StatusedEntry
  authors: readonly Author[]
  draft: boolean
  children: (diffs: readonly Diff[] | undefined) => ReactNode
}) {
  const diffs = entry.diff
    ? groupDiffs(
        entry.members.map((index) => authors[index]!),
        draft,
      )
    : undefined
  return children(diffs)
}
