import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { PREFERENCES_KEY } from '../../src/app/preferences/preferences'

/**
 * Languages and preferences as an editor meets them: a Russian browser, choices that survive a
 * reload, a stored value that is corrupt, a language switch, and compact density on a laptop.
 */
const status = (page: Page) => page.getByRole('status')

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`)).toEqual([])
}

async function openPreferences(page: Page, name: string) {
  const toggle = page.getByRole('button', { name, exact: true })
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
}

test.describe('a Russian browser', () => {
  test.use({ locale: 'ru-RU' })

  test('gets the Russian UI with Russian plurals and digit groups, axe-clean in both themes', async ({ page }) => {
    await page.goto('/?offset=1150')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
    await expect(page).toHaveTitle('страница 24 — Неактивные авторы')
    await expect(status(page)).toHaveText('Показаны 1\u00a0151–1\u00a0200 из 1\u00a0200')
    await expect(page.getByRole('combobox', { name: 'Язык' })).toHaveValue('ru')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Неактивные авторы')
    await expectNoAxeViolations(page)

    await openPreferences(page, 'Параметры')
    await page.getByRole('combobox', { name: 'Тема' }).selectOption('dark')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expectNoAxeViolations(page)
    await page.getByRole('combobox', { name: 'Тема' }).selectOption('light')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    await expectNoAxeViolations(page)

    // A page past the end names the count with its plural: 1 200 авторов.
    await page.goto('/?offset=5000')
    await expect(page.getByText(/сейчас в списке 1\u00a0200 авторов\./)).toBeVisible()
    await page.goto('/?last_name=zzzqqq')
    await expect(page.getByRole('heading', { name: 'Авторы не найдены' })).toBeVisible()
  })
})

test('English in both themes is axe-clean, and preferences survive a reload until reset', async ({ page }) => {
  await page.goto('/')
  await expect(status(page)).toHaveText('Showing 1–50 of 1,200')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await openPreferences(page, 'Settings')
  await page.getByRole('combobox', { name: 'Theme' }).selectOption('dark')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expectNoAxeViolations(page)

  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('25')
  await expect(status(page)).toHaveText('Showing 1–25 of 1,200')
  await page.getByRole('combobox', { name: 'Density' }).selectOption('compact')
  await page.getByRole('checkbox', { name: 'UID' }).uncheck()
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ru')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  await expect(status(page)).toHaveText('Показаны 1–25 из 1\u00a0200')

  // A link without limit, in a new visit: the editor's size, language, theme, density, columns.
  await page.goto('/?offset=25')
  await expect(status(page)).toHaveText('Показаны 26–50 из 1\u00a0200')
  await expect(page).toHaveURL(/limit=25/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect(page.locator('.app')).toHaveAttribute('data-density', 'compact')
  await expect(page.getByRole('columnheader', { name: 'UID' })).toHaveCount(0)
  await expect(page.getByRole('columnheader', { name: 'Фамилия' })).toBeVisible()
  // A link that names its limit wins.
  await page.goto('/?limit=10')
  await expect(status(page)).toHaveText('Показаны 1–10 из 1\u00a0200')

  await openPreferences(page, 'Параметры')
  await page.getByRole('button', { name: 'Сбросить настройки' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('html')).not.toHaveAttribute('data-theme')
  await expect(page.getByRole('columnheader', { name: 'UID' })).toBeVisible()
  await page.goto('/')
  await expect(status(page)).toHaveText('Showing 1–50 of 1,200')
})

test('a corrupt or old stored value is ignored, never a crash', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  for (const value of [
    '{"version":1,"theme":',
    '{"version":0,"lang":"ru","limit":10}',
    '{"version":1,"lang":7,"limit":"abc","hiddenColumns":{}}',
  ]) {
    await page.addInitScript(([key, stored]) => window.localStorage.setItem(key!, stored!), [PREFERENCES_KEY, value])
    await page.goto('/')
    await expect(status(page)).toHaveText('Showing 1–50 of 1,200')
    await expect(page.getByRole('columnheader', { name: 'UID' })).toBeVisible()
  }
  expect(errors).toEqual([])
})

test('compact density shows at least 40 % more rows on a 1440×900 screen', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  const rowsInView = () =>
    page
      .locator('.authors-table tbody tr')
      .evaluateAll((rows) => rows.filter((row) => row.getBoundingClientRect().bottom <= window.innerHeight).length)
  await page.goto('/?limit=100')
  await expect(status(page)).toHaveText('Showing 1–100 of 1,200')
  // The rows are whole once the workbench's buttons (which load after the first rows) are in them.
  await expect(page.getByRole('row').nth(1).getByRole('button', { name: 'Details' })).toBeVisible()
  const comfortable = await rowsInView()
  await openPreferences(page, 'Settings')
  await page.getByRole('combobox', { name: 'Density' }).selectOption('compact')
  await expect(page.locator('.app')).toHaveAttribute('data-density', 'compact')
  // Close the panel, so the header is as tall as before.
  await page.getByRole('button', { name: 'Settings' }).click()
  await expect(page.getByRole('combobox', { name: 'Density' })).toBeHidden()
  const compact = await rowsInView()
  const heights = await page
    .locator('.authors-table tbody tr')
    .first()
    .evaluate((row) => Math.round(row.getBoundingClientRect().height))
  expect(compact, `${compact} compact rows against ${comfortable} (a compact row is ${heights} px)`).toBeGreaterThanOrEqual(
    comfortable * 1.4,
  )
})

test('the preferences fit a 320 px screen, work from the keyboard, and the cards honour the columns chosen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await page.goto('/')
  await expect(status(page)).toHaveText('Showing 1–50 of 1,200')
  await page.getByRole('button', { name: 'Settings' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('combobox', { name: 'Theme' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('combobox', { name: 'Density' })).toBeFocused()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  await expectNoAxeViolations(page)
  const cards = page.getByRole('list', { name: 'Non-active authors', exact: true })
  await expect(cards.getByRole('term').filter({ hasText: /^UID$/ }).first()).toBeVisible()
  await page.getByRole('checkbox', { name: 'UID' }).uncheck()
  await page.getByRole('checkbox', { name: 'Patronymic' }).uncheck()
  await expect(cards.getByRole('term').filter({ hasText: /^(UID|Patronymic)$/ })).toHaveCount(0)
  await expect(
    cards
      .getByRole('term')
      .filter({ hasText: /^Last name$/ })
      .first(),
  ).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Settings' })).toBeFocused()
})
