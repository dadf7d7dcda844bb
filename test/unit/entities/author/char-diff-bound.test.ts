// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { DIFF_MAX_CELLS, DIFF_WINDOW, differingChars, markDifferences, unmarkedBeyond } from '../../../../src/entities/author/char-diff'

const marked = (marks: readonly boolean[]) => marks.flatMap((differs, at) => (differs ? [at] : []))
const letters = (length: number, seed = 0) =>
  Array.from({ length }, (_, at) => 'абвгдеёжзийклмнопрстуфхцчшщ'[(at * 7 + seed) % 27]).join('')

describe('the character diff is bounded', () => {
  it('marks what differs in short values exactly, the table no larger than the middles', () => {
    const diff = differingChars('Иванов', 'Иваноф')
    expect(marked(diff.a)).toEqual([5])
    expect(marked(diff.b)).toEqual([5])
    expect(diff.cells).toBe(1)
    expect(diff.unmarkedBeyond).toBeUndefined()
    expect(marked(differingChars('abXcd', 'abcd').a)).toEqual([2])
    expect(marked(differingChars('', 'abc').b)).toEqual([0, 1, 2])
  })

  for (const length of [10_000, 40_000]) {
    it(`fills at most ${DIFF_MAX_CELLS.toLocaleString('en')} cells for two ${length.toLocaleString('en')}-character values that differ only in case, and says from where nothing is marked`, () => {
      const lower = letters(length)
      const diff = differingChars(lower, lower.toUpperCase())
      expect(diff.cells).toBeLessThanOrEqual(DIFF_MAX_CELLS)
      expect(diff.unmarkedBeyond).toBe(DIFF_WINDOW)
      expect(marked(diff.b)).toEqual(Array.from({ length: DIFF_WINDOW }, (_, at) => at))
      expect(unmarkedBeyond([lower, lower.toUpperCase()])).toBe(DIFF_WINDOW)
    })
  }

  it('sets the common start and end aside, so one letter changed in a long value is found and fully marked', () => {
    const long = letters(40_000, 3)
    const changed = `${long.slice(0, 30_000)}Ж${long.slice(30_001)}`
    const diff = differingChars(long, changed)
    expect(diff.cells).toBe(1)
    expect(marked(diff.b)).toEqual([30_000])
    expect(unmarkedBeyond([long, changed])).toBeUndefined()
  })

  it('caps a long value beside a short one too, and counts the window from the first difference', () => {
    const diff = differingChars(`same${letters(100)}`, `same${letters(30_000, 5)}`)
    expect(diff.cells).toBeLessThanOrEqual(DIFF_MAX_CELLS)
    expect(diff.unmarkedBeyond).toBe(4 + DIFF_WINDOW)
    expect(markDifferences(['a', 'b', 'a'])).toEqual([[true], [true], [false]])
  })
})
