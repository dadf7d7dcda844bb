import type { Format } from '../../shared/i18n/format'

// The pager's measures, with no React: the app's first module (the early screen) draws the same.

/**
 * How many pages either side of the current one the slot offers: one (1 … 5 [6] 7 … 20) while
 * page numbers are up to three characters, none beyond (1 … [1,206] … 2,000), so the slot's width
 * stays about the same however long the list.
 */
export function slotAround(pageCount: number, f: Format): number {
  return f.number(pageCount).length <= 3 ? 1 : 0
}

/** The page count whose "of N" room the page jump holds before the total is known, as the page slot does. */
export const HELD_PAGE_COUNT = 999

/**
 * The slot's size: as many items (pages and gaps) as `pageItems` can give, each as wide as the
 * longest page number (at least three characters). The same before the total is known as for any
 * list of up to 999 pages.
 */
export function pageSlotSize(pageCount: number | undefined, f: Format): { chars: number; items: number } {
  const chars = pageCount === undefined ? 3 : Math.max(3, f.number(pageCount).length)
  const around = pageCount === undefined ? 1 : slotAround(pageCount, f)
  return { chars, items: 2 * around + 5 }
}
