import { expect, test, type Page } from '@playwright/test'
import { generateAuthors } from '../../src/demo-api/dataset'
import { respondToList } from '../../src/demo-api/list-engine'

/**
 * The pager stands at the bottom of the screen before the first page has come (its total not yet
 * known), and its controls keep their places when the page and its total arrive: none of First,
 * Previous, Next, Last, the page field, Go or Rows per page moves, at every width from 320 to 1920
 * px (every 16) in both languages, with a total of 24 pages. A held API of the test's own answers
 * once the held pager has been measured at every width.
 */
const API = 'http://held-pager.test'
const authors = generateAuthors({ seed: 1, size: 1200 })
const WIDTHS = Array.from({ length: (1920 - 320) / 16 + 1 }, (_, index) => 320 + index * 16)

const WORDS = {
  en: { pager: 'Pagination', next: 'Next page', ready: /^1–50 of 1,200/ },
  ru: { pager: 'Страницы', next: 'Следующая страница', ready: /^1–50 из 1\s200/ },
} as const

interface Place {
  name: string
  box: { x: number; y: number; width: number; height: number }
}

/** Every control of the pager there before the total (not the numbered pages, which come with it), where it is now. */
const controls = (page: Page): Promise<Place[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('nav.pager button, nav.pager input, nav.pager select')].map((control) => {
      const { x, y, width, height } = control.getBoundingClientRect()
      const name = control.getAttribute('aria-label') ?? control.closest('label')?.textContent ?? control.textContent ?? ''
      return { name: name.replace(/\s+/g, ' ').trim(), box: { x, y, width, height } }
    }),
  )

/** The controls that moved or changed size by more than a pixel (sub-pixel rounding is no move). */
function moved(before: Place[], after: Place[]): string[] {
  if (before.length !== after.length) return [`${before.length} controls before, ${after.length} after`]
  return before.flatMap((place, index) => {
    const now = after[index]!
    const sides = ['x', 'y', 'width', 'height'] as const
    return now.name === place.name && sides.every((side) => Math.abs(now.box[side] - place.box[side]) <= 1)
      ? []
      : [`${place.name}: ${JSON.stringify(place.box)} → ${now.name}: ${JSON.stringify(now.box)}`]
  })
}

for (const lang of ['en', 'ru'] as const) {
  const m = WORDS[lang]
  test.describe(lang, () => {
    test.use({ locale: lang === 'ru' ? 'ru-RU' : 'en-GB', viewport: { width: 1920, height: 900 } })

    test('the pager’s controls keep their places when the first page and its total come, at every width', async ({ page }) => {
      let release = () => {}
      const released = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/config.json', (route) =>
        route.fulfill({ json: { apiUrl: API, firstNameParam: 'first_name', requestTimeoutMs: 120_000 } }),
      )
      await page.route(`${API}/**`, async (route) => {
        await released
        const answer = respondToList({ method: 'GET', url: route.request().url(), accept: 'application/json' }, authors)
        await route.fulfill({
          status: answer.status,
          body: answer.body,
          headers: { 'access-control-allow-origin': '*', 'content-type': 'application/json' },
        })
      })
      await page.goto('/')
      const pager = page.getByRole('navigation', { name: m.pager })
      await expect(pager.getByRole('button', { name: m.next, exact: true })).toBeVisible()
      const held = new Map<number, Place[]>()
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        held.set(width, await controls(page))
      }
      release()
      await expect(page.locator('[data-row="0"]')).toBeVisible()
      await expect(pager.locator('.pager-range')).toHaveText(m.ready)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        expect(moved(held.get(width)!, await controls(page)), `${lang} at ${width} px`).toEqual([])
      }
    })
  })
}
