import { useEffect, useLayoutEffect, useRef } from 'react'

/**
 * Scroll positions kept in each history entry's state, so Back and Forward return the person to
 * where they were on that entry. The browser's own restoration is turned off: it scrolls at the
 * moment of popstate, before the entry's rows are rendered, and lands short on a shorter page.
 */
interface ScrollState {
  scrollY?: number
}

function savedScroll(state: unknown): number | undefined {
  const y = (state as ScrollState | null)?.scrollY
  return typeof y === 'number' && Number.isFinite(y) ? y : undefined
}

/** Writes the current scroll position into the current history entry (before leaving it). */
export function rememberScroll(): void {
  const state: unknown = window.history.state
  window.history.replaceState({ ...(typeof state === 'object' ? state : null), scrollY: window.scrollY }, '')
}

/**
 * Restores an entry's scroll position once its content is `ready` (rendered from the answer for
 * that entry), after Back/Forward and after a reload. Call it from the component that renders
 * the content, every render.
 */
export function useScrollMemory(ready: boolean): void {
  // A reload keeps history.state: start from what was saved when the page was left.
  const pending = useRef<number | undefined>(undefined)
  useEffect(() => {
    window.history.scrollRestoration = 'manual'
    pending.current = savedScroll(window.history.state)
    const onPopState = (event: PopStateEvent) => {
      pending.current = savedScroll(event.state) ?? 0
    }
    window.addEventListener('popstate', onPopState)
    window.addEventListener('pagehide', rememberScroll)
    return () => {
      window.removeEventListener('popstate', onPopState)
      window.removeEventListener('pagehide', rememberScroll)
    }
  }, [])
  useLayoutEffect(() => {
    if (!ready || pending.current === undefined) return
    window.scrollTo(0, pending.current)
    pending.current = undefined
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
