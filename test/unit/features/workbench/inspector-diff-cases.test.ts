// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { differingChars } from '../../../../src/entities/author/char-diff'
import { dominantScript, inspectChars } from '../../../../src/features/workbench/char-inspector'

const listed = (value: string, script: 'latin' | 'cyrillic' | undefined) =>
  inspectChars(value, script).map((item) => `${item.position} ${item.note}`)

describe('the character inspector, each kind of character', () => {
  it('passes ASCII digits but lists other digits, combining marks and control or format characters', () => {
    expect(listed('Петров И. 5', 'cyrillic')).toEqual(['9 punctuation'])
    expect(listed('Петров ٣', 'cyrillic')).toEqual(['8 unusual'])
    expect(listed('Пе\u0301тров', 'cyrillic')).toEqual(['3 unusual'])
    expect(listed('Пет\u0007ров\u2066', 'cyrillic')).toEqual(['4 invisible', '8 invisible'])
    // U+FEFF is whitespace to JavaScript, but it is an invisible character, not a space.
    expect(listed('Ив\ufeffан', 'cyrillic')).toEqual(['3 invisible'])
  })

  it('lists letters of a third script, and every letter of a mixed value whose record has no main script', () => {
    expect(listed('Петрοв', 'cyrillic')).toEqual(['5 other-script'])
    expect(listed('Ab Аб', undefined)).toEqual(['1 other-script', '2 other-script', '4 other-script', '5 other-script'])
    // A value in one script is not mixed, whatever the record's main script.
    expect(listed('Anne', 'cyrillic')).toEqual([])
  })

  it('counts only letters when finding the main script', () => {
    expect(dominantScript(['Ab', '12 ,.'])).toBe('latin')
    expect(dominantScript(['Аб', 'Ab'])).toBeUndefined()
  })
})

/** 1 for a character outside the longest common subsequence, 0 for one in it. */
const diff = (a: string, b: string) => {
  const result = differingChars(a, b)
  return [result.a.map(Number).join(''), result.b.map(Number).join('')]
}

describe('character differences, by the longest common subsequence', () => {
  it.each([
    ['kitten', 'sitting', '100010', '1000101'],
    ['abc', 'cab', '001', '100'],
    ['ab', 'ba', '10', '01'],
    ['Петров', 'Петрова', '000000', '0000001'],
    ['Иванов И.', 'Иванов  И', '000000001', '000000010'],
    ['abcde', 'axcye', '01010', '01010'],
    ['x', 'yyy', '1', '111'],
    ['aaa', 'a', '011', '0'],
    ['ИвановИ', 'ИвИнов', '0010001', '001000'],
    ['Иванов', 'Петров', '111100', '111100'],
    ['Иванов', 'Сидорова', '111100', '11101101'],
    ['Петров С. И.', 'Петров И. С.', '000000010010', '000000010010'],
  ])('marks %j against %j as %s and %s', (a, b, inA, inB) => {
    expect(diff(a, b)).toEqual([inA, inB])
  })
})

describe('the character inspector, strays and symbols', () => {
  it('lists the Cyrillic letter in a mixed value of a Latin record, not the Latin ones', () => {
    expect(listed('Smith Д', 'latin')).toEqual(['7 other-script'])
  })

  it('calls only ASCII punctuation punctuation; other punctuation and symbols are unusual', () => {
    expect(listed('Петров $', 'cyrillic')).toEqual(['8 unusual'])
    expect(listed('«Петров»', 'cyrillic')).toEqual(['1 unusual', '8 unusual'])
    expect(listed('Петров-Водкин', 'cyrillic')).toEqual(['7 punctuation'])
  })
})
