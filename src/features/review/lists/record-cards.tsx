import { CheckedControl } from '../../../entities/author/editor-marks/checked-control'
import { GroupHead } from './group-head'
import { ByKeyNote, FIELDS, FieldValue, GroupDiffs, useFieldLabels, type Diff } from './record-fields'
import type { PageProps } from './record-table'

/**
 * A page of a list as cards (narrow screens, as the main list below its card width): each record
 * a card of labelled fields, each group a section headed by its heading, what differs and the
 * decision. Nothing scrolls sideways: long values wrap.
 */
export function ListCards(props: PageProps) {
  const { label, shown, grouped, authors, m } = props
  const fields = useFieldLabels()
  // The page's first record is its one Tab stop; j and k move from there.
  const firstRecord = shown[0]?.members[0]
  const card = (index: number, diff: Diff | undefined) => {
    const author = authors[index]!
    const focusable = index === firstRecord
    return (
      <li key={index} className="review-card" data-record={index} tabIndex={focusable ? 0 : -1}>
        {index >= props.byKeyFrom && <ByKeyNote m={m} />}
        <dl>
          {FIELDS.map((field) => (
            <div key={field}>
              <dt>{fields[field]}</dt>
              <dd>
                <FieldValue author={author} field={field} diff={diff} draft={props.draft} m={m} />
              </dd>
            </div>
          ))}
        </dl>
        <div className="review-card-actions">
          <CheckedControl uid={author.uid} mark={props.checked.get(author.uid)} announce={props.announce} />
          <button type="button" onClick={(event) => props.onOpen(index, event.currentTarget)}>
            {m.openDetails}
          </button>
        </div>
      </li>
    )
  }
  if (!grouped)
    return (
      <ul className="review-cards" aria-label={label}>
        {shown.map((entry) => card(entry.members[0]!, undefined))}
      </ul>
    )
  return (
    <div className="review-card-groups">
      {shown.map((entry) => {
        const headingId = `review-group-${entry.number}`
        return (
          <section key={entry.number} className="review-group" aria-labelledby={headingId}>
            <GroupHead entry={entry} headingId={headingId} onDecide={(verdict) => props.onDecide(entry, verdict)} m={m} f={props.f} />
            <ul className="review-cards" aria-labelledby={headingId}>
              <GroupDiffs entry={entry} authors={authors} draft={props.draft}>
                {(diffs) => entry.members.map((index, at) => card(index, diffs?.[at]))}
              </GroupDiffs>
            </ul>
          </section>
        )
      })}
    </div>
  )
}
