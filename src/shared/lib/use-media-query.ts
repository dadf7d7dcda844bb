import { createBrowserStore, type BrowserStore } from './external-store'

// One store per query: the app asks a few fixed queries, so they are kept for the visit.
const queries = new Map<string, BrowserStore<boolean>>()

function mediaQuery(query: string): BrowserStore<boolean> {
  let store = queries.get(query)
  if (!store) {
    // While anyone listens, one MediaQueryList answers, its answer kept until it says it changed:
    // a render reads a boolean. (matchMedia(query).matches in every render made a new list each
    // time and had the browser bring style and layout up to date to answer it: 13 ms of a review
    // move's render, where the page behind read it.) Asked afresh while nobody listens.
    let listening: { matches: boolean } | undefined
    const ask = () => (window.matchMedia ? window.matchMedia(query).matches : false)
    store = createBrowserStore({
      read: () => (listening ? listening.matches : ask()),
      listen: (changed) => {
        if (!window.matchMedia) return () => {}
        const list = window.matchMedia(query)
        const held = { matches: list.matches }
        listening = held
        const onChange = () => {
          held.matches = list.matches
          changed()
        }
        list.addEventListener('change', onChange)
        return () => {
          list.removeEventListener('change', onChange)
          if (listening === held) listening = undefined
        }
      },
      onServer: () => false,
    })
    queries.set(query, store)
  }
  return store
}

/**
 * Whether a CSS media query matches now, kept up to date as the window is resized or zoomed.
 * Read during render (no effect, no flash of the other layout); false where there is no
 * matchMedia (jsdom) and on a server (React reads the server snapshot there, never these).
 */
export function useMediaQuery(query: string): boolean {
  return mediaQuery(query).use()
}
