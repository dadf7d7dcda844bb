import { expect, test, type Page } from '@playwright/test'
import { AUTHORS_LIST_PATH } from '../../src/shared/api/contract'
import { getDefaultDataset } from '../../src/demo-api/dataset'
import { SEARCH_DEBOUNCE_MS } from '../../src/features/search/search-pause'

// Budgets that can be counted, so CI can hold them (times are only measured, by `npm run bench`).
// The bundle-size budget is test/bench/budget.ts.

const matching = (text: string) =>
  getDefaultDataset().filter((author) => author.last_name.toLowerCase().includes(text.toLowerCase())).length
/** The pager's range for the first page of 10 of a search. */
const firstTen = (text: string) => `1–${Math.min(10, matching(text))} of ${matching(text).toLocaleString('en')}`

function recordListRequests(page: Page) {
  const urls: URL[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === AUTHORS_LIST_PATH) urls.push(url)
  })
  const offset = (url: URL) => Number(url.searchParams.get('offset') ?? 0)
  // The counts of a search's other spellings ask for one row ("Also: …"), counted apart.
  const isProbe = (url: URL) => url.searchParams.get('limit') === '1'
  const lastNames = (list: URL[]) => list.map((url) => url.searchParams.get('last_name'))
  return {
    /** Requests for the first page of a search: the ones typing causes. */
    lists: () => lastNames(urls.filter((url) => offset(url) === 0 && !isProbe(url))),
    /** Prefetches of the following page, counted apart. */
    prefetches: () => lastNames(urls.filter((url) => offset(url) > 0)),
    /** Counts of other spellings. */
    probes: () => lastNames(urls.filter(isProbe)),
  }
}

test("typing a surname at a fast typist's pace sends one list request per pause", async ({ page }) => {
  // The page's clock stands still while keys are typed, so the pause that commits a search is the
  // test's to make (runFor), never a gap between two keys on a busy machine. It runs again while
  // the answer is awaited (the page's own timers deliver it), with no key being typed.
  const start = new Date('2000-01-01T00:00:00Z')
  await page.clock.install({ time: start })
  await page.goto('/?limit=10')
  const range = page.getByRole('navigation', { name: 'Pagination' }).locator('.pager-range')
  await expect(range).toHaveText(`1–10 of ${getDefaultDataset().length.toLocaleString('en')}`)
  const box = page.getByRole('searchbox', { name: 'Last name' })
  await box.click()
  await page.clock.pauseAt(new Date(start.getTime() + 60_000))
  const requests = recordListRequests(page)

  // 60 ms between keys (a fast typist), then a pause, then the rest of the name.
  await box.pressSequentially('Иван', { delay: 60 })
  await page.clock.runFor(SEARCH_DEBOUNCE_MS)
  await page.clock.resume()
  await expect(range).toHaveText(firstTen('Иван'))
  await page.clock.pauseAt(new Date(start.getTime() + 3_600_000))
  await box.pressSequentially('ов', { delay: 60 })
  await page.clock.runFor(SEARCH_DEBOUNCE_MS)
  await page.clock.resume()
  await expect(range).toHaveText(firstTen('Иванов'))
  await expect(page).toHaveURL(/last_name=%D0%98%D0%B2%D0%B0%D0%BD%D0%BE%D0%B2(&|$)/)

  // The request count is the budget: one per pause, none for the letters in between.
  expect(requests.lists()).toEqual(['Иван', 'Иванов'])
  expect(requests.prefetches().every((name) => name === 'Иван' || name === 'Иванов')).toBe(true)
  // Each other spelling is counted at most once, and none for the letters in between.
  const probes = requests.probes()
  expect(new Set(probes).size).toBe(probes.length)
  expect(probes.every((name) => /^(Ivan|Ivanov)$/.test(name ?? ''))).toBe(true)
})

test('the first rows come before the workbench: its chunk is fetched only once they are on screen', async ({ page }) => {
  // When the first rows appeared, on the page's own clock (the demo API's service worker fetches
  // the scripts, so they are read from Resource Timing rather than intercepted).
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const row = document.querySelector('table tbody tr:not(:has(.skeleton))')
      if (row) {
        const { top, height } = row.getBoundingClientRect()
        Object.assign(window, { firstRowsAt: performance.now(), firstRowBox: { top, height } })
        observer.disconnect()
      }
    })
    observer.observe(document, { childList: true, subtree: true })
  })
  await page.goto('/')
  await expect(page.getByRole('table', { name: 'Non-active authors' }).getByRole('row').nth(1)).toBeVisible()
  // The workbench then arrives: the rows get their actions.
  await expect(page.getByRole('button', { name: 'Details' }).first()).toBeVisible()

  const { firstRowsAt, firstRowBox, rowBox, scripts } = await page.evaluate(() => ({
    firstRowsAt: (window as unknown as { firstRowsAt: number }).firstRowsAt,
    firstRowBox: (window as unknown as { firstRowBox: { top: number; height: number } }).firstRowBox,
    rowBox: (({ top, height }) => ({ top, height }))(
      document.querySelector('table tbody tr:not(:has(.skeleton))')!.getBoundingClientRect(),
    ),
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => ({ file: new URL(entry.name).pathname.split('/').pop()!, startTime: entry.startTime })),
  }))
  expect(firstRowsAt).toBeGreaterThan(0)
  const workbench = scripts.filter((script) => script.file.startsWith('workbench-host-'))
  expect(workbench, 'the workbench chunk is fetched once').toHaveLength(1)
  expect(workbench[0]!.startTime, 'asked for after the first rows were on screen').toBeGreaterThanOrEqual(firstRowsAt)
  // Its room was held: the first row neither moved down nor grew when the workbench arrived.
  expect(rowBox).toEqual(firstRowBox)
  // The error explanations are asked for once the rows are painted, not on the way to them.
  const explanationsAt = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.split('/').pop()!.startsWith('error-message-'))
        .map((entry) => entry.startTime),
    )
  await expect.poll(explanationsAt).toHaveLength(1)
  expect((await explanationsAt())[0], 'the error explanations are asked for after the first rows').toBeGreaterThanOrEqual(firstRowsAt)
  // Nothing that loads on first use was fetched on the way to the first rows.
  const lazy = /^(details-dialog|twins-dialog|shortcuts-dialog|export-panel|csv|search-suggestions|modal)-/
  expect(scripts.filter((script) => lazy.test(script.file)).map((script) => script.file)).toEqual([])
})
