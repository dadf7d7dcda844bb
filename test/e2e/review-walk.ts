import { expect, type Locator } from '@playwright/test'

/**
 * Opens every list the review's summary links to, in turn, from the summary shown in `dialog`:
 * waits for the list's heading and its first record, runs `check` on it (`list` is its name),
 * and goes back to the summary by `back`. At least three lists, or the walk proves little.
 */
export async function forEachReviewList(
  dialog: Locator,
  words: { summary: string; back: string },
  check: (list: string) => Promise<void>,
): Promise<void> {
  const lists = await dialog.locator('.review-entries a').allTextContents()
  expect(lists.length).toBeGreaterThan(2)
  for (const list of lists) {
    await dialog.locator('.review-entries a', { hasText: list }).first().click()
    await expect(dialog.getByRole('heading', { name: list, level: 3 })).toBeVisible()
    await expect(dialog.locator('.review-page [data-record]').first()).toBeVisible()
    await check(list)
    await dialog.getByRole('link', { name: words.back }).click()
    await expect(dialog.getByRole('heading', { name: words.summary, level: 3 })).toBeVisible()
  }
}
