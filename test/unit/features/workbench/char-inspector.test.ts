// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { codePointLabel, dominantScript, inspectChars, unicodeName } from '../../../../src/features/workbench/char-inspector'

const listed = (value: string, script: 'latin' | 'cyrillic' | undefined = 'cyrillic') =>
  inspectChars(value, script).map((item) => `${item.position} ${codePointLabel(item.codePoint)} ${item.name} (${item.note})`)

describe('character inspector', () => {
  it('names characters from the shipped table', () => {
    expect(unicodeName(0xa0)).toBe('NO-BREAK SPACE')
    expect(unicodeName(0x49)).toBe('LATIN CAPITAL LETTER I')
    expect(unicodeName(0x418)).toBe('CYRILLIC CAPITAL LETTER I')
    expect(unicodeName(0x200b)).toBe('ZERO WIDTH SPACE')
    expect(unicodeName(0x9)).toBe('CHARACTER TABULATION')
    expect(unicodeName(0xfeff)).toBe('ZERO WIDTH NO-BREAK SPACE')
    expect(unicodeName(0x2116)).toBe('NUMERO SIGN')
    expect(unicodeName(0x1f600)).toBeUndefined()
    expect(codePointLabel(0x1f600)).toBe('U+1F600')
  })

  it('names a character from every block of the shipped table, and nothing for an unassigned code point', () => {
    expect(
      [0x128, 0x310, 0x3b8, 0x498, 0x1e80, 0x2038, 0x20b0, 0x2128, 0x2212, 0x2413, 0x3000, 0xfe08, 0xfeff, 0xfffb].map(unicodeName),
    ).toEqual([
      'LATIN CAPITAL LETTER I WITH TILDE',
      'COMBINING CANDRABINDU',
      'GREEK SMALL LETTER THETA',
      'CYRILLIC CAPITAL LETTER ZE WITH DESCENDER',
      'LATIN CAPITAL LETTER W WITH GRAVE',
      'CARET',
      'GERMAN PENNY SIGN',
      'BLACK-LETTER CAPITAL Z',
      'MINUS SIGN',
      'SYMBOL FOR DEVICE CONTROL THREE',
      'IDEOGRAPHIC SPACE',
      'VARIATION SELECTOR-9',
      'ZERO WIDTH NO-BREAK SPACE',
      'INTERLINEAR ANNOTATION TERMINATOR',
    ])
    // U+2065 is unassigned: an empty slot in its block.
    expect(unicodeName(0x2065)).toBeUndefined()
  })

  it('lists a Latin letter inside a Cyrillic name, and punctuation, but not plain letters or one inner space', () => {
    expect(listed('Петров I.И.')).toEqual([
      '8 U+0049 LATIN CAPITAL LETTER I (other-script)',
      '9 U+002E FULL STOP (punctuation)',
      '11 U+002E FULL STOP (punctuation)',
    ])
    expect(listed('Петров')).toEqual([])
    expect(listed('Anne Marie', 'latin')).toEqual([])
  })

  it('lists whitespace at the edges, doubled, or other than a plain space, and invisible characters', () => {
    expect(listed('\u00a0Пет  ров\t')).toEqual([
      '1 U+00A0 NO-BREAK SPACE (leading)',
      '5 U+0020 SPACE (repeated)',
      '6 U+0020 SPACE (repeated)',
      '10 U+0009 CHARACTER TABULATION (trailing)',
    ])
    expect(listed('Пет\u200bров')).toEqual(['4 U+200B ZERO WIDTH SPACE (invisible)'])
    expect(listed('И\u202fС')).toEqual(['2 U+202F NARROW NO-BREAK SPACE (unusual)'])
    expect(listed(' ')).toEqual(['1 U+0020 SPACE (leading)'])
  })

  it('counts astral characters as one and leaves unknown names undefined', () => {
    expect(inspectChars('a😀b', 'latin')).toEqual([{ position: 2, char: '😀', codePoint: 0x1f600, name: undefined, note: 'unusual' }])
  })

  it('finds the script most of a record is written in', () => {
    expect(dominantScript(['Петров', 'I.', null])).toBe('cyrillic')
    expect(dominantScript(['Smith', 'Д'])).toBe('latin')
    expect(dominantScript(['', null])).toBeUndefined()
  })
})
