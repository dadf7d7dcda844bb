import { describe, expect, it } from 'vitest'
import type { LoadedPage } from '../../src/api/authors-api'
import { announcementText, authorsCountText, describeSearch } from '../../src/authors/list-texts'

const place = { lastName: '', firstName: '', limit: 50, offset: 0 }
const loaded = (offset: number, rows: number, count: number): LoadedPage => ({
  count,
  offset,
  next: null,
  previous: null,
  results: Array.from({ length: rows }, (_, index) => ({
    uid: `u${index}`,
    first_name: 'A',
    last_name: 'B',
    parent_name: null,
    public_name: 'B A.',
  })),
})

describe('describeSearch', () => {
  it('names each searched field, trimmed, in quotes', () => {
    expect(describeSearch({ ...place, lastName: ' Иванов ' }, true)).toBe('last name “Иванов”')
    expect(describeSearch({ ...place, firstName: 'Anna ' }, true)).toBe('first name “Anna”')
    expect(describeSearch({ ...place, lastName: 'Li', firstName: 'Anna' }, true)).toBe('last name “Li” and first name “Anna”')
  })

  it('has nothing to say without a search the API applies', () => {
    expect(describeSearch(place, true)).toBeUndefined()
    expect(describeSearch({ ...place, lastName: '  ', firstName: '\t' }, true)).toBeUndefined()
    expect(describeSearch({ ...place, firstName: 'Anna' }, false)).toBeUndefined()
    expect(describeSearch({ ...place, lastName: 'Li', firstName: 'Anna' }, false)).toBe('last name “Li”')
  })
})

describe('authorsCountText', () => {
  it('counts authors in the locale', () => {
    expect(authorsCountText(1, 'en')).toBe('1 author')
    expect(authorsCountText(0, 'en')).toBe('0 authors')
    expect(authorsCountText(1200, 'en')).toBe('1,200 authors')
  })
})

describe('announcementText', () => {
  it('announces the rows on screen, with a change in the list after them', () => {
    const data = loaded(50, 50, 1200)
    expect(announcementText({ kind: 'showing', data }, undefined, undefined, 'en')).toBe('Showing 51–100 of 1,200')
    expect(announcementText({ kind: 'showing', data }, undefined, 'The list changed.', 'en')).toBe('Showing 51–100 of 1,200. The list changed.')
  })

  it('announces a page past the end, an empty search and an empty directory', () => {
    expect(announcementText({ kind: 'past-end', page: 7 }, undefined, undefined, 'en')).toBe('Page 7 is past the end of the list.')
    expect(announcementText({ kind: 'empty', searched: true }, 'last name “Zz”', undefined, 'en')).toBe('No authors found for last name “Zz”.')
    expect(announcementText({ kind: 'empty', searched: false }, undefined, undefined, 'en')).toBe('No non-active authors.')
  })

  it('says nothing when there is nothing to announce', () => {
    expect(announcementText({ kind: 'none' }, 'last name “Zz”', 'The list changed.', 'en')).toBe('')
  })
})
