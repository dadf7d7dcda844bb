import { describe, expect, it } from 'vitest'
import { pageItems } from '../../../../src/features/pager/page-numbers'

/** The items as a person reads them: "1 … 4 5 6 7 8 … 20". */
const read = (current: number, last: number) =>
  pageItems(current, last)
    .map((item) => (item.kind === 'gap' ? '…' : String(item.page)))
    .join(' ')

describe('numbered pages with elision', () => {
  it('offers the first and last page and two either side of the current one', () => {
    expect(read(6, 20)).toBe('1 … 4 5 6 7 8 … 20')
    expect(read(10, 2000)).toBe('1 … 8 9 10 11 12 … 2000')
  })

  it('shows a page instead of a gap that would stand for that page alone', () => {
    expect(read(5, 20)).toBe('1 2 3 4 5 6 7 … 20')
    expect(read(4, 20)).toBe('1 2 3 4 5 6 … 20')
    expect(read(16, 20)).toBe('1 … 14 15 16 17 18 19 20')
    expect(read(17, 20)).toBe('1 … 15 16 17 18 19 20')
  })

  it('lists every page of a short list, without gaps', () => {
    expect(read(1, 1)).toBe('1')
    expect(read(1, 2)).toBe('1 2')
    expect(read(3, 7)).toBe('1 2 3 4 5 6 7')
    expect(read(1, 7)).toBe('1 2 3 … 7')
  })

  it('at the ends, offers the neighbours on the one side there is', () => {
    expect(read(1, 20)).toBe('1 2 3 … 20')
    expect(read(20, 20)).toBe('1 … 18 19 20')
  })

  it('past the end, offers the pages that exist, ending at the last', () => {
    expect(read(101, 20)).toBe('1 … 18 19 20')
    expect(read(5, 0)).toBe('')
  })

  it('gives each gap a key of its own, so both can be on screen at once', () => {
    const gaps = pageItems(10, 20).filter((item) => item.kind === 'gap')
    expect(gaps.map((gap) => gap.key)).toEqual(['start', 'end'])
  })
})

describe('the items of the page row', () => {
  it('are pages and gaps, each page named by its number', () => {
    expect(pageItems(6, 20)).toEqual([
      { kind: 'page', page: 1 },
      { kind: 'gap', key: 'start' },
      { kind: 'page', page: 4 },
      { kind: 'page', page: 5 },
      { kind: 'page', page: 6 },
      { kind: 'page', page: 7 },
      { kind: 'page', page: 8 },
      { kind: 'gap', key: 'end' },
      { kind: 'page', page: 20 },
    ])
    // The page a gap would have stood for alone is a page like the others.
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7].map((page) => ({ kind: 'page', page })))
    expect(pageItems(5, 20).slice(0, 3)).toEqual([1, 2, 3].map((page) => ({ kind: 'page', page })))
  })

  it('offers fewer or more neighbours when asked', () => {
    expect(pageItems(6, 20, 1).map((item) => (item.kind === 'gap' ? '…' : item.page))).toEqual([1, '…', 5, 6, 7, '…', 20])
    expect(pageItems(1, 20, 0).map((item) => (item.kind === 'gap' ? '…' : item.page))).toEqual([1, '…', 20])
  })
})
