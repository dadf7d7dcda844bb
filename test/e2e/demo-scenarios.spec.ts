import { expect, test } from '@playwright/test'
import { SCENARIO_NAMES } from '../../src/demo-api/scenarios'

// The demo API in the browser (service worker): every scenario can be chosen by URL and by the
// demo-only control, and the list's place survives the switch.
test('a scenario chosen by ?scenario= and switched with the demo control', async ({ page }) => {
  await page.goto('/?scenario=rate-limited&last_name=%D0%BE%D0%B2')
  const alert = page.getByRole('alert')
  await expect(alert.getByRole('heading', { name: 'Too many requests' })).toBeVisible()

  const picker = page.getByRole('combobox', { name: 'Demo scenario' })
  await expect(picker).toHaveValue('rate-limited')
  expect(await picker.locator('option').allTextContents()).toEqual(SCENARIO_NAMES)

  await picker.selectOption('empty')
  await expect(page.getByRole('heading', { name: 'No authors found' })).toBeVisible()
  await expect(page).toHaveURL(/scenario=empty/)
  await expect(page).toHaveURL(/last_name=/)

  await picker.selectOption('normal')
  await expect(page.getByRole('table', { name: 'Non-active authors' }).locator('tbody tr').first()).toBeVisible()
  await expect(page).not.toHaveURL(/scenario=/)

  await page.reload()
  await expect(picker).toHaveValue('normal')
})

test('every scenario can be switched to in the app without a crash', async ({ page }) => {
  const uncaught: string[] = []
  page.on('pageerror', (error) => uncaught.push(error.message))
  await page.goto('/')
  const picker = page.getByRole('combobox', { name: 'Demo scenario' })
  for (const name of SCENARIO_NAMES) {
    await picker.selectOption(name)
    await expect(page).toHaveURL(name === 'normal' ? /^[^?]*$/ : new RegExp(`scenario=${name}`))
    await expect(page.getByRole('heading', { level: 1, name: 'Non-active authors' })).toBeVisible()
    await expect(page.getByRole('searchbox', { name: 'Last name' })).toBeEditable()
  }
  expect(uncaught).toEqual([])
})
