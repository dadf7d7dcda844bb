import { useSyncExternalStore } from 'react'
import { newEntryState, rememberScroll } from './scroll-memory'

/**
 * The address bar as a store. No router: the app has one page and four query parameters, and
 * history.pushState does not fire popstate, so our own writes notify subscribers directly.
 */
const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  window.addEventListener('popstate', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('popstate', listener)
  }
}

const getSearch = () => window.location.search

export function useLocationSearch(): string {
  return useSyncExternalStore(subscribe, getSearch, () => '')
}

export type HistoryMode = 'push' | 'replace'

/** Moves to another query string on the same page; a push makes an entry Back returns to. */
export function navigateToSearch(search: string, mode: HistoryMode): void {
  const { pathname, hash } = window.location
  if (search === window.location.search) return
  const url = `${pathname}${search}${hash}`
  if (mode === 'push') {
    // The entry being left keeps its scroll position, for Back to return to.
    rememberScroll()
    window.history.pushState(newEntryState(), '', url)
  }
  else window.history.replaceState(window.history.state, '', url)
  for (const listener of listeners) listener()
}

/** The query string now, as the store holds it: for handlers that must not act on a render's copy. */
export const readLocationSearch = getSearch
