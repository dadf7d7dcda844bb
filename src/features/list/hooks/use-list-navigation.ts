import { useQueryClient } from '@tanstack/react-query'
import type { RefObject } from 'react'
import type { PageRef } from '../../../shared/api/page-link'
import { readLocationSearch, type HistoryMode } from '../../../shared/lib/location'
import { scrollToTopOf, useScrollMemory } from '../../../shared/lib/scroll-memory'
import type { ListPlace } from '../model/list-place'
import { placeAtLimit, prefetchOtherSizes } from '../model/page-sizes'
import type { AuthorsList } from './use-authors-list'
import { useFocusAfterRecovery } from './use-focus-after-recovery'

export interface ListNavigation {
  onFirst: () => void
  onPrevious: () => void
  onNext: () => void
  onLast: () => void
  /** A page number typed or picked (1-based). */
  onPage: (page: number) => void
  /** The link of a page number. */
  pageHref: (page: number) => string
  onLimit: (limit: number) => void
  /** The rows-per-page list was opened: the other sizes' pages are asked for ahead. */
  onLimitsOpened: () => void
  /** Page Down / Page Up on a row; false when there is no page that way. */
  turnPage: (to: 'next' | 'previous') => boolean
  /** The last page there is (from a place past the end). */
  toLastPage: (lastOffset: number) => void
  clearSearch: () => void
  /** A search box's text, committed once typing pauses (or at once, by a move). */
  commitSearch: (field: 'lastName' | 'firstName') => (text: string, mode: HistoryMode) => void
  /** The address of another search's first page, and going there (focus to the results). */
  searchHref: (names: Pick<ListPlace, 'lastName' | 'firstName'>) => string
  runSearch: (names: Pick<ListPlace, 'lastName' | 'firstName'>) => void
}

/**
 * The person's moves through the list. A page change commits a search still waiting for its
 * pause first (`beforeMove`), and is made on top of it (from its first page); then the new page
 * is shown from its first row: the list's top goes to the top of the viewport. Focus stays on the
 * control used; clearing the search returns it to the search box.
 */
export function useListNavigation(
  list: AuthorsList,
  {
    results,
    searchInput,
    beforeMove,
    onLimitChosen,
  }: {
    /** The results region: scrolled to on a page change, focused after a suggestion is run or an error gives way. */
    results: RefObject<HTMLElement | null>
    searchInput: RefObject<HTMLInputElement | null>
    /** Commits a search still waiting for its pause. */
    beforeMove?: () => void
    /** The person picked a number of rows per page (the app remembers it). */
    onLimitChosen?: ((limit: number) => void) | undefined
  },
): ListNavigation {
  const queryClient = useQueryClient()
  const { place, moves, navigate, current, searchFor, settings } = list
  // Focus back on the results once an error gives way to rows; Back/Forward (and a reload) return
  // to the entry's scroll position once its answer is shown.
  useFocusAfterRecovery(list.isError, results)
  useScrollMemory(list.isError || list.settled !== undefined)

  const move = (to: (now: ListPlace, afterSearch: boolean) => Partial<ListPlace> | null) => {
    const before = readLocationSearch()
    beforeMove?.()
    const afterSearch = readLocationSearch() !== before
    const target = to(current(), afterSearch)
    if (!target) return
    // Navigate first: the entry being left records its scroll position for Back.
    navigate(target)
    scrollToTopOf(results.current?.querySelector('.authors-table, .author-cards'))
  }
  // Once a waiting search has been committed, the moves are made on the new search's first page;
  // Last needs its count, which is not known yet, so it stops at the search.
  const go = (to: PageRef | null, afterSearch: (now: ListPlace) => Partial<ListPlace> | null) => () =>
    move((now, searched) => (searched ? afterSearch(now) : to))
  const nextAfterSearch = (now: ListPlace) => ({ offset: now.offset + now.limit })
  const stay = () => null

  return {
    onFirst: go(moves.first, stay),
    onPrevious: go(moves.previous, stay),
    onNext: go(moves.next, nextAfterSearch),
    onLast: go(moves.last, stay),
    onPage: (number) => move((now) => ({ offset: (number - 1) * now.limit })),
    pageHref: (number) => searchFor({ offset: (number - 1) * place.limit }) || '?',
    onLimit: (limit) => {
      onLimitChosen?.(limit)
      move((now) => placeAtLimit(now, limit))
    },
    onLimitsOpened: () => prefetchOtherSizes(queryClient, settings, place, list.sizes),
    turnPage: (to) => {
      const target = moves[to]
      if (target === null) return false
      go(target, to === 'next' ? nextAfterSearch : stay)()
      return true
    },
    toLastPage: (lastOffset) => move(() => ({ offset: lastOffset })),
    clearSearch: () => {
      navigate({ lastName: '', firstName: '', offset: 0 })
      searchInput.current?.focus()
    },
    // Text that comes back to the search already in the URL (a letter typed and deleted) changes
    // nothing: it must not reset the offset under a page change made meanwhile.
    commitSearch: (field) => (text, mode) => {
      if (current()[field] !== text) navigate({ [field]: text, offset: 0 }, mode)
    },
    searchHref: (names) => `${window.location.pathname}${searchFor({ ...names, offset: 0 })}`,
    runSearch: (names) => {
      navigate({ ...names, offset: 0 })
      results.current?.focus()
    },
  }
}
