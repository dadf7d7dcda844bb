// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Author } from '../../../../../src/shared/api/contract'
import { findRepeatedUids } from '../../../../../src/features/list/states/repeated-uids'

const row = (uid: string): Author => ({ uid, first_name: 'Иван', last_name: 'Петров', parent_name: null, public_name: 'Петров И.' })

describe('findRepeatedUids', () => {
  it('names each uid that appears more than once on the page, with its rows as the pager numbers them', () => {
    const page = [row('a'), row('b'), row('a'), row('c'), row('b'), row('a')]
    // The page starts at offset 50: its first row is row 51 of the list.
    expect(findRepeatedUids(page, 50)).toEqual([
      { uid: 'a', rows: [51, 53, 56] },
      { uid: 'b', rows: [52, 55] },
    ])
    expect(findRepeatedUids(page, 0)).toEqual([
      { uid: 'a', rows: [1, 3, 6] },
      { uid: 'b', rows: [2, 5] },
    ])
  })

  it('finds nothing on a page whose uids are all different, or on an empty page', () => {
    expect(findRepeatedUids([row('a'), row('b'), row('c')], 0)).toEqual([])
    expect(findRepeatedUids([], 100)).toEqual([])
  })
})
