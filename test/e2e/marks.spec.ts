import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

/**
 * Whitespace, null and empty marks show without colour and in forced colours (Windows High
 * Contrast, emulated by Playwright's forcedColors), keep the cell's text and name exactly the
 * API's string, and say what they mean to keyboard, touch and screen-reader users (the legend,
 * and aria-describedby from the cell).
 */
const table = (page: Page) => page.getByRole('table', { name: 'Non-active authors', exact: true })

/** Draws each kind of mark the way a person would see it, with or without forced colours. */
async function markStyles(page: Page) {
  return table(page).evaluate((element) => {
    const first = (selector: string) => element.querySelector<HTMLElement>(selector)
    const whitespace = first('.value-whitespace')
    const empty = first('.value-empty')
    const nul = first('.value-null')
    const style = (node: HTMLElement | null) => (node ? getComputedStyle(node) : undefined)
    return {
      whitespaceOutline: style(whitespace)?.outlineStyle,
      whitespaceOutlineWidth: style(whitespace)?.outlineWidth,
      whitespaceGlyph: whitespace ? getComputedStyle(whitespace, '::after').content : undefined,
      whitespaceWidth: whitespace?.getBoundingClientRect().width,
      nullBorder: style(nul)?.borderTopStyle,
      emptyBorder: style(empty)?.borderTopStyle,
      nullText: nul?.textContent,
      emptyText: empty?.textContent,
    }
  })
}

for (const forcedColors of ['none', 'active'] as const) {
  test(`marks show as shapes and words, not colour alone (forced colours: ${forcedColors})`, async ({ page }) => {
    await page.emulateMedia({ forcedColors })
    await page.goto('/?limit=100')
    await expect(page.getByRole('status')).toHaveText(/^Showing 1–100 of /)
    await expect(table(page).locator('.value-whitespace').first()).toBeVisible()
    const marks = await markStyles(page)
    expect(marks.whitespaceOutline).toBe('dashed')
    expect(marks.whitespaceOutlineWidth).not.toBe('0px')
    expect(marks.whitespaceGlyph).toMatch(/[·→°¤]/)
    expect(marks.whitespaceWidth).toBeGreaterThan(3)
    expect(marks.nullBorder).toBe('dashed')
    expect(marks.emptyBorder).toBe('dotted')
    expect(marks.nullText).toBe('null')
    expect(marks.emptyText).toBe('empty')

    const results = await new AxeBuilder({ page }).include('main').analyze()
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
  })
}

test('a cell with marks keeps its exact text and name, and is described by the legend', async ({ page }) => {
  await page.goto('/?limit=100')
  await expect(page.getByRole('status')).toHaveText(/^Showing 1–100 of /)
  const cell = table(page).locator('td:has(.value-whitespace)').first()
  const text = await cell.evaluate((element) => element.textContent ?? '')
  expect(text).toMatch(/^\s|\s$|\s\s|[^\S ]/)
  // The glyphs are drawn, never read: the accessible name is the text itself (whitespace folded).
  await expect(cell).toHaveAccessibleName(text.replace(/\s+/g, ' ').trim())
  await expect(cell).toHaveAccessibleDescription(/space/)

  const legend = page.getByRole('list', { name: 'Marks in names' })
  await expect(legend).toBeVisible()
  await expect(legend.getByRole('listitem')).toHaveText([/space/, /tab/, /non-breaking space/, /no value \(null\)/, /empty text/])

  const nullCell = table(page).locator('td:has(.value-null)').first()
  await expect(nullCell).toHaveAccessibleDescription(/no value \(null\)/)
})
