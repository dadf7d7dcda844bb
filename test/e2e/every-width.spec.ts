import { expect, test } from '@playwright/test'
import { expectHolds, list, measure, WIDTHS } from './every-width-measure'
import { ODD_ROWS, serveOddRows } from './odd-rows'

/**
 * The list at every width an editor meets, in both languages: every 16 CSS px from 320 to 1920,
 * and 400 % zoom. One page load a language; the window is resized and each width measured in the
 * page. At each width:
 *  - nothing is wider than the page (the table's overflow stays in its own sideways region);
 *  - no name is clipped, and no word of a name is broken where its cell could hold it whole;
 *  - no column header (table) or field label (cards) is cut;
 *  - from 1,024 px up every row of the table is one line at the default density;
 *  - where the table scrolls sideways, its name column stays pinned at the region's left edge.
 * The first 200 rows of the demo data hold its longest names ("Wolfeschlegelsteinhausenbergerdorff",
 * "Преображенская-Христорождественская А. К.").
 */
const LANGS = [
  { lang: 'en', locale: 'en-GB', ready: /^Showing 1–200 of / },
  { lang: 'ru', locale: 'ru-RU', ready: /^Показаны 1–200 из / },
] as const

for (const { lang, locale, ready } of LANGS) {
  test.describe(lang, () => {
    test.use({ locale, viewport: { width: 1920, height: 900 } })

    test(`holds the list at every width from 320 to 1920 px, every 16 px`, async ({ page }) => {
      await page.goto('/?limit=200')
      await expect(page.getByRole('status').first()).toHaveText(ready)
      // The workbench's marks and buttons in the rows: the rows as the editor works with them.
      await expect(page.getByRole('button', { name: lang === 'ru' ? 'Подробности' : 'Details' }).first()).toBeVisible()
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        // The cards are a chunk of their own, loaded when the window first narrows to them.
        await expect(list(page, width >= 896)).toBeVisible()
        expectHolds(await measure(page), width, lang)
      }
    })
  })

  test.describe(`${lang}, 400 % zoom`, () => {
    // 400 % of a 1280×1024 window: 320×256 CSS px at 4 device pixels each.
    test.use({ locale, viewport: { width: 320, height: 256 }, deviceScaleFactor: 4 })

    test('holds the cards at 400 % zoom', async ({ page }) => {
      await page.goto('/?limit=200')
      await expect(page.getByRole('status').first()).toHaveText(ready)
      await expect(list(page, false)).toBeVisible()
      expectHolds(await measure(page), 320, lang)
    })
  })
}

// The oddest records a live directory holds (odd-rows.ts): a row with every flag and a twin mark
// (more marks than the Checks column's held width), hyphenated and one-word long names, empty
// values. The same sweep, both languages.
for (const { lang, locale } of LANGS) {
  test.describe(`${lang}, odd rows`, () => {
    test.use({ locale, viewport: { width: 1920, height: 900 } })

    test('holds odd rows at every width from 320 to 1920 px, every 16 px', async ({ page }) => {
      await serveOddRows(page)
      await page.goto('/')
      await expect(page.locator('tbody tr[data-row]')).toHaveCount(ODD_ROWS.length)
      // The row with every flag has its marks (the workbench is in).
      await expect(page.locator('[data-row="0"] .flag-mark')).not.toHaveCount(0)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        await expect(list(page, width >= 896)).toBeVisible()
        expectHolds(await measure(page), width, lang, ODD_ROWS.length)
      }
    })
  })
}
