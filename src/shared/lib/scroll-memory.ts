import { useEffect, useLayoutEffect } from 'react'

/**
 * Scroll positions per history entry, so Back and Forward return the person to where they were
 * on that entry. The browser's own restoration is turned off: it scrolls at the moment of
 * popstate, before the entry's rows are rendered, and lands short on a shorter page.
 *
 * Each entry the app pushes carries a key in its state. Positions are kept by key in memory
 * (written when an entry is left, by a push or by Back/Forward: at popstate the document still
 * shows the entry being left) and in the entry's own state when the page is hidden, so a reload
 * returns to it too.
 */
interface EntryState {
  key?: string
  scrollY?: number
}

const positions = new Map<string, number>()
let currentKey: string | undefined
let pendingRestore: number | undefined

function entryState(state: unknown): EntryState {
  return typeof state === 'object' && state !== null ? (state as EntryState) : {}
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10)
}

/** The state for an entry about to be pushed: a fresh key, recorded as the current entry's. */
export function newEntryState(): EntryState {
  currentKey = newKey()
  return { key: currentKey }
}

/** Records where the current entry is scrolled to, before it is left or the page is hidden. */
export function rememberScroll(): void {
  const state = entryState(window.history.state)
  // The current entry's key is always the one in its state, when it has one (set at load, push and popstate).
  const key = currentKey ?? newKey()
  currentKey = key
  positions.set(key, window.scrollY)
  window.history.replaceState({ ...state, key, scrollY: window.scrollY }, '')
}

if (typeof window !== 'undefined') {
  currentKey = entryState(window.history.state).key
  // Added when this module loads, so it runs before the URL store's popstate listener: React
  // renders a popstate update synchronously, inside that listener.
  window.addEventListener('popstate', (event: PopStateEvent) => {
    if (currentKey !== undefined) positions.set(currentKey, window.scrollY)
    const state = entryState(event.state)
    currentKey = state.key
    pendingRestore = (state.key === undefined ? undefined : positions.get(state.key)) ?? state.scrollY ?? 0
  })
}

/**
 * Restores an entry's scroll position once its content is `ready` (rendered from the answer for
 * that entry), after Back/Forward and after a reload. Call it from the component that renders
 * the content, every render.
 */
export function useScrollMemory(ready: boolean): void {
  useEffect(() => {
    window.history.scrollRestoration = 'manual'
    // A reload keeps history.state: return to what was saved when the page was hidden.
    pendingRestore ??= entryState(window.history.state).scrollY
    window.addEventListener('pagehide', rememberScroll)
    return () => window.removeEventListener('pagehide', rememberScroll)
  }, [])
  useLayoutEffect(() => {
    if (!ready || pendingRestore === undefined) return
    window.scrollTo(0, pendingRestore)
    pendingRestore = undefined
  })
}

/**
 * After a page change the person made from a scrolled position: bring the top of the list (its
 * column headers) to the top of the viewport, so the new page is read from its first row.
 * Nothing moves when the list's top is already in view. Focus stays where it is.
 */
export function scrollToTopOf(element: Element | null | undefined): void {
  if (!element) return
  const top = element.getBoundingClientRect().top
  if (top < 0) window.scrollTo(0, window.scrollY + top)
}
