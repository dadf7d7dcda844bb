import { expect, test, type Page } from '@playwright/test'
import { forEachReviewList } from './review-walk'

// The production build on the demo API (its default dataset): a review list as an editor works through it.
const review = (page: Page) => page.getByRole('dialog', { name: 'Review of all matches' })
const records = (page: Page) => review(page).locator('.review-page [data-record]')

test('an editor works through possible duplicates with the keyboard, decides a group, and Back closes only what it opened', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('table', { name: 'Non-active authors' })).toBeVisible()
  await page.getByRole('button', { name: 'Review all matches' }).click()
  await review(page).getByRole('link', { name: 'Possible duplicates' }).click({ timeout: 60_000 })
  // Focus on the first record at once: j moves, Enter opens, Escape comes back to the record.
  await expect(records(page).first()).toBeFocused()
  await page.keyboard.press('j')
  await expect(records(page).nth(1)).toBeFocused()
  await page.keyboard.press('Enter')
  const details = page.getByRole('dialog').filter({ hasNot: page.getByRole('heading', { name: 'Review of all matches' }) })
  await expect(details).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(details).toHaveCount(0)
  await expect(records(page).nth(1)).toBeFocused()

  // Back after opening a record closes the record only; the list stays.
  await page.keyboard.press('Enter')
  await expect(details).toBeVisible()
  await page.goBack()
  await expect(details).toHaveCount(0)
  await expect(review(page).getByRole('heading', { name: 'Possible duplicates', level: 3 })).toBeVisible()
  expect(new URL(page.url()).searchParams.get('review')).toBe('duplicates')

  // A decision, kept across a reload: the group is hidden, with its count.
  await review(page)
    .getByRole('group', { name: /^Group 1 \(/ })
    .getByRole('button', { name: 'Same person' })
    .click()
  await page.reload()
  await expect(review(page).getByText('1 group you decided is hidden.')).toBeVisible({ timeout: 60_000 })
  // At 768 px: one table for the list, and nothing in the dialog wider than the dialog.
  await page.setViewportSize({ width: 768, height: 900 })
  await expect(review(page).getByRole('table')).toHaveCount(1)
  const overflow = await review(page).evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})

test.describe('in Russian at 768 px', () => {
  test.use({ locale: 'ru-RU', viewport: { width: 768, height: 900 } })

  test('nothing in the review’s summary and lists is clipped: no element wider than its box, no heading, button or cell cut', async ({
    page,
  }) => {
    const dialog = page.getByRole('dialog', { name: 'Проверка всех совпадений' })
    /** Every element of the dialog whose content is wider (or a heading, button or cell taller) than its box. */
    const clipped = () =>
      dialog.evaluate((root) =>
        [root, ...root.querySelectorAll('*')]
          .filter((element) => {
            if (!(element instanceof HTMLElement) || element.clientWidth === 0 || element.closest('.visually-hidden')) return false
            if (element.scrollWidth > element.clientWidth + 1) return true
            const cut = element.matches('h2, h3, h4, button, th, td, a, summary, label, dt, dd')
            return cut && element.scrollHeight > element.clientHeight + 1
          })
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}: ${(element.textContent ?? '').slice(0, 60)}`),
      )
    await page.goto('/?lang=ru')
    await page.getByRole('button', { name: 'Проверить все совпадения' }).click()
    await expect(dialog.getByRole('heading', { name: 'Итоги', level: 3 })).toBeVisible()
    expect(await clipped()).toEqual([])
    await forEachReviewList(dialog, { summary: 'Итоги', back: 'Назад к итогам' }, async (list) => {
      expect(await clipped(), list).toEqual([])
    })
  })
})
