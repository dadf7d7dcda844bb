import { expect, test, type CDPSession, type Page } from '@playwright/test'

// The production build on the demo API. A Russian ЙЦУКЕН layout is not something Playwright's
// keyboard can switch to: the keys go through Chromium's input pipeline over CDP with the
// character a Russian layout types and the key's place (`code`), as the browser sends them.

const table = (page: Page) => page.getByRole('table', { name: 'Non-active authors' })
const bodyRows = (page: Page) => table(page).locator('tbody tr')

/** Presses the key at `code` as a Russian layout types it (`text`), through the browser's own input. */
async function russianKey(cdp: CDPSession, text: string, code: string, keyCode: number) {
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key: text, code, text, unmodifiedText: text, windowsVirtualKeyCode: keyCode })
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: text, code, windowsVirtualKeyCode: keyCode })
}

test('the shortcuts work on a Russian layout, and Details moves through the page without closing', async ({ page, context }) => {
  test.setTimeout(90_000)
  const cdp = await context.newCDPSession(page)
  await page.goto('/?limit=10')
  await expect(bodyRows(page)).toHaveCount(10)
  // The workbench's row keys are in once a row has its actions.
  await expect(bodyRows(page).first().getByRole('button', { name: 'Copy UID' })).toBeVisible()
  await bodyRows(page).first().focus()

  // о (the J key) and л (the K key) move the cursor.
  await russianKey(cdp, 'о', 'KeyJ', 74)
  await expect(bodyRows(page).nth(1)).toBeFocused()
  await russianKey(cdp, 'о', 'KeyJ', 74)
  await russianKey(cdp, 'л', 'KeyK', 75)
  await expect(bodyRows(page).nth(1)).toBeFocused()

  // "." (where "/" is on an English keyboard) goes to the search, and types nothing there.
  await russianKey(cdp, '.', 'Slash', 191)
  const search = page.getByRole('searchbox', { name: 'Last name' })
  await expect(search).toBeFocused()
  await expect(search).toHaveValue('')
  // In the box the same key is a full stop.
  await russianKey(cdp, '.', 'Slash', 191)
  await expect(search).toHaveValue('.')
  await search.fill('')

  // Details of the second row; о / л (and the arrows) move to the next / previous record.
  await bodyRows(page).nth(1).getByRole('button', { name: 'Details' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('Record 2 of 10 on this page', { exact: true })).toBeVisible()
  const secondUid = new URL(page.url()).searchParams.get('author')
  await russianKey(cdp, 'о', 'KeyJ', 74)
  await expect(dialog.getByText('Record 3 of 10 on this page', { exact: true })).toBeVisible()
  const thirdUid = new URL(page.url()).searchParams.get('author')
  expect(thirdUid).not.toBe(secondUid)
  await expect(dialog.locator('.details-value[data-field="uid"]')).toHaveText(thirdUid!)
  await page.keyboard.press('ArrowLeft')
  await expect(dialog.getByText('Record 2 of 10 on this page', { exact: true })).toBeVisible()
  await expect.poll(() => new URL(page.url()).searchParams.get('author')).toBe(secondUid)
  // Back closes Details (the moves replaced the entry).
  await page.goBack()
  await expect(dialog).toHaveCount(0)
  await expect.poll(() => new URL(page.url()).searchParams.get('author')).toBeNull()
})
