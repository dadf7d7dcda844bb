// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Author } from '../../../../src/shared/api/contract'
import { differingChars, markDifferences } from '../../../../src/entities/author/char-diff'
import { matchRanges } from '../../../../src/features/workbench/highlight'
import { recordJson, recordTsv } from '../../../../src/features/workbench/record-text'
import { countTwins, exactTwins } from '../../../../src/entities/author/twins'

const author = (uid: string, patch: Partial<Author> = {}): Author => ({
  uid,
  first_name: 'Иван',
  last_name: 'Петров',
  parent_name: 'Сергеевич',
  public_name: 'Петров И. С.',
  ...patch,
})

describe('twin grouping', () => {
  it('counts, for each row, the rows of the page with exactly the same three names', () => {
    const rows = [
      author('a'),
      author('b', { public_name: 'Петров И.С.' }),
      author('c', { parent_name: null }),
      author('d', { parent_name: '' }),
      author('e', { last_name: 'Петров ' }),
      author('f', { last_name: 'Пeтров' }), // Latin e: another name
      author('g', { public_name: 'И.С. Петров' }),
      author('h', { parent_name: '' }),
    ]
    expect(countTwins(rows)).toEqual([3, 3, 1, 2, 1, 1, 3, 2])
    expect(countTwins([])).toEqual([])
  })

  it('filters a search down to exact twins, each uid once', () => {
    const target = author('a')
    const found = [author('x', { first_name: 'Иванна' }), author('a'), author('b'), author('b'), author('c', { last_name: 'Петрова' })]
    expect(exactTwins(target, found).map((twin) => twin.uid)).toEqual(['a', 'b'])
  })
})

describe('search-match ranges', () => {
  it('matches case-insensitively in any script, every occurrence', () => {
    expect(matchRanges('ИВАНОВ', 'ов')).toEqual([[4, 6]])
    // Adjacent matches make one mark.
    expect(matchRanges('Ананьева', 'ан')).toEqual([[0, 4]])
    expect(matchRanges('Smith-Smithson', 'SMITH')).toEqual([
      [0, 5],
      [6, 11],
    ])
    expect(matchRanges('Müller', 'MÜ')).toEqual([[0, 2]])
  })

  it('strips the search text as the service does, and maps onto the text as received', () => {
    expect(matchRanges('\u00a0Иванов', '  иван ')).toEqual([[1, 5]])
    expect(matchRanges(' Иванов', ' иванов')).toEqual([[1, 7]])
    expect(matchRanges('Иванов  И', 'ов  и')).toEqual([[4, 9]])
    expect(matchRanges('Иванов', '   ')).toEqual([])
    expect(matchRanges('Иванов', 'ова')).toEqual([])
  })

  it('keeps positions right when lower-casing changes a length, and across astral characters', () => {
    // "İ" lower-cases to two code units.
    expect(matchRanges('İstanbul', 'stan')).toEqual([[1, 5]])
    expect(matchRanges('İİx', 'x')).toEqual([[2, 3]])
    expect(matchRanges('𝐀bc', 'bc')).toEqual([[2, 4]])
    // A final sigma folds to "ς" in context, as Python's str.lower() does: "οσ" is not in "οδος".
    expect(matchRanges('ΟΔΟΣ', 'ος')).toEqual([[2, 4]])
    expect(matchRanges('ΟΔΟΣ', 'οσ')).toEqual([])
  })
})

describe('character differences', () => {
  it('marks what is outside the longest common subsequence, on both sides', () => {
    const diff = differingChars('Петров И. С.', 'Петров И.С.')
    expect(diff.a.flatMap((differs, index) => (differs ? [index] : []))).toEqual([9])
    expect(diff.b.every((differs) => !differs)).toBe(true)
    expect(differingChars('abc', 'abc')).toEqual({ a: [false, false, false], b: [false, false, false], cells: 0 })
    expect(differingChars('', 'ab')).toEqual({ a: [], b: [true, true], cells: 0 })
  })

  it('compares every value of a field with the first one', () => {
    expect(markDifferences(['ab', 'ab', 'abc', 'b'])).toEqual([[true, false], [false, false], [false, false, true], [false]])
  })
})

describe('record as text', () => {
  const record = author('u-1', { parent_name: null, last_name: 'Пет\t"ров"' })
  it('writes JSON with the five fields in the API order and null kept', () => {
    expect(recordJson(record)).toBe(
      '{\n  "uid": "u-1",\n  "first_name": "Иван",\n  "last_name": "Пет\\t\\"ров\\"",\n  "parent_name": null,\n  "public_name": "Петров И. С."\n}',
    )
    expect(JSON.parse(recordJson(record))).toEqual(record)
  })
  it('writes a TSV header and row in the table’s order under the screen’s names, quoting a value with a tab or a quote', () => {
    expect(recordTsv(record, 'en')).toBe('Public name\tLast name\tFirst name\tPatronymic\tUID\nПетров И. С.\t"Пет\t""ров"""\tИван\t\tu-1')
    expect(recordTsv(record, 'ru').split('\n')[0]).toBe('Публичное имя\tФамилия\tИмя\tОтчество\tUID')
  })
  it('keeps a value a spreadsheet would read as a formula as text, as the page’s copy does', () => {
    const risky = author('u-2', { last_name: '=HYPERLINK("x")', first_name: '+7', parent_name: '\tТаб', public_name: '@me' })
    expect(recordTsv(risky, 'en').split('\n')[1]).toBe(`'@me\t"'=HYPERLINK(""x"")"\t'+7\t"'\tТаб"\tu-2`)
  })
})
