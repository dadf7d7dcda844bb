import { describe, expect, it } from 'vitest'
import { pageSizesUpTo, servedCap } from '../../../../../src/features/list/model/page-cap'
import { author } from '../../../../list-overrides'

const rows = (n: number) => Array.from({ length: n }, (_, index) => author({ uid: `u${index}` }))
const next = { limit: 200, offset: 200 }

describe('servedCap', () => {
  it('is the rows given when a page holds fewer than asked and is not the last', () => {
    expect(servedCap(200, { results: rows(100), next })).toBe(100)
    // Whatever the page's size: the answer's next link says there is more.
    expect(servedCap(200, { results: rows(30), next })).toBe(30)
  })

  it('is nothing for a full page, an empty one, or a short page the service calls the last', () => {
    expect(servedCap(200, { results: rows(200), next })).toBeUndefined()
    expect(servedCap(200, { results: rows(0), next: null })).toBeUndefined()
    expect(servedCap(200, { results: rows(160), next: null })).toBeUndefined()
    // Whatever the count says: the answer says there is no page after it.
    expect(servedCap(200, { results: rows(1), next: null })).toBeUndefined()
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
