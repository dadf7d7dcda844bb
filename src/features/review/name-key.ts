import type { Author } from '../../shared/api/contract'

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
/** A word: a run of letters (and their combining marks); spaces, hyphens, apostrophes and periods end it. */
const WORD = /[\p{L}\p{M}]+/gu
const CYRILLIC = /\p{Script=Cyrillic}/u

/** Latin letters that look like Cyrillic ones, and those Cyrillic letters. */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  a: 'а',
  c: 'с',
  e: 'е',
  o: 'о',
  p: 'р',
  x: 'х',
  y: 'у',
  A: 'А',
  B: 'В',
  C: 'С',
  E: 'Е',
  H: 'Н',
  K: 'К',
  M: 'М',
  O: 'О',
  P: 'Р',
  T: 'Т',
  X: 'Х',
  Y: 'У',
  i: 'і',
  j: 'ј',
}
const LOOK_ALIKE = /[aceopxyABCEHKMOPTXYij]/g

/** ICAO 9303 transliteration of the (lower-case) Cyrillic letters; ь is dropped. */
const ICAO: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: 'ie',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
  і: 'i',
  ј: 'j',
}
/** Upper-case letters too, capitalised ("Щ" is "Shch"): the key never meets them (it lower-cases first), differenceKinds does. */
const ICAO_ANY: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(ICAO).flatMap(([letter, latin]) => [
    [letter, latin],
    [letter.toUpperCase(), latin.charAt(0).toUpperCase() + latin.slice(1)],
  ]),
)
const TRANSLITERATED = /[а-яіјА-ЯІЈ]/g

/** Inside a word with Cyrillic letters, Latin look-alikes become the Cyrillic letters they imitate. */
export function cyrillicLookAlikes(text: string): string {
  return text.replace(WORD, (word) => (CYRILLIC.test(word) ? word.replace(LOOK_ALIKE, (letter) => LOOK_ALIKES[letter]!) : word))
}

export function transliterate(text: string): string {
  return text.replace(TRANSLITERATED, (letter) => ICAO_ANY[letter]!)
}

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
