import { AllMatchesExport, type ExportProgress, type ExportResult, type RetryPolicy } from '../../shared/api/all-matches'
import { isApiError } from '../../shared/api/api-error'
import { fetchAuthorsPage } from '../../shared/api/authors-api'
import { DEFAULT_LIMIT } from '../../shared/api/contract'
import { isLastPage } from '../../shared/api/reading-all'
import { DATASET_FORMAT, type RecordedDataset } from '../recorded-dataset'
import type { Observed } from './check'
import { pseudonymizeAuthors, type PseudonymOptions } from './pseudonymize'

/**
 * `--record FILE`: every record of the live list, read with the export's own paging engine
 * (shared/api/all-matches.ts): one request at a time here, its page budget bounding the read
 * whatever the count and links promise, its 429 waits and its checks for a list that changes
 * while it is read. The result is a dataset the demo API serves as that deployment does.
 */

export interface RecordOptions {
  api: string
  firstNameParam: string
  timeoutMs: number
  observed: Observed
  /** A key for the new names (pseudonymize.ts); the same key gives the same names. */
  pseudonymize?: PseudonymOptions
  onProgress?: (progress: ExportProgress) => void
  signal?: AbortSignal
}

export interface Recording {
  dataset: RecordedDataset
  /** What the read itself reported: a list that changed, or one cut short. */
  result: Omit<ExportResult, 'authors'>
}

/** Network failures and 5xx are asked again twice, after 1 s and 2 s; the engine waits out 429s itself. */
const RECORD_RETRY: RetryPolicy = {
  shouldRetry: (failures, error) =>
    isApiError(error) &&
    failures < 2 &&
    (error.kind === 'network' || error.kind === 'interrupted' || (error.kind === 'http' && (error.status ?? 0) >= 500)),
  retryDelay: (failures) => 1000 * 2 ** failures,
}

export async function recordDirectory(options: RecordOptions): Promise<Recording> {
  const settings = { apiUrl: options.api, firstNameParam: options.firstNameParam, timeoutMs: options.timeoutMs }
  const exporter = new AllMatchesExport({
    fetchPage: async (offset, limit, signal) => {
      const page = await fetchAuthorsPage(settings, { lastName: '', firstName: '', limit, offset }, signal)
      return { count: page.count, results: page.results, last: isLastPage(page, { offset, limit }) }
    },
    retry: RECORD_RETRY,
    // One request at a time: a recording is no reason to load a live service.
    concurrency: 1,
    ...(options.onProgress && { onProgress: options.onProgress }),
  })
  const { authors, ...result } = await exporter.run(options.signal ?? new AbortController().signal)
  const { observed } = options
  return {
    dataset: {
      format: DATASET_FORMAT,
      version: 1,
      source: { api: options.api, recordedAt: new Date().toISOString(), pseudonymized: options.pseudonymize !== undefined },
      maxLimit: observed.maxLimit,
      defaultLimit: observed.defaultLimit ?? DEFAULT_LIMIT,
      search: observed.search,
      authors: options.pseudonymize ? pseudonymizeAuthors(authors, options.pseudonymize) : authors,
    },
    result,
  }
}
