import { expect, test } from '@playwright/test'

// The production build on the demo API (its default dataset, where "Быкoв" with a Latin o is
// written for one of the Быков): a search meets, through the review's name key, what the service's
// own search cannot.
test('a search for Быков meets Быкoв through the whole directory’s review, opens it, and its review groups it with a note', async ({
  page,
}) => {
  await page.goto(`/?last_name=${encodeURIComponent('Быков')}`)
  const rows = page.getByRole('table', { name: 'Non-active authors' }).locator('tbody tr')
  await expect(rows.first()).toContainText('Быков')
  // Not among the service's rows.
  await expect(rows.filter({ hasText: 'Быкoв' })).toHaveCount(0)

  await page.getByRole('button', { name: 'Look for other spellings' }).click()
  // The review's progress, and its Cancel, while the whole directory is read.
  const progress = page.getByRole('progressbar', { name: 'Reading the whole directory' })
  const line = page.getByRole('note', { name: 'Also written differently' })
  await expect(progress.or(line)).toBeVisible()
  await expect(line).toContainText(/^Also written differently: 1 — Быкoв /)
  // The Latin o is marked as the list marks it, and named for assistive technology.
  const name = line.getByRole('button', { name: /^Быкo \(Latin o\)в / })
  await expect(name.locator('.value-script')).toHaveText('o')

  await name.click()
  const details = page.getByRole('dialog')
  await expect(details).toBeVisible()
  await expect(details).toContainText('Быкoв')
  await details.getByRole('button', { name: 'Close' }).click()
  await expect(details).toHaveCount(0)
  await expect(name).toBeFocused()

  await page.getByRole('button', { name: 'Review all matches' }).click()
  const review = page.getByRole('dialog', { name: 'Review of all matches' })
  await expect(
    review.getByText("Of them, 1 record found by the name key in the whole directory's review, not by the service's search."),
  ).toBeVisible()
  await review.getByRole('link', { name: 'Possible duplicates' }).click()
  const note = review.getByText("found by the name key, not by the service's search")
  await expect(note).toHaveCount(1)
  await expect(note.locator('xpath=ancestor::tbody[1]')).toContainText('Быков')
})

test('a searched name with a Latin o says so beside its box, in Russian too', async ({ page }) => {
  await page.goto(`/?last_name=${encodeURIComponent('Быкoв')}`)
  await expect(page.getByRole('searchbox', { name: 'Last name' })).toHaveAccessibleDescription(/«Быкoв» holds a Latin o; /)
  await page.goto(`/?lang=ru&last_name=${encodeURIComponent('Быкoв')}`)
  await expect(page.getByRole('searchbox', { name: 'Фамилия' })).toHaveAccessibleDescription(/«Быкoв» содержит латинскую o; /)
})
