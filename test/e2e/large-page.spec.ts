import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

// Pages above 200 rows render only the rows near the viewport (see WindowedRows). A person must
// still be able to reach every row, in order, with the positions screen readers are given.
const table = (page: Page) => page.getByRole('table', { name: 'Non-active authors' })
const renderedIndexes = (page: Page) =>
  table(page)
    .locator('tbody tr[aria-rowindex]')
    .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('aria-rowindex'))))

test('a 1,000-row page keeps every row reachable, in order, with its place in the list', async ({ page }) => {
  // axe over the rendered rows (each with its marks and actions) takes long on a busy machine.
  test.setTimeout(90_000)
  await page.goto('/?limit=1000')
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText(/^1–1,000 of 1,200/)
  await expect(table(page)).toHaveAttribute('aria-rowcount', '1201')

  const top = await renderedIndexes(page)
  expect(top[0]).toBe(2)
  expect(top.length).toBeLessThan(1000)
  expect(top).toEqual(top.map((_, index) => index + 2))

  // The same rows the API sent for that page, in its order: ask it directly (through the demo
  // service worker) and compare the uids of the first rendered rows.
  const uids = await page.evaluate(async () => {
    const response = await fetch('/api/author/non-active/list/?limit=1000', { headers: { Accept: 'application/json' } })
    return ((await response.json()) as { results: Array<{ uid: string }> }).results.map((author) => author.uid)
  })
  const firstUids = await table(page)
    .locator('tbody tr[aria-rowindex] td.col-uid')
    .evaluateAll((cells) => cells.slice(0, 20).map((cell) => cell.textContent))
  expect(firstUids).toEqual(uids.slice(0, 20))

  // The End key, as a person jumps to the bottom: the last rows are rendered at once. Rows below
  // were estimated, not measured, so the first jump can land a little short; a second reaches it.
  // With the table's fixed column widths names wrap a little more than the first rows suggest, so
  // the first jump can land a screen or two short; the second reaches the last row.
  await page.locator('body').press('End')
  await expect(table(page).locator('tbody tr[aria-rowindex]').last()).not.toHaveAttribute('aria-rowindex', '61')
  await expect(async () => {
    await page.locator('body').press('End')
    await expect(table(page).locator('tbody tr[aria-rowindex="1001"]')).toBeInViewport({ timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
  const bottom = await renderedIndexes(page)
  expect(bottom).toEqual(bottom.map((_, index) => bottom[0]! + index))
  await expect(table(page).locator('tbody tr[aria-rowindex="1001"] td.col-uid')).toHaveText(uids[999]!)

  const results = await new AxeBuilder({ page }).include('main').analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
})

/** The rows whose boxes are in the viewport, by their place in the whole list. */
const rowsInView = (page: Page) =>
  table(page)
    .locator('tbody tr[aria-rowindex]')
    .evaluateAll((rows) =>
      rows
        .filter((row) => {
          const box = row.getBoundingClientRect()
          return box.bottom > 0 && box.top < window.innerHeight
        })
        .map((row) => Number(row.getAttribute('aria-rowindex'))),
    )

/** What fills the middle of the viewport: a row (its place), or something else (a spacer: 0). */
const rowAtMiddle = (page: Page) =>
  page.evaluate(() => {
    const hit = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)
    return Number(hit?.closest('tr[aria-rowindex]')?.getAttribute('aria-rowindex') ?? 0)
  })

test('a 1,000-row page shows the rows wherever it is scrolled to: by a script, by Page Down and by End', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/?limit=1000')
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText(/^1–1,000 of 1,200/)

  // At once, as a script, a restored position or a link would: the middle of the page holds the
  // middle rows, not a blank spacer and not the first rows.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2))
  await expect(table(page).locator('tbody tr[aria-rowindex="501"]')).toBeAttached()
  await expect.poll(() => rowAtMiddle(page)).toBeGreaterThan(400)
  const middle = await rowAtMiddle(page)
  expect(middle).toBeLessThan(600)
  const seen = await rowsInView(page)
  expect(seen).toEqual(seen.map((_, index) => seen[0]! + index))

  // Page Down, as a person reads on: the next rows, never a blank screen.
  await page.locator('body').press('PageDown')
  await expect.poll(() => rowAtMiddle(page)).toBeGreaterThan(middle)
  // Reading on past the rows first seen. A press can be spent while the browser is still
  // scrolling from the last one (CI at load 9 saw two of three do nothing), so press again as a
  // person would, until the first row in view is past them; never a blank screen on the way.
  await expect(async () => {
    await page.locator('body').press('PageDown')
    expect(await rowAtMiddle(page)).toBeGreaterThan(0)
    await expect.poll(async () => (await rowsInView(page))[0] ?? 0, { timeout: 5_000 }).toBeGreaterThan(Math.max(...seen))
  }).toPass({ timeout: 60_000 })
  expect(await rowAtMiddle(page)).toBeGreaterThan(0)

  // End: the last rows. Rows below were estimated, not measured, so a jump can land a little short
  // of the end, as a person would see; End again reaches the last row.
  const last = table(page).locator('tbody tr[aria-rowindex="1001"]')
  await expect(async () => {
    await page.locator('body').press('End')
    await expect(last).toBeInViewport({ timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
  expect(await rowAtMiddle(page)).toBeGreaterThan(900)
})
