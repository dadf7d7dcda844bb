import { useEffect, useLayoutEffect } from 'react'
import { afterPaint } from './after-paint'
import { noteOnEntry, writeEntryNotes } from './entry-notes'

/**
 * Scroll positions per history entry, so Back and Forward return the person to where they were
 * on that entry. The browser's own restoration is turned off: it scrolls at the moment of
 * popstate, before the entry's rows are rendered, and lands short on a shorter page.
 *
 * Each entry carries a key in its state: the app's pushes write it into the new entry's state (one
 * history write a move), and the entry the page was opened on is tagged once, after the first
 * paint. Positions are kept by key in memory, written when an entry is left (by a push, or by
 * Back/Forward: at popstate the document still shows the entry being left). When the page is
 * hidden they go to `sessionStorage` and the current one into its entry's own state, so after a
 * reload Back and Forward still return to them.
 */
interface EntryState {
  key?: string
  scrollY?: number
}

/** Where the positions wait out a reload. */
const SAVED_POSITIONS = 'authors.scrollPositions'
/** The most entries remembered: the oldest are forgotten first (they then open at the top). */
export const KEPT_POSITIONS = 200

const positions = new Map<string, number>()
let currentKey: string | undefined
let pendingRestore: number | undefined

function entryState(state: unknown): EntryState {
  return typeof state === 'object' && state !== null ? (state as EntryState) : {}
}

function keyOf(state: unknown): string | undefined {
  const { key } = entryState(state)
  return typeof key === 'string' && key !== '' ? key : undefined
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10)
}

function remember(key: string, scrollY: number): void {
  // Re-inserted, so the Map's order is the order entries were last left in: the oldest go first.
  positions.delete(key)
  positions.set(key, scrollY)
  for (const oldest of positions.keys()) {
    if (positions.size <= KEPT_POSITIONS) break
    positions.delete(oldest)
  }
}

/** Gives the current entry a key of its own, when it has none (the entry the page was opened on). */
function tagEntry(): string {
  // A key (and the entry's other notes) waiting for the first paint is written now, with no second write (a held push first:
  // the notes are the app's current entry's).
  writeEntryNotes()
  const state: unknown = window.history.state
  const key = keyOf(state) ?? newKey()
  if (keyOf(state) === undefined) window.history.replaceState({ ...entryState(state), key }, '')
  currentKey = key
  return key
}

/** Keys the current entry after the next paint, when it has no key; returns the withdrawal of that note. */
function tagAfterPaint(): () => void {
  const key = keyOf(window.history.state)
  currentKey = key ?? newKey()
  return key === undefined ? noteOnEntry({ key: currentKey }) : () => undefined
}

/**
 * The state for an entry about to be pushed: the entry being left records where it is scrolled
 * to (in memory: no history write, once the entry has a key), and the new one gets a fresh key.
 */
export function newEntryState(): EntryState {
  remember(tagEntry(), window.scrollY)
  currentKey = newKey()
  return { key: currentKey }
}

function savePositions(): void {
  loadPositions()
  try {
    window.sessionStorage.setItem(SAVED_POSITIONS, JSON.stringify([...positions]))
  } catch {
    // Storage refused (full, or blocked): after a reload those entries open at the top.
  }
}

let loaded = false

/**
 * Reads the positions saved before a reload, once: after the first paint, or at the first Back or
 * Forward before it (the storage's first read costs milliseconds, kept off the cold load's way to
 * the first rows). What this visit remembered already is newer and stays.
 */
function loadPositions(): void {
  if (loaded) return
  loaded = true
  let saved: unknown
  try {
    saved = JSON.parse(window.sessionStorage.getItem(SAVED_POSITIONS) ?? '[]')
  } catch {
    return
  }
  if (!Array.isArray(saved)) return
  const newer = [...positions]
  positions.clear()
  for (const pair of saved.slice(-KEPT_POSITIONS) as unknown[]) {
    if (!Array.isArray(pair) || pair.length !== 2) continue
    const [key, scrollY] = pair as unknown[]
    if (typeof key === 'string' && typeof scrollY === 'number' && Number.isFinite(scrollY) && scrollY >= 0) remember(key, scrollY)
  }
  for (const [key, scrollY] of newer) remember(key, scrollY)
}

/** Records where the current entry is scrolled to, as the page is hidden: it may be reloaded. */
export function rememberScroll(): void {
  writeEntryNotes()
  const state = entryState(window.history.state)
  const key = keyOf(state) ?? newKey()
  currentKey = key
  remember(key, window.scrollY)
  window.history.replaceState({ ...state, key, scrollY: window.scrollY }, '')
  savePositions()
}

if (typeof window !== 'undefined') {
  currentKey = keyOf(window.history.state)
  // Added when this module loads, so it runs before the URL store's popstate listener: React
  // renders a popstate update synchronously, inside that listener.
  window.addEventListener('popstate', (event: PopStateEvent) => {
    loadPositions()
    if (currentKey !== undefined) remember(currentKey, window.scrollY)
    const state = entryState(event.state)
    currentKey = keyOf(state)
    pendingRestore = (currentKey === undefined ? undefined : positions.get(currentKey)) ?? state.scrollY ?? 0
  })
}

/**
 * The position the entry's content will be scrolled to once it is ready (after a reload or
 * Back/Forward), or 0 when it opens at the top: what is drawn first must reach that far.
 */
export function scrollToRestore(): number {
  const position = pendingRestore ?? entryState(window.history.state).scrollY
  return typeof position === 'number' && Number.isFinite(position) && position > 0 ? position : 0
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
    // The entry the page opened on gets its key after the first paint, in one write with its other
    // notes (entry-notes.ts), so the first move from it makes one history write too; the
    // positions saved before a reload are read then.
    const cancelTag = tagAfterPaint()
    const cancelLoad = afterPaint(loadPositions)
    return () => {
      cancelTag()
      cancelLoad()
      window.removeEventListener('pagehide', rememberScroll)
    }
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
