import { useCallback, useEffect, useMemo, useRef } from 'react'
import { navigateToSearch, readLocationSearch, useLocationSearchPart, type HistoryMode } from '../../../shared/lib/location'
import { withoutDialogKeys } from '../../../shared/lib/search-keys'
import { normaliseSearch, parseListPlace, serializeListPlace, type ListPlace } from '../model/list-place'
import { pageNumber } from '../model/paging'
import { entryLimitState, limitForEntry, recordEntryLimit } from '../model/entry-limit'

export interface ListPlaceControl {
  /** Where the person is, read from the URL. */
  place: ListPlace
  /** The 1-based page that holds the place's offset. */
  page: number
  /** Moves to a place changed by `patch`: a push makes an entry Back returns to. */
  navigate: (patch: Partial<ListPlace>, mode?: HistoryMode) => void
  /** The place in the address bar now (not the render's copy: two commits can land in one tick). */
  current: () => ListPlace
  /** The query string of the place changed by `patch` ("" for the plain list). */
  searchFor: (patch: Partial<ListPlace>) => string
}

/**
 * The list's place in the URL: read, normalised when a hand-typed URL is not in canonical form
 * (replacing the entry, so Back does not return to the nonsense), and changed by navigation.
 * `preferredLimit` is the editor's remembered rows per page, for a URL that names none.
 * `onLeave` is told of each new place before the URL changes: its request can start before
 * React renders the change, as a plain page would send it. When it returns that request (the place
 * has nothing to show yet), the move's render waits a moment for it (`navigateToSearch`).
 */
export function useListPlace(rememberedLimit: number | undefined, onLeave?: (to: ListPlace) => Promise<unknown> | void): ListPlaceControl {
  // The address without a dialog's keys: the review's place or the open record changing does not
  // render the list (and the page around it) again, and the links made from it never carry them.
  const search = useLocationSearchPart(withoutDialogKeys)
  // An entry written before the size was remembered keeps the size it showed (entry-limit.ts): Back
  // after a change of rows per page returns to the old size, and the entry is not rewritten to the new.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the entry's state changes with the address
  const preferredLimit = useMemo(() => limitForEntry(rememberedLimit), [search, rememberedLimit])
  const place = useMemo(() => parseListPlace(search, preferredLimit), [search, preferredLimit])
  // The moves below write it with the move; this notes it for an entry made otherwise (a URL
  // opened, Back to an old entry), after the paint (with the scroll key's tag on a cold load).
  useEffect(() => recordEntryLimit(place.limit), [search, place.limit])
  // A canonical URL is left alone: navigateToSearch makes no move to the URL it is already on. The
  // address now, not the render's copy: a part below (the review) may have normalised its own
  // parameters in an effect of the same commit, which runs before this one.
  useEffect(() => {
    navigateToSearch(normaliseSearch(readLocationSearch(), preferredLimit), 'replace')
  }, [search, preferredLimit])

  const leave = useRef(onLeave)
  useEffect(() => {
    leave.current = onLeave
  })
  const current = useCallback(() => parseListPlace(readLocationSearch(), preferredLimit), [preferredLimit])
  const navigate = useCallback(
    (patch: Partial<ListPlace>, mode: HistoryMode = 'push') => {
      const now = readLocationSearch()
      const to = { ...parseListPlace(now, preferredLimit), ...patch }
      const next = serializeListPlace(to, now, preferredLimit)
      const answer = next !== now ? leave.current?.(to) : undefined
      // The size this entry shows goes into its state with the move: one history write a move.
      navigateToSearch(next, mode, {
        entry: entryLimitState(parseListPlace(next, preferredLimit).limit),
        // The push is written now, with the move: the address bar, Back and anything reading the
        // browser's entry agree with what is shown from the first frame (a push held for the
        // paint left a frame in which Back skipped the move). A move whose rows are on their way
        // writes it while the request is on the wire, after the request has left.
        answer: answer ?? undefined,
      })
    },
    [preferredLimit],
  )
  // Links to the list's places (the pager's, a search's): the list's own keys and those that travel
  // with it (the language, a demo scenario), never a dialog's (a middle-click would open it again).
  const searchFor = useCallback(
    (patch: Partial<ListPlace>) => serializeListPlace({ ...place, ...patch }, search, preferredLimit),
    [place, search, preferredLimit],
  )

  return { place, page: pageNumber(place.offset, place.limit), navigate, current, searchFor }
}
