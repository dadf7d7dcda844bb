import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { isSignedOut } from '../../../shared/api/access'
import { useEffect, useMemo, useState } from 'react'
import { AUTHORS_QUERY_ROOT, authorsPageQuery } from '../../../entities/author/authors-query'
import type { SearchTerms } from '../../../entities/author/row-parts'
import type { ApiSettings, LoadedPage } from '../../../shared/api/authors-api'
import type { Author } from '../../../shared/api/contract'
import { useExplainError } from '../../../shared/errors/error-explainer'
import { useFormat, useMessages } from '../../../shared/i18n/language-provider'
import { afterPaint } from '../../../shared/lib/after-paint'
import { en, ru, type ListMessages } from '../messages'
import type { ListPlace } from '../model/list-place'
import { moveRequests } from '../model/move-requests'
import { pageSizesUpTo, servedCap } from '../model/page-cap'
import { announcementText, describeSearch, documentTitle, driftText } from '../model/list-texts'
import {
  chooseAnnouncement,
  chooseListView,
  choosePagerMoves,
  chooseRetryNotice,
  isSearched,
  pagerRange,
  type ListView,
  type PagerMoves,
} from '../model/list-view'
import { preloadFaultViews } from '../states/lazy-fault-views'
import { retryText, useFaultMessages } from '../states/retry-text'
import { searchKey, useCountDrift } from './use-count-drift'
import { useListPlace, type ListPlaceControl } from './use-list-place'

/**
 * The search each answer shown was for, so that rows kept on screen while another search loads
 * are known as another search's (keepPreviousData does not say whose data it keeps).
 */
const answeredSearch = new WeakMap<LoadedPage, string>()

/** Everything the list page shows, decided from the URL's place and the one query. */
/** The pager's state, as the list decides it (the pager's props, but its moves). */
export interface ListPagerState {
  page: number
  pageCount: number | undefined
  shown: { offset: number; rows: number; count: number } | undefined
  limit: number
  canFirst: boolean
  canPrevious: boolean
  canNext: boolean
  canLast: boolean
  sizes: readonly number[]
}

export interface AuthorsList extends ListPlaceControl {
  settings: ApiSettings
  /** The First name search is offered (the API's parameter for it is configured). */
  withFirstName: boolean
  /** The page on screen: this place's answer, or the previous one while it loads. */
  data: LoadedPage | undefined
  /** The rows are the URL's page, not a placeholder: what may be exported or judged. */
  settled: LoadedPage | undefined
  /** The rows on screen are the previous request's while this place's loads. */
  isPlaceholderData: boolean
  isError: boolean
  errorUpdatedAt: number
  view: ListView
  moves: PagerMoves
  /** The searches the rows are shown for, as the cells mark them. */
  searchTerms: SearchTerms
  /** "last name “Ivanov”", or undefined without a search. */
  searched: string | undefined
  /** The count changed since paging began in this search: what to say, and how to start again. */
  drift: { text: string; reset: () => void } | undefined
  /** While the app retries by itself: why and which attempt (the notice above the rows). */
  retryNotice: { reason: unknown; attempt: number } | undefined
  /**
   * The most rows the service gives a page, once an answer has shown it caps pages below the size
   * asked for: the list then pages by that many, so no record is skipped, and says so.
   */
  pageCap: { rows: number; text: string } | undefined
  /** The rows-per-page sizes to offer: none above the service's cap. */
  sizes: readonly number[]
  /** What the pager shows: the page, the range, which moves there are and the sizes offered. */
  pagerState: ListPagerState
  /** The page on screen, as the export tools and the workbench use it; undefined while unsettled or empty. */
  shownPage: { authors: Author[]; offset: number; limit: number; count: number } | undefined
  /** The first rows (or an error) are on screen: what waits for them may load once they are painted. */
  firstShown: boolean
  /** What the polite live region says now. */
  liveText: string
  retry: () => void
  m: ListMessages
}

/**
 * The list's controller: the place in the URL, the one query, the view to show, the pager's moves,
 * the count's drift, the words the page says, and the requests made ahead (the page after this
 * one once it is painted, a move's page as it is made, the error explanations after the first
 * rows). The page lays out what it returns; every view below takes props.
 */
export function useAuthorsList({ settings, preferredLimit }: { settings: ApiSettings; preferredLimit: number | undefined }): AuthorsList {
  const m = useMessages({ en, ru })
  const f = useFormat()
  const queryClient = useQueryClient()
  // A move's page is asked for as the person makes it, before React renders the move; a page not
  // in the cache is waited for a moment, so a quick answer renders once, with no busy state first.
  const [askForMove] = useState(() => moveRequests(queryClient))
  const placeControl = useListPlace(preferredLimit, (to) => askForMove(settings, to))
  const { place } = placeControl
  const withFirstName = settings.firstNameParam !== ''

  const pageQuery = authorsPageQuery(settings, place)
  // A page already answered "not signed in" (the first page asked before the first render, a
  // prefetch) is not asked again on mount: the answer would be the same until the person signs in.
  const signedOut = isSignedOut(queryClient.getQueryState(pageQuery.queryKey)?.error)
  const query = useQuery({ ...pageQuery, placeholderData: keepPreviousData, retryOnMount: !signedOut })
  const { data, isPlaceholderData } = query
  const view = chooseListView(place, query, isSearched(place, withFirstName))
  // The rows kept on screen while a new search loads say nothing of its count: the pager then
  // knows neither its pages nor its range (a page move within one search keeps the count).
  const search = searchKey(place)
  if (data && !isPlaceholderData) answeredSearch.set(data, search)
  const sameSearch = data !== undefined && answeredSearch.get(data) === search
  const moves = choosePagerMoves(place, { data: sameSearch ? data : undefined, isPlaceholderData })
  const retryNotice = chooseRetryNotice(query)
  const faultTexts = useFaultMessages()
  const explainError = useExplainError(retryNotice !== undefined)

  usePrefetchNext(settings, place, !isPlaceholderData ? moves.next : null)
  const cap = usePageCap(place, data && !isPlaceholderData ? data : undefined, placeControl.navigate)

  // The error explanations and the failure views load once the first rows are in, before any
  // error needs them.
  const rowsShown = data !== undefined
  useEffect(() => {
    // After the paint, as the prefetch: a passive effect can run before the frame on a busy machine.
    if (rowsShown) return afterPaint(preloadFaultViews)
  }, [rowsShown])

  const countDrift = useCountDrift(searchKey(place), data && !isPlaceholderData ? data.count : undefined)
  const driftWords = driftText(countDrift.drift, m, f)
  const searched = describeSearch(place, withFirstName, m)
  const announcement = announcementText(
    chooseAnnouncement(view, query.isFetching),
    searched,
    driftWords,
    m,
    f,
    faultTexts.staleAnnouncement,
  )
  // The tab names the search and the page, in the UI's language. Written after the paint: setting
  // the title costs milliseconds (the browser tells its own window), and the rows do not need it.
  const title = documentTitle(place, placeControl.page, withFirstName, m, f)
  useEffect(
    () =>
      afterPaint(() => {
        document.title = title
      }),
    [title],
  )
  const searchTerms = useMemo(
    () => ({ lastName: place.lastName, firstName: withFirstName ? place.firstName : '' }),
    [place.lastName, place.firstName, withFirstName],
  )

  return {
    ...placeControl,
    settings,
    withFirstName,
    data,
    settled: data !== undefined && !isPlaceholderData ? data : undefined,
    isPlaceholderData,
    isError: query.isError,
    errorUpdatedAt: query.errorUpdatedAt,
    view,
    moves,
    searchTerms,
    searched,
    drift:
      driftWords === undefined
        ? undefined
        : {
            text: driftWords,
            reset: () => {
              countDrift.reset()
              void queryClient.resetQueries({ queryKey: AUTHORS_QUERY_ROOT })
            },
          },
    retryNotice,
    pageCap: cap === undefined ? undefined : { rows: cap, text: m.pageCap(cap, f) },
    sizes: pageSizesUpTo(cap),
    pagerState: {
      page: placeControl.page,
      pageCount: moves.pageCount,
      shown: pagerRange(place, query, sameSearch),
      limit: place.limit,
      canFirst: moves.first !== null,
      canPrevious: moves.previous !== null,
      canNext: moves.next !== null,
      canLast: moves.last !== null,
      sizes: pageSizesUpTo(cap),
    },
    shownPage:
      data && !isPlaceholderData && data.results.length > 0
        ? { authors: data.results, offset: data.offset, limit: place.limit, count: data.count }
        : undefined,
    firstShown: data !== undefined || query.isError,
    liveText: retryNotice ? retryText(faultTexts, explainError, retryNotice.reason, retryNotice.attempt) : announcement,
    retry: () => void query.refetch(),
    m,
  }
}

/**
 * The next page is asked for once this one is painted: React runs a click's effects before the
 * browser paints, and the request's work need not delay the rows the person is waiting for.
 */
function usePrefetchNext(settings: ApiSettings, place: ListPlace, next: { limit: number; offset: number } | null) {
  const queryClient = useQueryClient()
  const nextLimit = next?.limit
  const nextOffset = next?.offset
  useEffect(() => {
    if (nextLimit === undefined || nextOffset === undefined) return
    return afterPaint(() => void queryClient.prefetchQuery(authorsPageQuery(settings, { ...place, limit: nextLimit, offset: nextOffset })))
  }, [queryClient, settings, place, nextLimit, nextOffset])
}

/**
 * The service's cap on rows a page, learnt from its answers (it only ever lowers). While the place
 * asks for more, the list moves to pages of the cap, from the same first row, replacing the entry:
 * every record stays reachable by Next, Last, the page numbers and a deep link, which keeps its
 * first row (`?limit=200&offset=200` on a service that gives 100 opens rows 201–300).
 */
function usePageCap(place: ListPlace, settled: LoadedPage | undefined, navigate: ListPlaceControl['navigate']): number | undefined {
  const [cap, setCap] = useState<number>()
  const seen = settled && settled.offset === place.offset ? servedCap(place.limit, settled) : undefined
  const known = seen === undefined ? cap : cap === undefined ? seen : Math.min(cap, seen)
  // Kept as it is learnt, during render (React's pattern for state that follows props): a later
  // page of the place (which no longer shows the cap) must not forget it.
  if (known !== cap) setCap(known)
  useEffect(() => {
    if (known !== undefined && place.limit > known) navigate({ limit: known }, 'replace')
  }, [known, place.limit, navigate])
  return known
}
