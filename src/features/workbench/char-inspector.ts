import { UNICODE_NAME_RANGES } from './unicode-names'
import { ZERO_WIDTH } from '../../entities/author/flags'

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
    for (const char of value ?? '') {
      if (LATIN.test(char)) latin++
      else if (CYRILLIC.test(char)) cyrillic++
    }
  }
  if (latin === cyrillic) return undefined
  return latin > cyrillic ? 'latin' : 'cyrillic'
}

/**
 * Every character of a value that is not a plain letter, digit or single inner space: spaces at
 * the edges or doubled, whitespace other than U+0020, invisible characters, punctuation,
 * combining marks, and letters of another script than the record's in a field that mixes
 * Latin and Cyrillic ("Петров I.И." lists the Latin I).
 */
export function inspectChars(value: string, script: 'latin' | 'cyrillic' | undefined): InspectedChar[] {
  const chars = Array.from(value)
  const mixed = LATIN.test(value) && CYRILLIC.test(value)
  const firstInk = chars.findIndex((char) => !/\s/u.test(char) && !ZERO_WIDTH.test(char))
  const lastInk = chars.findLastIndex((char) => !/\s/u.test(char) && !ZERO_WIDTH.test(char))
  const found: InspectedChar[] = []
  chars.forEach((char, index) => {
    const note = noteFor(char, index)
    if (note === undefined) return
    const codePoint = char.codePointAt(0)!
    found.push({ position: index + 1, char, codePoint, name: unicodeName(codePoint), note })
  })
  return found

  function noteFor(char: string, index: number): CharNote | undefined {
    if (ZERO_WIDTH.test(char)) return 'invisible'
    if (/\s/u.test(char)) {
      if (firstInk === -1 || index < firstInk) return 'leading'
      if (index > lastInk) return 'trailing'
      if (char !== ' ') return 'unusual'
      if (/\s/u.test(chars[index - 1] ?? '') || /\s/u.test(chars[index + 1] ?? '')) return 'repeated'
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
