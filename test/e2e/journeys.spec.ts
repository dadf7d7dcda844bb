import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

const table = (page: Page) => page.getByRole('table', { name: 'Non-active authors' })
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' })
const range = (page: Page) => pager(page).locator('.pager-range')
const bodyRows = (page: Page) => table(page).locator('tbody tr')

/** "51–100 of 1,200" → its numbers, whatever the locale's separators. */
async function readRange(page: Page) {
  const text = (await range(page).textContent()) ?? ''
  const match = /^([\d\s,.\u00a0\u202f]+)–([\d\s,.\u00a0\u202f]+) of ([\d\s,.\u00a0\u202f]+)$/.exec(text.trim())
  expect(match, `range text "${text}"`).not.toBeNull()
  const number = (value: string) => Number(value.replace(/\D/g, ''))
  return { first: number(match![1]!), last: number(match![2]!), count: number(match![3]!) }
}

function collectConsoleErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

test('an editor browses: first load, paging both ways, page size, no console errors', async ({ page }) => {
  const errors = collectConsoleErrors(page)
  await page.goto('/')
  await expect(page.getByText('Demo data', { exact: true })).toBeVisible()
  await expect(bodyRows(page)).toHaveCount(50)
  const { count } = await readRange(page)
  expect(count).toBeGreaterThanOrEqual(1000)
  await expect(range(page)).toHaveText(/^1–50 of /)

  await pager(page).getByRole('button', { name: 'Next page' }).click()
  await expect(range(page)).toHaveText(/^51–100 of /)
  await expect(page).toHaveURL(/offset=50/)
  const secondPageFirstUid = await bodyRows(page).first().locator('td.col-uid').textContent()

  await pager(page).getByRole('button', { name: 'Last page' }).click()
  // The last page's rows, not the moment the moves wait for its answer: then Next stays off.
  await expect(range(page)).toHaveText(new RegExp(`–${count.toLocaleString('en')} of `))
  expect((await readRange(page)).last).toBe(count)
  await expect(pager(page).getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true')

  await pager(page).getByRole('button', { name: 'First page' }).click()
  await expect(range(page)).toHaveText(/^1–50 of /)
  await pager(page).getByRole('button', { name: 'Next page' }).click()
  await expect(bodyRows(page).first().locator('td.col-uid')).toHaveText(secondPageFirstUid ?? '')
  await pager(page).getByRole('button', { name: 'Previous page' }).click()
  await expect(range(page)).toHaveText(/^1–50 of /)

  await pager(page).getByRole('combobox', { name: 'Rows per page' }).selectOption('200')
  await expect(bodyRows(page)).toHaveCount(200)
  await expect(page).toHaveURL(/limit=200/)
  expect(errors).toEqual([])
})

test('an editor searches by last name with the keyboard and clears it', async ({ page }) => {
  await page.goto('/?limit=25&offset=50')
  await expect(range(page)).toHaveText(/^51–75 of /)
  const listRequests: URL[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    // The list's requests, not the counts of other spellings (limit=1) offered beside the results.
    if (url.pathname === '/api/author/non-active/list/' && !url.searchParams.has('offset') && url.searchParams.get('limit') !== '1')
      listRequests.push(url)
  })

  await page.keyboard.press('/')
  const box = page.getByRole('searchbox', { name: 'Last name' })
  await expect(box).toBeFocused()
  await box.pressSequentially('ова', { delay: 30 })
  await expect(page).toHaveURL(/last_name=%D0%BE%D0%B2%D0%B0/)
  await expect(range(page)).toHaveText(/^1–25 of /)
  await expect(page).not.toHaveURL(/offset=/)
  for (const cell of await bodyRows(page).locator('td:nth-child(2)').allTextContents()) {
    expect(cell.toLowerCase()).toContain('ова')
  }
  expect(listRequests.filter((url) => url.searchParams.get('last_name') === 'ова')).toHaveLength(1)
  // Only what was typed is ever asked for: on a machine busy enough to stretch a 30 ms gap between
  // keys past the pause, a prefix ("о", "ов") is a search the person paused on, not an error.
  expect(listRequests.map((url) => url.searchParams.get('last_name')).filter((name) => name !== null && !'ова'.startsWith(name))).toEqual(
    [],
  )

  await box.press('Escape')
  await expect(box).toHaveValue('')
  await expect(page).not.toHaveURL(/last_name/)
  await expect(range(page)).toHaveText(/^1–25 of /)
})

test('a deep link opens its page, and Back and Forward step through the journey', async ({ page }) => {
  await page.goto('/?last_name=%D0%BE%D0%B2&limit=10&offset=20')
  await expect(range(page)).toHaveText(/^21–30 of /)
  await expect(page.getByRole('searchbox', { name: 'Last name' })).toHaveValue('ов')
  await expect(bodyRows(page)).toHaveCount(10)

  await pager(page).getByRole('button', { name: 'Next page' }).click()
  await expect(range(page)).toHaveText(/^31–40 of /)
  await page.goBack()
  await expect(range(page)).toHaveText(/^21–30 of /)
  await page.goForward()
  await expect(range(page)).toHaveText(/^31–40 of /)

  await page.reload()
  await expect(range(page)).toHaveText(/^31–40 of /)
  await expect(page.getByRole('searchbox', { name: 'Last name' })).toHaveValue('ов')
})

test('nonsense in the URL is normalised and the list still shows', async ({ page }) => {
  await page.goto('/?limit=abc&offset=-1')
  await expect(range(page)).toHaveText(/^1–50 of /)
  await expect(page).toHaveURL(/\/$/)
})

test('the list, an empty search and a page past the end have no axe violations', async ({ page }) => {
  // Three pages and three axe passes: a ceiling for busy shared cores, not a budget.
  test.setTimeout(90_000)
  for (const url of ['/', '/?last_name=zzzqqq', '/?offset=99999']) {
    await page.goto(url)
    await expect(page.getByRole('status')).not.toHaveText('')
    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations.map((violation) => `${url} ${violation.id}: ${violation.help}`)).toEqual([])
  }
})
