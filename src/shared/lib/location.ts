import { createBrowserStore } from './external-store'
import { historyState } from './history-entry'
import { newEntryState } from './scroll-memory'
import { useSyncExternalStoreWithSelector } from './use-sync-external-store-with-selector'

/** What a server render reads: it has no address. */
const onServer = () => ''

/**
 * The address bar as a store. No router: the app has one page and four query parameters, and
 * history.pushState does not fire popstate, so our own writes notify subscribers directly.
 */
const address = createBrowserStore({
  read: () => window.location.search,
  listen: (changed) => {
    window.addEventListener('popstate', changed)
    return () => window.removeEventListener('popstate', changed)
  },
  onServer,
})

/**
 * The whole query string, rendering again at every change of the address. For a dialog's own
 * component; a component of the page behind reads its part (`useLocationSearchPart`), so a
 * dialog's keys changing (the review's place, the open record) does not render the page again.
 */
export function useLocationSearch(): string {
  return address.use()
}

/**
 * The part of the query string a component reads, `select(search)`: the component renders again
 * only when that part changes (a string, compared by value). `select` is the same function at
 * every render (declared at a module's top level), as a store's selector is.
 */
export function useLocationSearchPart(select: (search: string) => string): string {
  return useSyncExternalStoreWithSelector(address.subscribe, address.get, onServer, select)
}

export type HistoryMode = 'push' | 'replace'

/**
 * How long a move's render may wait for what it will show (`answer`): a response within it reads
 * as instant (the 0.1 s a person takes for "at once"), so the move renders once, with its rows,
 * instead of first the old rows marked busy. A slower answer gets the busy state when this is over.
 */
export const MOVE_HOLD_MS = 100

export interface MoveOptions {
  /** What the new (or replaced) entry's state also holds, written with the move itself. */
  entry?: Record<string, unknown> | undefined
  /**
   * What the new place will show, still on its way: the address changes at once (a handler
   * reading it sees the move), and the components are told when it has come, or after
   * MOVE_HOLD_MS, whichever is first.
   */
  answer?: Promise<unknown> | undefined
}

/**
 * Moves to another query string on the same page; a push makes an entry Back returns to.
 * One history write a move (each write costs several milliseconds in the frame of the move).
 */
export function navigateToSearch(search: string, mode: HistoryMode, { entry, answer }: MoveOptions = {}): void {
  if (search === address.get()) return
  const { pathname, hash } = window.location
  const url = `${pathname}${search}${hash}`
  // The entry being left keeps its scroll position (in memory), for Back to return to.
  if (mode === 'push') window.history.pushState({ ...entry, ...newEntryState() }, '', url)
  else window.history.replaceState(entry ? { ...(historyState() as object | null), ...entry } : historyState(), '', url)
  const tell = () => address.changed()
  if (!answer) {
    tell()
    return
  }
  // Telling the components twice is harmless: the second time they read the same address.
  const timer = setTimeout(tell, MOVE_HOLD_MS)
  const told = () => {
    clearTimeout(timer)
    tell()
  }
  answer.then(told, told)
}

/** The query string now, as the store holds it: for handlers that must not act on a render's copy. */
export const readLocationSearch = address.get
