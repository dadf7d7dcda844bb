// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { exportFileName } from '../../../../src/features/export/file-name'

const date = new Date(2026, 10, 22)
const nameFor = (lastName: string, firstName = '') => exportFileName({ lastName, firstName, scope: 'all', count: 3, format: 'csv', date })

/** Every code point from `from` to `to`, both included. */
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index))
const hex = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`

/**
 * What a download's name must never carry, written out here by code point (not by the regular
 * expression the app uses), class by class.
 */
const CLASSES: Record<string, string[]> = {
  'bidirectional controls': [...range(0x202a, 0x202e), ...range(0x2066, 0x2069), '\u200e', '\u200f', '\u061c'],
  'C0 controls and DEL': [...range(0x0000, 0x001f), '\u007f'],
  'C1 controls': range(0x0080, 0x009f),
  'zero-width and other format characters': [
    ...range(0x200b, 0x200d),
    ...range(0x2060, 0x2064),
    ...range(0x206a, 0x206f),
    '\u00ad',
    '\u180e',
    '\ufeff',
    ...range(0xfff9, 0xfffb),
    ...range(0xe0001, 0xe0001),
    ...range(0xe0020, 0xe007f),
  ],
  'characters that show nothing': [
    '\u034f',
    '\u115f',
    '\u1160',
    '\u17b4',
    '\u17b5',
    ...range(0x180b, 0x180d),
    '\u3164',
    '\uffa0',
    ...range(0xfe00, 0xfe0f),
    ...range(0xe0100, 0xe01ef),
  ],
  'path separators and their look-alikes': ['/', '\\', '\u2044', '\u2215', '\u29f8', '\u29f9', '\uff0f', '\uff3c'],
}

describe('a download’s name', () => {
  for (const [name, chars] of Object.entries(CLASSES)) {
    it(`carries none of the ${name} (${chars.length} code points), whatever the search`, () => {
      const survived: string[] = []
      for (const char of chars) {
        const fileName = nameFor(`x${char}gpj.exe`, `Ан${char}на`)
        if (fileName.includes(char) || !fileName.startsWith('non-active-authors_last-name-xgpj.exe_first-name-Анна_all_3-authors_'))
          survived.push(hex(char))
      }
      expect(survived).toEqual([])
    })
  }

  it('cannot be made to show another extension by a right-to-left override', () => {
    const fileName = nameFor('x\u202Egpj.exe')
    expect(fileName).toBe('non-active-authors_last-name-xgpj.exe_all_3-authors_2026-11-22.csv')
    expect(fileName.endsWith('.csv')).toBe(true)
  })

  it('cannot be a path, nor hide a part of itself in a run of invisible characters', () => {
    expect(nameFor('../../etc/passwd')).toBe('non-active-authors_last-name-etcpasswd_all_3-authors_2026-11-22.csv')
    expect(nameFor('..\\..\\Windows')).toBe('non-active-authors_last-name-Windows_all_3-authors_2026-11-22.csv')
    expect(nameFor('Ива\u200b\u200b\u2066\u2069\u00adнов')).toBe('non-active-authors_last-name-Иванов_all_3-authors_2026-11-22.csv')
  })

  it('keeps names in any script as typed, accents, apostrophes and hyphens included', () => {
    for (const name of ['Иванов', 'Łukasz', 'Zoë', 'O’Brien', 'Сент-Экзюпери', '李', 'Μαρία', 'שרה', 'محمد']) {
      expect(nameFor(name)).toBe(`non-active-authors_last-name-${name}_all_3-authors_2026-11-22.csv`)
    }
  })
})
