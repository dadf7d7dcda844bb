import type { Author } from '../src/shared/api/contract'
import { findInRecords } from '../src/features/review/review-findings'

/**
 * What a pseudonymized recording keeps and gives away, measured against the original: the
 * review's own counts (its grouping functions and the entities' flags, run unchanged), the name
 * words and uids left, and how well first letters predict each other. Used on the Django
 * fixture's recording (test/contract) and on the same dataset without Django (test/unit).
 */

export interface ReviewCounts {
  twinGroups: number
  twinRecords: number
  /** Possible-duplicate groups of one name written differently (same key). */
  duplicateGroups: number
  /** Possible-duplicate groups naming each kind of difference. */
  differences: Record<string, number>
  /** Records with each data-quality flag. */
  flags: Record<string, number>
}

export async function reviewCounts(authors: readonly Author[]): Promise<ReviewCounts> {
  const findings = await findInRecords(authors, { pause: () => Promise.resolve() })
  const differences: Record<string, number> = {}
  // The same-key groups: one name written differently. The near misses (a slip, initials, swapped
  // names) between different names are not kept: new names are drawn whole, unrelated to each
  // other (docs/qa-live.md, "What still needs care").
  const sameKey = findings.duplicates.filter((group) => group.kind === 'same-key')
  for (const group of sameKey) for (const kind of group.differences) differences[kind] = (differences[kind] ?? 0) + 1
  return {
    twinGroups: findings.twins.length,
    twinRecords: findings.twins.flat().length,
    duplicateGroups: sameKey.length,
    differences,
    flags: Object.fromEntries(Object.entries(findings.flags).map(([kind, records]) => [kind, records.length])),
  }
}

/** Markup the pseudonymizer keeps by design (docs/qa-live.md): tags and character references. */
const MARKUP = /<[^<>]*>|&#?[a-z0-9]+;/giu

/** Every name word of two or more letters, lower-cased, outside markup. */
export function nameWords(authors: readonly Author[]): Set<string> {
  const words = new Set<string>()
  for (const author of authors) {
    for (const value of [author.first_name, author.last_name, author.parent_name ?? '', author.public_name]) {
      const text = value.replace(/[\u200b-\u200f\u2060\ufeff\u00ad]/gu, '').replace(MARKUP, ' ')
      for (const word of text.match(/[\p{L}\p{M}]{2,}/gu) ?? []) words.add(word.normalize('NFC').toLowerCase())
    }
  }
  return words
}

/**
 * How much of one side's first letters the other side's tells, at best: for each letter, the
 * guess of its most frequent partner, over every pair. 1 when one is a function of the other.
 */
export function firstLetterGuessRate(pairs: readonly (readonly [string, string])[]): number {
  const partners = new Map<string, Map<string, number>>()
  for (const [from, to] of pairs) {
    const counts = partners.get(from) ?? new Map<string, number>()
    counts.set(to, (counts.get(to) ?? 0) + 1)
    partners.set(from, counts)
  }
  let guessed = 0
  for (const counts of partners.values()) guessed += Math.max(...counts.values())
  return guessed / pairs.length
}

/** The first letter of each first and last name of two letters or more, original and new, record by record. */
export function firstLetterPairs(original: readonly Author[], renamed: readonly Author[]): [string, string][] {
  const pairs: [string, string][] = []
  for (const [index, author] of original.entries()) {
    for (const field of ['first_name', 'last_name'] as const) {
      const before = /[\p{L}\p{M}]+/u.exec(author[field].normalize('NFC'))?.[0] ?? ''
      const after = /[\p{L}\p{M}]+/u.exec(renamed[index]![field].normalize('NFC'))?.[0] ?? ''
      if ([...before].length > 1) pairs.push([[...before][0]!, [...after][0] ?? ''])
    }
  }
  return pairs
}
