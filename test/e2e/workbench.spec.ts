import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { getDefaultDataset } from '../../src/demo-api/dataset'

// The production build on the demo API (its default dataset), as an editor meets it.
const table = (page: Page) => page.getByRole('table', { name: 'Non-active authors' })
const bodyRows = (page: Page) => table(page).locator('tbody tr')
const uidCell = (page: Page, index: number) => bodyRows(page).nth(index).locator('td.col-uid')

/** The demo dataset's first group of records with exactly the same three names. */
function firstTwinGroup() {
  const groups = new Map<string, ReturnType<typeof getDefaultDataset>[number][]>()
  for (const author of getDefaultDataset()) {
    const key = JSON.stringify([author.last_name, author.first_name, author.parent_name])
    groups.set(key, [...(groups.get(key) ?? []), author])
  }
  const group = [...groups.values()].find((authors) => authors.length > 1)
  if (!group) throw new Error('the demo dataset has no twins')
  return group
}

test('an editor compares a twin with every record of its name, copies a uid and shares a link to a record', async ({ page, context }) => {
  // A long journey with two axe runs: more than the default 30 s when the machine is busy.
  test.setTimeout(120_000)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const twins = firstTwinGroup()
  const [first] = twins
  // Searching by a shorter, lower-cased part of the name: the list holds the twins and others.
  const search = first!.last_name.trim().slice(0, -1).toLowerCase()
  await page.goto(`/?last_name=${encodeURIComponent(search)}&limit=200`)
  await expect(bodyRows(page).first()).toBeVisible()

  // Where the search matched is marked, in every last name shown.
  const marks = table(page).locator('td.col-last_name mark')
  await expect(marks.first()).toBeVisible()
  for (const mark of await marks.allTextContents()) expect(mark.toLowerCase()).toBe(search)

  const twinRow = bodyRows(page).filter({ has: page.locator(`td.col-uid:text-is("${first!.uid}")`) })
  await expect(twinRow.getByText(`${twins.length} records with this name`)).toBeAttached()
  await twinRow.getByRole('button', { name: 'Show all with this name' }).click()
  const dialog = page.getByRole('dialog', { name: /^All records named / })
  await expect(dialog.getByText(`${twins.length} records in the whole directory with exactly this name.`)).toBeVisible()
  const uids = await dialog.getByRole('row', { name: /^UID/ }).locator('code').allTextContents()
  expect(uids.sort()).toEqual(twins.map((twin) => twin.uid).sort())
  await expect(dialog.locator('.char-diff').first()).toBeVisible()
  expect((await new AxeBuilder({ page }).include('dialog').analyze()).violations.map((v) => v.id)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // Copy UID on a row, without opening anything: the clipboard holds it, and it is said at the button.
  const uid = (await uidCell(page, 1).textContent())!
  await bodyRows(page).nth(1).getByRole('button', { name: 'Copy UID' }).click()
  await expect(bodyRows(page).nth(1).locator('.copy-note')).toHaveText(`Copied UID ${uid}.`)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(uid)

  // A link to an open record: the same page, with it open; Escape closes it onto its row.
  await page.goto('/?offset=50&limit=25')
  await expect(bodyRows(page)).toHaveCount(25)
  const linked = (await uidCell(page, 3).textContent())!
  const publicName = (await bodyRows(page).nth(3).locator('td.col-public_name').textContent())!
  await page.goto(`/?offset=50&limit=25&author=${linked}`)
  const details = page.getByRole('dialog')
  await expect(details).toBeVisible()
  await expect(details.locator('h2')).toHaveText(publicName)
  await expect(details.locator('.details-value[data-field="uid"]')).toHaveText(linked)
  await details.getByRole('button', { name: 'Copy as JSON' }).click()
  const json = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as Record<string, unknown>
  expect(json.uid).toBe(linked)
  expect(Object.keys(json)).toEqual(['uid', 'first_name', 'last_name', 'parent_name', 'public_name'])
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(details).toBeHidden()
  await expect(page).not.toHaveURL(/author=/)
  await expect(page).toHaveURL(/offset=50/)
  await expect(bodyRows(page).nth(3)).toBeFocused()

  // The row keys: down twice, then Enter opens that row; Back closes it again.
  await page.keyboard.press('j')
  await page.keyboard.press('ArrowDown')
  await expect(bodyRows(page).nth(5)).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`author=${(await uidCell(page, 5).textContent())!}`))
  await page.goBack()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page).toHaveURL(/offset=50/)
  await page.keyboard.press('PageDown')
  await expect(page).toHaveURL(/offset=75/)
  await expect(bodyRows(page).first()).toBeFocused()
})

test.describe('on a 320 px screen (cards)', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('an editor opens a card’s details and copies a uid from a card, without sideways scrolling', async ({ page, context }) => {
    test.setTimeout(120_000)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/?offset=50&limit=25')
    const cards = page.getByRole('list', { name: 'Non-active authors', exact: true })
    const card = (index: number) => cards.locator(':scope > li').nth(index)
    await expect(card(0)).toHaveAttribute('aria-posinset', '51')
    await expect(page.getByRole('table')).toHaveCount(0)

    // Copy UID on a card, without opening anything: the clipboard holds it, and it is said at the button.
    const uid = (await card(2).locator('.card-uid dd').textContent())!
    await card(2).getByRole('button', { name: 'Copy UID' }).click()
    await expect(card(2).locator('.copy-note')).toHaveText(`Copied UID ${uid}.`)
    await expect(card(2).locator('.copy-note')).toBeInViewport()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(uid)
    await expect(page.getByRole('dialog')).toHaveCount(0)

    // Details from a card's button: the dialog named after the record, fitting the screen.
    const publicName = (await card(4).locator('.card-public_name dd').textContent())!
    const linked = (await card(4).locator('.card-uid dd').textContent())!
    await card(4).getByRole('button', { name: 'Details' }).click()
    const details = page.getByRole('dialog')
    await expect(details.locator('h2')).toHaveText(publicName)
    await expect(details.locator('.details-value[data-field="uid"]')).toHaveText(linked)
    await expect(page).toHaveURL(new RegExp(`author=${linked}`))
    const box = (await details.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(320)
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(details).toBeHidden()
    // Focus goes back to the button that opened the details; the row keys work from it too.
    await expect(card(4).getByRole('button', { name: 'Details' })).toBeFocused()

    // The row keys work on cards: down, then Enter opens that card's record.
    await page.keyboard.press('ArrowDown')
    await expect(card(5)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(card(5)).toBeFocused()

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow, 'page wider than the viewport').toBeLessThanOrEqual(0)
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
  })

  test('at 400 % zoom (320×256 CSS px) a card’s actions are reachable and fit', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 320, height: 256 }, deviceScaleFactor: 4 })
    const page = await context.newPage()
    await page.goto('/?limit=10')
    const cards = page.getByRole('list', { name: 'Non-active authors', exact: true })
    const details = cards.getByRole('button', { name: 'Details' }).first()
    await expect(details).toBeVisible()
    for (const button of [details, cards.getByRole('button', { name: 'Copy UID' }).first()]) {
      const box = (await button.boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(320)
      expect(box.height).toBeGreaterThanOrEqual(24)
    }
    await details.click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await context.close()
  })
})
