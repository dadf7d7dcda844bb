import { PAGE_SIZES } from '../../../shared/api/contract'
import type { LoadedPage } from '../../../shared/api/authors-api'

/**
 * The most rows the service gives in one page, when an answer shows that it gives fewer than were
 * asked for: a page shorter than its limit that is not the list's last page (Django REST
 * framework's `max_limit`: 100 rows for `limit=200`, with a next link). Undefined when the answer
 * says nothing of a cap: a full page, an empty one, or the short last page of the list.
 */
export function servedCap(limit: number, page: Pick<LoadedPage, 'results' | 'next'>): number | undefined {
  const served = page.results.length
  if (served === 0 || served >= limit) return undefined
  // `next` is the answer's link when it has one (DRF's capped page links to the rest), the count's
  // word otherwise: a page the service itself calls the last is the end of the list, not a cap.
  return page.next !== null ? served : undefined
}

/**
 * The rows-per-page sizes to offer: the usual ones up to the service's cap, and the cap itself,
 * so the largest size offered is one the service honours. With no cap known, all of them.
 */
export function pageSizesUpTo(cap: number | undefined): readonly number[] {
  if (cap === undefined) return PAGE_SIZES
  const honoured = PAGE_SIZES.filter((size) => size < cap)
  return [...honoured, cap]
}
