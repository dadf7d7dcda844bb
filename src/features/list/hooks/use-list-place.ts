import { useCallback, useEffect, useMemo, useRef } from 'react'
import { navigateToSearch, useLocationSearch, type HistoryMode } from '../../../shared/lib/location'
import { normaliseSearch, parseListPlace, serializeListPlace, type ListPlace } from '../model/list-place'
import { pageNumber } from '../model/paging'

export interface ListPlaceControl {
  /** Where the person is, read from the URL. */
  place: ListPlace
  /** The 1-based page that holds the place's offset. */
  page: number
  /** Moves to a place changed by `patch`: a push makes an entry Back returns to. */
  navigate: (patch: Partial<ListPlace>, mode?: HistoryMode) => void
}

/**
 * The list's place in the URL: read, normalised when a hand-typed URL is not in canonical form
 * (replacing the entry, so Back does not return to the nonsense), and changed by navigation.
 * `onLeave` is told of each new place before the URL changes: its request can start before
 * React renders the change, as a plain page would send it.
 */
export function useListPlace(onLeave?: (to: ListPlace) => void): ListPlaceControl {
  const search = useLocationSearch()
  const place = useMemo(() => parseListPlace(search), [search])
  // A canonical URL is left alone: navigateToSearch makes no move to the URL it is already on.
  useEffect(() => {
    navigateToSearch(normaliseSearch(search), 'replace')
  }, [search])

  const leave = useRef(onLeave)
  useEffect(() => {
    leave.current = onLeave
  })
  const navigate = useCallback((patch: Partial<ListPlace>, mode: HistoryMode = 'push') => {
    // Read the address bar now, not the render's copy: two commits can land in one tick.
    const current = window.location.search
    const to = { ...parseListPlace(current), ...patch }
    const next = serializeListPlace(to, current)
    if (next !== current) leave.current?.(to)
    navigateToSearch(next, mode)
  }, [])

  return { place, page: pageNumber(place.offset, place.limit), navigate }
}
