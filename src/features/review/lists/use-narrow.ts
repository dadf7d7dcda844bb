import { useSyncExternalStore } from 'react'

/** Below 48em (768 px at the default font size) a list's groups are cards: no table scrolls sideways. */
export const REVIEW_CARDS_QUERY = '(max-width: 47.99em)'

const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(REVIEW_CARDS_QUERY) : undefined)

function subscribe(changed: () => void): () => void {
  const list = query()
  list?.addEventListener('change', changed)
  return () => list?.removeEventListener('change', changed)
}

/**
 * Whether the review's lists are cards now, following resizes and zoom. The review's own copy of
 * shared/lib's useMediaQuery: importing that one from this lazy chunk would make the first load
 * export it (bytes of the first-load budget).
 */
export function useReviewCards(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  )
}
