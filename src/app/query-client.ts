import { QueryClient } from '@tanstack/react-query'
import { AUTHORS_COUNT_QUERY_ROOT } from '../entities/author/authors-query'
import { isApiError } from '../shared/api/api-error'

/** How long a page stays fresh: Back, Forward and a revisited page show at once without a refetch. */
const STALE_TIME_MS = 30_000
/** A 429 is retried by itself only when the server asks for a short wait; longer waits are shown. */
const MAX_AUTOMATIC_RETRY_AFTER_SECONDS = 10

/**
 * Retries belong to the client, not to each query, so tests can create a client with `retry: false`.
 * Policy: a 4xx is the request's fault and is never retried, except 429 (once, after the server's
 * Retry-After); network errors, connections dropped mid-answer and 5xx are retried twice with
 * backoff, and the page shows that it is retrying. A timeout is not retried: the person has
 * already waited the whole timeout, and hears at once that the server is not answering (three
 * timeouts in a row would be 45 s of silence). A body of the wrong shape or a redirect away from
 * the API will not improve by asking again.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isApiError(error)) return false
  if (error.kind === 'shape' || error.kind === 'redirect' || error.kind === 'timeout') return false
  // A long wait the server asked for is the person's to decide on, whatever the status.
  if (error.retryAfterSeconds !== undefined && error.retryAfterSeconds > MAX_AUTOMATIC_RETRY_AFTER_SECONDS) return false
  if (error.kind === 'http' && error.status !== undefined && error.status < 500) {
    // Signed out (401, DRF's credential 403s) or not allowed (403) among them: asking again signs nobody in.
    if (error.status !== 429) return false
    // Once, and only when the server named a wait (a long one was refused above).
    return failureCount < 1 && error.retryAfterSeconds !== undefined
  }
  return failureCount < 2
}

export function retryDelay(failureCount: number, error: unknown): number {
  // A server that says how long to wait (429, or a 503 in maintenance) is taken at its word.
  if (isApiError(error) && error.retryAfterSeconds !== undefined && error.retryAfterSeconds <= MAX_AUTOMATIC_RETRY_AFTER_SECONDS) {
    return error.retryAfterSeconds * 1000
  }
  return Math.min(1000 * 2 ** failureCount, 8000)
}

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, staleTime: STALE_TIME_MS },
    },
  })
  // A suggestion's count is a hint, asked once per search text in the page's life: never retried,
  // never asked again after it failed (not on mount, focus or reconnect), kept once known. So a
  // panel of suggestions sends at most one request per suggestion, whatever the service answers.
  client.setQueryDefaults(AUTHORS_COUNT_QUERY_ROOT, {
    retry: false,
    retryOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    staleTime: Infinity,
    gcTime: Infinity,
  })
  return client
}
