import { expect, test } from '@playwright/test'
import { PATIENT_REQUEST_TIMEOUT_MS, useApi } from './app-under-faults'
import { startHostileApi, type HostileApi } from './hostile-api'

// Issue 22 over real HTTP: a read of all matches that the service never lets end, suggestion
// probes that all fail, and a part of the app whose chunk is gone (a redeploy under an open tab).

let api: HostileApi | undefined
test.afterEach(async () => {
  await api?.close()
  api = undefined
})

const isProbe = (hit: string) => /[?&]limit=1(&|$)/.test(hit)
const isReadAll = (hit: string) => /[?&]limit=1000(&|$)/.test(hit)

test('an export whose count grows with every page ends by itself, saves what it read and says why', async ({ page }) => {
  // Every answer: new authors, a count 1,000 larger than the last, and always a next link.
  api = await startHostileApi(({ serve, number, url }) =>
    serve((body) => ({
      ...body,
      count: 60 + 1000 * (number - 1),
      next: `${url.origin}${url.pathname}?limit=1000&offset=${number * 1000}`,
      results: (body.results as Array<{ uid: string }>).map((author) => ({ ...author, uid: `${author.uid}-${number}` })),
    })),
  )
  await useApi(page, api.origin, PATIENT_REQUEST_TIMEOUT_MS)
  await page.goto('/')
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText(/ of /)
  await page.getByRole('button', { name: 'Export' }).click()
  const downloaded = page.waitForEvent('download')
  await page.getByRole('button', { name: 'All matches as CSV' }).click()
  await downloaded
  // It says plainly that the service did not let it end, and what the file holds.
  await page.locator('.export-status').getByRole('button', { name: 'Details' }).click()
  await expect(page.getByRole('region', { name: 'Export details' })).toContainText(
    /kept saying there were more|kept changing while exporting/,
  )
  // Bounded by the first count it was given (2,060: three pages of 1,000, and a small margin),
  // never by the service's promises.
  const reads = api.hits.filter(isReadAll)
  expect(reads.length, reads.join('\n')).toBeLessThanOrEqual(6)
})

test('suggestion probes that all fail: one request per suggestion at most, shown as not counted, never "finds no one"', async ({
  page,
}) => {
  api = await startHostileApi(({ serve, url, response }) => {
    if (url.searchParams.get('limit') === '1') {
      response.writeHead(500, { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/json' }).end('{"detail":"down"}')
      return
    }
    // The search itself finds nothing.
    serve((body) => ({ ...body, count: 0, next: null, previous: null, results: [] }))
  })
  await useApi(page, api.origin, PATIENT_REQUEST_TIMEOUT_MS)
  await page.goto('/?last_name=Bdfyjd')
  await expect(page.getByRole('heading', { name: 'No authors found' })).toBeVisible()
  const suggestions = page.getByRole('region', { name: 'Did you mean' })
  // Settled: every suggestion has had its one chance.
  await expect(suggestions.getByText(/did not give the count of every suggestion/)).toBeVisible()
  await expect(suggestions.getByRole('link', { name: /not counted$/ }).first()).toBeVisible()
  const links = await suggestions.getByRole('link').count()
  expect(links).toBeGreaterThan(0)
  await expect(page.getByText('No similar spelling finds anyone either')).toHaveCount(0)
  const probes = api.hits.filter(isProbe)
  expect(probes.length).toBeLessThanOrEqual(links)
  // None is sent again for the same text.
  expect(new Set(probes).size).toBe(probes.length)
})

test('a part whose chunk is gone after a redeploy says so in words and offers to reload the page', async ({ page }) => {
  // A real API (no demo service worker between the page and its files), and the export panel's
  // chunk no longer on the server.
  api = await startHostileApi()
  await useApi(page, api.origin, PATIENT_REQUEST_TIMEOUT_MS)
  await page.route(/\/assets\/export-panel-[^/]*\.js$/, (route) => route.fulfill({ status: 404, body: 'Not found' }))
  await page.goto('/')
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText(/ of /)
  await page.getByRole('button', { name: 'Export' }).click()
  const alert = page.getByRole('alert').filter({ hasText: /could not be loaded/ })
  await expect(alert).toBeVisible()
  await expect(alert.getByRole('button', { name: 'Reload the page' })).toBeVisible()
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible()
})
