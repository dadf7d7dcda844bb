import { expect, test, type Page } from '@playwright/test'
import { FIRST_ROWS_WAIT_MS } from '../../src/features/list/model/first-page'
import { PATIENT_REQUEST_TIMEOUT_MS, useApi } from './app-under-faults'
import { startHostileApi, type HostileApi } from './hostile-api'

// The first page is drawn in one go when it comes quickly: no loading rows first, laid out and
// painted only to be replaced. A slow one gets the loading view once the app has waited
// FIRST_ROWS_WAIT_MS. The page's clock is paused, so "quickly" is decided by the order of events,
// never by how fast this machine is.

let api: HostileApi | undefined
test.afterEach(async () => {
  await api?.close()
  api = undefined
})

const table = (page: Page) => page.getByRole('table', { name: 'Non-active authors' })
const rows = (page: Page) => table(page).locator('tbody tr')

/** Records, from the page's first byte, whether the loading view was ever in the document. */
async function watchLoadingView(page: Page) {
  await page.addInitScript(() => {
    const seen = { loading: false }
    Object.assign(window, { loadingViewSeen: seen })
    new MutationObserver(() => {
      if (document.querySelector('table[data-state="loading"], .skeleton-row')) seen.loading = true
    }).observe(document, { childList: true, subtree: true, attributes: true })
  })
}
/**
 * Installs the page's clock and pauses it. Both times are relative to the clock's own start, never
 * to today's date: a fixed date would one day lie in the past, and pausing there is refused.
 */
async function pauseClock(page: Page) {
  const start = new Date('2000-01-01T00:00:00Z')
  await page.clock.install({ time: start })
  await page.clock.pauseAt(new Date(start.getTime() + 1000))
}
const loadingViewSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { loadingViewSeen: { loading: boolean } }).loadingViewSeen.loading)

test('a first page that answers before the wait is over is drawn at once with its rows, never as loading rows first', async ({ page }) => {
  api = await startHostileApi()
  await useApi(page, api.origin, PATIENT_REQUEST_TIMEOUT_MS)
  await watchLoadingView(page)
  // Timers never fire: the wait can only end by the page arriving.
  await pauseClock(page)
  await page.goto('/?limit=10')
  await expect(rows(page)).toHaveCount(10)
  await expect(rows(page).first()).toContainText(/\S/)
  expect(await loadingViewSeen(page), 'the loading view was never drawn').toBe(false)
  await expect(table(page)).toHaveAttribute('aria-busy', 'false')
})

test('a first page slower than the wait: nothing drawn during it, then the loading view, then the rows', async ({ page }) => {
  let release: (() => void) | undefined
  api = await startHostileApi(({ serve }) => {
    release = () => serve()
  })
  await useApi(page, api.origin, PATIENT_REQUEST_TIMEOUT_MS)
  await watchLoadingView(page)
  await pauseClock(page)
  await page.goto('/?limit=10')
  // The app has asked for the first page and is waiting for it.
  await expect.poll(() => release !== undefined).toBe(true)
  await expect(page.locator('#root')).toBeEmpty()

  await page.clock.runFor(FIRST_ROWS_WAIT_MS)
  await expect(table(page)).toHaveAttribute('aria-busy', 'true')
  await expect(table(page)).toHaveAttribute('data-state', 'loading')

  // Time runs again (the query's notifications go out on timers), and the page arrives.
  await page.clock.resume()
  release!()
  await expect(rows(page)).toHaveCount(10)
  await expect(table(page)).toHaveAttribute('aria-busy', 'false')
  expect(await loadingViewSeen(page)).toBe(true)
})

test('a cold load writes no history and asks for no later part until the first rows are painted; then one write', async ({ page }) => {
  api = await startHostileApi()
  await useApi(page, api.origin, PATIENT_REQUEST_TIMEOUT_MS)
  await page.addInitScript(() => {
    const writes: [string, unknown][] = []
    Object.assign(window, { historyWrites: writes })
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history)
      history[method] = (...args: Parameters<History['pushState']>) => {
        writes.push([method, args[0]])
        original(...args)
      }
    }
  })
  // Parts that come after the first paint (their chunks, or their modules on the dev server).
  const laterParts = /(preferences-menu|workbench-host|export-toolbar|review-slot)/
  const asked: string[] = []
  const firstPageAsked: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (laterParts.test(url.pathname)) asked.push(request.url())
    if (url.pathname.endsWith('/list/') && !url.searchParams.has('offset')) firstPageAsked.push(request.url())
  })
  const writes = () => page.evaluate(() => (window as unknown as { historyWrites: [string, unknown][] }).historyWrites)
  // With the clock paused no frame's after-paint task runs: what waits for the paint waits here.
  await pauseClock(page)
  await page.goto('/?limit=10')
  await expect(rows(page)).toHaveCount(10)
  await expect(page.getByRole('button', { name: 'Next page' })).toBeEnabled()
  expect(await writes(), 'no history write on the way to the first rows').toEqual([])
  expect(asked, 'no later part asked for on the way to the first rows').toEqual([])
  // Sent by the first module before the app arrived, and taken over by the list's query: once.
  expect(firstPageAsked).toHaveLength(1)

  await page.clock.resume()
  // The entry's rows per page and its scroll key, in one write.
  await expect.poll(writes).toEqual([['replaceState', { key: expect.any(String), listLimit: 10 }]])
  await expect.poll(() => asked.length).toBeGreaterThan(0)
  expect(firstPageAsked).toHaveLength(1)
})
