import type { Author } from '../../shared/api/contract'
import { cyrillicLookAlikes, transliterate } from '../../shared/lib/name-scripts'

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

/**
 * One field's text after each step: `texts[j]` is the value after the first j steps (`texts[0]`
 * as received), and `changed` has bit j set when step j changed it.
 */
interface Trace {
  texts: string[]
  changed: number
}

function trace(value: string): Trace {
  const texts = [value]
  let changed = 0
  STEPS.forEach(([, step], at) => {
    const next = step(texts[at]!)
    if (next !== texts[at]) changed |= 1 << at
    texts.push(next)
  })
  return { texts, changed }
}

/** A field's text with every step but `skipped` (the steps after it run on the text before it). */
function withoutStep({ texts, changed }: Trace, skipped: number): string {
  // A step that changed nothing where it ran changes nothing when left out.
  if ((changed & (1 << skipped)) === 0) return texts[STEPS.length]!
  let text = texts[skipped]!
  for (let at = skipped + 1; at < STEPS.length; at++) text = STEPS[at]![1](text)
  return text
}

const NULL_TEXT = '\u0001null'

/**
 * Which kinds of difference separate spellings that share a key, in DIFFERENCE_KINDS order. A
 * kind is named when its step, run after the ones before it, brings spellings together ("Ивaнов"
 * with a Latin a meets "Иванов" at the look-alike step), or when the key without that step would
 * keep them apart ("IVANOV" and "Иванов" differ in case as well as in script).
 *
 * Each field is put through the steps once (its text after each step kept), so the spellings'
 * partial keys are read, not worked out again for every set of steps: a million records hold
 * tens of thousands of groups.
 */
export function differenceKinds(names: readonly Names[]): DifferenceKind[] {
  if (names.length < 2) return []
  const found = new Set<DifferenceKind>()
  const traces = names.map(
    (name) => [trace(name.last_name), trace(name.first_name), name.parent_name === null ? null : trace(name.parent_name)] as const,
  )
  /** The spellings' distinct partial keys, each field read by `text` (null: a null patronymic). */
  const distinct = (text: (field: Trace) => string, blankPatronymic: boolean) =>
    new Set(
      traces.map(([last, first, parent]) =>
        [text(last), text(first), parent === null ? (blankPatronymic ? '' : NULL_TEXT) : text(parent)].join('\u0000'),
      ),
    ).size
  // The steps in order: the blank patronymic first, then STEPS one by one.
  let before = distinct((field) => field.texts[0]!, false)
  for (let steps = 0; steps <= STEPS.length; steps++) {
    const after = distinct((field) => field.texts[steps]!, true)
    if (after < before) found.add(DIFFERENCE_KINDS[steps]!)
    before = after
  }
  // The key without one step at a time.
  if (!found.has('blank-patronymic') && distinct((field) => field.texts[STEPS.length]!, false) > 1) found.add('blank-patronymic')
  STEPS.forEach(([kind], at) => {
    if (!found.has(kind) && distinct((field) => withoutStep(field, at), true) > 1) found.add(kind)
  })
  return DIFFERENCE_KINDS.filter((kind) => found.has(kind))
}
