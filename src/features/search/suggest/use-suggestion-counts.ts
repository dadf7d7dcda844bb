import { useQueries, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { ApiSettings } from '../../../shared/api/authors-api'
import { authorsPageQuery } from '../../../entities/author/authors-query'
import type { Suggestion } from './suggestions'

/** Count requests in flight at once, so suggestions never crowd out the list's own requests. */
export const MAX_PROBES_AT_ONCE = 2

export interface ProbedSuggestion extends Suggestion {
  /** The number of authors it finds, once known. */
  count: number | undefined
  /** Its count is known, failed, or will not be asked for. */
  settled: boolean
}

/**
 * The count of each suggested search, by the cheapest request that carries `count` (limit=1),
 * a few at a time in the order given. They are ordinary list queries (same key, same cache, same
 * retry policy), so a suggestion a person clicks may already be cached. When the person types in
 * a search box again the counts still asked for are cancelled: the result they would serve is
 * about to change.
 */
export function useSuggestionCounts(settings: ApiSettings, suggestions: readonly Suggestion[]): { suggestions: ProbedSuggestion[]; settled: boolean } {
  const queryClient = useQueryClient()
  const typing = useTypingInSearch()
  const options = suggestions.map((suggestion) =>
    authorsPageQuery(settings, { lastName: suggestion.lastName, firstName: suggestion.firstName, limit: 1, offset: 0 }),
  )
  // The next probe starts only when fewer than MAX_PROBES_AT_ONCE earlier ones are unfinished.
  const finished = options.map((option) => {
    const status = queryClient.getQueryState(option.queryKey)?.status
    return status === 'success' || status === 'error'
  })
  const queries = options.map((option, index) => {
    const unfinishedBefore = finished.slice(0, index).filter((done) => !done).length
    return { ...option, enabled: !typing && unfinishedBefore < MAX_PROBES_AT_ONCE }
  })
  const results = useQueries({ queries })

  const keys = JSON.stringify(options.map((option) => option.queryKey))
  useEffect(() => {
    if (!typing) return
    for (const queryKey of JSON.parse(keys) as unknown[][]) void queryClient.cancelQueries({ queryKey })
  }, [typing, keys, queryClient])

  const probed = suggestions.map((suggestion, index) => {
    const result = results[index]
    return {
      ...suggestion,
      count: result?.data?.count,
      settled: typing || result?.status === 'success' || result?.status === 'error',
    }
  })
  return { suggestions: probed, settled: probed.every((suggestion) => suggestion.settled) }
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
