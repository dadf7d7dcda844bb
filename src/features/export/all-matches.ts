import { isApiError } from '../../shared/api/api-error'
import type { Author } from '../../shared/api/contract'
import { yieldToBrowser } from './yield'

/** What the export needs of one page of the list. */
export interface MatchesPage {
  count: number
  results: readonly Author[]
}

export type FetchMatchesPage = (offset: number, limit: number, signal: AbortSignal) => Promise<MatchesPage>

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

export interface ExportResult {
  /** Every author, once each (by uid), in the list's order. */
  authors: Author[]
  changed: boolean
  /** False when the list never held still and the file is the union of every author seen. */
  settled: boolean
  countAtStart: number
  countAtEnd: number
}

export interface AllMatchesOptions {
  fetchPage: FetchMatchesPage
  retry: RetryPolicy
  onProgress?: (progress: ExportProgress) => void
  /** The largest page the service allows. */
  pageSize?: number
  /** Requests in flight at once: enough to hide latency, few enough to leave the list its share. */
  concurrency?: number
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>
}

export const EXPORT_PAGE_SIZE = 1000
export const EXPORT_CONCURRENCY = 3
/** Passes through a list that keeps changing before settling for the union of all seen. */
const MAX_PASSES = 3
/** A page is given up (and the export offered to resume) after this many 429s in a row. */
const MAX_THROTTLED_WAITS = 5
/** When a 429 does not say how long to wait. */
const DEFAULT_THROTTLE_WAIT_SECONDS = 5

/**
 * Fetches every author matching one search, page by page at the largest page size, a few pages
 * at a time. Offsets are positional (wire doc §7), so when `count` changes, or pages overlap or
 * fall short, the pass is not trusted: the export goes through the list again, and keeps the
 * first pass that is consistent from start to end (or, if the list never holds still, every
 * author seen, once each). A failed run keeps the pages it has: calling `run` again resumes.
 */
export class AllMatchesExport {
  readonly #fetchPage: FetchMatchesPage
  readonly #retry: RetryPolicy
  readonly #onProgress: (progress: ExportProgress) => void
  #pageSize: number
  readonly #concurrency: number
  readonly #sleep: (ms: number, signal: AbortSignal) => Promise<void>

  #pass = 1
  #pages = new Map<number, readonly Author[]>()
  #passCounts: number[] = []
  #target: number | undefined
  #seen = new Map<string, Author>()
  #countAtStart: number | undefined
  #latestCount = 0
  #changed = false
  #waitingSeconds: number | undefined

  constructor(options: AllMatchesOptions) {
    this.#fetchPage = options.fetchPage
    this.#retry = options.retry
    this.#onProgress = options.onProgress ?? (() => {})
    this.#pageSize = options.pageSize ?? EXPORT_PAGE_SIZE
    this.#concurrency = Math.max(1, options.concurrency ?? EXPORT_CONCURRENCY)
    this.#sleep = options.sleep ?? sleep
  }

  get progress(): ExportProgress {
    let received = 0
    for (const results of this.#pages.values()) received += results.length
    return {
      received: Math.min(received, this.#latestCount),
      count: this.#latestCount,
      pass: this.#pass,
      waitingSeconds: this.#waitingSeconds,
      changed: this.#changed,
    }
  }

  /** Resolves with every author; rejects with the first error that retries could not cure, or on abort. */
  async run(signal: AbortSignal): Promise<ExportResult> {
    for (;;) {
      await this.#runPass(signal)
      const result = await this.#finishPass(signal)
      if (result) return result
    }
  }

  async #runPass(signal: AbortSignal): Promise<void> {
    if (this.#target === undefined) {
      const first = await this.#fetchWithRetries(0, signal)
      // A service with a lower max_limit answers with fewer rows than asked: step by what it gives.
      const served = first.results.length
      if (served > 0 && served < this.#pageSize && first.count > served) this.#pageSize = served
      this.#store(0, first)
    }
    // Offsets asked for in this pass: each is then either stored or failed, and after a failure no
    // new page is asked for, so an offset never needs to leave the set.
    const asked = new Set<number>()
    const nextOffset = (): number | undefined => {
      const target = this.#target ?? 0
      for (let offset = 0; offset < target; offset += this.#pageSize) {
        if (!this.#pages.has(offset) && !asked.has(offset)) return offset
      }
      return undefined
    }
    let failure: { error: unknown } | undefined
    const worker = async () => {
      for (let offset = nextOffset(); offset !== undefined && !failure; offset = nextOffset()) {
        asked.add(offset)
        try {
          this.#store(offset, await this.#fetchWithRetries(offset, signal))
        } catch (error) {
          // No new pages after a failure; those in flight finish and are kept for the resume.
          failure ??= { error }
        }
      }
    }
    await Promise.all(Array.from({ length: this.#concurrency }, worker))
    if (signal.aborted) throw signal.reason
    if (failure) throw failure.error
  }

  #store(offset: number, page: MatchesPage) {
    this.#pages.set(offset, page.results)
    this.#passCounts.push(page.count)
    this.#countAtStart ??= page.count
    if (page.count !== this.#countAtStart) this.#changed = true
    this.#latestCount = page.count
    // Records added while paging push the end further out: the pass covers the largest count seen.
    this.#target = Math.max(this.#target ?? 0, page.count)
    this.#onProgress(this.progress)
  }

  async #finishPass(signal: AbortSignal): Promise<ExportResult | undefined> {
    const pages = [...this.#pages].sort(([a], [b]) => a - b)
    const authors: Author[] = []
    const uids = new Set<string>()
    let delivered = 0
    for (const [index, [, results]] of pages.entries()) {
      // A hundred thousand authors take tens of milliseconds to go through: let the browser in.
      if (index > 0 && index % 10 === 0) {
        await yieldToBrowser()
        signal.throwIfAborted()
      }
      for (const author of results) {
        delivered += 1
        if (uids.has(author.uid)) continue
        uids.add(author.uid)
        authors.push(author)
      }
    }
    const count = this.#passCounts[0] ?? 0
    const consistent = this.#passCounts.every((seen) => seen === count) && delivered === count && authors.length === count
    if (!consistent) this.#changed = true
    if (consistent) return this.#result(authors, true)

    for (const author of authors) this.#seen.set(author.uid, author)
    if (this.#pass >= MAX_PASSES) {
      // The list never held still: every author seen, once each, this pass's order first.
      for (const [uid, author] of this.#seen) if (!uids.has(uid)) authors.push(author)
      return this.#result(authors, false)
    }
    this.#pass += 1
    this.#pages = new Map()
    this.#passCounts = []
    this.#target = undefined
    this.#onProgress(this.progress)
    return undefined
  }

  #result(authors: Author[], settled: boolean): ExportResult {
    return {
      authors,
      changed: this.#changed,
      settled,
      countAtStart: this.#countAtStart ?? 0,
      countAtEnd: this.#latestCount,
    }
  }

  async #fetchWithRetries(offset: number, signal: AbortSignal): Promise<MatchesPage> {
    let failures = 0
    let throttled = 0
    for (;;) {
      try {
        return await this.#fetchPage(offset, this.#pageSize, signal)
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
