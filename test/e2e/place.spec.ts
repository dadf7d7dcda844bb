import { expect, test, type Locator, type Page } from '@playwright/test'

/**
 * The editor's place on the page: a page change made from a scrolled position shows the new page
 * from its first row, just under the column headers, with focus left on the control used; Back
 * and Forward return to where the person was on that entry, scroll included.
 */
test.use({ viewport: { width: 1280, height: 800 } })

const table = (page: Page) => page.getByRole('table', { name: 'Non-active authors', exact: true })
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' })
const status = (page: Page) => page.getByRole('status')
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect.poll(() => scrollY(page)).toBeGreaterThan(500)
}

/** The first body row sits just under the header row, and both are in view at the top. */
async function expectFirstRowUnderHeaders(page: Page, rowIndex: number) {
  const row = table(page).locator(`tbody tr[aria-rowindex="${rowIndex}"]`)
  await expect(row).toBeInViewport()
  await expect
    .poll(() =>
      page.evaluate((index) => {
        const header = document.querySelector('thead tr')!.getBoundingClientRect()
        const first = document.querySelector(`tbody tr[aria-rowindex="${index}"]`)!.getBoundingClientRect()
        // + 0: a top a fraction of a pixel above the viewport rounds to -0, which toEqual tells from 0.
        return { headerTop: Math.round(header.top) + 0, gap: Math.round(first.top - header.bottom) + 0 }
      }, rowIndex),
    )
    .toEqual({ headerTop: 0, gap: 0 })
}

const moves: Array<{ name: string; act: (page: Page) => Promise<Locator>; range: RegExp; firstRow: number }> = [
  {
    name: 'Next',
    act: async (page) => pager(page).getByRole('button', { name: 'Next page' }),
    range: /^Showing 51–100 of /,
    firstRow: 52,
  },
  {
    name: 'a page number',
    act: async (page) => pager(page).getByRole('link', { name: 'Page 3', exact: true }),
    range: /^Showing 101–150 of /,
    firstRow: 102,
  },
  {
    name: 'Last',
    act: async (page) => pager(page).getByRole('button', { name: 'Last page' }),
    range: /^Showing 1,151–1,200 of /,
    firstRow: 1152,
  },
]

for (const move of moves) {
  test(`${move.name} from a scrolled position shows the new page from its first row, focus kept`, async ({ page }) => {
    await page.goto('/')
    await expect(status(page)).toHaveText(/^Showing 1–50 of /)
    await scrollToBottom(page)
    const control = await move.act(page)
    await control.click()
    await expect(status(page)).toHaveText(move.range)
    await expectFirstRowUnderHeaders(page, move.firstRow)
    await expect(control).toBeFocused()
  })
}

test('the page jump, Previous, First and Rows per page do the same from the keyboard', async ({ page }) => {
  await page.goto('/?offset=500')
  await expect(status(page)).toHaveText(/^Showing 501–550 of /)

  await scrollToBottom(page)
  const jump = pager(page).getByRole('spinbutton', { name: 'Page' })
  await jump.fill('4')
  await jump.press('Enter')
  await expect(status(page)).toHaveText(/^Showing 151–200 of /)
  await expectFirstRowUnderHeaders(page, 152)
  await expect(jump).toBeFocused()

  for (const [name, range, row] of [
    ['Previous page', /^Showing 101–150 of /, 102],
    ['First page', /^Showing 1–50 of /, 2],
  ] as const) {
    await scrollToBottom(page)
    const button = pager(page).getByRole('button', { name })
    await button.focus()
    await button.press('Enter')
    await expect(status(page)).toHaveText(range)
    await expectFirstRowUnderHeaders(page, row)
    await expect(button).toBeFocused()
  }

  await scrollToBottom(page)
  const size = pager(page).getByRole('combobox', { name: 'Rows per page' })
  await size.focus()
  await size.selectOption('100')
  await expect(status(page)).toHaveText(/^Showing 1–100 of /)
  await expectFirstRowUnderHeaders(page, 2)
  await expect(size).toBeFocused()
})

test('Back and Forward return to the place on each entry, scroll included', async ({ page }) => {
  await page.goto('/')
  await expect(status(page)).toHaveText(/^Showing 1–50 of /)
  // The page as a person scrolls it: with the workbench's bar above the rows, which arrives with
  // its lazy chunk (on a busy machine after the rows) and would move a scroll made before it.
  await expect(table(page).getByRole('button', { name: 'Copy UID' }).first()).toBeAttached()
  await page.evaluate(() => window.scrollTo(0, 900))
  await expect.poll(() => scrollY(page)).toBe(900)

  await pager(page).getByRole('button', { name: 'Next page' }).click()
  await expect(status(page)).toHaveText(/^Showing 51–100 of /)
  await page.evaluate(() => window.scrollTo(0, 600))
  await expect.poll(() => scrollY(page)).toBe(600)

  await page.goBack()
  await expect(status(page)).toHaveText(/^Showing 1–50 of /)
  await expect.poll(() => scrollY(page)).toBe(900)

  await page.goForward()
  await expect(status(page)).toHaveText(/^Showing 51–100 of /)
  await expect.poll(() => scrollY(page)).toBe(600)
})

test('a pager click while a search waits for its pause acts on top of that search', async ({ page }) => {
  await page.goto('/')
  await expect(status(page)).toHaveText(/^Showing 1–50 of /)
  const box = page.getByRole('searchbox', { name: 'Last name' })
  // A letter typed and deleted: nothing to search, and the click must not be lost to it.
  await box.pressSequentially('а')
  await box.press('Backspace')
  await pager(page).getByRole('button', { name: 'Next page' }).click()
  await expect(status(page)).toHaveText(/^Showing 51–100 of /)
  await expect(page).toHaveURL(/\?offset=50$/)

  // A search typed and, before its pause, Next: the search first, then its second page.
  await box.fill('ов')
  await pager(page).getByRole('button', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/last_name=%D0%BE%D0%B2&offset=50$/)
  await expect(status(page)).toHaveText(/^Showing 51–100 of /)
})
