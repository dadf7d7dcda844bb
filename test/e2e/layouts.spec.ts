import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

/**
 * The list at every size an editor uses it: desktop widths get the table, narrow ones (and
 * 200–400 % zoom, which narrows the viewport in CSS pixels) get cards; nothing scrolls sideways,
 * the pager takes a small share of the screen, and axe stays clean in each layout.
 *
 * Zoom is emulated as the browser does it: the viewport in CSS pixels divided by the zoom
 * factor, with deviceScaleFactor multiplied by it (400 % of a 1280×1024 window is 320×256 CSS px
 * at 4 device pixels each).
 */
interface Layout {
  name: string
  width: number
  height: number
  deviceScaleFactor?: number
  cards: boolean
}

const LAYOUTS: Layout[] = [
  { name: '1440 px', width: 1440, height: 900, cards: false },
  { name: '1024 px', width: 1024, height: 768, cards: false },
  { name: '768 px', width: 768, height: 1024, cards: true },
  { name: '390 px', width: 390, height: 844, cards: true },
  { name: '320 px', width: 320, height: 640, cards: true },
  { name: 'phone held sideways', width: 844, height: 390, cards: true },
  { name: '200 % zoom of 1440×900', width: 720, height: 450, deviceScaleFactor: 2, cards: true },
  { name: '400 % zoom of 1280×1024', width: 320, height: 256, deviceScaleFactor: 4, cards: true },
]

const list = (page: Page, cards: boolean) => page.getByRole(cards ? 'list' : 'table', { name: 'Non-active authors', exact: true })
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' })

for (const layout of LAYOUTS) {
  test.describe(layout.name, () => {
    test.use({ viewport: { width: layout.width, height: layout.height }, deviceScaleFactor: layout.deviceScaleFactor ?? 1 })

    test(`shows the ${layout.cards ? 'cards' : 'table'} without sideways scrolling, a pager that stays small, and no axe violations`, async ({
      page,
    }) => {
      // Two pages and axe on a busy machine: more than the default 30 s, whatever the machine.
      test.setTimeout(90_000)
      // 200 rows hold the demo data's longest names ("Wolfeschlegelsteinhausenbergerdorff").
      await page.goto('/?limit=200')
      await expect(page.getByRole('status')).toHaveText(/^Showing 1–200 of /)
      await expect(list(page, layout.cards)).toBeVisible()
      await expect(list(page, !layout.cards)).toHaveCount(0)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, 'page wider than the viewport').toBeLessThanOrEqual(0)

      // The rest on a short page, so that axe's pass stays within the test's time on a busy machine.
      await page.goto('/?limit=10')
      await expect(page.getByRole('status')).toHaveText(/^Showing 1–10 of /)

      // Pinned only where the viewport is tall enough, and then a small share of it.
      const share = await pager(page).evaluate((nav) => ({
        pinned: getComputedStyle(nav).position === 'sticky',
        fraction: nav.getBoundingClientRect().height / window.innerHeight,
      }))
      if (layout.height < 576) expect(share.pinned, 'pager pinned on a short viewport').toBe(false)
      if (share.pinned) expect(share.fraction, 'pinned pager share of the viewport').toBeLessThanOrEqual(0.15)

      // No control wraps inside itself ("«" above "First"): all the text of each one is on one line.
      const wrapped = await pager(page).evaluate((nav) =>
        [...nav.querySelectorAll<HTMLElement>('button, a, .pager-jump, .pager-size')]
          .filter((control) => control.getClientRects().length > 0)
          .filter((control) => {
            const tops: number[] = []
            const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT)
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              // Options are drawn by the select; a visually hidden label is a name, not text on screen.
              if (node.parentElement?.closest('select') || node.parentElement!.getBoundingClientRect().width <= 1) continue
              const range = document.createRange()
              range.selectNodeContents(node)
              for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top)
            }
            const halfLine = parseFloat(getComputedStyle(control).fontSize) / 2
            return tops.length > 0 && Math.max(...tops) - Math.min(...tops) > halfLine
          })
          .map((control) => control.textContent),
      )
      expect(wrapped).toEqual([])

      if (layout.width <= 640) await expectPagerOnOneRow(page)

      const results = await new AxeBuilder({ page }).analyze()
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
    })
  })
}

/**
 * Every control of the pager (moves, page jump, Go, page size) on one row, and the pager no
 * taller than that row with its padding: one compact row, not two.
 */
async function expectPagerOnOneRow(page: Page) {
  const row = await pager(page).evaluate((nav) => {
    const controls = [...nav.querySelectorAll<HTMLElement>('button, input, select, a')].filter(
      (control) => control.getClientRects().length > 0,
    )
    const boxes = controls.map((control) => control.getBoundingClientRect())
    return {
      controls: controls.length,
      middles: boxes.map((box) => box.top + box.height / 2),
      tallest: Math.max(...boxes.map((box) => box.height)),
      height: nav.getBoundingClientRect().height,
      right: Math.max(...boxes.map((box) => box.right)),
    }
  })
  // « ‹ › », the page field, Go and the page size: 7 at least.
  expect(row.controls).toBeGreaterThanOrEqual(7)
  expect(Math.max(...row.middles) - Math.min(...row.middles), 'controls on more than one row').toBeLessThanOrEqual(2)
  expect(row.height, 'pager taller than one row').toBeLessThan(row.tallest * 2)
  expect(row.right).toBeLessThanOrEqual(await page.evaluate(() => document.documentElement.clientWidth))
}

for (const width of [320, 375]) {
  test.describe(`the pager at ${width} px`, () => {
    test.use({ viewport: { width, height: 640 } })

    test('is one compact row with every control named in full, on any page and past the end', async ({ page }) => {
      for (const [url, shown] of [
        ['/?limit=10', /^Showing 1–10 of /],
        ['/?limit=10&offset=990', /^Showing 991–1,000 of /],
        ['/?offset=5000', /past the end/i],
      ] as const) {
        await page.goto(url)
        await expect(page.getByRole('status')).toHaveText(shown)
        for (const name of ['First page', 'Previous page', 'Next page', 'Last page', 'Go']) {
          await expect(pager(page).getByRole('button', { name, exact: true })).toBeVisible()
        }
        await expect(pager(page).getByRole('spinbutton', { name: 'Page' })).toBeVisible()
        await expect(pager(page).getByRole('combobox', { name: 'Rows per page' })).toBeVisible()
        await expectPagerOnOneRow(page)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        expect(overflow, 'page wider than the viewport').toBeLessThanOrEqual(0)
      }
      // The page jump still jumps, from its one row.
      await page.goto('/?limit=10')
      await pager(page).getByRole('spinbutton', { name: 'Page' }).fill('7')
      await pager(page).getByRole('button', { name: 'Go', exact: true }).click()
      await expect(page.getByRole('status')).toHaveText(/^Showing 61–70 of /)
    })
  })
}

test.describe('cards', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('label all five fields, keep marks, and give each card its place in the whole list', async ({ page }) => {
    await page.goto('/?offset=50&limit=25')
    const cards = list(page, true)
    await expect(page.getByRole('status')).toHaveText(/^Showing 51–75 of 1,200/)
    const items = cards.getByRole('listitem')
    await expect(items).toHaveCount(25)
    await expect(items.first()).toHaveAttribute('aria-posinset', '51')
    await expect(items.first()).toHaveAttribute('aria-setsize', '1200')
    await expect(items.last()).toHaveAttribute('aria-posinset', '75')
    await expect(items.first().locator('dt')).toHaveText(['Public name', 'Last name', 'First name', 'Patronymic', 'UID'])
    await expect(items.first().locator('dd')).toHaveCount(5)
    // Every mark of the page is shown in a card, as in the table.
    await expect(cards.locator('.value-null, .value-empty, .value-whitespace').first()).toBeVisible()
  })
})

test.describe('the "/" hint', () => {
  test('shows with a mouse on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await expect(page.getByText('to search by last name')).toBeVisible()
    await page.setViewportSize({ width: 390, height: 800 })
    await expect(page.getByText('to search by last name')).toBeHidden()
  })

  test('hides on a touch screen, however wide', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, hasTouch: true, isMobile: true })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.getByRole('searchbox', { name: 'Last name' })).toBeVisible()
    expect(await page.evaluate(() => matchMedia('(hover: hover) and (pointer: fine)').matches)).toBe(false)
    await expect(page.getByText('to search by last name')).toBeHidden()
    await context.close()
  })
})
