import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { AUTHORS_LIST_PATH, type Author } from '../../src/shared/api/contract'
import { startMockApiServer, type MockApiServer } from '../../src/demo-api/http-server'
import { readCsvRecords } from '../csv-reader'
import { useApi, watchConsole } from './app-under-faults'

// The production build pointed at an HTTP mock API of its own (a free port, a dataset that takes
// three pages of 1,000), so the test shares no scenario with the other browser tests.
let api: MockApiServer | undefined
test.afterEach(async () => {
  await api?.close()
  api = undefined
})

/** Every record the API holds, read page by page from the mock server itself. */
async function everythingTheApiHolds(apiUrl: string): Promise<Author[]> {
  const authors: Author[] = []
  for (let offset = 0; ; offset += 1000) {
    const body = (await (await fetch(`${apiUrl}${AUTHORS_LIST_PATH}?limit=1000&offset=${offset}`)).json()) as {
      results: Author[]
      next: string | null
    }
    authors.push(...body.results)
    if (body.next === null) return authors
  }
}

async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const downloaded = page.waitForEvent('download')
  await page.getByRole('button', { name: button }).click()
  const file = await downloaded
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) }
}

test('exports all matches as CSV and JSON through the HTTP mock API; the files hold exactly what the API holds', async ({ page }) => {
  const { problems } = watchConsole(page)
  api = await startMockApiServer({ port: 0, size: 2345 })
  await useApi(page, api.url)
  await page.goto('/')
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText(/^1–50 of 2,345/)
  const expected = await everythingTheApiHolds(api.url)
  expect(expected).toHaveLength(2345)

  await page.getByRole('button', { name: 'Export' }).click()
  const panel = page.getByRole('region', { name: 'Export authors' })
  await expect(panel.getByRole('group', { name: /All matches/ })).toContainText('2,345 authors')
  expect((await new AxeBuilder({ page }).include('.export-tools').analyze()).violations).toEqual([])

  const csv = await download(page, 'All matches as CSV')
  expect(csv.name).toMatch(/^non-active-authors_all_2345-authors_\d{4}-\d\d-\d\d\.csv$/)
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const records = readCsvRecords(csv.bytes.subarray(3).toString('utf8'))
  expect(records).toEqual(expected.map((author) => ({ ...author, parent_name: author.parent_name ?? '' })))
  // The outcome is one line in the toolbar's row; Details has the file's name.
  await expect(page.locator('.export-status').getByText(/Downloaded 2,345 authors$/)).toBeVisible()
  await page.locator('.export-status').getByRole('button', { name: 'Details' }).click()
  await expect(page.getByRole('region', { name: 'Export details' })).toContainText(/^Downloaded non-active-authors_all_2345-authors/)

  // A choice closed the popover: open it again for the next.
  await page.getByRole('button', { name: 'Export' }).click()
  const json = await download(page, 'All matches as JSON')
  expect(json.name).toMatch(/\.json$/)
  expect(JSON.parse(json.bytes.toString('utf8'))).toEqual(expected)
  expect((await new AxeBuilder({ page }).include('.export-tools').analyze()).violations).toEqual([])
  expect(problems).toEqual([])
})

test('"Bdfyjd" finds nothing, offers "Иванов" with its count, and one click shows those authors', async ({ page }) => {
  const { problems } = watchConsole(page)
  await page.goto('/?last_name=Bdfyjd')
  await expect(page.getByRole('heading', { name: 'No authors found' })).toBeVisible()
  const suggestions = page.getByRole('region', { name: 'Did you mean' })
  const ivanov = suggestions.getByRole('link', { name: /^Иванов — \d+ authors?$/ })
  await expect(ivanov).toBeVisible()
  const count = Number((await ivanov.textContent())!.match(/— (\d+)/)![1])
  expect(count).toBeGreaterThan(0)
  expect((await new AxeBuilder({ page }).include('.suggestions').analyze()).violations).toEqual([])

  await ivanov.click()
  await expect(page).toHaveURL(/last_name=%D0%98%D0%B2%D0%B0%D0%BD%D0%BE%D0%B2/)
  const pager = page.getByRole('navigation', { name: 'Pagination' })
  await expect(pager).toContainText(new RegExp(`^1–${Math.min(count, 50)} of ${count}`))
  await expect(page.getByRole('searchbox', { name: 'Last name' })).toHaveValue('Иванов')
  const rows = page.getByRole('table', { name: 'Non-active authors' }).locator('tbody tr')
  await expect(rows).toHaveCount(Math.min(count, 50))
  for (const row of await rows.all()) await expect(row).toContainText('Иванов')

  await page.goBack()
  await expect(page.getByRole('heading', { name: 'No authors found' })).toBeVisible()
  expect(problems).toEqual([])
})
