import type { Format } from '../../../shared/i18n/format'
import type { Verdict } from '../../../entities/author/editor-marks/marks'
import { DecisionButtons } from '../decisions/decision-buttons'
import { reasonWords } from '../group-reason'
import type { en } from '../messages'
import type { StatusedEntry } from './use-review-list'

/** A kind's words, or its name when the words do not know it (a kind the rules added later). */
export function kindWords(kind: string, m: typeof en): string {
  return m.kinds[kind] ?? kind
}

/** The words of what differs in a group: a near miss's reason ("one letter: ф for в in the last name"), else the rules' kinds of difference by their words. */
export function differsWords(entry: StatusedEntry, m: typeof en, f: Format): string[] {
  const reason = entry.duplicate && reasonWords(entry.duplicate, m, f)
  if (reason !== undefined) return [reason]
  return entry.differsIn.map((kind) => (m.differences as Record<string, string>)[kind] ?? kind)
}

/** A group's heading (its number, kind and size), what differs, and the editor's decision. */
export function GroupHead({
  entry,
  headingId,
  onDecide,
  m,
  f,
}: {
  entry: StatusedEntry
  headingId: string
  onDecide: (verdict: Verdict | undefined) => void
  m: typeof en
  f: Format
}) {
  const differs = differsWords(entry, m, f)
  return (
    <div className="review-group-head">
      <h4 id={headingId}>
        {m.groupTitle(m.group(entry.number, f), kindWords(entry.kind ?? '', m))}: {m.groupSize(entry.members.length, entry.spellings, f)}
      </h4>
      {differs.length > 0 && <p>{m.differsIn(differs, f)}</p>}
      <DecisionButtons status={entry.status} labelledBy={headingId} onDecide={onDecide} />
    </div>
  )
}
