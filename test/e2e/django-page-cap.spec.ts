import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { exportDataset, startDjango, type DjangoFixture } from '../django-fixture'
import { DJANGO_SEED, DJANGO_SIZE } from './nginx-fixture'
import { PATIENT_REQUEST_TIMEOUT_MS, useApi } from './app-under-faults'

// The real Django REST framework server, deployed with max_limit 100, while the person asks for
// 200 rows a page: every record is reachable by Next, Last, the page numbers and a deep link.

let django: DjangoFixture | undefined
let workDir: string | undefined
test.beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'django-cap-'))
  const authorsFile = join(workDir, 'authors.json')
  writeFileSync(authorsFile, exportDataset(DJANGO_SEED, DJANGO_SIZE))
  django = await startDjango(authorsFile, 0, { maxLimit: 100 })
})
// A prefetch may still be on its way when a test ends: its route is let go, not failed.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})

test.afterAll(async () => {
  await django?.stop()
  if (workDir) rmSync(workDir, { recursive: true, force: true })
})

test.beforeEach(async ({ page }) => {
  // The fixture sends no CORS headers (a real deployment is behind the app's own origin or allows
  // it); the browser gets them added, nothing else changes.
  await page.route(`${django!.url}/**`, async (route) => {
    try {
      const response = await route.fetch()
      await route.fulfill({ response, headers: { ...response.headers(), 'access-control-allow-origin': '*' } })
    } catch (error) {
      // The app aborts a request it no longer needs (a superseded page): nothing to answer then.
      if (!/disposed|aborted|closed|Test ended/i.test(String(error))) throw error
    }
  })
  await useApi(page, django!.url, PATIENT_REQUEST_TIMEOUT_MS)
})

const count = DJANGO_SIZE.toLocaleString('en')
const rangeOf = (page: Page) => page.getByRole('navigation', { name: 'Pagination' }).locator('.pager-range')

test('a service capping pages at 100: the list pages by 100, says so, and every record is reachable', async ({ page }) => {
  await page.goto('/?limit=200')
  const range = rangeOf(page)
  await expect(range).toHaveText(`1–100 of ${count}`)
  await expect(page.getByText(/The service gives at most 100 authors a page/)).toBeVisible()
  await expect(page).toHaveURL(/limit=100/)
  await expect(page.getByRole('combobox', { name: 'Rows per page' }).locator('option')).toHaveText(['10', '25', '50', '100'])

  const nav = page.getByRole('navigation', { name: 'Pagination' })
  await nav.getByRole('button', { name: 'Next page' }).click()
  await expect(range).toHaveText(`101–200 of ${count}`)
  // Rows 101–200 are the ones the service holds there, in its order: the first row is the 101st.
  await expect(page.getByRole('table').locator('tbody tr').first()).toHaveAttribute('aria-rowindex', '102')

  await nav.getByRole('button', { name: 'Last page' }).click()
  const lastOffset = Math.floor((DJANGO_SIZE - 1) / 100) * 100
  await expect(range).toHaveText(`${(lastOffset + 1).toLocaleString('en')}–${count} of ${count}`)

  // A page number reaches its hundred.
  await nav.getByRole('button', { name: 'First page' }).click()
  await expect(range).toHaveText(`1–100 of ${count}`)
  await nav.getByRole('link', { name: 'Page 3', exact: true }).click()
  await expect(range).toHaveText(`201–300 of ${count}`)
})

test('a deep link made for 200 rows a page keeps its first row on a service that caps at 100', async ({ page }) => {
  await page.goto('/?limit=200&offset=400')
  await expect(rangeOf(page)).toHaveText(`401–500 of ${count}`)
  await expect(page).toHaveURL(/limit=100&offset=400|offset=400&limit=100/)
})
