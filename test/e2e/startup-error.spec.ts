import { expect, test } from '@playwright/test'

// The start-up screen is a chunk of its own, loaded only when the app cannot start: it comes with
// its words in the person's language, and if it cannot be loaded either, the page still says so.
const refused = { apiUrl: null, firstNameParam: 'offset' }

test('a config.json the app cannot use stops it with the reason, in English and in Russian', async ({ page }) => {
  await page.route('**/config.json', (route) => route.fulfill({ json: refused }))
  await page.goto('/')
  const alert = page.getByRole('alert')
  await expect(alert.getByRole('heading', { level: 1, name: 'Non-active authors' })).toBeVisible()
  await expect(alert).toContainText('The app could not start: "firstNameParam" in config.json is "offset"')
  await expect(alert).toContainText('Check config.json beside the app, then reload.')

  await page.goto('/?lang=ru')
  await expect(page.getByRole('alert').getByRole('heading', { level: 1, name: 'Неактивные авторы' })).toBeVisible()
  await expect(page.getByRole('alert')).toContainText('Приложение не смогло запуститься: "firstNameParam" в config.json')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
})

test('when the start-up screen cannot be loaded either, the page says so and offers a reload', async ({ page }) => {
  await page.route('**/config.json', (route) => route.fulfill({ json: refused }))
  await page.route(/\/assets\/startup-screen-[^/]*\.js$/, (route) => route.abort())
  await page.goto('/?lang=ru')
  await expect(page.getByRole('heading', { level: 1, name: 'Неактивные авторы' })).toBeVisible()
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('Эту часть страницы не удалось загрузить.')
  await expect(alert.getByRole('button')).toHaveText(['Перезагрузить страницу'])

  await page.unroute(/\/assets\/startup-screen-[^/]*\.js$/)
  await alert.getByRole('button', { name: 'Перезагрузить страницу' }).click()
  await expect(page.getByRole('alert')).toContainText('Приложение не смогло запуститься:')
})
