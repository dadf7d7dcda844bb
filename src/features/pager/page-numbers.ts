/** A page number to link to, or a gap standing for the pages left out. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: 'start' | 'end' }

/**
 * The numbered pages to offer around the current one: the first and last page, `around` pages
 * either side of the current one, and a gap ("…") for the rest, always the same number of items
 * (2 × around + 5) once the list is longer than that, so they fill the pager's fixed slot the same
 * way on every page. Near an end the pages there fill the room a gap would leave:
 * 1 2 3 4 5 … 20 on page 1 to 3, 1 … 5 6 7 … 20 on page 6, 1 … 16 17 18 19 20 near the end.
 * A gap never stands for a single page. `current` may lie past `last` (a link made when the list
 * was longer): then the pages at the end are offered, ending at the last one.
 */
export function pageItems(current: number, last: number, around = 1): PageItem[] {
  if (last < 1) return []
  const slots = 2 * around + 5
  const pages = (from: number, to: number): PageItem[] =>
    Array.from({ length: to - from + 1 }, (_, i) => ({ kind: 'page', page: from + i }))
  if (last <= slots) return pages(1, last)
  const here = Math.min(Math.max(current, 1), last)
  // Room for the pages at an end: all but the last page and a gap.
  const edge = slots - 2
  if (here <= around + 3) return [...pages(1, edge), { kind: 'gap', key: 'end' }, ...pages(last, last)]
  if (here >= last - around - 2) return [...pages(1, 1), { kind: 'gap', key: 'start' }, ...pages(last - edge + 1, last)]
  return [
    ...pages(1, 1),
    { kind: 'gap', key: 'start' },
    ...pages(here - around, here + around),
    { kind: 'gap', key: 'end' },
    ...pages(last, last),
  ]
}
