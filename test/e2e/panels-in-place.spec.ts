import { expect, test, type Locator, type Page } from '@playwright/test'

/**
 * Nothing moves under the hand: every panel (Settings, Export, the export's status and its
 * Details, "What the marks mean") opens over the page, anchored to its button, inside the
 * viewport; the button stays exactly where it was and a second click on it closes the panel; the
 * list's first row does not move. Every copy's confirmation is drawn inside the viewport, and in
 * Details inside the dialog and clear of its title. At phone, tablet and desktop widths, in both
 * languages.
 */
interface Box {
  x: number
  y: number
  width: number
  height: number
}

const WORDS = {
  en: {
    ready: /^Showing 1–50 of /,
    settings: 'Settings',
    export: 'Export',
    exportPanel: 'Export authors',
    pageAsCsv: 'Current page as CSV',
    statusDetails: 'Export details',
    moreDetails: 'Details',
    close: 'Hide this message',
    legend: 'What the marks mean',
    details: 'Details',
    copyUid: 'Copy UID',
  },
  ru: {
    ready: /^Показаны 1–50 из /,
    settings: 'Параметры',
    export: 'Экспорт',
    exportPanel: 'Экспорт авторов',
    pageAsCsv: 'Текущая страница в CSV',
    statusDetails: 'Подробности экспорта',
    moreDetails: 'Подробнее',
    close: 'Скрыть это сообщение',
    legend: 'Что означают отметки',
    details: 'Подробности',
    copyUid: 'Копировать UID',
  },
} as const

const CASES = [
  { lang: 'en', width: 320, height: 640 },
  { lang: 'en', width: 375, height: 667 },
  { lang: 'en', width: 768, height: 1024 },
  { lang: 'en', width: 1024, height: 768 },
  { lang: 'en', width: 1280, height: 800 },
  { lang: 'en', width: 1920, height: 1080 },
  { lang: 'en', width: 896, height: 700 },
  { lang: 'ru', width: 320, height: 640 },
  { lang: 'ru', width: 375, height: 667 },
  { lang: 'ru', width: 768, height: 1024 },
  { lang: 'ru', width: 896, height: 700 },
  { lang: 'ru', width: 1024, height: 768 },
  { lang: 'ru', width: 1280, height: 800 },
  { lang: 'ru', width: 1920, height: 1080 },
] as const

const box = async (locator: Locator): Promise<Box> => {
  const found = await locator.boundingBox()
  expect(found, 'element laid out').not.toBeNull()
  return found!
}

/** The list's first row (a table row or a card). */
const firstRow = (page: Page) => page.locator('[data-row="0"]')

async function expectInViewport(page: Page, panel: Locator, what: string) {
  const viewport = page.viewportSize()!
  const at = await box(panel)
  expect(at.x, `${what}: left edge in the viewport`).toBeGreaterThanOrEqual(0)
  expect(at.x + at.width, `${what}: right edge in the viewport`).toBeLessThanOrEqual(viewport.width)
  expect(at.y, `${what}: top in the viewport`).toBeGreaterThanOrEqual(0)
  expect(at.y + at.height, `${what}: bottom in the viewport`).toBeLessThanOrEqual(viewport.height)
}

/** Opens a panel from its button and closes it with a second click at the same place. */
async function expectPanelInPlace(page: Page, opener: Locator, panel: Locator, what: string) {
  await opener.scrollIntoViewIfNeeded()
  const openerBefore = await box(opener)
  const rowBefore = await box(firstRow(page))
  await opener.click()
  await expect(panel, `${what} opens`).toBeVisible()
  expect(await box(opener), `${what}: its button stayed put`).toEqual(openerBefore)
  expect(await box(firstRow(page)), `${what}: the list did not move`).toEqual(rowBefore)
  await expectInViewport(page, panel, what)
  // A second click at the very same spot closes it.
  await page.mouse.click(openerBefore.x + openerBefore.width / 2, openerBefore.y + openerBefore.height / 2)
  await expect(panel, `${what} closes on a second click`).toBeHidden()
  expect(await box(opener)).toEqual(openerBefore)
}

for (const { lang, width, height } of CASES) {
  const m = WORDS[lang]
  test.describe(`${lang}, ${width}×${height}`, () => {
    test.use({ locale: lang === 'ru' ? 'ru-RU' : 'en-GB', viewport: { width, height }, acceptDownloads: true })

    test('opens every panel over the page, anchored to its button, and keeps every confirmation on screen', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      await page.goto('/')
      await expect(page.getByRole('status').first()).toHaveText(m.ready)
      const details = page.getByRole('button', { name: m.details, exact: true }).first()
      await expect(details).toBeVisible()

      // Settings, in the header.
      const settings = page.getByRole('button', { name: m.settings, exact: true })
      await expectPanelInPlace(page, settings, page.getByRole('group', { name: m.settings, exact: true }), 'Settings')

      // "What the marks mean", above the list (the demo's first page has flagged rows).
      const legend = page.locator('summary', { hasText: m.legend })
      await expectPanelInPlace(page, legend, page.locator('.legend-popover'), 'the legend')

      // Export's popover.
      const exportButton = page.getByRole('button', { name: m.export, exact: true })
      const exportPanel = page.getByRole('region', { name: m.exportPanel })
      await expectPanelInPlace(page, exportButton, exportPanel, 'Export')

      // The export's status: it floats under the toolbar, moving neither Export nor the rows.
      await exportButton.scrollIntoViewIfNeeded()
      const exportBefore = await box(exportButton)
      const rowBefore = await box(firstRow(page))
      await exportButton.click()
      const download = page.waitForEvent('download')
      await exportPanel.getByRole('button', { name: m.pageAsCsv }).click()
      await download
      const close = page.getByRole('button', { name: m.close })
      await expect(close).toBeVisible()
      const status = page.locator('.export-status-active')
      expect(await box(exportButton), 'the status moved Export').toEqual(exportBefore)
      expect(await box(firstRow(page)), 'the status moved the rows').toEqual(rowBefore)
      await expectInViewport(page, status, 'the export status')
      const statusDetails = status.getByRole('button', { name: m.moreDetails, exact: true })
      await expectPanelInPlace(page, statusDetails, page.getByRole('region', { name: m.statusDetails }), 'the status’s Details')
      await close.click()
      await expect(status).toHaveCount(0)
      expect(await box(firstRow(page))).toEqual(rowBefore)

      // A row's copy confirmation, at the row's own button.
      const rowCopy = firstRow(page).getByRole('button', { name: m.copyUid })
      await rowCopy.click()
      const rowNote = firstRow(page).locator('.copy-note')
      await expect(rowNote).not.toBeEmpty()
      await expectInViewport(page, rowNote, 'the row’s copy confirmation')

      // In Details: inside the dialog, clear of its title.
      await firstRow(page).getByRole('button', { name: m.details, exact: true }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: m.copyUid }).click()
      const note = dialog.locator('.copy-note').filter({ hasText: /UID/ })
      await expect(note).not.toBeEmpty()
      await expectInViewport(page, note, 'the dialog’s copy confirmation')
      const inDialog = await box(dialog)
      const noteBox = await box(note)
      expect(noteBox.x, 'confirmation inside the dialog').toBeGreaterThanOrEqual(inDialog.x)
      expect(noteBox.x + noteBox.width, 'confirmation inside the dialog').toBeLessThanOrEqual(inDialog.x + inDialog.width)
      const title = await box(dialog.getByRole('heading').first())
      const overlaps = noteBox.y < title.y + title.height && noteBox.y + noteBox.height > title.y
      expect(overlaps, 'confirmation covers the dialog’s title').toBe(false)
    })
  })
}
