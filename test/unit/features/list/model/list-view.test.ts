import { describe, expect, it } from 'vitest'
import type { LoadedPage } from '../../../../../src/shared/api/authors-api'
import type { ListPlace } from '../../../../../src/features/list/model/list-place'
import {
  chooseAnnouncement,
  chooseListView,
  choosePagerMoves,
  chooseRetryNotice,
  isSearched,
  type ListQueryResult,
} from '../../../../../src/features/list/model/list-view'

const place = (patch: Partial<ListPlace> = {}): ListPlace => ({ lastName: '', firstName: '', limit: 50, offset: 0, ...patch })
const author = (uid: string) => ({ uid, first_name: 'И.', last_name: 'Иванов', parent_name: null, public_name: 'Иванов И.' })
const loaded = (patch: Partial<LoadedPage> = {}): LoadedPage => ({
  count: 960,
  offset: 0,
  results: [author('a'), author('b')],
  next: { limit: 50, offset: 50 },
  previous: null,
  ...patch,
})
const result = (patch: Partial<ListQueryResult> = {}): ListQueryResult => ({
  data: undefined,
  isPlaceholderData: false,
  isError: false,
  error: null,
  isFetching: false,
  ...patch,
})

describe('chooseListView', () => {
  it('shows an error when there is nothing of this place to show, with whether a retry runs', () => {
    const error = new Error('boom')
    expect(
      chooseListView(place(), result({ isError: true, error, data: loaded(), isPlaceholderData: true, isFetching: true }), false),
    ).toEqual({
      kind: 'error',
      error,
      retrying: true,
    })
    expect(chooseListView(place(), result({ isError: true, error }), false)).toMatchObject({ kind: 'error', retrying: false })
  })

  it('keeps the rows of a failed background refetch, marked as possibly out of date', () => {
    const error = new Error('boom')
    const data = loaded()
    expect(chooseListView(place(), result({ isError: true, error, data, isFetching: false }), false)).toEqual({
      kind: 'rows',
      data,
      busy: false,
      stale: { error, retrying: false },
    })
    expect(chooseAnnouncement(chooseListView(place(), result({ isError: true, error, data }), false), false)).toEqual({ kind: 'stale' })
  })

  it('says a retry is running only while the app retries by itself', () => {
    const reason = new Error('HTTP 500')
    expect(chooseRetryNotice(result({ isFetching: true, failureCount: 1, failureReason: reason }))).toEqual({ reason, attempt: 2 })
    expect(chooseRetryNotice(result({ isFetching: true, failureCount: 0 }))).toBeUndefined()
    expect(chooseRetryNotice(result({ isFetching: false, failureCount: 2, failureReason: reason }))).toBeUndefined()
    expect(chooseRetryNotice(result({ isFetching: true, isError: true, failureCount: 2, failureReason: reason }))).toBeUndefined()
  })

  it('shows the skeleton until the first answer', () => {
    expect(chooseListView(place(), result({ isFetching: true }), false)).toEqual({ kind: 'loading' })
  })

  it('shows the rows, busy while they are the previous request’s', () => {
    const data = loaded()
    expect(chooseListView(place(), result({ data }), false)).toEqual({ kind: 'rows', data, busy: false })
    expect(chooseListView(place({ offset: 50 }), result({ data, isPlaceholderData: true }), false)).toEqual({
      kind: 'rows',
      data,
      busy: true,
    })
  })

  it('tells an offset past the end apart from an empty list, with the last page', () => {
    const data = loaded({ results: [], count: 960, offset: 5000, next: null })
    expect(chooseListView(place({ offset: 5000 }), result({ data }), false)).toEqual({
      kind: 'past-end',
      page: 101,
      count: 960,
      lastOffset: 950,
    })
    const none = loaded({ results: [], count: 0, next: null })
    expect(chooseListView(place({ lastName: 'Zz' }), result({ data: none }), true)).toEqual({ kind: 'empty', searched: true })
    expect(chooseListView(place(), result({ data: none }), false)).toEqual({ kind: 'empty', searched: false })
  })

  it('never says "nothing found" from the previous search’s empty answer', () => {
    const none = loaded({ results: [], count: 0, next: null })
    expect(chooseListView(place({ lastName: 'Ив' }), result({ data: none, isPlaceholderData: true }), true)).toEqual({
      kind: 'searching',
    })
    const pastEnd = loaded({ results: [], count: 960, next: null })
    expect(chooseListView(place(), result({ data: pastEnd, isPlaceholderData: true }), false)).toEqual({ kind: 'searching' })
  })
})

describe('chooseAnnouncement', () => {
  it('says nothing while a request runs, even over settled rows', () => {
    const data = loaded()
    const view = chooseListView(place(), result({ data }), false)
    expect(chooseAnnouncement(view, true)).toEqual({ kind: 'none' })
    expect(chooseAnnouncement(view, false)).toEqual({ kind: 'showing', data })
  })

  it('announces empty and past-the-end answers, and nothing for busy rows or errors', () => {
    expect(chooseAnnouncement({ kind: 'empty', searched: true }, false)).toEqual({ kind: 'empty', searched: true })
    expect(chooseAnnouncement({ kind: 'past-end', page: 3, count: 10, lastOffset: 0 }, false)).toEqual({
      kind: 'past-end',
      page: 3,
    })
    expect(chooseAnnouncement({ kind: 'rows', data: loaded(), busy: true }, false)).toEqual({ kind: 'none' })
    expect(chooseAnnouncement({ kind: 'error', error: null, retrying: false }, false)).toEqual({ kind: 'none' })
    expect(chooseAnnouncement({ kind: 'loading' }, false)).toEqual({ kind: 'none' })
  })
})

describe('choosePagerMoves', () => {
  it('follows the answer’s own links once it is in: Previous the previous link, Next the next', () => {
    const data = loaded({ offset: 100, previous: { limit: 50, offset: 50 }, next: { limit: 50, offset: 150 } })
    const moves = choosePagerMoves(place({ offset: 100 }), result({ data }))
    expect(moves.previous).toEqual({ limit: 50, offset: 50 })
    expect(moves.next).toEqual({ limit: 50, offset: 150 })
    expect(moves.first).toEqual({ limit: 50, offset: 0 })
    expect(moves.last).toEqual({ limit: 50, offset: 950 })
    expect(moves.pageCount).toBe(20)
  })

  it('moves from the URL’s place while another page loads', () => {
    const old = loaded({ offset: 0, previous: null, next: { limit: 50, offset: 50 } })
    const moves = choosePagerMoves(place({ offset: 100 }), result({ data: old, isPlaceholderData: true }))
    expect(moves.previous).toEqual({ limit: 50, offset: 50 })
    expect(moves.next).toEqual({ limit: 50, offset: 150 })
    const atEnd = choosePagerMoves(place({ offset: 950 }), result({ data: old, isPlaceholderData: true }))
    expect(atEnd.next).toBeNull()
    expect(atEnd.last).toBeNull()
  })

  it('has no Last on the last page, even when a link says there is a next one', () => {
    // The last page's offset, not only the next link, decides Last.
    const data = loaded({ offset: 950, previous: { limit: 50, offset: 900 }, next: { limit: 50, offset: 1000 } })
    const moves = choosePagerMoves(place({ offset: 950 }), result({ data }))
    expect(moves.next).toEqual({ limit: 50, offset: 1000 })
    expect(moves.last).toBeNull()
    const beforeLast = choosePagerMoves(place({ offset: 900 }), result({ data: loaded({ offset: 900, next: { limit: 50, offset: 950 } }) }))
    expect(beforeLast.last).toEqual({ limit: 50, offset: 950 })
  })

  it('past the end, offers Last and Previous to the last page, and no Next', () => {
    // ?offset=5000 on 960 authors: DRF's previous link points at 4950, as empty as 5000.
    const data = loaded({ offset: 5000, results: [], previous: { limit: 50, offset: 4950 }, next: null })
    const moves = choosePagerMoves(place({ offset: 5000 }), result({ data }))
    expect(moves.last).toEqual({ limit: 50, offset: 950 })
    expect(moves.previous).toEqual({ limit: 50, offset: 950 })
    expect(moves.next).toBeNull()
    expect(moves.first).toEqual({ limit: 50, offset: 0 })
    expect(moves.pageCount).toBe(20)
  })

  it('cannot move before the first answer, nor back from the first page', () => {
    expect(choosePagerMoves(place({ offset: 100 }), result())).toEqual({
      first: null,
      previous: null,
      next: null,
      last: null,
      pageCount: undefined,
    })
    const moves = choosePagerMoves(place(), result({ data: loaded() }))
    expect(moves.first).toBeNull()
    expect(moves.previous).toBeNull()
  })
})

describe('isSearched', () => {
  it('counts a first name only when the API can search by it, and ignores blank text', () => {
    expect(isSearched(place({ lastName: '  ' }), true)).toBe(false)
    expect(isSearched(place({ lastName: ' Ив ' }), false)).toBe(true)
    expect(isSearched(place({ firstName: 'Иван' }), true)).toBe(true)
    expect(isSearched(place({ firstName: 'Иван' }), false)).toBe(false)
  })
})

describe('the list’s edges', () => {
  it('does not count a first name of spaces as a search', () => {
    expect(isSearched(place({ firstName: '   ' }), true)).toBe(false)
  })

  it('shows the error panel when a refetch of an empty page fails: there are no rows to keep', () => {
    const error = new Error('offline')
    expect(chooseListView(place(), result({ isError: true, error, data: loaded({ results: [], count: 0 }) }), false)).toEqual({
      kind: 'error',
      error,
      retrying: false,
    })
  })

  it('while another page loads, has no Previous on the first page and no Next past the last row', () => {
    const loading = { data: loaded(), isPlaceholderData: true }
    expect(choosePagerMoves(place({ offset: 0 }), loading).previous).toBeNull()
    expect(choosePagerMoves(place({ offset: 900 }), { ...loading, data: loaded({ count: 950 }) }).next).toBeNull()
  })

  it('offers no Last when the answer has no next page, whatever its count says', () => {
    expect(choosePagerMoves(place({ offset: 0 }), { data: loaded({ next: null }), isPlaceholderData: false }).last).toBeNull()
  })
})
