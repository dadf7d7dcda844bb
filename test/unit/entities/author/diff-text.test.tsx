// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DIFF_MEMO_ENTRIES, groupMarks } from '../../../../src/entities/author/diff-marks'
import { DiffText, diffRuns } from '../../../../src/entities/author/diff-text'
import { markDifferences } from '../../../../src/entities/author/char-diff'
import { LONG_VALUE, TEXT_CHUNK, chunkBounds } from '../../../../src/entities/author/text-chunks'

const runsOf = (value: string, other: string) => diffRuns(value, markDifferences([value, other])[0]!)

describe('DiffText: the character diff shown', () => {
  it('cuts a value into the runs that differ and those that do not, by code point', () => {
    expect(runsOf('Иванов', 'Иваноф')).toEqual([
      { text: 'Ивано', differs: false },
      { text: 'в', differs: true },
    ])
    expect(runsOf('aXbYc', 'abc')).toEqual([
      { text: 'a', differs: false },
      { text: 'X', differs: true },
      { text: 'b', differs: false },
      { text: 'Y', differs: true },
      { text: 'c', differs: false },
    ])
    // An astral character is one mark, two code units.
    expect(runsOf('𝔄b𝔅', '𝔄c𝔅')).toEqual([
      { text: '𝔄', differs: false },
      { text: 'b', differs: true },
      { text: '𝔅', differs: false },
    ])
    expect(runsOf('𝔄𝔄x', '𝔄𝔄')).toEqual([
      { text: '𝔄𝔄', differs: false },
      { text: 'x', differs: true },
    ])
  })

  it('marks the differing runs (not by colour alone), boxes invisible ones with their code point, and says "differs"', () => {
    const value = 'Ivan\u00a0Petrov\u200b'
    const { container } = render(<DiffText value={value} marks={markDifferences([value, 'Ivan Petrov'])[0]!} differs="differs" />)
    expect(container.querySelector('code')!.textContent).toBe(value)
    expect([...container.querySelectorAll('mark.char-diff')].map((mark) => mark.textContent)).toEqual(['\u00a0', '\u200b'])
    expect([...container.querySelectorAll('.char-invisible')].map((box) => box.getAttribute('data-code'))).toEqual(['00A0', '200B'])
    expect(container.querySelector('.visually-hidden')!.textContent).toBe(' (differs)')
  })

  it('shows a value with nothing marked as the list does (whitespace, null, empty), with no "differs"', () => {
    for (const [value, text] of [
      ['Petrov ', 'Petrov '],
      [null, 'null'],
      ['', 'empty'],
    ] as const) {
      const { container, unmount } = render(<DiffText value={value} marks={[]} differs="differs" />)
      expect(container.textContent).toBe(text)
      expect(container.querySelector('mark, .visually-hidden')).toBeNull()
      unmount()
    }
  })

  it('puts a very long value on one line in a box that scrolls sideways and takes focus; a shorter one wraps as text', () => {
    const long = 'Ab'.repeat(LONG_VALUE)
    const { container, unmount } = render(
      <DiffText value={long} marks={markDifferences([long, long.toUpperCase()])[0]!} differs="differs" />,
    )
    const box = container.querySelector('code')!
    expect(box).toHaveClass('long-value')
    expect(box).toHaveAttribute('tabindex', '0')
    expect(box.textContent).toBe(long)
    unmount()
    const short = 'Ab'.repeat(LONG_VALUE / 2)
    const { container: shortOne } = render(<DiffText value={short} marks={[]} differs="differs" />)
    expect(shortOne.querySelector('code')).not.toHaveClass('long-value')
    expect(shortOne.querySelector('code')).not.toHaveAttribute('tabindex')
  })
  it("lays a very long value's marks out inside its chunks, a run across a chunk's end parted there, the text unchanged", () => {
    // A differing run across the first chunk's end (TEXT_CHUNK), an invisible character marked in the next chunk.
    const long = `${'a'.repeat(TEXT_CHUNK - 10)}${'X'.repeat(20)}${'a'.repeat(300)} ${'a'.repeat(LONG_VALUE)}`
    const other = `${'a'.repeat(TEXT_CHUNK - 10)}${'a'.repeat(300)}${'a'.repeat(LONG_VALUE)}`
    const { container } = render(<DiffText value={long} marks={markDifferences([long, other])[0]!} differs="differs" />)
    const box = container.querySelector('code')!
    expect(box.textContent).toBe(long)
    const chunks = [...box.children]
    expect(chunks.map((chunk) => chunk.className)).toEqual(
      chunkBounds(long)
        .slice(1)
        .map(() => 'text-chunk'),
    )
    expect(chunks.map((chunk) => chunk.textContent).join('')).toBe(long)
    const marks = [...box.querySelectorAll('mark.char-diff')]
    for (const mark of marks) expect(mark.parentElement).toHaveClass('text-chunk')
    expect(marks.map((mark) => mark.textContent)).toEqual(['X'.repeat(10), 'X'.repeat(10), ' '])
    expect(marks[0]!.parentElement).not.toBe(marks[1]!.parentElement)
    expect(box.querySelector('.char-invisible')).toHaveAttribute('data-code', '0020')
  })
})

describe('groupMarks: the diff of the same values, remembered', () => {
  it('gives the same marks for the same values, made anew, and its own for others', () => {
    const values = ['Иванов', 'Иваноф']
    const marks = groupMarks(values)
    expect(marks).toEqual(markDifferences(values))
    expect(groupMarks(values.map((value) => value.split('').join('')))).toBe(marks)
    expect(groupMarks(['Иванов', 'Иванофф'])).not.toBe(marks)
  })

  it('tells apart lists of values that read the same run together', () => {
    const one = groupMarks(['ab', 'c'])
    const other = groupMarks(['a', 'bc'])
    expect(one).toEqual(markDifferences(['ab', 'c']))
    expect(other).toEqual(markDifferences(['a', 'bc']))
  })

  it('forgets the least recently used past its bound', () => {
    const first = groupMarks(['first', 'firsт'])
    for (let at = 0; at < DIFF_MEMO_ENTRIES; at++) groupMarks([`v${at}`, `w${at}`])
    expect(groupMarks(['first', 'firsт'])).not.toBe(first)
    // Used again, it is kept while others come and go: the least recently used go first.
    const kept = groupMarks(['kept', 'keрt'])
    for (let at = 0; at < DIFF_MEMO_ENTRIES - 1; at++) groupMarks([`x${at}`, `y${at}`])
    expect(groupMarks(['kept', 'keрt'])).toBe(kept)
    groupMarks(['one more', 'one mоre'])
    expect(groupMarks(['kept', 'keрt'])).toBe(kept)
  })

  it('forgets long values past its bound of characters', () => {
    const long = 'Ab'.repeat(100_000)
    const marks = groupMarks([long, long.toUpperCase()])
    expect(groupMarks([long, long.toUpperCase()])).toBe(marks)
    for (let at = 0; at < 5; at++) groupMarks([`${at}${long}`, long])
    expect(groupMarks([long, long.toUpperCase()])).not.toBe(marks)
  })
})
