/** Page arithmetic on the grid of pages that starts at offset 0: the one source for every part. */

/** Pages in a list of `count` records; an empty list still has its one (empty) page. */
export function pageCount(count: number, limit: number): number {
  return Math.max(1, Math.ceil(count / limit))
}

/** The offset of the last page. */
export function lastPageOffset(count: number, limit: number): number {
  return (pageCount(count, limit) - 1) * limit
}

/** The 1-based number of the page that starts at (or holds) `offset`. */
export function pageNumber(offset: number, limit: number): number {
  return Math.floor(offset / limit) + 1
}
