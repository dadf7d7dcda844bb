import { describe, expect, it } from 'vitest'
import { pageSizesUpTo, servedCap } from '../../../../../src/features/list/model/page-cap'
import { author } from '../../../../list-overrides'

const rows = (n: number) => Array.from({ length: n }, (_, index) => author({ uid: `u${index}` }))
const next = { limit: 200, offset: 200 }

describe('servedCap', () => {
  it('is the rows given when a page holds fewer than asked and is not the last', () => {
    expect(servedCap(200, { results: rows(100), offset: 0, count: 960, next })).toBe(100)
    // The count alone says there is more, even without a next link.
    expect(servedCap(200, { results: rows(100), offset: 0, count: 960, next: null })).toBe(100)
    // A next link says there is more, even when the count says otherwise.
    expect(servedCap(200, { results: rows(30), offset: 900, count: 930, next })).toBe(30)
  })

  it('is nothing for a full page, an empty one, or the short last page of the list', () => {
    expect(servedCap(200, { results: rows(200), offset: 0, count: 960, next })).toBeUndefined()
    expect(servedCap(200, { results: rows(0), offset: 1200, count: 960, next: null })).toBeUndefined()
    expect(servedCap(200, { results: rows(160), offset: 800, count: 960, next: null })).toBeUndefined()
  })
})

describe('pageSizesUpTo', () => {
  it('offers every size with no cap known', () => {
    expect(pageSizesUpTo(undefined)).toEqual([10, 25, 50, 100, 200])
  })

  it('offers the sizes under the cap and the cap itself, never more', () => {
    expect(pageSizesUpTo(100)).toEqual([10, 25, 50, 100])
    expect(pageSizesUpTo(60)).toEqual([10, 25, 50, 60])
    expect(pageSizesUpTo(5)).toEqual([5])
  })
})
