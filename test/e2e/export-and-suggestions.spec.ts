import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { AUTHORS_LIST_PATH, type Author } from '../../src/shared/api/contract'
import { startMockApiServer, type MockApiServer } from '../../src/demo-api/http-server'
import { readCsvRecords } from '../csv-reader'
import { PATIENT_REQUEST_TIMEOUT_MS, useApi, watchConsole } from './app-under-faults'

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
  await useApi(page, api.url, PATIENT_REQUEST_TIMEOUT_MS)
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

// "Also: …" beside a search's results (issue 23): the other spellings that find authors too, on the
// HTTP mock API (the default dataset: Ли finds 33, Li 11), at a laptop's and a phone's width, in
// both languages. The counts are held until the first rows are on screen, so the test sees the
// line arrive after them and measures how far it moves them.
for (const { lang, locale, caption, also, noun } of [
  { lang: 'en', locale: 'en-GB', caption: 'Non-active authors', also: 'Also:', noun: /authors?/ },
  { lang: 'ru', locale: 'ru-RU', caption: 'Неактивные авторы', also: 'Ещё:', noun: /автор(а|ов)?/ },
] as const) {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 667 },
  ]) {
    test.describe(`${viewport.width} px, ${lang}`, () => {
      test.use({ viewport, locale })

      test('a search that finds authors offers the other spelling after its rows, moving no row and keeping the first on screen', async ({
        page,
      }) => {
        const { problems } = watchConsole(page)
        api = await startMockApiServer({ port: 0 })
        await useApi(page, api.url, PATIENT_REQUEST_TIMEOUT_MS)
        let releaseCounts = () => {}
        const countsHeld = new Promise<void>((resolve) => (releaseCounts = resolve))
        const counted: string[] = []
        await page.route(`${api.url}/**`, async (route) => {
          const url = new URL(route.request().url())
          if (url.searchParams.get('limit') !== '1') return route.continue()
          counted.push(url.searchParams.get('last_name') ?? '')
          await countsHeld
          return route.continue()
        })
        await page.goto(`/?last_name=${encodeURIComponent('Ли')}`)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        const rows =
          viewport.width >= 900
            ? page.getByRole('table', { name: caption }).locator('tbody tr')
            : page.getByRole('list', { name: caption, exact: true }).getByRole('listitem')
        const firstRow = rows.first()
        await expect(firstRow).toContainText(/ли/i)
        // The counts were asked after the rows came, and are still on their way.
        await expect.poll(() => counted).toEqual(['Li'])
        // The parts that come after the first paint (the tools, the workbench's marks) are in, so
        // what is measured is the other spellings' line alone.
        await expect(page.getByRole('button', { name: lang === 'en' ? 'Review all matches' : 'Проверить все совпадения' })).toBeVisible()
        await expect(firstRow.getByRole('button', { name: lang === 'en' ? 'Details' : 'Подробности' })).toBeVisible()
        const before = (await firstRow.boundingBox())!

        releaseCounts()
        const line = page.getByRole('note', { name: lang === 'en' ? 'Other spellings' : 'Другие написания' })
        const link = line.getByRole('link', { name: new RegExp(`^Li — \\d+ ${noun.source}$`) })
        await expect(link).toBeVisible()
        await expect(line).toHaveText(new RegExp(`^${also} Li — \\d+ ${noun.source}$`))
        expect(counted).toEqual(['Li'])

        // One line, in the status line's room above the rows: the first row has not moved, and it
        // is still in the first screen (wholly on a laptop; a phone's card, taller, starts there).
        const after = (await firstRow.boundingBox())!
        expect(after.y).toBe(before.y)
        if (viewport.width >= 900) expect(after.y + after.height).toBeLessThanOrEqual(viewport.height)
        else expect(after.y + 40).toBeLessThanOrEqual(viewport.height)
        const lineBox = (await line.boundingBox())!
        const lineHeight = await line.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight))
        expect(lineBox.height).toBeLessThanOrEqual(lineHeight + 1)
        expect(lineBox.x + lineBox.width).toBeLessThanOrEqual(viewport.width)
        // Focus stayed where it was.
        expect(await line.evaluate((element) => element.contains(document.activeElement))).toBe(false)
        expect((await new AxeBuilder({ page }).include('.results-status').analyze()).violations).toEqual([])

        // One click runs that search, from its first page.
        const count = Number((await link.textContent())!.match(/— (\d+)/)![1])
        await link.click()
        await expect(page).toHaveURL(/[?&]last_name=Li(&|$)/)
        await expect(page.getByRole('searchbox', { name: lang === 'en' ? 'Last name' : 'Фамилия' })).toHaveValue('Li')
        await expect(rows).toHaveCount(Math.min(count, 50))
        await expect(rows.first()).toContainText(/li/i)
        expect(problems).toEqual([])
      })
    })
  }
}
