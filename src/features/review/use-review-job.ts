import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { AllMatchesExport, type ExportProgress } from '../../shared/api/all-matches'
import { fetchAuthorsPage, type ApiSettings } from '../../shared/api/authors-api'
import { isLastPage } from '../../shared/api/reading-all'
import { queryRetryPolicy } from '../../shared/api/retry-policy'
import { atMostEvery } from '../../shared/lib/at-most-every'
import { matchByKey } from './key-search/key-matches'
import { cachedReview, dropReview, keepReview, reviewCacheKey, WHOLE_DIRECTORY, type ReviewData, type ReviewSearch } from './review-cache'
import { groupReview } from './grouping/client'
import { IdBits, RecordStore, ReviewRecords } from './review-records'

export { forgetReviews, reviewCacheKey, type ReviewData, type ReviewSearch } from './review-cache'

export type ReviewJobState =
  | { phase: 'reading'; progress: ExportProgress | undefined }
  | { phase: 'grouping'; progress: ExportProgress }
  | { phase: 'failed'; progress: ExportProgress; error: unknown }
  | { phase: 'cancelled'; progress: ExportProgress }
  | {
      phase: 'done'
      data: ReviewData
      /** From this session's cache: the count now, once asked (undefined while asking, or if it could not be had). */
      cached: boolean
      countNow?: number
    }

/**
 * A record as the reader keeps it while reading: its slot in the compact store, told apart by
 * its uid's number in a bitmap (not a uid string in a Set: a million of those were 100 MB).
 */
type ReadRow = number

/** The reading's progress is drawn at most this often. */
const PROGRESS_MS = 100

interface Job {
  reader: AllMatchesExport<ReadRow, number>
  store: RecordStore
  controller: AbortController
}

/**
 * Reads every match of `search` with the export's engine (limit 1000, the list's retries,
 * Retry-After), then groups the records in a Web Worker (on the main thread in slices where
 * there is none: grouping/client.ts). Starts on mount; a review of the session's
 * cache shows at once and its count is asked again, so a changed directory says so. Cancel stops
 * every request; after a failure, resume goes on from the pages already read.
 */
export function useReviewJob(settings: ApiSettings, search: ReviewSearch) {
  const queryClient = useQueryClient()
  const key = reviewCacheKey(settings, search)
  const wholeKey = reviewCacheKey(settings, WHOLE_DIRECTORY)
  const [state, setState] = useState<ReviewJobState>(() => {
    const cached = usableReview(key, wholeKey)
    return cached ? { phase: 'done', data: cached, cached: true } : { phase: 'reading', progress: undefined }
  })
  const job = useRef<Job | undefined>(undefined)

  const drive = useCallback(
    async (current: Job) => {
      const { reader, store, controller } = current
      setState({ phase: 'reading', progress: reader.progress.count > 0 ? reader.progress : undefined })
      try {
        const result = await reader.run(controller.signal)
        setState({ phase: 'grouping', progress: reader.progress })
        // A search meets, through the name key, the records of the whole directory's review
        // (when this session has read it) that the service's search did not return.
        const whole = key === wholeKey ? undefined : cachedReview(wholeKey)
        const keySearch = { lastName: search.lastName, firstName: settings.firstNameParam ? search.firstName : '' }
        const extra = whole ? await recordsByKey(whole, keySearch, result.authors, store, controller.signal) : []
        const slots = new Int32Array(result.authors.length + extra.length)
        slots.set(result.authors)
        slots.set(extra, result.authors.length)
        const records = new ReviewRecords(store, slots)
        const findings = await groupReview(records, { signal: controller.signal })
        const data: ReviewData = {
          authors: records.asArray(),
          records,
          findings,
          count: result.countAtEnd,
          changed: result.changed,
          unsettled: !result.settled,
          ...(result.repeated && { repeated: true }),
          ...(result.cutShort && { cutShort: result.cutShort }),
          foundByKey: extra.length,
          keyedFrom: whole,
        }
        keepReview(key, data)
        if (job.current === current) job.current = undefined
        setState({ phase: 'done', data, cached: false })
      } catch (error) {
        if (controller.signal.aborted) return
        setState({ phase: 'failed', progress: reader.progress, error })
      }
    },
    [key, wholeKey, search.lastName, search.firstName, settings.firstNameParam],
  )

  const start = useCallback(() => {
    job.current?.controller.abort()
    dropReview(key)
    const firstName = settings.firstNameParam ? search.firstName : ''
    const store = new RecordStore()
    // A million records are a thousand pages: the bar is drawn again at most every PROGRESS_MS
    // (the first and the latest progress always shown), not a render and a layout a page.
    const progress = atMostEvery(PROGRESS_MS, () => {
      const now = reader.progress
      setState((previous) => (previous.phase === 'reading' && job.current?.reader === reader ? { ...previous, progress: now } : previous))
    })
    const reader: AllMatchesExport<ReadRow, number> = new AllMatchesExport<ReadRow, number>({
      fetchPage: async (offset, limit, signal) => {
        const page = await fetchAuthorsPage(settings, { lastName: search.lastName, firstName, limit, offset }, signal)
        if (offset === 0) store.reserve(page.count)
        // Kept compact at once: the page's objects are let go as soon as it is read.
        const results = page.results.map((author) => store.add(author))
        return { count: page.count, results, last: isLastPage(page, { offset, limit }) }
      },
      identity: { idOf: (slot) => store.uidId(slot), newSet: () => new IdBits() },
      retry: queryRetryPolicy(queryClient),
      onProgress: progress.ask,
    })
    const current: Job = { reader, store, controller: new AbortController() }
    job.current = current
    void drive(current)
  }, [key, settings, search.lastName, search.firstName, queryClient, drive])

  const resume = useCallback(() => {
    const previous = job.current
    if (!previous) return
    const current = { ...previous, controller: new AbortController() }
    job.current = current
    void drive(current)
  }, [drive])

  const cancel = useCallback(() => {
    const current = job.current
    if (!current) return
    current.controller.abort()
    setState({ phase: 'cancelled', progress: current.reader.progress })
  }, [])

  // On mount: read, or, for a review of the cache, ask whether the count is still the same.
  const cachedAtMount = useRef(state.phase === 'done')
  useEffect(() => {
    if (!cachedAtMount.current) {
      start()
      return () => job.current?.controller.abort()
    }
    const controller = new AbortController()
    // The cheapest request that carries the count (limit=1), as the suggestions' probes ask.
    const firstName = settings.firstNameParam ? search.firstName : ''
    fetchAuthorsPage(settings, { lastName: search.lastName, firstName, limit: 1, offset: 0 }, controller.signal).then(
      ({ count: countNow }) =>
        setState((previous) => (previous.phase === 'done' && previous.cached ? { ...previous, countNow } : previous)),
      () => {},
    )
    return () => {
      controller.abort()
      job.current?.controller.abort()
    }
    // Once, on mount: the dialog is keyed by the search, so a new search is a new job.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return { state, start, resume, cancel }
}

/**
 * The session's review of a search, unless the whole directory has been read (again) since: the
 * records the search meets through the name key come from the whole directory's review.
 */
function usableReview(key: string, wholeKey: string): ReviewData | undefined {
  const cached = cachedReview(key)
  if (!cached || key === wholeKey) return cached
  return cached.keyedFrom === cachedReview(wholeKey) ? cached : undefined
}

/** The slots (in `store`) of the whole directory's records that match the search by key and that the search did not read. */
async function recordsByKey(
  whole: ReviewData,
  search: ReviewSearch,
  read: readonly ReadRow[],
  store: RecordStore,
  signal: AbortSignal,
): Promise<number[]> {
  const indices = await matchByKey(whole.records, search, { signal })
  if (indices.length === 0) return []
  const seen = new Set(read.map((slot) => store.uid(slot)))
  const slots: number[] = []
  for (const index of indices) {
    const author = whole.records.author(index)
    if (seen.has(author.uid)) continue
    seen.add(author.uid)
    slots.push(store.add(author))
  }
  return slots
}
