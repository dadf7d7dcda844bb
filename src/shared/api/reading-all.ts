import type { PageRef } from './page-link'

/**
 * Rules for reading every page of one search (the export, the twins lookup): when the API has no
 * more, and how many pages a read may take whatever the API promises.
 */

/** Pages a read may take beyond what its first count calls for, at the least. */
const MARGIN_PAGES = 2
/** ...or this share more, for a long read, whichever is more. */
const MARGIN_SHARE = 0.1

/**
 * The most pages one read of every match may ask for: as many as the FIRST count calls for at
 * this page size, plus a margin (two pages, or a tenth more for a long read) for records added
 * meanwhile. The count and the links are the API's promises; this bound is the app's own, so a
 * count that grows with every page, or next links that never end, cannot keep a read going.
 */
export function pageBudget(firstCount: number, pageSize: number): number {
  const pages = Math.ceil(Math.max(0, firstCount) / Math.max(1, pageSize))
  return pages + Math.max(MARGIN_PAGES, Math.ceil(pages * MARGIN_SHARE))
}

/**
 * Whether the API said this page is the last: its next link is null. Not when that null could be
 * the app's own reading of a page without links (page-link.ts: the count decides, against the
 * limit asked for) and the page came back shorter than asked (a lower max_limit) with the count
 * still ahead of its rows: there the count, not a link the API never sent, says there is more.
 * DRF itself writes the capped limit into its links, so it never sends null there.
 */
export function isLastPage(
  page: { count: number; results: readonly unknown[]; next: PageRef | null },
  request: { offset: number; limit: number },
): boolean {
  if (page.next !== null) return false
  const rowsEnd = request.offset + page.results.length
  const cappedWithinCount = page.results.length < request.limit && request.offset + request.limit >= page.count && rowsEnd < page.count
  return !cappedWithinCount
}
