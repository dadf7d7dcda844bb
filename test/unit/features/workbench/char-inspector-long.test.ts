// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ZERO_WIDTH } from '../../../../src/entities/author/flags'
import { charsToShow, dominantScript, inspectChars, type CharNote } from '../../../../src/features/workbench/char-inspector'

/** The inspector's rules read off one character at a time, as the issue states them: the list a long value's scan must give. */
function lookAtEach(value: string, script: 'latin' | 'cyrillic' | undefined): string[] {
  const chars = Array.from(value)
  const latinOf = (char: string) => /\p{Script=Latin}/u.test(char)
  const cyrillicOf = (char: string) => /\p{Script=Cyrillic}/u.test(char)
  const mixed = chars.some(latinOf) && chars.some(cyrillicOf)
  const ink = (char: string) => !/\s/u.test(char) && !ZERO_WIDTH.test(char)
  const first = chars.findIndex(ink)
  const last = chars.findLastIndex(ink)
  const note = (char: string, at: number): CharNote | undefined => {
    if (ZERO_WIDTH.test(char)) return 'invisible'
    if (/\s/u.test(char)) {
      if (first === -1 || at < first) return 'leading'
      if (at > last) return 'trailing'
      if (char !== ' ') return 'unusual'
      return /\s/u.test(chars[at - 1] ?? '') || /\s/u.test(chars[at + 1] ?? '') ? 'repeated' : undefined
    }
    if (/\p{Cc}|\p{Cf}/u.test(char)) return 'invisible'
    if (/\p{L}/u.test(char)) {
      if (!latinOf(char) && !cyrillicOf(char)) return 'other-script'
      if (!mixed) return undefined
      return script === undefined || (latinOf(char) ? 'latin' : 'cyrillic') !== script ? 'other-script' : undefined
    }
    if (/[0-9]/.test(char)) return undefined
    return /\p{P}/u.test(char) && char.charCodeAt(0) < 0x80 ? 'punctuation' : 'unusual'
  }
  return chars.flatMap((char, at) => {
    const found = note(char, at)
    return found === undefined ? [] : [`${at + 1} ${char.codePointAt(0)!.toString(16)} ${found}`]
  })
}

const listed = (value: string, script: 'latin' | 'cyrillic' | undefined) =>
  inspectChars(value, script).map((item) => `${item.position} ${item.codePoint.toString(16)} ${item.note}`)

// Every kind of character the inspector tells apart: letters of each script and of a third, digits
// of two kinds, spaces of three, invisible and control characters, combining marks, punctuation,
// symbols, astral characters (one position each) and a Latin letter outside the BMP.
const ALPHABET = [
  'a',
  'Z',
  'ª',
  'б',
  'Ё',
  'ο',
  '5',
  '٣',
  ' ',
  ' ',
  ' ',
  '\u00a0',
  '\t',
  '\u200b',
  '\ufeff',
  '\u0007',
  '\u0301',
  '.',
  ',',
  '№',
  'Ⅰ',
  '😀',
  '\u{1df00}',
]

/** A small seeded generator: the same strings every run. */
function strings(seed: number, count: number, length: number): string[] {
  let state = seed
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
  return Array.from({ length: count }, () =>
    Array.from({ length: Math.floor(next() * length) }, () => ALPHABET[Math.floor(next() * ALPHABET.length)]).join(''),
  )
}

describe('the character inspector over any value', () => {
  it.each(['latin', 'cyrillic', undefined] as const)('lists what a look at every character lists (the record written in %s)', (script) => {
    for (const value of strings(script === undefined ? 7 : script.length, 400, 24))
      expect(listed(value, script), JSON.stringify(value)).toEqual(lookAtEach(value, script))
  })

  it('counts every character once in the main script, astral ones too', () => {
    expect(dominantScript(['\u{1df00}\u{1df00}\u{1df00}', 'Абв'])).toBeUndefined()
    expect(dominantScript(['Ab', 'Аб', 'ª'])).toBe('latin')
    expect(dominantScript([null, '12 ,.'])).toBeUndefined()
  })
})

describe('the character inspector over a long value', () => {
  afterEach(() => vi.restoreAllMocks())

  it('finds the few characters worth a look without testing every character (a 40,000-character name)', () => {
    const name = `${'Aa'.repeat(10_000)} ${'Bb'.repeat(5_000)}.${'Cc'.repeat(5_000)}\u00a0`
    const tests = vi.spyOn(RegExp.prototype, 'test')
    const chars = charsToShow('first_name', name, dominantScript(['Long', name, null, 'Long A.']))
    expect(chars.map((item) => `${item.position} ${item.note}`)).toEqual(['40003 trailing', '30002 punctuation'])
    // Each character found is tested a few times; the 40,000 plain letters are not tested one by one.
    expect(tests.mock.calls.length).toBeLessThan(40)
  })

  it('finds a stray letter of the other script deep in a long mixed value, at its place', () => {
    const name = `${'Иван'.repeat(10_000)}I${'ов'.repeat(100)}`
    expect(listed(name, 'cyrillic')).toEqual([`40001 49 other-script`])
  })
})
