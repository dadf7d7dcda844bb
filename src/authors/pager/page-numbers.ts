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
  for (let page = here - around; page <= here + around; page++) if (page >= 1 && page <= last) pages.add(page)
  const sorted = [...pages].sort((a, b) => a - b)
  const items: PageItem[] = []
  sorted.forEach((page, index) => {
    const before = sorted[index - 1]
    if (before !== undefined && page - before === 2) items.push({ kind: 'page', page: before + 1 })
    else if (before !== undefined && page - before > 2) items.push({ kind: 'gap', key: index === 1 ? 'start' : 'end' })
    items.push({ kind: 'page', page })
  })
  return items
}
