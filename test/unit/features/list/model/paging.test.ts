import { describe, expect, it } from 'vitest'
import { lastPageOffset, pageCount, pageNumber } from '../../../../../src/features/list/model/paging'

describe('pages', () => {
  it('counts pages and finds the last one', () => {
    expect(pageCount(1000, 50)).toBe(20)
    expect(pageCount(1001, 50)).toBe(21)
    expect(pageCount(960, 50)).toBe(20)
    expect(pageCount(0, 50)).toBe(1)
    expect(lastPageOffset(960, 50)).toBe(950)
    expect(lastPageOffset(1001, 50)).toBe(1000)
    expect(lastPageOffset(0, 50)).toBe(0)
  })

  it('numbers the page that holds an offset from 1', () => {
    expect(pageNumber(0, 50)).toBe(1)
    expect(pageNumber(49, 50)).toBe(1)
    expect(pageNumber(50, 50)).toBe(2)
    expect(pageNumber(955, 50)).toBe(20)
  })
})
