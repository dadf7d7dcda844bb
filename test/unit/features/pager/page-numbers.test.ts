import { describe, expect, it } from 'vitest'
import { pageItems } from '../../../../src/features/pager/page-numbers'

/** The items as a person reads them: "1 … 5 6 7 … 20". */
const read = (current: number, last: number, around?: number) =>
  pageItems(current, last, around)
    .map((item) => (item.kind === 'gap' ? '…' : String(item.page)))
    .join(' ')

describe('numbered pages with elision', () => {
  it('offers the first and last page and one either side of the current one', () => {
    expect(read(6, 20)).toBe('1 … 5 6 7 … 20')
    expect(read(10, 2000)).toBe('1 … 9 10 11 … 2000')
  })

  it('always offers the same number of items once the list is longer, so they fill the same slot', () => {
    for (let page = 1; page <= 20; page++) expect(pageItems(page, 20)).toHaveLength(7)
    for (let page = 1; page <= 2000; page += 97) expect(pageItems(page, 2000, 0)).toHaveLength(5)
  })

  it('near an end, fills the room with the pages there: page 3 is one click from page 1', () => {
    expect(read(1, 20)).toBe('1 2 3 4 5 … 20')
    expect(read(4, 20)).toBe('1 2 3 4 5 … 20')
    expect(read(5, 20)).toBe('1 … 4 5 6 … 20')
    expect(read(16, 20)).toBe('1 … 15 16 17 … 20')
    expect(read(17, 20)).toBe('1 … 16 17 18 19 20')
    expect(read(20, 20)).toBe('1 … 16 17 18 19 20')
  })

  it('never puts a gap where a single page would stand', () => {
    for (let last = 1; last <= 30; last++)
      for (let page = 1; page <= last; page++) {
        const items = pageItems(page, last)
        items.forEach((item, index) => {
          if (item.kind !== 'gap') return
          const before = items[index - 1]
          const after = items[index + 1]
          expect(before?.kind === 'page' && after?.kind === 'page' && after.page - before.page).toBeGreaterThan(2)
        })
        expect(items.some((item) => item.kind === 'page' && item.page === page)).toBe(true)
      }
  })

  it('lists every page of a short list, without gaps', () => {
    expect(read(1, 1)).toBe('1')
    expect(read(1, 2)).toBe('1 2')
    expect(read(3, 7)).toBe('1 2 3 4 5 6 7')
    expect(read(1, 7)).toBe('1 2 3 4 5 6 7')
  })

  it('past the end, offers the pages that exist, ending at the last', () => {
    expect(read(101, 20)).toBe('1 … 16 17 18 19 20')
    expect(read(5, 0)).toBe('')
  })

  it('gives each gap a key of its own, so both can be on screen at once', () => {
    const gaps = pageItems(10, 20).filter((item) => item.kind === 'gap')
    expect(gaps.map((gap) => gap.key)).toEqual(['start', 'end'])
  })

  it('offers fewer neighbours when asked (long page numbers), or more', () => {
    expect(read(1206, 2000, 0)).toBe('1 … 1206 … 2000')
    expect(read(1, 2000, 0)).toBe('1 2 3 … 2000')
    expect(read(6, 20, 2)).toBe('1 … 4 5 6 7 8 … 20')
  })
})
