import { UNICODE_NAME_RANGES } from './unicode-names'
import { ZERO_WIDTH } from '../../entities/author/flags'
import { codePointCount } from '../../entities/author/char-diff'

/** "U+00A0" */
export function codePointLabel(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`
}

let table: Map<number, string> | undefined

/** The character's Unicode name, or undefined when it is outside the app's table. */
export function unicodeName(codePoint: number): string | undefined {
  if (!table) {
    table = new Map()
    for (const [start, names] of UNICODE_NAME_RANGES) {
      names.split('|').forEach((name, offset) => {
        if (name) table!.set(start + offset, name)
      })
    }
  }
  return table.get(codePoint)
}

export type CharNote = 'leading' | 'trailing' | 'repeated' | 'other-script' | 'invisible' | 'punctuation' | 'unusual'

export interface InspectedChar {
  /** Position in the value, counted in characters from 1. */
  position: number
  char: string
  codePoint: number
  /** Unicode name; undefined when the character is outside the shipped table. */
  name: string | undefined
  note: CharNote
}

const LATIN = /\p{Script=Latin}/u
const CYRILLIC = /\p{Script=Cyrillic}/u

/** The script most of the record's letters are written in, to tell which letters are the strays. */
export function dominantScript(values: ReadonlyArray<string | null>): 'latin' | 'cyrillic' | undefined {
  let latin = 0
  let cyrillic = 0
  for (const value of values) {
    latin += countOf(value ?? '', LATIN_RUNS)
    cyrillic += countOf(value ?? '', CYRILLIC_RUNS)
  }
  if (latin === cyrillic) return undefined
  return latin > cyrillic ? 'latin' : 'cyrillic'
}

const LATIN_RUNS = /\p{Script=Latin}+/gu
const CYRILLIC_RUNS = /\p{Script=Cyrillic}+/gu

/** How many characters of a value a pattern of runs matches: the engine's own search, not a test a character (a 40,000-character name). */
function countOf(value: string, runs: RegExp): number {
  let count = 0
  for (const run of value.matchAll(runs)) count += codePointCount(run[0])
  return count
}

/**
 * Every character of a value that is not a plain letter, digit or single inner space: spaces at
 * the edges or doubled, whitespace other than U+0020, invisible characters, punctuation,
 * combining marks, and letters of another script than the record's in a field that mixes
 * Latin and Cyrillic ("Петров I.И." lists the Latin I).
 */
export function inspectChars(value: string, script: 'latin' | 'cyrillic' | undefined): InspectedChar[] {
  const mixed = LATIN.test(value) && CYRILLIC.test(value)
  // Where the ink starts and ends, in code units (whitespace and invisible characters are never astral).
  let firstInk = 0
  while (firstInk < value.length && blank(value[firstInk]!)) firstInk++
  let lastInk = value.length - 1
  while (lastInk >= 0 && blank(value[lastInk]!)) lastInk--
  const found: InspectedChar[] = []
  // Only the characters that can be worth a look are visited (the engine's own search): a plain
  // letter of the value's script, or an ASCII digit, never is, and a long name is mostly those.
  const candidates = CANDIDATES[mixed ? (script ?? 'none') : 'unmixed']
  const astral = /[\ud800-\udfff]/.test(value)
  let position = 0
  let counted = 0
  for (const match of value.matchAll(candidates)) {
    const at = match.index
    position += astral ? codePointCount(value.slice(counted, at)) : at - counted
    counted = at
    const char = match[0]
    const note = noteFor(char, at)
    if (note === undefined) continue
    const codePoint = char.codePointAt(0)!
    found.push({ position: position + 1, char, codePoint, name: unicodeName(codePoint), note })
  }
  return found

  /** The note of the character at code unit `at`. */
  function noteFor(char: string, at: number): CharNote | undefined {
    if (ZERO_WIDTH.test(char)) return 'invisible'
    if (/\s/u.test(char)) {
      if (firstInk >= value.length || at < firstInk) return 'leading'
      if (at > lastInk) return 'trailing'
      if (char !== ' ') return 'unusual'
      if (/\s/u.test(value[at - 1] ?? '') || /\s/u.test(value[at + 1] ?? '')) return 'repeated'
      return undefined
    }
    if (/\p{Cc}|\p{Cf}/u.test(char)) return 'invisible'
    if (/\p{L}/u.test(char)) {
      const latin = LATIN.test(char)
      const cyrillic = CYRILLIC.test(char)
      if (!latin && !cyrillic) return 'other-script'
      if (mixed && script !== undefined && (latin ? 'latin' : 'cyrillic') !== script) return 'other-script'
      if (mixed && script === undefined) return 'other-script'
      return undefined
    }
    if (/\p{Nd}/u.test(char) && /[0-9]/.test(char)) return undefined
    if (/\p{P}/u.test(char) && char.charCodeAt(0) < 0x80) return 'punctuation'
    return 'unusual'
  }
}

/** Whitespace or an invisible character: not ink. */
const blank = (char: string) => /\s/u.test(char) || ZERO_WIDTH.test(char)

/**
 * The characters that can get a note, by how the value is written: anything but a letter of
 * Latin or Cyrillic or an ASCII digit; in a value that mixes the two, the letters of the other
 * script than the record's too, or every letter when the record has no main script. What is
 * left out never gets a note, so the list is the same as a look at every character.
 */
const CANDIDATES = {
  unmixed: /[^0-9\p{Script=Latin}\p{Script=Cyrillic}]|[^\p{L}0-9]/gu,
  latin: /[^0-9\p{Script=Latin}]|[^\p{L}0-9]/gu,
  cyrillic: /[^0-9\p{Script=Cyrillic}]|[^\p{L}0-9]/gu,
  none: /[^0-9]/gu,
}

/** Which notes come first: what cannot be seen or is not what it looks like, then stray spaces, then punctuation. */
const NOTE_ORDER: readonly CharNote[] = ['other-script', 'invisible', 'unusual', 'leading', 'trailing', 'repeated', 'punctuation']

/**
 * The characters of a field worth a look, the ones that matter first (letters of another script,
 * invisible characters, unusual spaces), each group in the order it appears. A UID's hyphens are
 * its format, not something to look at, so they are left out: they no longer push a name's
 * stray letter below the fold.
 */
export function charsToShow(field: string, value: string, script: 'latin' | 'cyrillic' | undefined): InspectedChar[] {
  const chars = inspectChars(value, field === 'uid' ? undefined : script)
  return chars
    .filter((item) => !(field === 'uid' && item.char === '-'))
    .sort((a, b) => NOTE_ORDER.indexOf(a.note) - NOTE_ORDER.indexOf(b.note) || a.position - b.position)
}
