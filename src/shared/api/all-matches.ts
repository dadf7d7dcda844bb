import { isApiError } from '../../shared/api/api-error'
import type { Author } from '../../shared/api/contract'
import { pageBudget } from '../../shared/api/reading-all'
import { yieldToBrowser } from '../lib/yield'

/** What the engine needs of a row by default: its uid (rows are kept once each, by uid). */
export interface MatchRow {
  uid: string
}

/** The ids of the rows read, to keep each row once: a Set by default. */
export interface IdSet<Id> {
  has(id: Id): boolean
  add(id: Id): unknown
}

/**
 * How the engine tells rows apart: by default a row's uid in a Set. A reader of a million rows
 * gives its own (the review: rows are numbers into its compact store, ids are numbers, the set
 * a bitmap), since a Set of a million uid strings is a hundred megabytes and rehashes in one task.
 */
export interface RowIdentity<Row, Id> {
  idOf: (row: Row) => Id
  newSet: () => IdSet<Id>
}

export interface MatchesPage<Row = Author> {
  count: number
  results: readonly Row[]
  /** The API says there is no page after this one (isLastPage). Left out, the count alone decides. */
  last?: boolean
}

export type FetchMatchesPage<Row = Author> = (offset: number, limit: number, signal: AbortSignal) => Promise<MatchesPage<Row>>

/** The list's own retry policy (the QueryClient's defaults), so an export fails as the list does. */
export interface RetryPolicy {
  shouldRetry: (failureCount: number, error: unknown) => boolean
  retryDelay: (failureCount: number, error: unknown) => number
}

export interface ExportProgress {
  /** Authors received so far in this pass through the list. */
  received: number
  /** The list's count as the API gives it now. */
  count: number
  /** 1 on the way through; 2 or more while going through again after the list changed. */
  pass: number
  /** Seconds the server asked to wait (HTTP 429 Retry-After), while waiting. */
  waitingSeconds: number | undefined
  /** The count changed, or pages overlapped, since the export began. */
  changed: boolean
}

/**
 * Why a read ended before the service's count was met, the file holding what was read:
 * - `fewer`: the service stopped giving records (no next page, an empty page, a page of records
 *   already read) while its count, which never moved, said there were `said`;
 * - `more`: the read took as many pages as the first count (`said`) allows, margin included
 *   (`pages`), and the service still said there was more.
 */
export type ExportCutShort = { kind: 'fewer'; said: number; got: number } | { kind: 'more'; said: number; got: number; pages: number }

export interface ExportResult<Row = Author> {
  /** Every author, once each (by uid), in the list's order. */
  authors: Row[]
  changed: boolean
  /** False when the list never held still and the file is the union of every author seen. */
  settled: boolean
  countAtStart: number
  countAtEnd: number
  /** The read stopped short of what the service said it held. */
  cutShort?: ExportCutShort
  /**
   * The list never held still only because the service gave the same records again (every pass
   * with the count it started with, no page skipped, fewer records than pages delivered): it
   * repeated, it did not change.
   */
  repeated?: boolean
}

interface AllMatchesBaseOptions<Row> {
  fetchPage: FetchMatchesPage<Row>
  retry: RetryPolicy
  onProgress?: (progress: ExportProgress) => void
  /** The largest page the service allows. */
  pageSize?: number
  /** Requests in flight at once: enough to hide latency, few enough to leave the list its share. */
  concurrency?: number
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>
}

/** Rows with a uid may leave their identity out (by uid, in a Set); any other row says how it is told apart. */
export type AllMatchesOptions<Row = Author, Id = string> = AllMatchesBaseOptions<Row> &
  ([Row] extends [MatchRow]
    ? [Id] extends [string]
      ? { identity?: RowIdentity<Row, Id> }
      : { identity: RowIdentity<Row, Id> }
    : { identity: RowIdentity<Row, Id> })

export const EXPORT_PAGE_SIZE = 1000
export const EXPORT_CONCURRENCY = 3
/** Passes through a list that keeps changing before settling for the union of all seen. */
const MAX_PASSES = 3
/** A page is given up (and the export offered to resume) after this many 429s in a row. */
const MAX_THROTTLED_WAITS = 5
/** When a 429 does not say how long to wait. */
const DEFAULT_THROTTLE_WAIT_SECONDS = 5

/** One page as stored: its rows, and whether the API said it was the last. */
interface StoredPage<Row> {
  results: readonly Row[]
  last: boolean
}

/**
 * Fetches every author matching one search, page by page at the largest page size, a few pages
 * at a time. Offsets are positional (wire doc §7), so when `count` changes, or pages overlap or
 * fall short, the pass is not trusted: the export goes through the list again, and keeps the
 * first pass that is consistent from start to end (or, if the list never holds still, every
 * author seen, once each). A failed run keeps the pages it has: calling `run` again resumes.
 *
 * Every pass ends by itself, whatever the API promises: at the page the API says is the last, at
 * a page that adds no record the pass has not read, or when it has asked for as many pages as
 * the FIRST count allows (pageBudget). A pass the service ended early while its count held still
 * is not read again (the count, not the list, is wrong); one that ran out of pages is not either.
 * Both keep what they read and say so (`cutShort`).
 */
export class AllMatchesExport<Row = Author, Id = string> {
  readonly #fetchPage: FetchMatchesPage<Row>
  readonly #identity: RowIdentity<Row, Id>
  readonly #retry: RetryPolicy
  readonly #onProgress: (progress: ExportProgress) => void
  #pageSize: number
  readonly #concurrency: number
  readonly #sleep: (ms: number, signal: AbortSignal) => Promise<void>

  #pass = 1
  #pages = new Map<number, StoredPage<Row>>()
  #passCounts: number[] = []
  #target: number | undefined
  /** Where this pass ends: the API said so, or a page added nothing. */
  #end = Infinity
  /** Offsets asked for in this pass (a resumed one counts once), against the budget. */
  #asked = new Set<number>()
  /** The uids read in this pass, to tell a page that adds nothing. */
  #uids: IdSet<Id>
  /** Pages one pass may ask for, from the first count; set by the export's first page. */
  #budget: number | undefined
  #outOfPages = false
  #seen = new Map<Id, Row>()
  #countAtStart: number | undefined
  #latestCount = 0
  #changed = false
  /** Every pass that did not add up had the first count, no gap, and records given twice. */
  #onlyRepeats = true
  #waitingSeconds: number | undefined

  constructor(options: AllMatchesOptions<Row, Id>) {
    this.#fetchPage = options.fetchPage
    this.#identity = options.identity ?? {
      idOf: (row) => (row as MatchRow).uid as Id,
      newSet: () => new Set<Id>(),
    }
    this.#uids = this.#identity.newSet()
    this.#retry = options.retry
    this.#onProgress = options.onProgress ?? (() => {})
    this.#pageSize = options.pageSize ?? EXPORT_PAGE_SIZE
    this.#concurrency = Math.max(1, options.concurrency ?? EXPORT_CONCURRENCY)
    this.#sleep = options.sleep ?? sleep
  }

  get progress(): ExportProgress {
    let received = 0
    for (const page of this.#pages.values()) received += page.results.length
    return {
      received: Math.min(received, this.#latestCount),
      count: this.#latestCount,
      pass: this.#pass,
      waitingSeconds: this.#waitingSeconds,
      changed: this.#changed,
    }
  }

  /** Resolves with every author; rejects with the first error that retries could not cure, or on abort. */
  async run(signal: AbortSignal): Promise<ExportResult<Row>> {
    for (;;) {
      await this.#runPass(signal)
      const result = await this.#finishPass(signal)
      if (result) return result
    }
  }

  async #runPass(signal: AbortSignal): Promise<void> {
    if (this.#target === undefined) {
      this.#asked.add(0)
      const first = await this.#fetchWithRetries(0, this.#pageSize, signal)
      // A service with a lower max_limit answers with fewer rows than asked: step by what it gives.
      const served = first.results.length
      if (served > 0 && served < this.#pageSize && first.count > served) this.#pageSize = served
      this.#budget ??= pageBudget(first.count, this.#pageSize)
      this.#store(0, first)
    }
    // Requests in flight, by offset: each is then either stored or failed, and after a failure
    // no new page is asked for, so the next request never waits on one that will not come.
    const inFlight = new Map<number, number>()
    let failure: { error: unknown } | undefined
    const worker = async () => {
      for (let request = this.#nextRequest(inFlight); request && !failure; request = this.#nextRequest(inFlight)) {
        const { offset, limit } = request
        inFlight.set(offset, limit)
        this.#asked.add(offset)
        try {
          this.#store(offset, await this.#fetchWithRetries(offset, limit, signal))
        } catch (error) {
          // No new pages after a failure; those in flight finish and are kept for the resume.
          failure ??= { error }
        } finally {
          inFlight.delete(offset)
        }
      }
    }
    await Promise.all(Array.from({ length: this.#concurrency }, worker))
    if (signal.aborted) throw signal.reason
    if (failure) throw failure.error
  }

  /**
   * The first stretch of the list this pass has neither read nor asked for: offsets follow the
   * rows actually given, so a page shorter than asked (a lower max_limit, a list that shrank)
   * leaves a gap that is asked for next, never skipped. Undefined at the pass's end, or when the
   * budget is spent (and then the pass is out of pages).
   */
  #nextRequest(inFlight: ReadonlyMap<number, number>): { offset: number; limit: number } | undefined {
    const end = Math.min(this.#target ?? 0, this.#end)
    const spans: Array<[start: number, length: number]> = [...inFlight]
    for (const [offset, page] of this.#pages) spans.push([offset, page.results.length])
    spans.sort(([a], [b]) => a - b)
    let offset = 0
    let following = Infinity
    for (const [start, length] of spans) {
      if (start > offset) {
        following = start
        break
      }
      offset = Math.max(offset, start + length)
    }
    if (offset >= end) return undefined
    if (!this.#asked.has(offset) && this.#asked.size >= (this.#budget ?? Infinity)) {
      this.#outOfPages = true
      return undefined
    }
    return { offset, limit: Math.min(this.#pageSize, following - offset) }
  }

  #store(offset: number, page: MatchesPage<Row>) {
    this.#pages.set(offset, { results: page.results, last: page.last === true })
    this.#passCounts.push(page.count)
    this.#countAtStart ??= page.count
    if (page.count !== this.#countAtStart) this.#changed = true
    this.#latestCount = page.count
    // Records added while paging push the end further out: the pass covers the largest count seen.
    this.#target = Math.max(this.#target ?? 0, page.count)
    let adds = false
    const { idOf } = this.#identity
    for (const author of page.results) {
      const id = idOf(author)
      if (this.#uids.has(id)) continue
      this.#uids.add(id)
      adds = true
    }
    // Nothing new (no rows, or only rows already read: an API that ignores the offset) is the end
    // of what the API has; so is a page it says is the last.
    if (!adds) this.#end = Math.min(this.#end, offset)
    else if (page.last) this.#end = Math.min(this.#end, offset + page.results.length)
    this.#onProgress(this.progress)
  }

  async #finishPass(signal: AbortSignal): Promise<ExportResult<Row> | undefined> {
    const pages = [...this.#pages].sort(([a], [b]) => a - b)
    const authors: Row[] = []
    const { idOf } = this.#identity
    const uids = this.#identity.newSet()
    let delivered = 0
    let position = 0
    let gap = false
    let ended = false
    for (const [index, [offset, page]] of pages.entries()) {
      // A hundred thousand authors take tens of milliseconds to go through: let the browser in.
      if (index > 0 && index % 10 === 0) {
        await yieldToBrowser()
        signal.throwIfAborted()
      }
      // In the list's order, a page that adds nobody ends what the API had; the pages after it
      // are not the list's.
      if (!page.results.some((author) => !uids.has(idOf(author)))) {
        ended = true
        break
      }
      if (offset > position) gap = true
      position = Math.max(position, offset + page.results.length)
      for (const author of page.results) {
        delivered += 1
        const id = idOf(author)
        if (uids.has(id)) continue
        uids.add(id)
        authors.push(author)
      }
      if (page.last) {
        ended = true
        break
      }
    }
    const count = this.#passCounts[0] ?? 0
    const steady = this.#passCounts.every((seen) => seen === count)
    const consistent = steady && !gap && delivered === count && authors.length === count
    if (consistent) return this.#result(authors, true)

    if (this.#outOfPages) {
      // Another pass would run out of pages the same way: keep what was read, and say why.
      this.#mergeSeen(authors, uids)
      return this.#result(authors, false, { kind: 'more', said: this.#countAtStart ?? 0, got: authors.length, pages: this.#budget ?? 0 })
    }
    // The service gave each record once, in order, its count never moving, and then said there
    // was no more: going through again would only read the same. The count is what is wrong.
    if (steady && !gap && ended && delivered === authors.length && authors.length < count) {
      return this.#result(authors, true, { kind: 'fewer', said: count, got: authors.length })
    }
    this.#changed = true
    if (!(steady && !gap && count === this.#countAtStart && delivered > authors.length)) this.#onlyRepeats = false

    if (this.#pass >= MAX_PASSES) {
      // The list never held still: every author seen, once each, this pass's order first.
      this.#mergeSeen(authors, uids)
      return { ...this.#result(authors, false), ...(this.#onlyRepeats && { repeated: true }) }
    }
    for (const author of authors) this.#seen.set(idOf(author), author)
    this.#pass += 1
    this.#pages = new Map()
    this.#passCounts = []
    this.#target = undefined
    this.#end = Infinity
    this.#asked = new Set()
    this.#uids = this.#identity.newSet()
    this.#onProgress(this.progress)
    return undefined
  }

  /** Adds to `authors` every author an earlier pass saw and this one did not. */
  #mergeSeen(authors: Row[], uids: IdSet<Id>) {
    for (const [uid, author] of this.#seen) if (!uids.has(uid)) authors.push(author)
  }

  #result(authors: Row[], settled: boolean, cutShort?: ExportCutShort): ExportResult<Row> {
    return {
      authors,
      changed: this.#changed,
      settled,
      countAtStart: this.#countAtStart ?? 0,
      countAtEnd: this.#latestCount,
      ...(cutShort && { cutShort }),
    }
  }

  async #fetchWithRetries(offset: number, limit: number, signal: AbortSignal): Promise<MatchesPage<Row>> {
    let failures = 0
    let throttled = 0
    for (;;) {
      try {
        return await this.#fetchPage(offset, limit, signal)
      } catch (error) {
        if (signal.aborted) throw signal.reason
        if (isApiError(error) && error.status === 429) {
          // The server said how long to wait: wait that long, however long, rather than fail.
          if (throttled >= MAX_THROTTLED_WAITS) throw error
          throttled += 1
          const seconds = error.retryAfterSeconds ?? DEFAULT_THROTTLE_WAIT_SECONDS
          this.#waitingSeconds = seconds
          this.#onProgress(this.progress)
          try {
            await this.#sleep(seconds * 1000, signal)
          } finally {
            this.#waitingSeconds = undefined
          }
          this.#onProgress(this.progress)
          continue
        }
        if (!this.#retry.shouldRetry(failures, error)) throw error
        const delay = this.#retry.retryDelay(failures, error)
        failures += 1
        await this.#sleep(delay, signal)
      }
    }
  }
}

export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal.reason)
    }
    signal.addEventListener('abort', onAbort, { once: true })
  })
}
