import { expect, test, type Page } from '@playwright/test'
import { PREFERENCES_KEY, PREFERENCES_VERSION } from '../../src/app/preferences/preferences'

/**
 * The editor's day (issue 23) in a browser, in both languages: a pager whose moves stay where the
 * hand is, a first screen with at least 12 rows (20 compact) at 1280×800 and the first record on a
 * phone's first screen, the list as a few Tab stops with the pager near, "g" to the page field,
 * and a copy confirmed at the button that copied.
 */

const WORDS = {
  en: { next: 'Next page', previous: 'Previous page', first: 'First page', last: 'Last page', page: 'Page', lastName: 'Last name' },
  ru: {
    next: 'Следующая страница',
    previous: 'Предыдущая страница',
    first: 'Первая страница',
    last: 'Последняя страница',
    page: 'Страница',
    lastName: 'Фамилия',
  },
} as const

type Lang = keyof typeof WORDS

async function open(page: Page, lang: Lang, search = '', density?: 'compact') {
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [PREFERENCES_KEY, JSON.stringify({ version: PREFERENCES_VERSION, lang, ...(density ? { density } : {}) })],
  )
  await page.goto(`/${search}`)
  // The rows, and the pager with its moves (it arrives after the first paint).
  await expect(page.locator('[data-row]').first()).toBeVisible()
  await expect(page.getByRole('button', { name: WORDS[lang].next })).toBeVisible()
}

/** Where each move of the pager is, and whether every control of the pager is on one line. */
async function pagerGeometry(page: Page) {
  return page
    .getByRole('navigation')
    .last()
    .evaluate((nav) => {
      const controls = [...nav.querySelectorAll<HTMLElement>('button, a, input, select')].filter((c) => c.getClientRects().length > 0)
      const mids = controls.map((c) => {
        const box = c.getBoundingClientRect()
        return box.top + box.height / 2
      })
      const moves = [...nav.querySelectorAll<HTMLElement>('.pager-moves > button')].map((b) => Math.round(b.getBoundingClientRect().left))
      return {
        moves,
        oneLine: Math.max(...mids) - Math.min(...mids) < 8,
        overflows: nav.scrollWidth > nav.clientWidth + 1 || nav.getBoundingClientRect().right > document.documentElement.clientWidth + 1,
      }
    })
}

for (const lang of ['en', 'ru'] as const) {
  test.describe(`the editor's day (${lang})`, () => {
    for (const width of [1024, 1280, 1440]) {
      test(`First, Previous, Next and Last keep their places from page to page, on one line, at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 })
        await open(page, lang)
        const start = await pagerGeometry(page)
        expect(start.moves).toHaveLength(4)
        expect(start.oneLine).toBe(true)
        expect(start.overflows).toBe(false)
        // Clicking the same spot three times goes to pages 2, 3, 4: the button did not move away.
        const next = page.getByRole('button', { name: WORDS[lang].next })
        const box = (await next.boundingBox())!
        for (const expected of [51, 101, 151]) {
          await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
          await expect(page.locator('[data-row="0"]')).toHaveAttribute('aria-rowindex', String(expected + 1))
          await expect(page.getByRole('navigation').last()).toContainText(lang === 'en' ? `${expected}–` : `${expected}–`)
          const now = await pagerGeometry(page)
          expect(now.moves).toEqual(start.moves)
          expect(now.oneLine).toBe(true)
          expect(now.overflows).toBe(false)
        }
        // The last page and a page in the middle of a long list (more digits, gaps both sides).
        for (const search of ['?offset=1150', '?offset=600']) {
          await page.goto(`/${search}`)
          await expect(page.getByRole('button', { name: WORDS[lang].next })).toBeVisible()
          await expect(page.locator('[data-row]').first()).toBeVisible()
          const there = await pagerGeometry(page)
          expect(there.moves).toEqual(start.moves)
          expect(there.oneLine).toBe(true)
        }
      })
    }

    test('a 1280×800 screen shows at least 12 whole rows, and 20 in compact density', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      for (const [density, least] of [[undefined, 12] as const, ['compact', 20] as const]) {
        await open(page, lang, '', density)
        // The workbench's marks and actions have arrived: the rows are as tall as they will be.
        await expect(page.getByRole('button', { name: lang === 'en' ? 'Copy UID' : 'Копировать UID' }).first()).toBeVisible()
        const whole = await page.evaluate(() => {
          const pager = document.querySelector('nav.pager')!.getBoundingClientRect()
          const bottom = Math.min(window.innerHeight, pager.top)
          return [...document.querySelectorAll('[data-row]')].filter((row) => {
            const box = row.getBoundingClientRect()
            return box.top >= 0 && box.bottom <= bottom + 0.5
          }).length
        })
        expect(whole, `rows in view (${density ?? 'comfortable'})`).toBeGreaterThanOrEqual(least)
        // One-line rows: every row of the first screen is one line of its cells tall.
        const heights = await page
          .locator('[data-row]')
          .evaluateAll((rows) => rows.slice(0, 12).map((row) => row.getBoundingClientRect().height))
        expect(Math.max(...heights) - Math.min(...heights)).toBeLessThan(4)
      }
    })

    test('on a 375 px phone the first record is on the first screen', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 667 })
      await open(page, lang)
      const card = page.locator('[data-row="0"]')
      const box = (await card.boundingBox())!
      const pagerTop = await page.locator('nav.pager').evaluate((nav) => nav.getBoundingClientRect().top)
      // The whole card, above the pinned pager.
      expect(box.y).toBeGreaterThanOrEqual(0)
      expect(box.y + box.height).toBeLessThanOrEqual(pagerTop + 0.5)
    })

    test('the list is a few Tab stops: the pager is near the search, "g" goes to the page field', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await open(page, lang)
      await expect(page.getByRole('button', { name: lang === 'en' ? 'Copy UID' : 'Копировать UID' }).first()).toBeVisible()
      await page.getByRole('searchbox', { name: WORDS[lang].lastName }).focus()
      let tabs = 0
      while (tabs < 30) {
        await page.keyboard.press('Tab')
        tabs++
        const name = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))
        if (name === WORDS[lang].first) break
      }
      expect(tabs).toBeLessThanOrEqual(10)
      // Shift+Tab back from the pager reaches the current row's own controls, then the row.
      await page.keyboard.press('Shift+Tab')
      await expect(page.locator('[data-row="0"] :focus')).toHaveCount(1)
      // Move the cursor down three rows: Tab from there reaches that row's controls, not row 1's.
      await page.locator('[data-row="0"]').focus()
      for (let i = 0; i < 3; i++) await page.keyboard.press('j')
      await expect(page.locator('[data-row="3"]')).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(page.locator('[data-row="3"] :focus')).toHaveCount(1)
      // "g": the page-number field, its number selected for typing over.
      await page.locator('[data-row="3"]').focus()
      await page.keyboard.press('g')
      const field = page.getByRole('spinbutton', { name: WORDS[lang].page })
      await expect(field).toBeFocused()
      await page.keyboard.type('3')
      await page.keyboard.press('Enter')
      await expect(page.locator('[data-row="0"]')).toHaveAttribute('aria-rowindex', '102')
    })
  })
}

for (const [width, height] of [
  [1280, 800],
  [375, 667],
] as const) {
  test(`a copy is confirmed at its button, on row 40 and in the details, at ${width} px`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.setViewportSize({ width, height })
    await open(page, 'en')
    const row = page.locator('[data-row="39"]')
    const copy = row.getByRole('button', { name: 'Copy UID' })
    await copy.scrollIntoViewIfNeeded()
    await copy.click()
    const note = row.locator('.copy-note')
    await expect(note).toHaveText(/^Copied UID /)
    // Seen where the person looks: in the viewport, beside the button.
    const [noteBox, buttonBox] = [(await note.boundingBox())!, (await copy.boundingBox())!]
    expect(noteBox.y).toBeGreaterThanOrEqual(0)
    expect(noteBox.y + noteBox.height).toBeLessThanOrEqual(height)
    expect(Math.abs(noteBox.y + noteBox.height - buttonBox.y)).toBeLessThan(40)
    const uid = await page.evaluate(() => navigator.clipboard.readText())
    await expect(note).toContainText(uid)
    // In the details, above the dialog's backdrop.
    await row.getByRole('button', { name: 'Details' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Copy as JSON' }).click()
    const dialogNote = dialog.locator('.copy-note', { hasText: 'as JSON' })
    await expect(dialogNote).toHaveText(/^Copied .+ as JSON/)
    await expect(dialogNote).toBeInViewport()
  })
}
