import { expect, test, type Locator } from '@playwright/test'

/**
 * On a touch screen (pointer: coarse) the pager's controls and each row's buttons (Details,
 * Copy UID, the twin mark) are at least 44 × 44 CSS px: on a phone (cards) and a tablet held
 * sideways (the table), in both languages.
 */
const MIN = 44

const DEVICES = [
  { name: 'phone', viewport: { width: 375, height: 667 } },
  { name: 'tablet held sideways', viewport: { width: 1024, height: 768 } },
]

const LANGS = [
  { lang: 'en', locale: 'en-GB', details: 'Details', pager: 'Pagination', ready: /^Showing 1–50 of / },
  { lang: 'ru', locale: 'ru-RU', details: 'Подробности', pager: 'Страницы', ready: /^Показаны 1–50 из / },
] as const

/** Every visible control in the container that is smaller than MIN either way. */
const tooSmall = (container: Locator, selector: string) =>
  container.evaluateAll(
    (elements, [css, min]) =>
      elements.flatMap((element) =>
        [...element.querySelectorAll<HTMLElement>(css as string)]
          .filter((control) => control.getClientRects().length > 0 && getComputedStyle(control).visibility !== 'hidden')
          .map((control) => ({
            name: control.getAttribute('aria-label') ?? control.textContent ?? '',
            box: control.getBoundingClientRect(),
          }))
          .filter(({ box }) => box.width < (min as number) - 0.01 || box.height < (min as number) - 0.01)
          .map(({ name, box }) => `${name.trim()}: ${box.width.toFixed(1)} × ${box.height.toFixed(1)}`),
      ),
    [selector, MIN] as const,
  )

for (const { lang, locale, details, pager, ready } of LANGS) {
  for (const device of DEVICES) {
    test.describe(`${lang}, ${device.name}`, () => {
      test.use({ locale, viewport: device.viewport, hasTouch: true, isMobile: true })

      test('gives the pager and the rows’ buttons a finger’s room', async ({ page }) => {
        await page.goto('/')
        await expect(page.getByRole('status').first()).toHaveText(ready)
        await expect(page.getByRole('button', { name: details, exact: true }).first()).toBeVisible()
        expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches), 'a touch screen').toBe(true)

        const nav = page.getByRole('navigation', { name: pager })
        await expect(nav.getByRole('button').first()).toBeVisible()
        expect(await tooSmall(nav, 'button, a, select, input'), 'pager controls under 44 × 44').toEqual([])

        const rows = page.locator('[data-row]')
        expect(await rows.count()).toBeGreaterThan(10)
        expect(await tooSmall(rows, 'button'), 'row buttons under 44 × 44').toEqual([])
      })
    })
  }
}
