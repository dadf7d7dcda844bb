import type { Author } from '../../../shared/api/contract'
import type { Format } from '../../../shared/i18n/format'
import { useMessages } from '../../../shared/i18n/language-provider'
import { AuthorText } from '../../../entities/author/author-text'
import { markDifferences } from '../../../entities/author/char-diff'
import type { en } from '../messages'
import { DiffText } from './diff-text'
import type { ListEntry } from './list-model'

type Messages = typeof en

export const FIELDS = ['last_name', 'first_name', 'parent_name', 'public_name', 'uid'] as const
type Field = (typeof FIELDS)[number]

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

function Head({ m }: { m: Messages }) {
  const fields = useFieldLabels()
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

export type OpenRecord = (index: number, from: HTMLElement) => void

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
  onOpen: OpenRecord
  focusable: boolean
  diff?: Partial<Record<Field, readonly boolean[]>>
  m: Messages
}) {
  return (
    <tr data-record={index} tabIndex={focusable ? 0 : -1}>
      {FIELDS.map((field) => (
        <td key={field}>
          {diff?.[field] ? (
            <DiffText value={author[field]} marks={diff[field]} differs={m.differs} />
          ) : (
            <AuthorText value={author[field]} />
          )}
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

/** A flag's list: one table of records. */
export function RecordsTable({
  label,
  members,
  authors,
  onOpen,
  m,
}: {
  label: string
  members: readonly number[]
  authors: readonly Author[]
  onOpen: OpenRecord
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

/** The characters each field's values differ in across a group (the details' character diff), per member. */
export function groupDiffs(records: readonly Author[]): Array<Partial<Record<Field, readonly boolean[]>>> {
  const fields = FIELDS.filter((field) => field !== 'uid')
  const marks = fields.map((field) => markDifferences(records.map((record) => record[field] ?? '')))
  return records.map((_, at) => Object.fromEntries(fields.map((field, column) => [field, marks[column]![at]!])))
}

/** One group: its number and size, what differs, and a table of its records. */
export function GroupTable({
  entry,
  authors,
  firstRow,
  onOpen,
  m,
  f,
}: {
  entry: ListEntry
  authors: readonly Author[]
  firstRow: number
  onOpen: OpenRecord
  m: Messages
  f: Format
}) {
  const headingId = `review-group-${entry.number}`
  const records = entry.members.map((index) => authors[index]!)
  const diffs = entry.diff ? groupDiffs(records) : undefined
  return (
    <section className="review-group">
      <h4 id={headingId}>
        {m.group(entry.number, f)}: {m.groupSize(entry.members.length, entry.spellings, f)}
      </h4>
      {entry.differsIn.length > 0 && (
        <p>
          {m.differsIn(
            entry.differsIn.map((kind) => (m.differences as Record<string, string>)[kind] ?? kind),
            f,
          )}
        </p>
      )}
      <div className="review-table-scroll" role="region" aria-labelledby={headingId} tabIndex={0}>
        <table className="review-table">
          <Head m={m} />
          <tbody>
            {entry.members.map((index, at) => (
              <RecordRow
                key={at}
                author={records[at]!}
                index={index}
                onOpen={onOpen}
                focusable={firstRow + at === 0}
                diff={diffs?.[at]}
                m={m}
              />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
