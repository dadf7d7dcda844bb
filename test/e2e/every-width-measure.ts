import { expect, type Page } from '@playwright/test'

/**
 * The measures of the every-width sweeps (every-width.spec.ts on the demo data and crafted rows,
 * django-every-width.spec.ts on the Django fixture's). At a width:
 *  - nothing is wider than the page (the table's overflow stays in its own sideways region);
 *  - no name is clipped, and no word of a name is broken where its cell could hold it whole;
 *  - no column header (table) or field label (cards) is cut;
 *  - from 1,024 px up every row of the table is one line at the default density;
 *  - where the table scrolls sideways, its name column stays pinned at the region's left edge.
 */
export const list = (page: Page, table: boolean) =>
  page.getByRole(table ? 'table' : 'list', { name: /^(Non-active authors|Неактивные авторы)$/ })

export const WIDTHS = Array.from({ length: (1920 - 320) / 16 + 1 }, (_, index) => 320 + index * 16)

export interface WidthReport {
  layout: 'table' | 'cards' | 'none'
  pageOverflow: number
  clipped: string[]
  broken: string[]
  cutHeaders: string[]
  rowHeights: { min: number; max: number; count: number }
  unpinned: string | null
}

/** Measures the list as laid out now, after the frames that follow a resize. */
export function measure(page: Page): Promise<WidthReport> {
  return page.evaluate(async () => {
    // Two frames: the resize is laid out and the sideways region's observer has run.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
    const linesOf = (node: Node, start: number, end: number) => {
      const range = document.createRange()
      range.setStart(node, start)
      range.setEnd(node, end)
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0)
      return { lines: new Set(rects.map((rect) => Math.round(rect.top))).size, width: rects.reduce((sum, rect) => sum + rect.width, 0) }
    }
    const innerWidth = (cell: HTMLElement) => {
      const style = getComputedStyle(cell)
      return cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
    }
    const table = document.querySelector<HTMLTableElement>('table.authors-table')
    const cards = document.querySelector<HTMLElement>('.author-cards')
    const nameCells = table
      ? [
          ...table.querySelectorAll<HTMLElement>(
            'tbody td.col-public_name, tbody td.col-last_name, tbody td.col-first_name, tbody td.col-parent_name',
          ),
        ]
      : [...document.querySelectorAll<HTMLElement>('.card-public_name dd, .card-last_name dd, .card-first_name dd, .card-parent_name dd')]
    const clipped: string[] = []
    const broken: string[] = []
    for (const cell of nameCells) {
      if (cell.scrollWidth > cell.clientWidth + 1) clipped.push(`"${cell.textContent}" ${cell.scrollWidth} > ${cell.clientWidth}`)
      const room = innerWidth(cell)
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/[^\s-]+-?/g)) {
          const word = linesOf(node, match.index, match.index + match[0].length)
          if (word.lines > 1 && word.width <= room) broken.push(`${match[0]} in "${cell.textContent}"`)
        }
      }
    }
    // The workbench's marks and buttons are never cut either (a row with many marks widens its column).
    if (table)
      for (const cell of table.querySelectorAll<HTMLElement>('tbody td.col-checks, tbody td.col-actions'))
        if (cell.scrollWidth > cell.clientWidth + 1) clipped.push(`${cell.className} ${cell.scrollWidth} > ${cell.clientWidth}`)
    const labels = table
      ? [...table.querySelectorAll<HTMLElement>('thead th')]
      : [...document.querySelectorAll<HTMLElement>('.card-field dt')]
    const cutHeaders = labels.filter((label) => label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent ?? '')
    const heights = table
      ? [...table.querySelectorAll<HTMLElement>('tbody tr[data-row]')].map((row) => row.getBoundingClientRect().height)
      : []
    let unpinned: string | null = null
    const region = table?.parentElement
    if (table && region && region.scrollWidth > region.clientWidth + 1) {
      const name = table.querySelector<HTMLElement>('tbody tr[data-row] td')!
      region.scrollLeft = region.scrollWidth
      const regionLeft = region.getBoundingClientRect().left
      const nameLeft = name.getBoundingClientRect().left
      if (Math.abs(nameLeft - regionLeft) > 1) unpinned = `name at ${nameLeft}, region at ${regionLeft}`
      region.scrollLeft = 0
    }
    return {
      layout: table ? 'table' : cards ? 'cards' : 'none',
      pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      clipped: clipped.slice(0, 5),
      broken: broken.slice(0, 5),
      cutHeaders,
      rowHeights: { min: Math.min(...heights), max: Math.max(...heights), count: heights.length },
      unpinned,
    }
  })
}

export function expectHolds(report: WidthReport, width: number, lang: string, rows = 200) {
  const at = `${lang} at ${width} px`
  expect(report.layout, `${at}: layout`).toBe(width >= 896 ? 'table' : 'cards')
  expect(report.pageOverflow, `${at}: page wider than the viewport`).toBeLessThanOrEqual(0)
  expect(report.clipped, `${at}: names clipped`).toEqual([])
  expect(report.broken, `${at}: words broken that their cell could hold`).toEqual([])
  expect(report.cutHeaders, `${at}: headers cut`).toEqual([])
  expect(report.unpinned, `${at}: name column not pinned while scrolled sideways`).toBeNull()
  if (width >= 1024) {
    expect(report.rowHeights.count, `${at}: rows measured`).toBe(rows)
    expect(report.rowHeights.max - report.rowHeights.min, `${at}: a row taller than one line`).toBeLessThanOrEqual(1)
  }
}
