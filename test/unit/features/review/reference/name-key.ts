/**
 * The review's rules as they were before the columnar rewrite (issue 33 §3), kept as the oracle
 * that test/unit/features/review/findings-equal.test.ts compares the new path with. Not used by the app.
 */
import type { Author } from '../../../../../src/shared/api/contract'
import { cyrillicLookAlikes, transliterate } from '../../../../../src/shared/lib/name-scripts'

/**
 * The review's rules for possible duplicates: the name key of a record, and which kinds of
 * difference separate records that share one. Pure; docs/review.md says the same in words.
 *
 * The key of a record is its (last_name, first_name, parent_name), each put through these steps
 * in this order. A null patronymic counts as an empty one.
 */

/** A kind of difference between spellings that share a key, one per step of the key. */
export type DifferenceKind =
  'blank-patronymic' | 'unicode-form' | 'zero-width' | 'whitespace' | 'periods' | 'script' | 'case' | 'yo' | 'transliteration'

/** The kinds in the order their steps run. */
export const DIFFERENCE_KINDS: readonly DifferenceKind[] = [
  'blank-patronymic',
  'unicode-form',
  'zero-width',
  'whitespace',
  'periods',
  'script',
  'case',
  'yo',
  'transliteration',
]

/** U+200B–U+200D, U+2060, U+FEFF: the zero-width characters the key drops. */
const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff]/gu

/** The key's script and transliteration steps live in shared/lib/name-scripts.ts (the demo API's pseudonymizer keeps pairs by them too). */
export { cyrillicLookAlikes, transliterate }

/** Each step of the key, named by the difference it removes (blank-patronymic works on the record). */
const STEPS: ReadonlyArray<readonly [DifferenceKind, (text: string) => string]> = [
  ['unicode-form', (text) => text.normalize('NFKC')],
  ['zero-width', (text) => text.replace(ZERO_WIDTH, '')],
  ['whitespace', (text) => text.replace(/\s+/gu, ' ').trim()],
  ['periods', (text) => text.replace(/\./g, '')],
  ['script', cyrillicLookAlikes],
  ['case', (text) => text.toLowerCase()],
  ['yo', (text) => text.replace(/ё/g, 'е')],
  ['transliteration', transliterate],
]

type Names = Pick<Author, 'last_name' | 'first_name' | 'parent_name'>

/** One field's key: every step, in order. */
export function fieldKey(value: string | null): string {
  if (value === null || value === '') return ''
  let text = value
  for (const [, step] of STEPS) text = step(text)
  return text
}

/** The name key of a record: records that share it are the same name written differently (or twins). */
export function duplicateKey(author: Names): string {
  return `${fieldKey(author.last_name)}\u0000${fieldKey(author.first_name)}\u0000${fieldKey(author.parent_name)}`
}

/** The three names after the steps in `kept` only (blank-patronymic included or not), as one string. */
function partialKey(author: Names, kept: ReadonlySet<DifferenceKind>): string {
  const parent = author.parent_name === null && kept.has('blank-patronymic') ? '' : author.parent_name
  const fields = [author.last_name, author.first_name, parent].map((value) => {
    if (value === null) return '\u0001null'
    let text = value
    for (const [kind, step] of STEPS) if (kept.has(kind)) text = step(text)
    return text
  })
  return fields.join('\u0000')
}

const distinct = (names: readonly Names[], kept: ReadonlySet<DifferenceKind>) => new Set(names.map((name) => partialKey(name, kept))).size

/**
 * Which kinds of difference separate spellings that share a key, in DIFFERENCE_KINDS order. A
 * kind is named when its step, run after the ones before it, brings spellings together ("Ивaнов"
 * with a Latin a meets "Иванов" at the look-alike step), or when the key without that step would
 * keep them apart ("IVANOV" and "Иванов" differ in case as well as in script).
 */
export function differenceKinds(names: readonly Names[]): DifferenceKind[] {
  const found = new Set<DifferenceKind>()
  if (names.length < 2) return []
  const kept = new Set<DifferenceKind>()
  let before = distinct(names, kept)
  for (const kind of DIFFERENCE_KINDS) {
    kept.add(kind)
    const after = distinct(names, kept)
    if (after < before) found.add(kind)
    before = after
  }
  for (const kind of DIFFERENCE_KINDS) {
    const without = new Set(DIFFERENCE_KINDS.filter((other) => other !== kind))
    if (distinct(names, without) > 1) found.add(kind)
  }
  return DIFFERENCE_KINDS.filter((kind) => found.has(kind))
}
