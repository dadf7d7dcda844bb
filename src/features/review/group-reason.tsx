import type { Format } from '../../shared/i18n/format'
import { useFormat, useMessages } from '../../shared/i18n/language-provider'
import { en, ru } from './messages'
import { findingsCounts } from './findings-counts'
import { DUPLICATE_KINDS, type DuplicateGroup, type ReviewFindings } from './review-findings'

type Messages = typeof en

/** What differs in a near-miss group, in words ("one letter: ф for в in the last name"); undefined for a same-key group. */
export function reasonWords(group: DuplicateGroup, m: Messages, f: Format): string | undefined {
  const { reason } = group
  if (!reason) return undefined
  switch (reason.kind) {
    case 'swapped':
      return m.reasonSwapped
    case 'initials':
      return m.reasonInitials(reason.otherFullNames, f)
    case 'spelling':
      return reason.differences
        .map(({ field, edits }) => m.reasonSpelling(Math.max(1, edits.length), edits.map(m.edit), field, f))
        .filter((words, at, all) => all.indexOf(words) === at)
        .join('; ')
  }
}

/** A group's kind and what differs, for a near miss (a same-key group says what differs in its own line). */
export function GroupReason({ group }: { group: DuplicateGroup | undefined }) {
  const m = useMessages({ en, ru })
  const f = useFormat()
  const words = group && reasonWords(group, m, f)
  if (!group || words === undefined) return null
  return (
    <p className="review-reason">
      {m.kindOf(m.duplicateKinds[group.kind])} {m.differsIn([words], f)}
    </p>
  )
}

/** The summary's count of possible-duplicate groups (and their records) by kind, most certain first. */
export function DuplicateKinds({ findings }: { findings: ReviewFindings }) {
  const m = useMessages({ en, ru })
  const f = useFormat()
  if (findings.duplicates.length === 0) return null
  const { kinds } = findingsCounts(findings)
  return (
    <ul className="review-kinds" aria-label={m.kindsHeading}>
      {DUPLICATE_KINDS.map((kind) => (
        <li key={kind}>
          {m.duplicateKinds[kind]}: <span className="review-count">{m.groupsOf(kinds[kind].groups, kinds[kind].records, f)}</span>
        </li>
      ))}
    </ul>
  )
}
