import { DUPLICATE_KINDS, type DuplicateKind, type ReviewFindings } from './review-findings'

export interface FindingsCounts {
  /** Records in twin groups. */
  twinRecords: number
  /** Records in possible-duplicate groups (a record in groups of two kinds counts in each). */
  duplicateRecords: number
  /** Possible-duplicate groups and their records, by kind. */
  kinds: Record<DuplicateKind, { groups: number; records: number }>
}

const counted = new WeakMap<ReviewFindings, FindingsCounts>()

/**
 * The summary's counts, worked out once a review (one pass over the groups), not at every render
 * of the summary: a million records hold a quarter of a million twin groups and a hundred
 * thousand possible-duplicate groups, and the dialog renders again at each announcement.
 */
export function findingsCounts(findings: ReviewFindings): FindingsCounts {
  let counts = counted.get(findings)
  if (counts) return counts
  let twinRecords = 0
  for (const group of findings.twins) twinRecords += group.length
  const kinds = Object.fromEntries(DUPLICATE_KINDS.map((kind) => [kind, { groups: 0, records: 0 }])) as FindingsCounts['kinds']
  let duplicateRecords = 0
  for (const group of findings.duplicates) {
    const kind = kinds[group.kind]
    kind.groups += 1
    kind.records += group.members.length
    duplicateRecords += group.members.length
  }
  counts = { twinRecords, duplicateRecords, kinds }
  counted.set(findings, counts)
  return counts
}
