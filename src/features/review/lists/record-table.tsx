import { Fragment } from 'react'
import type { Author } from '../../../shared/api/contract'
import type { Format } from '../../../shared/i18n/format'
import { useMessages } from '../../../shared/i18n/language-provider'
import type { CheckedMark, Verdict } from '../../../entities/author/editor-marks/marks'
import { CheckedControl } from '../../../entities/author/editor-marks/checked-control'
import { en as decisionWordsEn, ru as decisionWordsRu } from '../decisions/messages'
import type { en } from '../messages'
import { GroupHead } from './group-head'
import { ByKeyNote, FIELDS, FieldValue, GroupDiffs, useFieldLabels, type Diff } from './record-fields'
import type { StatusedEntry } from './use-review-list'

type Messages = typeof en

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
              <GroupDiffs entry={entry} authors={authors} draft={props.draft}>
                {(diffs) => entry.members.map((index, at) => <Fragment key={at}>{row(index, diffs?.[at])}</Fragment>)}
              </GroupDiffs>
            </tbody>
          )
        })
      ) : (
        <tbody>{shown.map((entry) => row(entry.members[0]!, undefined))}</tbody>
      )}
    </table>
  )
}
