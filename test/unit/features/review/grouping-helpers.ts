import { FLAG_KINDS, type FlagKind } from '../../../../src/entities/author/flags'
import { ColumnSource, sourceMessages } from '../../../../src/features/review/grouping/protocol'
import { recordsSource, type CompactFindings, type ReviewFindings } from '../../../../src/features/review/review-findings'
import type { ReviewRecords } from '../../../../src/features/review/review-records'

/** The columns a worker keeps of the records it is sent (what its `start`, `strings` and `records` messages make). */
export function columnsOf(records: ReviewRecords): ColumnSource {
  const columns = new ColumnSource(records.length)
  for (const { message } of sourceMessages(recordsSource(records))) {
    if (message.type === 'strings') columns.addStrings(message.strings)
    if (message.type === 'records') columns.addRecords(message)
  }
  return columns
}

/** Findings in the lists' form (an array a group) put in the worker's (flat arrays), for a test to send as a worker would. */
export function compactFindings(findings: ReviewFindings): CompactFindings {
  const flat = (groups: ReadonlyArray<readonly number[]>) => {
    const start = new Int32Array(groups.length + 1)
    groups.forEach((group, at) => (start[at + 1] = start[at]! + group.length))
    return { start, members: Int32Array.from(groups.flat()) }
  }
  return {
    records: findings.records,
    twins: flat(findings.twins),
    duplicates: findings.duplicates.map(({ members, ...head }) => ({ ...head, size: members.length })),
    duplicateMembers: flat(findings.duplicates.map((group) => group.members)),
    flags: Object.fromEntries(FLAG_KINDS.map((kind) => [kind, Int32Array.from(findings.flags[kind])])) as Record<FlagKind, Int32Array>,
  }
}
