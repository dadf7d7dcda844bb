import type { QueryClient } from '@tanstack/react-query'
import type { RetryPolicy } from './all-matches'

/**
 * The list's retry policy, read from the QueryClient's defaults (TanStack's own reading of
 * `retry` and `retryDelay`), so a read of every match (the export's, the review's) gives up
 * exactly when the list would, and a test client with retries off turns them off here too.
 */
export function queryRetryPolicy(client: QueryClient): RetryPolicy {
  const { retry = 3, retryDelay } = client.getDefaultOptions().queries ?? {}
  return {
    shouldRetry: (failureCount, error) => {
      if (typeof retry === 'function') return retry(failureCount, error as Error)
      if (typeof retry === 'number') return failureCount < retry
      return retry
    },
    retryDelay: (failureCount, error) => {
      if (typeof retryDelay === 'function') return retryDelay(failureCount, error as Error)
      if (typeof retryDelay === 'number') return retryDelay
      return Math.min(1000 * 2 ** failureCount, 30_000)
    },
  }
}
