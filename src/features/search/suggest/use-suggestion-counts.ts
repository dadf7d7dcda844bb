import { useQueries, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { isApiError } from '../../../shared/api/api-error'
import type { ApiSettings } from '../../../shared/api/authors-api'
import { AUTHORS_COUNT_QUERY_ROOT } from '../../../entities/author/authors-query'
import { authorsCountQuery, fetchAuthorsCount } from '../../../entities/author/count-query'
import type { Suggestion } from './suggestions'

/** Count requests in flight at once, so suggestions never crowd out the list's own requests. */
export const MAX_PROBES_AT_ONCE = 2
/** The longest a panel waits for a 429's Retry-After before showing the rest without counts. */
export const MAX_PROBE_WAIT_MS = 10_000
/** How long a 429 without a usable Retry-After holds every probe back. */
export const PROBE_PAUSE_WITHOUT_RETRY_AFTER_MS = 30_000

export interface ProbedSuggestion extends Suggestion {
  /** The number of authors it finds, once known. */
  count: number | undefined
  /** Its count was asked for and could not be had (the service failed, or asked the app to wait too long). */
  failed: boolean
  /** Its count is known, failed, or will not be asked for. */
  settled: boolean
}

/** Thrown in place of a probe the service asked the app not to send for longer than a panel waits. */
export class ProbeHeldBack extends Error {
  override readonly name = 'ProbeHeldBack'
}

/**
 * The count of each suggested search, by the cheapest request that carries `count` (limit=1),
 * a few at a time in the order given. A count is a hint, so each search is asked at most once
 * in the page's life (the QueryClient never retries nor refetches a probe: app/query-client.ts,
 * and a failed one is never enabled again here): a panel sends at most one request per
 * suggestion, whatever the service answers. A failed count is not a zero: the suggestion is
 * shown without one. After a 429, no probe is sent before its Retry-After has passed; a wait
 * longer than MAX_PROBE_WAIT_MS is not waited out, and the rest are shown without counts. When
 * the person types in a search box again the counts still asked for are cancelled: the result
 * they would serve is about to change. `stopAfterFailure`: once one count has failed (a 429
 * included), no further one is asked for (those already on their way finish), and the rest are
 * settled without a count: for hints beside results already shown, which show no failed count.
 */
export function useSuggestionCounts(
  settings: ApiSettings,
  suggestions: readonly Suggestion[],
  { stopAfterFailure = false }: { stopAfterFailure?: boolean } = {},
): {
  suggestions: ProbedSuggestion[]
  settled: boolean
  throttled: boolean
  /** The person typed in a search box: the counts still asked for were cancelled. */
  cancelled: boolean
  /** A count failed and, with `stopAfterFailure`, the rest were not asked for. */
  stopped: boolean
} {
  const queryClient = useQueryClient()
  const typing = useTypingInSearch()
  const options = suggestions.map((suggestion) => ({
    ...authorsCountQuery(settings, suggestion),
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      await afterThrottle(queryClient, signal)
      return fetchAuthorsCount(settings, suggestion, signal)
    },
  }))
  const states = options.map((option) => queryClient.getQueryState(option.queryKey))
  // The next probe starts only when fewer than MAX_PROBES_AT_ONCE earlier ones are unfinished.
  const finished = states.map((state) => state?.status === 'success' || state?.status === 'error')
  const anyFailed = stopAfterFailure && states.some((state) => state?.status === 'error')
  const queries = options.map((option, index) => {
    const unfinishedBefore = finished.slice(0, index).filter((done) => !done).length
    // Once failed, never again: TanStack would refetch an errored query whose `enabled` turns true.
    const failed = states[index]?.status === 'error'
    // A probe already on its way when another failed is let finish (`finished` or fetching).
    const stoppedHere = anyFailed && !finished[index] && states[index]?.fetchStatus !== 'fetching'
    return { ...option, enabled: !typing && !failed && !stoppedHere && unfinishedBefore < MAX_PROBES_AT_ONCE }
  })
  const results = useQueries({ queries })

  const keys = JSON.stringify(options.map((option) => option.queryKey))
  useEffect(() => {
    if (!typing) return
    for (const queryKey of JSON.parse(keys) as unknown[][]) void queryClient.cancelQueries({ queryKey })
  }, [typing, keys, queryClient])

  const stopped = stopAfterFailure && results.some((result) => result.status === 'error')
  const probed = suggestions.map((suggestion, index) => {
    const result = results[index]
    return {
      ...suggestion,
      count: result?.data,
      failed: result?.status === 'error',
      settled: typing || result?.status === 'success' || result?.status === 'error' || (stopped && result?.fetchStatus !== 'fetching'),
    }
  })
  const settled = probed.every((suggestion) => suggestion.settled)
  const throttled = !settled && results.some((result) => isApiError(result.error) && result.error.status === 429)
  return { suggestions: probed, settled, throttled, cancelled: typing, stopped }
}

/**
 * Resolves when the service allows the next probe: at once, or once the latest 429 a probe met
 * has waited out its Retry-After. Rejects with ProbeHeldBack (no request sent) when that wait
 * is longer than a panel waits, and on abort.
 */
async function afterThrottle(client: QueryClient, signal: AbortSignal): Promise<void> {
  let until = 0
  for (const query of client.getQueryCache().findAll({ queryKey: AUTHORS_COUNT_QUERY_ROOT })) {
    const { error, errorUpdatedAt } = query.state
    if (!isApiError(error) || error.status !== 429) continue
    const wait = error.retryAfterSeconds === undefined ? PROBE_PAUSE_WITHOUT_RETRY_AFTER_MS : error.retryAfterSeconds * 1000
    until = Math.max(until, errorUpdatedAt + wait)
  }
  const wait = until - Date.now()
  if (wait <= 0) return
  if (wait > MAX_PROBE_WAIT_MS) throw new ProbeHeldBack(`The service asked for no requests for ${Math.ceil(wait / 1000)} s.`)
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, wait)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason)
      },
      { once: true },
    )
  })
}

/** True once the person types in a search box (the search form), until the component unmounts. */
function useTypingInSearch(): boolean {
  const [typing, setTyping] = useState(false)
  useEffect(() => {
    const onInput = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('[role="search"]')) setTyping(true)
    }
    document.addEventListener('input', onInput, true)
    return () => document.removeEventListener('input', onInput, true)
  }, [])
  return typing
}
