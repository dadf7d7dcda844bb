import { useCallback, useSyncExternalStore } from 'react'

/**
 * Whether a CSS media query matches now, kept up to date as the window is resized or zoomed.
 * Read during render (no effect, no flash of the other layout); false where there is no
 * matchMedia (jsdom) and on a server (React reads the server snapshot there, never these).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!window.matchMedia) return () => {}
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  const matches = () => (window.matchMedia ? window.matchMedia(query).matches : false)
  return useSyncExternalStore(subscribe, matches, () => false)
}
