import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { exportDataset, startDjango, type DjangoFixture } from '../django-fixture'
import { expectHolds, list, measure, WIDTHS } from './every-width-measure'
import { DJANGO_SEED, DJANGO_SIZE } from './nginx-fixture'
import { PATIENT_REQUEST_TIMEOUT_MS, useApi } from './app-under-faults'

/**
 * The every-width sweep (every-width.spec.ts) on a stock Django REST framework deployment: its own
 * order (first name, last name, uid) puts other records on a page than the demo API's. Rows 401
 * to 600 hold a record with three flags ("Быкoв" with a Latin o, a stray space, a public name that
 * disagrees), more marks than the Checks column's held width, which once made that row two lines.
 */
let django: DjangoFixture | undefined
let workDir: string | undefined
test.beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'django-every-width-'))
  const authorsFile = join(workDir, 'authors.json')
  writeFileSync(authorsFile, exportDataset(DJANGO_SEED, DJANGO_SIZE))
  django = await startDjango(authorsFile)
})
test.afterAll(async () => {
  await django?.stop()
  if (workDir) rmSync(workDir, { recursive: true, force: true })
})
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})
test.beforeEach(async ({ page }) => {
  // The fixture sends no CORS headers; a deployment that serves this app cross-origin does.
  await page.route(`${django!.url}/**`, async (route) => {
    try {
      const response = await route.fetch()
      await route.fulfill({ response, headers: { ...response.headers(), 'access-control-allow-origin': '*' } })
    } catch (error) {
      if (!/disposed|aborted|closed|Test ended/i.test(String(error))) throw error
    }
  })
  await useApi(page, django!.url, PATIENT_REQUEST_TIMEOUT_MS)
})

const LANGS = [
  { lang: 'en', locale: 'en-GB', ready: /^Showing 401–600 of 1,200/, details: 'Details' },
  { lang: 'ru', locale: 'ru-RU', ready: /^Показаны 401–600 из 1\s200/, details: 'Подробности' },
] as const

for (const { lang, locale, ready, details } of LANGS) {
  test.describe(lang, () => {
    test.use({ locale, viewport: { width: 1920, height: 900 } })

    test('holds Django’s rows 401–600 at every width from 320 to 1920 px, every 16 px', async ({ page }) => {
      await page.goto('/?limit=200&offset=400')
      await expect(page.getByRole('status').first()).toHaveText(ready)
      await expect(page.getByRole('button', { name: details, exact: true }).first()).toBeVisible()
      // The record with three marks is on this page.
      await expect(page.locator('tbody tr[data-row]').filter({ has: page.locator('.flag-mark:nth-child(3)') })).not.toHaveCount(0)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        await expect(list(page, width >= 896)).toBeVisible()
        expectHolds(await measure(page), width, lang)
      }
    })
  })
}
