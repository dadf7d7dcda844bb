import { AllMatchesExport, type ExportProgress, type ExportResult, type RetryPolicy } from '../../shared/api/all-matches'
import { ApiError, isApiError } from '../../shared/api/api-error'
import { AUTHORS_LIST_PATH, MAX_LIMIT } from '../../shared/api/contract'
import { pageBudget, isLastPage } from '../../shared/api/reading-all'
import { ShapeError, validateAuthorsPage } from '../../shared/api/validate-page'
import { DATASET_FORMAT, type RecordedDataset } from '../recorded-dataset'
import type { Observed } from './check'
import { LiveClient, LiveFailure } from './live-client'
import { pseudonymizeAuthors, type PseudonymOptions } from './pseudonymize'
import type { SentHeader } from './secrets'

/**
 * `--record FILE`: every record of the live list, read with the export's own paging engine
 * (shared/api/all-matches.ts): one request at a time here, its page budget bounding each pass
 * whatever the count and links promise, and its checks for a list that changes while it is read.
 * The requests go through api-check's own client: the headers given, the timeout, 429s waited
 * out, and never more requests than the bound announced before the first (`recordBound`), however
 * the count grows meanwhile: past it, the recording stops with the reason.
 */

export interface RecordOptions {
  api: string
  timeoutMs: number
  maxWaitSeconds: number
  observed: Observed
  headers?: readonly SentHeader[]
  /** A key for the new names (pseudonymize.ts); the same key gives the same names. */
  pseudonymize?: PseudonymOptions
  onProgress?: (progress: ExportProgress) => void
  onWait?: (seconds: number, url: string) => void
  sleep?: (ms: number) => Promise<void>
  fetch?: typeof fetch
  signal?: AbortSignal
}

export interface Recording {
  dataset: RecordedDataset
  /** What the read itself reported: a list that changed, or one cut short. */
  result: Omit<ExportResult, 'authors'>
  /** Requests sent (429 repeats apart). */
  requests: number
}

/** Passes the export engine makes at most when the list changes while it is read. */
export const RECORD_PASSES = 3
/** Network failures and 5xx are asked again at most this many times each. */
export const RECORD_RETRIES = 2

/** The page size a recording reads at, and the most requests it sends: stated before the first. */
export function recordBound(observed: Pick<Observed, 'count' | 'maxLimit'>): { pageSize: number; perPass: number; maxRequests: number } {
  const pageSize = Math.min(MAX_LIMIT, observed.maxLimit ?? MAX_LIMIT)
  const perPass = pageBudget(observed.count, pageSize)
  // Each pass's pages, and one page's retries.
  return { pageSize, perPass, maxRequests: RECORD_PASSES * perPass + RECORD_RETRIES }
}

/**
 * A page is asked again, at most RECORD_RETRIES times, when the API could not be reached or did
 * not answer in time, or answered 5xx; never after a 4xx, a body that is no page, a 429 the
 * client has already waited out, or the stated bound.
 */
export const RECORD_RETRY: RetryPolicy = {
  shouldRetry: (failures, error) =>
    failures < RECORD_RETRIES &&
    (error instanceof LiveFailure
      ? error.kind === 'unreachable' || error.kind === 'timeout'
      : isApiError(error) && error.kind === 'http' && (error.status ?? 0) >= 500),
  retryDelay: (failures) => 1000 * 2 ** failures,
}

/** The recording went past the bound it stated, or the API stopped answering: the reason, for a person. */
export class RecordFailure extends Error {
  override readonly name = 'RecordFailure'
}

export async function recordDirectory(options: RecordOptions): Promise<Recording> {
  const bound = recordBound(options.observed)
  const client = new LiveClient({
    api: options.api,
    timeoutMs: options.timeoutMs,
    maxRequests: bound.maxRequests,
    maxWaitSeconds: options.maxWaitSeconds,
    cache: false,
    ...(options.headers && { headers: options.headers }),
    ...(options.onWait && { onWait: options.onWait }),
    ...(options.sleep && { sleep: options.sleep }),
    ...(options.fetch && { fetch: options.fetch }),
  })
  let latestCount = options.observed.count
  const exporter = new AllMatchesExport({
    fetchPage: async (offset, limit) => {
      const answer = await client.send({ path: AUTHORS_LIST_PATH, query: `limit=${limit}${offset > 0 ? `&offset=${offset}` : ''}` })
      if (answer.status !== 200) throw new ApiError('http', `${answer.url} answered HTTP ${answer.status}.`, { status: answer.status })
      try {
        const page = validateAuthorsPage(JSON.parse(answer.body), { limit, offset })
        latestCount = page.count
        return { count: page.count, results: page.results, last: isLastPage(page, { offset, limit }) }
      } catch (error) {
        if (error instanceof SyntaxError || error instanceof ShapeError)
          throw new ApiError('shape', `${answer.url} did not answer a page of the list: ${error.message}`, { status: answer.status })
        throw error
      }
    },
    retry: RECORD_RETRY,
    pageSize: bound.pageSize,
    // One request at a time: a recording is no reason to load a live service.
    concurrency: 1,
    ...(options.onProgress && { onProgress: options.onProgress }),
  })
  let read: ExportResult
  try {
    read = await exporter.run(options.signal ?? new AbortController().signal)
  } catch (error) {
    if (error instanceof LiveFailure && error.kind === 'budget') {
      throw new RecordFailure(
        `the recording stopped at the ${bound.maxRequests} requests it stated: the list said ${options.observed.count} authors at the check and ${latestCount} while it was read. Nothing was written; run it again when the list holds still.`,
      )
    }
    throw new RecordFailure(error instanceof Error ? error.message : String(error))
  }
  const { authors, ...result } = read
  const { observed } = options
  return {
    dataset: {
      format: DATASET_FORMAT,
      version: 2,
      source: { api: options.api, recordedAt: new Date().toISOString(), pseudonymized: options.pseudonymize !== undefined },
      maxLimit: observed.maxLimit,
      defaultLimit: observed.defaultLimit,
      search: observed.search,
      authors: options.pseudonymize ? pseudonymizeAuthors(authors, options.pseudonymize) : authors,
    },
    result,
    requests: client.sent,
  }
}
