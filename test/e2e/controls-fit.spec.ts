import { expect, test, type Page } from '@playwright/test'

/**
 * No control wraps its label inside itself ("Пере-/йти" over two lines in a button) and none
 * sticks out of the viewport, at any width an editor uses, at 400 % zoom, in both languages, in
 * the list's states: rows, a search that finds nothing (with its suggestions), and past the end.
 * Zoom is emulated as the browser does it: 400 % of 1280×1024 is 320×256 CSS px at 4 device px.
 */
const LAYOUTS = [
  { name: '320 px', width: 320, height: 640 },
  { name: '400 % zoom of 1280×1024', width: 320, height: 256, deviceScaleFactor: 4 },
  { name: '375 px', width: 375, height: 667 },
  { name: '768 px', width: 768, height: 1024 },
  { name: '1024 px', width: 1024, height: 768 },
  { name: '1280 px', width: 1280, height: 800 },
]

const STATES = [
  // Rows with their workbench parts (twins' "Show all", Details, Copy UID) arrived.
  { url: '/?limit=10', ready: { en: /^Showing 1–10 of /, ru: /^Показаны 1–10 из / }, workbench: true },
  { url: '/?last_name=Иванов&limit=25', ready: { en: /^Showing 1–\d+ of /, ru: /^Показаны 1–\d+ из / }, workbench: true },
  { url: '/?last_name=Bdfyjd', ready: { en: /No authors found/, ru: /Не найдено авторов/ } },
  { url: '/?offset=5000', ready: { en: /past the end/i, ru: /за концом списка/ } },
] as const

/** The controls whose text runs over more than one line, or that reach past the viewport's edges. */
async function badControls(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const controls = [...document.querySelectorAll<HTMLElement>('button, a[href], select, summary, label, [role="tab"]')].filter(
      (control) =>
        control.getClientRects().length > 0 &&
        getComputedStyle(control).visibility !== 'hidden' &&
        !control.closest('.visually-hidden, [aria-hidden="true"]'),
    )
    const wrapped: string[] = []
    const outside: string[] = []
    for (const control of controls) {
      const box = control.getBoundingClientRect()
      if (box.width === 0) continue
      if (box.left < -1 || box.right > width + 1)
        outside.push(`${control.tagName} "${control.textContent?.trim()}" ${Math.round(box.left)}–${Math.round(box.right)} of ${width}`)
      // Nor out of its table cell, over the next column.
      const cell = control.closest('td, th')?.getBoundingClientRect()
      if (cell && (box.left < cell.left - 1 || box.right > cell.right + 1))
        outside.push(`${control.tagName} "${control.textContent?.trim()}" out of its cell`)
      // Only a control's own label counts, not a field or list inside a label.
      if (control.tagName === 'LABEL' || control.tagName === 'SELECT') continue
      const tops: number[] = []
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || node.parentElement!.getBoundingClientRect().width <= 1) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top)
      }
      const halfLine = parseFloat(getComputedStyle(control).fontSize) / 2
      if (tops.length > 0 && Math.max(...tops) - Math.min(...tops) > halfLine)
        wrapped.push(`${control.tagName} "${control.textContent?.trim()}"`)
    }
    return { wrapped, outside }
  })
}

for (const lang of ['en', 'ru'] as const) {
  for (const layout of LAYOUTS) {
    test.describe(`${lang}, ${layout.name}`, () => {
      test.use({
        viewport: { width: layout.width, height: layout.height },
        deviceScaleFactor: layout.deviceScaleFactor ?? 1,
        locale: lang === 'ru' ? 'ru-RU' : 'en-GB',
      })

      test('no control wraps inside itself or leaves the viewport, in the list, an empty search and past the end', async ({ page }) => {
        test.setTimeout(120_000)
        for (const state of STATES) {
          await page.goto(state.url)
          await expect(page.getByRole('status').first()).toHaveText(state.ready[lang])
          if ('workbench' in state)
            await expect(page.getByRole('button', { name: lang === 'ru' ? 'Подробности' : 'Details' }).first()).toBeVisible()
          expect(await badControls(page), `${state.url}`).toEqual({ wrapped: [], outside: [] })
        }
      })
    })
  }
}
