import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'

/**
 * Exporting keeps the list in view: the export is a popover over the rows and its outcome one
 * short line in the toolbar's row, so after an export nothing above the list has grown by more
 * than a line and the first record is still on the first screen, at 1280×800 and on a 375 px
 * phone, in English and Russian; nothing sticks out sideways.
 */
const LAYOUTS = [
  { name: '1280×800', width: 1280, height: 800, cards: false },
  { name: '375×667', width: 375, height: 667, cards: true },
] as const

const WORDS = {
  en: {
    ready: /^Showing 1–50 of /,
    list: 'Non-active authors',
    export: 'Export',
    popover: 'Export authors',
    pageXlsx: 'Current page as Excel (XLSX)',
    done: 'Downloaded 50 authors',
    file: /^non-active-authors_page-1_50-authors_\d{4}-\d\d-\d\d\.xlsx$/,
    details: 'Details',
  },
  ru: {
    ready: /^Показаны 1–50 из /,
    list: 'Неактивные авторы',
    export: 'Экспорт',
    popover: 'Экспорт авторов',
    pageXlsx: 'Текущая страница в Excel (XLSX)',
    done: 'Скачано: 50 авторов',
    // File names in the UI's language.
    file: /^неактивные-авторы_страница-1_50-авторов_\d{4}-\d\d-\d\d\.xlsx$/,
    details: 'Подробнее',
  },
} as const

/** The first row of the table, or the first card. */
const firstRecord = (page: Page, cards: boolean, name: string): Locator =>
  cards
    ? page.getByRole('list', { name, exact: true }).getByRole('listitem').first()
    : page.getByRole('table', { name, exact: true }).locator('tbody tr').first()

async function top(locator: Locator): Promise<number> {
  return (await locator.boundingBox())!.y
}

/** Controls of the export tools that reach past the viewport's edges, and whether the page scrolls sideways. */
async function sideways(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const outside = [...document.querySelectorAll<HTMLElement>('.export-tools button, .export-popover')]
      .filter((element) => element.getClientRects().length > 0 && !element.closest('[aria-hidden="true"]'))
      .filter((element) => {
        const box = element.getBoundingClientRect()
        return box.left < -1 || box.right > width + 1
      })
      .map((element) => `${element.tagName} "${element.textContent?.trim().slice(0, 40)}"`)
    return { outside, scrolls: document.documentElement.scrollWidth > width }
  })
}

for (const lang of ['en', 'ru'] as const) {
  for (const layout of LAYOUTS) {
    test.describe(`${lang}, ${layout.name}`, () => {
      test.use({ viewport: { width: layout.width, height: layout.height }, locale: lang === 'ru' ? 'ru-RU' : 'en-GB' })

      test('an export opens over the rows and leaves the first record on the first screen', async ({ page }) => {
        const words = WORDS[lang]
        await page.goto('/')
        await expect(page.getByRole('status').first()).toHaveText(words.ready)
        const record = firstRecord(page, layout.cards, words.list)
        await expect(record).toBeVisible()
        const toggle = page.getByRole('button', { name: words.export, exact: true })
        await expect(toggle).toBeEnabled()
        const before = await top(record)
        // One line of the toolbar: its buttons' height and the gap between wrapped lines.
        const line = (await toggle.boundingBox())!.height + 8

        await toggle.click()
        const popover = page.getByRole('region', { name: words.popover })
        await expect(popover).toBeVisible()
        await expect(popover.getByRole('button', { name: words.pageXlsx })).toBeFocused()
        // Over the rows: the list has not moved.
        expect(await top(record)).toBe(before)
        expect(await sideways(page)).toEqual({ outside: [], scrolls: false })
        expect((await new AxeBuilder({ page }).include('.export-tools').analyze()).violations).toEqual([])
        await page.keyboard.press('Escape')
        await expect(popover).toBeHidden()
        await expect(toggle).toBeFocused()

        await toggle.click()
        const downloaded = page.waitForEvent('download')
        await popover.getByRole('button', { name: words.pageXlsx }).click()
        const file = await downloaded
        expect(file.suggestedFilename()).toMatch(words.file)
        expect((await readFile((await file.path())!)).subarray(0, 2).toString('latin1')).toBe('PK')

        await expect(page.locator('.export-status').getByText(new RegExp(`${words.done}$`))).toBeVisible()
        await expect(popover).toBeHidden()
        const after = await top(record)
        expect(after - before, 'what the export added above the list').toBeLessThanOrEqual(line)
        test
          .info()
          .annotations.push({ type: 'first record', description: `top ${Math.round(before)} px before, ${Math.round(after)} px after` })
        // At 1280×800 the first row stays within the first screen. (On a phone the furniture above
        // the first card is the layout's to shrink; the export's share is the one line above.)
        if (!layout.cards) expect(after + (await record.boundingBox())!.height).toBeLessThanOrEqual(layout.height)
        expect(await sideways(page)).toEqual({ outside: [], scrolls: false })

        // Details opens over the rows too, and fits.
        await page.locator('.export-status').getByRole('button', { name: words.details, exact: true }).click()
        await expect(page.locator('.export-details')).toBeVisible()
        expect(await top(record)).toBe(after)
        expect(await sideways(page)).toEqual({ outside: [], scrolls: false })
        expect((await new AxeBuilder({ page }).include('.export-tools').analyze()).violations).toEqual([])
      })
    })
  }
}
