import { createBrowserStore, type BrowserStore } from './external-store'

// One store per query: the app asks a few fixed queries, so they are kept for the visit.
const queries = new Map<string, BrowserStore<boolean>>()

function mediaQuery(query: string): BrowserStore<boolean> {
  let store = queries.get(query)
  if (!store) {
    store = createBrowserStore({
      read: () => (window.matchMedia ? window.matchMedia(query).matches : false),
      listen: (changed) => {
        if (!window.matchMedia) return () => {}
        const list = window.matchMedia(query)
        list.addEventListener('change', changed)
        return () => list.removeEventListener('change', changed)
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
