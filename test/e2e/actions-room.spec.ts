import { expect, test, type Page } from '@playwright/test'
import { holdChunk } from './early-screen-hold'
import { E2E_PROXY_PORT } from './ports'

/**
 * The workbench's arrival, just after the first rows, moves nothing: each row's actions ("Details",
 * "Copy UID") take the room held for them (RowActionsRoom, and the early screen's copy of it), and
 * the twin and flag marks fill the Checks cell without making their row taller (a twin's mark in
 * its double border was 0.56 px taller than the line; a flag's, in a compact row). Measured
 * exactly, not through the layout-shift score: a row 0.56 px taller moves every row below it,
 * and scores under its 0.01. The workbench's chunk is held back until the first rows have been
 * measured: in both languages, both densities, a mouse and a touch screen, in the table (1280,
 * 1024) and the cards (375).
 */

// On the HTTP mock behind the proxy, so the first rows are the early screen's where it draws one.
test.use({ baseURL: `http://127.0.0.1:${E2E_PROXY_PORT}` })

const LANGS = [
  { locale: 'en-GB', details: 'Details' },
  { locale: 'ru-RU', details: 'Подробности' },
] as const
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 375, height: 667 },
]

interface Layout {
  /** Every row's (or card's) box, and row 0's cells' (or parts'). */
  rows: number[][]
  cells: number[][]
  /** Row 0's actions, where they are drawn: held room or buttons. */
  actions: number[]
  held: boolean
}

const layout = (page: Page) =>
  page.evaluate((): Layout => {
    const box = (element: Element) => {
      const { x, y, width, height } = element.getBoundingClientRect()
      return [x, y, width, height].map((value) => Math.round(value * 100) / 100)
    }
    const rows = [...document.querySelectorAll('[data-row]')]
    const first = rows[0]!
    const actions = first.querySelector('.row-actions')!
    return {
      rows: rows.map(box),
      cells: [...first.querySelectorAll(':scope > *, :scope .card-actions')].map(box),
      actions: box(actions),
      held: actions.classList.contains('row-actions-placeholder'),
    }
  })

for (const { locale, details } of LANGS) {
  for (const density of ['comfortable', 'compact'] as const) {
    for (const touch of [false, true]) {
      for (const viewport of VIEWPORTS) {
        test.describe(`${locale}, ${density}, ${touch ? 'touch' : 'mouse'}, ${viewport.width}×${viewport.height}`, () => {
          test.use({ locale, viewport, hasTouch: touch, isMobile: touch })

          test('nothing moves when the rows’ buttons and marks come', async ({ page }) => {
            await page.addInitScript(
              (stored) => window.localStorage.setItem('non-active-authors/preferences', stored),
              JSON.stringify({ version: 1, density }),
            )
            const workbench = await holdChunk(page, /\/assets\/workbench-host-[^/]*\.js$/)
            await page.goto('/')
            await expect(page.locator('[data-row="0"] .row-actions-placeholder')).toBeAttached()
            // React's rows, all of the page's (the early screen draws those in view, and a spacer).
            await expect(page.locator('[data-row]')).toHaveCount(50)
            await expect(page.locator('.spacer-row')).toHaveCount(0)
            expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches), 'the pointer').toBe(touch)
            const held = await layout(page)
            expect(held.held).toBe(true)

            workbench.release()
            await expect(page.getByRole('button', { name: details, exact: true }).first()).toBeVisible()
            const drawn = await layout(page)
            expect(drawn.held).toBe(false)
            expect(drawn.actions, 'row 0’s actions').toEqual(held.actions)
            expect(drawn.cells, 'row 0’s cells').toEqual(held.cells)
            expect(drawn.rows, 'every row').toEqual(held.rows)
          })
        })
      }
    }
  }
}
