import { describe, expect, it } from 'vitest'
import { matchByKey, searchKeys, serviceWouldFind } from '../../../../../src/features/review/key-search/key-matches'
import { ReviewRecords } from '../../../../../src/features/review/review-records'
import type { Author } from '../../../../../src/shared/api/contract'

let next = 0
const record = (last: string, first = 'Антон', parent: string | null = null): Author => ({
  uid: `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`,
  last_name: last,
  first_name: first,
  parent_name: parent,
  public_name: `${last} ${first}`,
})

const names = (records: ReviewRecords, indices: number[]) => indices.map((index) => records.author(index).last_name)

describe('a search met through the name key', () => {
  const authors = [
    record('Быков'),
    record('Быкoв'), // a Latin o
    record('Bykov'),
    record('БЫКОВ'),
    record(' Быков '),
    record('Быковский'),
    record('Бык'),
    record('Злобыков'), // the key is a substring, not a prefix
    record('Цой', 'Виктор'),
    record('Tsoi', 'Viktor'),
    record('Быков', 'Олег'),
  ]
  const records = ReviewRecords.of(authors)

  it('matches a record when its folded last-name key contains the folded searched key, in either script', async () => {
    expect(names(records, await matchByKey(records, { lastName: 'Быков', firstName: '' }))).toEqual([
      'Быков',
      'Быкoв',
      'Bykov',
      'БЫКОВ',
      ' Быков ',
      'Быковский',
      'Злобыков',
      'Быков',
    ])
    expect(names(records, await matchByKey(records, { lastName: 'bykov', firstName: '' }))).toHaveLength(8)
    expect(names(records, await matchByKey(records, { lastName: 'Бык', firstName: '' }))).toContain('Бык')
    expect(names(records, await matchByKey(records, { lastName: 'Цой', firstName: '' }))).toEqual(['Цой', 'Tsoi'])
  })

  it('narrows by the first name likewise when it is searched, and matches by the first name alone', async () => {
    expect(names(records, await matchByKey(records, { lastName: 'Быков', firstName: 'Олег' }))).toEqual(['Быков'])
    expect(names(records, await matchByKey(records, { lastName: '', firstName: 'Виктор' }))).toEqual(['Цой', 'Tsoi'])
  })

  it('matches nothing without a search, or with a search whose key is empty', async () => {
    expect(await matchByKey(records, { lastName: '', firstName: '' })).toEqual([])
    expect(await matchByKey(records, { lastName: ' . ', firstName: '' })).toEqual([])
    expect(searchKeys({ lastName: '..', firstName: '\u200b' })).toBeUndefined()
  })

  it('leaves out what the service returns: what its substring search finds, and the uids it gave', async () => {
    const notReturnedBy = { search: { lastName: 'Быков', firstName: '' }, uids: new Set([authors[2]!.uid]) }
    expect(names(records, await matchByKey(records, notReturnedBy.search, { notReturnedBy }))).toEqual(['Быкoв'])
    expect(serviceWouldFind(record('БЫКОВА'), { lastName: 'быков', firstName: '' })).toBe(true)
    expect(serviceWouldFind(record('Быкoв'), { lastName: 'Быков', firstName: '' })).toBe(false)
    expect(serviceWouldFind(record('Быков', 'Олег'), { lastName: 'Быков', firstName: 'Антон' })).toBe(false)
  })

  it('lets the browser in between slices, and stops when aborted', async () => {
    const many = ReviewRecords.of(Array.from({ length: 10_000 }, (_, at) => record(at % 2 ? 'Быкoв' : 'Петров')))
    let pauses = 0
    const found = await matchByKey(
      many,
      { lastName: 'Быков', firstName: '' },
      { sliceOver: () => true, pause: async () => void (pauses += 1) },
    )
    expect(found).toHaveLength(5000)
    expect(pauses).toBe(Math.floor(10_000 / 2048))
    const controller = new AbortController()
    const stopped = matchByKey(
      many,
      { lastName: 'Быков', firstName: '' },
      { signal: controller.signal, sliceOver: () => true, pause: async () => controller.abort() },
    )
    await expect(stopped).rejects.toThrow()
  })
})
