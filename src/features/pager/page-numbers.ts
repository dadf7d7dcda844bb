/** A page number to link to, or a gap standing for the pages left out. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: 'start' | 'end' }

/**
 * The numbered pages to offer around the current one, as editors know them from Django REST
 * framework's browsable page: the first and last page, two pages either side of the current one,
 * and a gap ("…") for the rest, e.g. 1 … 4 5 [6] 7 8 … 20. A gap never stands for a single page
 * (that page is shown instead), so the row never offers "…" where a number would fit.
 * `current` may lie past `last` (a link made when the list was longer): then only the pages that
 * exist are offered, ending at the last one.
 */
export function pageItems(current: number, last: number, around = 2): PageItem[] {
  if (last < 1) return []
  const here = Math.min(Math.max(current, 1), last)
  const pages = new Set<number>([1, last])
  for (let page = Math.max(here - around, 1); page <= Math.min(here + around, last); page++) pages.add(page)
  const sorted = [...pages].sort((a, b) => a - b)
  const items: PageItem[] = []
  sorted.forEach((page, index) => {
    // The pages left out between this one and the one before (none before the first).
    const skipped = page - (sorted[index - 1] ?? page - 1) - 1
    if (skipped === 1) items.push({ kind: 'page', page: page - 1 })
    if (skipped > 1) items.push({ kind: 'gap', key: index === 1 ? 'start' : 'end' })
    items.push({ kind: 'page', page })
  })
  return items
}
