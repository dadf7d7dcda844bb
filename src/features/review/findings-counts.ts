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
 * The counts tallied as the groups are made (the worker's batches, as each arrives), so the
 * summary's render counts nothing: at a million records a pass over the groups at the summary's
 * first render was 12–20 ms of that render's task.
 */
export class CountsTally {
  #twinRecords = 0
  #duplicateRecords = 0
  readonly #kinds = Object.fromEntries(DUPLICATE_KINDS.map((kind) => [kind, { groups: 0, records: 0 }])) as FindingsCounts['kinds']

  twinGroup(size: number): void {
    this.#twinRecords += size
  }

  duplicateGroup(kind: DuplicateKind, size: number): void {
    const counts = this.#kinds[kind]
    counts.groups += 1
    counts.records += size
    this.#duplicateRecords += size
  }

  /** Keeps the tally as `findings`' counts (what findingsCounts then answers). */
  keepFor(findings: ReviewFindings): void {
    counted.set(findings, { twinRecords: this.#twinRecords, duplicateRecords: this.#duplicateRecords, kinds: this.#kinds })
  }
}

/**
 * The summary's counts, worked out once a review (one pass over the groups), not at every render
 * of the summary: a million records hold a quarter of a million twin groups and a hundred
 * thousand possible-duplicate groups, and the dialog renders again at each announcement.
 */
export function findingsCounts(findings: ReviewFindings): FindingsCounts {
  const counts = counted.get(findings)
  if (counts) return counts
  // Findings made otherwise (the main thread's grouping, where there is no worker): counted now.
  const tally = new CountsTally()
  for (const group of findings.twins) tally.twinGroup(group.length)
  for (const group of findings.duplicates) tally.duplicateGroup(group.kind, group.members.length)
  tally.keepFor(findings)
  return counted.get(findings)!
}
