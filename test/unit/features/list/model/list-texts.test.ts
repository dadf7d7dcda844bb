import { describe, expect, it } from 'vitest'
import type { LoadedPage } from '../../../../../src/shared/api/authors-api'
import { announcementText, describeSearch, driftText } from '../../../../../src/features/list/model/list-texts'
import { en } from '../../../../../src/features/list/messages'
import { formatFor } from '../../../../../src/shared/i18n/format'

const f = formatFor('en')
const stale = 'The rows may be out of date.'

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
    expect(describeSearch({ ...place, lastName: ' Иванов ' }, true, en)).toBe('last name “Иванов”')
    expect(describeSearch({ ...place, firstName: 'Anna ' }, true, en)).toBe('first name “Anna”')
    expect(describeSearch({ ...place, lastName: 'Li', firstName: 'Anna' }, true, en)).toBe('last name “Li” and first name “Anna”')
  })

  it('has nothing to say without a search the API applies', () => {
    expect(describeSearch(place, true, en)).toBeUndefined()
    expect(describeSearch({ ...place, lastName: '  ', firstName: '\t' }, true, en)).toBeUndefined()
    expect(describeSearch({ ...place, firstName: 'Anna' }, false, en)).toBeUndefined()
    expect(describeSearch({ ...place, lastName: 'Li', firstName: 'Anna' }, false, en)).toBe('last name “Li”')
  })
})

describe('authors', () => {
  it('counts authors in the UI’s language', () => {
    expect(en.authors(1, f)).toBe('1 author')
    expect(en.authors(0, f)).toBe('0 authors')
    expect(en.authors(1200, f)).toBe('1,200 authors')
  })
})

describe('announcementText', () => {
  it('announces the rows on screen, with a change in the list after them', () => {
    const data = loaded(50, 50, 1200)
    expect(announcementText({ kind: 'showing', data }, undefined, undefined, en, f, stale)).toBe('Showing 51–100 of 1,200')
    expect(announcementText({ kind: 'showing', data }, undefined, 'The list changed.', en, f, stale)).toBe(
      'Showing 51–100 of 1,200. The list changed.',
    )
  })

  it('announces a page past the end, an empty search and an empty directory', () => {
    expect(announcementText({ kind: 'past-end', page: 7 }, undefined, undefined, en, f, stale)).toBe('Page 7 is past the end of the list.')
    expect(announcementText({ kind: 'empty', searched: true }, 'last name “Zz”', undefined, en, f, stale)).toBe(
      'No authors found for last name “Zz”.',
    )
    expect(announcementText({ kind: 'empty', searched: false }, undefined, undefined, en, f, stale)).toBe('No non-active authors.')
  })

  it('says nothing when there is nothing to announce', () => {
    expect(announcementText({ kind: 'none' }, 'last name “Zz”', 'The list changed.', en, f, stale)).toBe('')
  })
})

it('announces stale rows with the words it is given', () => {
  expect(announcementText({ kind: 'stale' }, undefined, undefined, en, f, stale)).toBe(stale)
})

describe('driftText', () => {
  it('says nothing while the count has not changed, and how much it changed once it has', () => {
    expect(driftText(0, en, f)).toBeUndefined()
    expect(driftText(15, en, f)).toBe(
      'The list changed while you were paging: 15 authors added since you started paging this search. Rows may have moved between pages.',
    )
    expect(driftText(-1, en, f)).toBe(
      'The list changed while you were paging: 1 author removed since you started paging this search. Rows may have moved between pages.',
    )
  })
})
