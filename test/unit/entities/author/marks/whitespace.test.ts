// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { glyphsFor, hasHiddenWhitespace, markKinds, splitMarks } from '../../../../../src/entities/author/marks/whitespace'

const text = (value: string) => ({ text: value, whitespace: false })
const marked = (value: string) => ({ text: value, whitespace: true })

describe('splitMarks', () => {
  it('cuts a value into text and marked runs that join back into the value, with no empty parts', () => {
    expect(splitMarks(' Иванов')).toEqual([marked(' '), text('Иванов')])
    expect(splitMarks('Иванов ')).toEqual([text('Иванов'), marked(' ')])
    expect(splitMarks('Иванов  И.')).toEqual([text('Иванов'), marked('  '), text('И.')])
    expect(splitMarks('\tИван\u00a0Петров  ')).toEqual([marked('\t'), text('Иван'), marked('\u00a0'), text('Петров'), marked('  ')])
    expect(splitMarks('Иван Петров')).toEqual([text('Иван Петров')])
    expect(splitMarks('')).toEqual([])
    expect(splitMarks('   ')).toEqual([marked('   ')])
  })
})

describe('hasHiddenWhitespace', () => {
  const values = [
    'Иванов',
    'Иван Петров',
    'Ivanov I. I.',
    ' Иванов',
    'Иванов ',
    'Иванов  И.',
    'Иван\tПетров',
    'Иван\u00a0Петров',
    'Иван\nПетров',
    '\u2003Иван',
    'Иван\u3000Петров',
    ' ',
    '   ',
    'a',
    'a b c',
    'a\u00a0',
    'И. И.',
  ]

  it('says whether a value has whitespace to mark, as splitMarks would cut it, for every kind', () => {
    for (const value of values) {
      expect(hasHiddenWhitespace(value), JSON.stringify(value)).toBe(splitMarks(value).some((part) => part.whitespace))
    }
    expect(values.filter(hasHiddenWhitespace)).toHaveLength(11)
  })

  it('gives the same answer when asked again and again (no search position carried over)', () => {
    for (let round = 0; round < 3; round++) {
      expect(hasHiddenWhitespace('Иванов ')).toBe(true)
      expect(hasHiddenWhitespace('Иванов  И.')).toBe(true)
      expect(hasHiddenWhitespace('Иван Петров')).toBe(false)
    }
  })
})

describe('glyphs', () => {
  it('draws one glyph a character: a dot for a space, an arrow for a tab, a ring for a no-break space, a sign for the rest', () => {
    expect(glyphsFor(' \t\u00a0\u3000  ')).toBe('·→°¤··')
    expect(glyphsFor('')).toBe('')
  })
})

describe('markKinds', () => {
  it('names null and the empty string apart from whitespace', () => {
    expect(markKinds(null)).toEqual(['null'])
    expect(markKinds('')).toEqual(['empty'])
    expect(markKinds('Иванов')).toEqual([])
  })

  it('names each kind of marked whitespace once, counting other whitespace as a space, and not a single inner space', () => {
    expect(markKinds('Иван Петров')).toEqual([])
    expect(markKinds(' Иван\tПетров\t')).toEqual(['space', 'tab'])
    expect(markKinds('Иван\u00a0Петров\u3000')).toEqual(['nbsp', 'space'])
  })
})

describe('markKinds: letters of the other script', () => {
  it('are not a legend kind: the letter is named where it sits, and explained by the workbench', () => {
    expect(markKinds('Орлов A.')).toEqual([])
    expect(markKinds(' Ivan\u043ev')).toEqual(['space'])
  })
})
