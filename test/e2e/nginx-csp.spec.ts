import type { Page } from '@playwright/test'
import { SCENARIO_NAMES } from '../../src/demo-api/scenarios'
import { expect, test, watchSecurityPolicy } from './nginx-fixture'

// Under nginx's Content-Security-Policy (no inline script or style, no eval, connect-src 'self',
// worker-src 'self'), no screen or state may trip it: the in-browser demo API (a service worker)
// in every scenario, and the real API's list, empty and error states.

const bodyRows = (page: Page) => page.getByRole('table', { name: 'Non-active authors' }).locator('tbody tr')
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' })

/** Whatever the list settles on: rows, or a state with its heading (empty, past the end, an error). */
async function expectSettled(page: Page) {
  const settled = bodyRows(page)
    .first()
    .or(page.getByRole('alert'))
    .or(page.getByRole('main').getByRole('heading', { level: 2 }))
  await expect(settled.first()).toBeVisible({ timeout: 20_000 })
}

test('the demo API under the CSP: the service worker, paging, page size, empty search, past the end', async ({ page, nginx }) => {
  const origin = nginx.demoSite.origin
  const { violations } = await watchSecurityPolicy(page)
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))

  await page.goto(`${origin}/`)
  await expect(page.getByText('Demo data', { exact: true })).toBeVisible()
  await expect(bodyRows(page)).toHaveCount(50)
  // The service worker registered and answers the list under worker-src 'self'.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL)).toBe(
    `${origin}/mockServiceWorker.js`,
  )

  await pager(page).getByRole('button', { name: 'Next page' }).click()
  await expect(pager(page)).toContainText(/^51–100 of /)
  // The app's forms never submit (form-action 'none'): the page jump and Enter in the search.
  await pager(page).getByRole('spinbutton', { name: 'Page' }).fill('3')
  await pager(page).getByRole('spinbutton', { name: 'Page' }).press('Enter')
  await expect(pager(page)).toContainText(/^101–150 of /)
  await pager(page).getByRole('combobox', { name: 'Rows per page' }).selectOption('200')
  await expect(bodyRows(page)).toHaveCount(200)
  const box = page.getByRole('searchbox', { name: 'Last name' })
  await box.fill('zzzqqq')
  await box.press('Enter')
  await expect(page.getByRole('heading', { name: 'No authors found' })).toBeVisible()
  await page.goto(`${origin}/?offset=99999`)
  await expectSettled(page)

  for (const url of requests) expect(new URL(url).origin, url).toBe(origin)
  expect(violations).toEqual([])
})

test("the review groups in its Web Worker under the CSP (worker-src 'self'), with no violation", async ({ page, nginx }) => {
  const origin = nginx.demoSite.origin
  const { violations } = await watchSecurityPolicy(page)
  await page.goto(`${origin}/`)
  await expect(bodyRows(page)).toHaveCount(50)
  const worker = page.waitForEvent('worker', { predicate: (started) => /grouping\.worker-[\w-]+\.js$/.test(started.url()) })
  await page.getByRole('button', { name: 'Review all matches' }).click()
  const dialog = page.getByRole('dialog', { name: 'Review of all matches' })
  await expect(dialog.getByText(/^[\d,]+ records read$/)).toBeVisible({ timeout: 60_000 })
  expect(new URL((await worker).url()).origin).toBe(origin)
  await expect(dialog.getByRole('link', { name: 'Possible duplicates' })).toBeVisible()
  expect(violations).toEqual([])
})

for (const scenario of SCENARIO_NAMES) {
  test(`the demo API's ${scenario} scenario under the CSP, and Retry where offered`, async ({ page, nginx }) => {
    // The huge list is generated in the browser on first use.
    if (scenario === 'huge') test.slow()
    const origin = nginx.demoSite.origin
    const { violations } = await watchSecurityPolicy(page)
    await page.goto(`${origin}/?scenario=${scenario}&last_name=${encodeURIComponent('ов')}`)
    await expect(page.getByRole('combobox', { name: 'Demo scenario' })).toHaveValue(scenario)
    await expectSettled(page)
    const retry = page.getByRole('alert').getByRole('button', { name: 'Retry' })
    if (await retry.isVisible()) {
      await retry.click()
      await expectSettled(page)
    }
    expect(violations).toEqual([])
  })
}

test('the real API under the CSP: list, details of the pager, empty search and a rejected request', async ({ page, nginx }) => {
  const origin = nginx.site.origin
  const { violations } = await watchSecurityPolicy(page)
  await page.goto(`${origin}/?limit=10`)
  await expect(bodyRows(page)).toHaveCount(10)
  await pager(page).getByRole('button', { name: 'Last page' }).click()
  await expect(pager(page).getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true')
  await page.getByRole('searchbox', { name: 'Last name' }).fill('zzzqqq')
  await expect(page.getByRole('heading', { name: 'No authors found' })).toBeVisible()
  // Django answers 400 to a NUL in a filter: the app's error state, under nginx's headers.
  await page.goto(`${origin}/?last_name=%00`)
  await expectSettled(page)
  expect(violations).toEqual([])
})

test('the workbench and export under the CSP: details with the inspector, twins, copy, export, suggestions', async ({
  page,
  nginx,
  context,
}) => {
  const origin = nginx.site.origin
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin })
  const { violations } = await watchSecurityPolicy(page)
  await page.goto(`${origin}/?limit=10`)
  await expect(bodyRows(page)).toHaveCount(10)

  // Details (a lazy chunk with its own CSS) with the character inspector, then Copy as JSON.
  await bodyRows(page).first().getByRole('button', { name: 'Details' }).click()
  const details = page.getByRole('dialog')
  await expect(details).toBeVisible()
  await details.getByRole('button', { name: 'Copy as JSON' }).click()
  await page.keyboard.press('Escape')
  await expect(details).toBeHidden()

  // Copy UID on a row, and the twins comparison where the page has twins.
  await bodyRows(page).first().getByRole('button', { name: 'Copy UID' }).click()
  const twins = page.getByRole('button', { name: 'Show all with this name' })
  if ((await twins.count()) > 0) {
    await twins.first().click()
    await expect(page.getByRole('dialog', { name: /^All records named / })).toBeVisible()
    await page.keyboard.press('Escape')
  }

  // Export: the panel (a lazy chunk), a download of the page as CSV (a blob: URL).
  await page.getByRole('button', { name: 'Export' }).click()
  const panel = page.getByRole('region', { name: 'Export authors' })
  await expect(panel).toBeVisible()
  const download = page.waitForEvent('download')
  await panel.getByRole('button', { name: 'Current page as CSV' }).click()
  await download
  // And as Excel: its writer and zip library are a chunk of their own, and start no worker.
  await page.getByRole('button', { name: 'Export' }).click()
  const xlsx = page.waitForEvent('download')
  await panel.getByRole('button', { name: 'Current page as Excel (XLSX)' }).click()
  expect((await xlsx).suggestedFilename()).toMatch(/\.xlsx$/)

  // Suggestions when a search finds nothing (another lazy chunk, with count requests).
  await page.goto(`${origin}/?last_name=Bdfyjd`)
  await expect(page.getByRole('heading', { name: 'No authors found' })).toBeVisible()
  expect(violations).toEqual([])
})
