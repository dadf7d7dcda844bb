import type { LoadedPage } from '../../../shared/api/authors-api'
import type { PageRef } from '../../../shared/api/page-link'
import type { ListPlace } from './list-place'
import { lastPageOffset, pageCount, pageNumber } from './paging'

/** What the list's query holds, as far as choosing a view needs it. */
export interface ListQueryResult {
  data: LoadedPage | undefined
  /** The data is the previous request's, shown while this place's answer loads. */
  isPlaceholderData: boolean
  isError: boolean
  error: unknown
  /** A request (first, refetch or retry) is running. */
  isFetching: boolean
  /** Failed attempts of the current fetch so far (retries run while this is above 0). */
  failureCount?: number
  /** Why the last attempt failed. */
  failureReason?: unknown
}

/** A failed background refetch: the rows shown are the last ones that arrived. */
export interface StaleRows {
  error: unknown
  retrying: boolean
}

/** Which state the list shows. Every variant is rendered by the page; none decides anything. */
export type ListView =
  | { kind: 'error'; error: unknown; retrying: boolean }
  | { kind: 'loading' }
  | { kind: 'past-end'; page: number; count: number; lastOffset: number }
  | { kind: 'empty'; searched: boolean }
  | { kind: 'searching' }
  | { kind: 'rows'; data: LoadedPage; busy: boolean; stale?: StaleRows }

/** What the polite live region says once the view has settled; nothing while a request runs. */
export type ListAnnouncement =
  | { kind: 'none' }
  | { kind: 'showing'; data: LoadedPage }
  | { kind: 'past-end'; page: number }
  | { kind: 'empty'; searched: boolean }
  | { kind: 'stale' }

/** True when the place has a name search that the API will apply. */
export function isSearched(place: ListPlace, withFirstName: boolean): boolean {
  return place.lastName.trim() !== '' || (withFirstName && place.firstName.trim() !== '')
}

export function chooseListView(place: ListPlace, query: ListQueryResult, searched: boolean): ListView {
  const { data, isPlaceholderData } = query
  if (query.isError) {
    // A refetch of rows already on screen failed: keep them, marked. The full error panel is
    // for when there is nothing of this place to show (placeholder rows belong to another).
    if (data !== undefined && !isPlaceholderData && data.results.length > 0) {
      return { kind: 'rows', data, busy: false, stale: { error: query.error, retrying: query.isFetching } }
    }
    return { kind: 'error', error: query.error, retrying: query.isFetching }
  }
  if (data === undefined) return { kind: 'loading' }
  if (!isPlaceholderData && data.results.length === 0 && data.count > 0) {
    return {
      kind: 'past-end',
      page: pageNumber(place.offset, place.limit),
      count: data.count,
      lastOffset: lastPageOffset(data.count, place.limit),
    }
  }
  if (data.results.length === 0) {
    // An empty page from the previous search says nothing about this one yet.
    return isPlaceholderData ? { kind: 'searching' } : { kind: 'empty', searched }
  }
  return { kind: 'rows', data, busy: isPlaceholderData }
}

export function chooseAnnouncement(view: ListView, isFetching: boolean): ListAnnouncement {
  if (isFetching) return { kind: 'none' }
  switch (view.kind) {
    case 'rows':
      if (view.stale) return { kind: 'stale' }
      return view.busy ? { kind: 'none' } : { kind: 'showing', data: view.data }
    case 'past-end':
      return { kind: 'past-end', page: view.page }
    case 'empty':
      return { kind: 'empty', searched: view.searched }
    default:
      return { kind: 'none' }
  }
}

/** While the app retries by itself: why the last attempt failed, and which attempt runs now. */
export function chooseRetryNotice(query: ListQueryResult): { reason: unknown; attempt: number } | undefined {
  const failures = query.failureCount ?? 0
  if (!query.isFetching || query.isError || failures === 0) return undefined
  return { reason: query.failureReason, attempt: failures + 1 }
}

/** Where each pager button goes, or null when it cannot move. */
export interface PagerMoves {
  first: PageRef | null
  previous: PageRef | null
  next: PageRef | null
  last: PageRef | null
  /** Pages in the list, when its count is known. */
  pageCount: number | undefined
}

/**
 * The pager's moves. Once this place's answer is in, Previous and Next follow its links. While
 * another page loads, the rows shown belong to the previous request, so the moves are made from
 * the URL's place: the old links point away from where the person is going.
 */
export function choosePagerMoves(place: ListPlace, query: Pick<ListQueryResult, 'data' | 'isPlaceholderData'>): PagerMoves {
  const { data } = query
  const { limit, offset } = place
  if (data === undefined) return { first: null, previous: null, next: null, last: null, pageCount: undefined }
  const settled = !query.isPlaceholderData
  const { count } = data
  const lastOffset = lastPageOffset(count, limit)
  const step = (to: number): PageRef => ({ limit, offset: to })
  // Past the end (a link made when the list was longer), every page before is empty too: Previous
  // and Last both go to the last page there is, rather than one empty page back.
  const pastEnd = offset > lastOffset
  const previous = pastEnd ? step(lastOffset) : settled ? data.previous : offset > 0 ? step(Math.max(0, offset - limit)) : null
  const next = pastEnd ? null : settled ? data.next : offset + limit < count ? step(offset + limit) : null
  return {
    first: offset > 0 ? step(0) : null,
    previous,
    next,
    last: pastEnd || (next !== null && lastOffset > offset) ? step(lastOffset) : null,
    pageCount: pageCount(count, limit),
  }
}

/**
 * The range the pager states ("51–100 of 1,200"), always of the page it highlights: the URL's
 * place. Once its answer is in, the rows it holds. While it loads, the rows on screen are the
 * previous request's, so the range is not theirs: within the same search the place's range under
 * the count already known; for another search (`sameSearch` false) nothing is known yet.
 */
export function pagerRange(
  place: ListPlace,
  query: Pick<ListQueryResult, 'data' | 'isPlaceholderData'>,
  sameSearch: boolean,
): { offset: number; rows: number; count: number } | undefined {
  const { data } = query
  if (data === undefined) return undefined
  if (!query.isPlaceholderData) return { offset: data.offset, rows: data.results.length, count: data.count }
  if (!sameSearch) return undefined
  return { offset: place.offset, rows: Math.max(0, Math.min(place.limit, data.count - place.offset)), count: data.count }
}
