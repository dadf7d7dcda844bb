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

/**
 * A page of the list with letters of the other script inside names and a pair of twins, served
 * for the app's own origin: the demo dataset has no mixed-script name.
 */
const MIXED_PAGE = [
  // A Latin A (U+0041) among Cyrillic letters, as in the issue.
  {
    uid: '00000000-0000-4000-8000-000000000001',
    last_name: 'Орлов',
    first_name: 'Алексей',
    parent_name: 'Ильич',
    public_name: 'Орлов A. И.',
  },
  // A Cyrillic о (U+043E) inside a Latin surname.
  {
    uid: '00000000-0000-4000-8000-000000000002',
    last_name: 'Ivan\u043ev',
    first_name: 'Ivan',
    parent_name: null,
    public_name: 'Ivanov I.',
  },
  {
    uid: '00000000-0000-4000-8000-000000000003',
    last_name: 'Петров',
    first_name: 'Пётр',
    parent_name: 'Петрович',
    public_name: 'Петров П. П.',
  },
  {
    uid: '00000000-0000-4000-8000-000000000004',
    last_name: 'Петров',
    first_name: 'Пётр',
    parent_name: 'Петрович',
    public_name: 'Петров П. П.',
  },
]

/** The marks in the rows (not the legend's samples). */
const strays = (page: Page) => page.locator('.authors-table td .value-script, .author-cards dd .value-script')

async function serveMixedPage(page: Page) {
  await page.route('**/config.json', (route) =>
    route.fulfill({ json: { apiUrl: '', firstNameParam: 'first_name', requestTimeoutMs: 120_000 } }),
  )
  await page.route('**/api/author/non-active/list/**', (route) =>
    route.fulfill({ json: { count: MIXED_PAGE.length, next: null, previous: null, results: MIXED_PAGE } }),
  )
}

const words = {
  en: { latin: '(Latin A)', tip: /Latin A: a letter of the other script/, twins: /2 records with this name/ },
  ru: { latin: '(латинская A)', tip: /латинская A: буква другого алфавита/, twins: /2 записи с этим именем/ },
}

/** The box of an element, to tell that a tip does not cover what it explains. */
const box = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

for (const lang of ['en', 'ru'] as const) {
  for (const width of [1280, 375]) {
    test.describe(`a letter of the other script, ${lang} at ${width} px`, () => {
      test.use({ locale: lang === 'ru' ? 'ru-RU' : 'en-GB', viewport: { width, height: 800 } })

      test('is marked where it sits, named, copied as received, and explained on hover and Escape', async ({ page }) => {
        await serveMixedPage(page)
        await page.goto('/')
        // The tips come with the workbench, just after the first rows: its twin mark says it is here.
        await expect(page.locator('.row-checks .twin-mark').first()).toBeVisible()
        const mark = strays(page).filter({ hasText: /^A$/ }).first()
        await expect(mark).toBeVisible()
        // Just the letter, boxed: a solid outline and a wavy underline besides the shade.
        const look = await mark.evaluate((element) => {
          const style = getComputedStyle(element)
          return { outline: style.outlineStyle, underline: style.textDecorationStyle, text: element.textContent }
        })
        expect(look).toEqual({ outline: 'solid', underline: 'wavy', text: 'A' })
        await expect(strays(page).filter({ hasText: /^\u043e$/ })).toBeVisible()

        // Its container holds the string as received: in its text, and in what a selection copies.
        const holder = mark.locator('xpath=..')
        const copied = await holder.evaluate((element) => {
          const selection = getSelection()!
          selection.selectAllChildren(element)
          return { text: element.textContent, copied: selection.toString() }
        })
        expect(copied).toEqual({ text: 'Орлов A. И.', copied: 'Орлов A. И.' })
        // A table cell is named by its content (a card's field is not, so only the table says it here).
        if (width > 900) await expect(holder).toHaveAccessibleName(`Орлов A ${words[lang].latin}. И.`)
        // What Chromium itself gives assistive technology.
        const cdp = await page.context().newCDPSession(page)
        const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: Array<{ name?: { value?: string } }> }
        expect(nodes.some((node) => node.name?.value?.includes(words[lang].latin))).toBe(true)

        // Hover: the tip at once, beside the mark, not over it, inside the viewport.
        await page.mouse.move(0, 0)
        await mark.hover()
        const tip = page.getByRole('tooltip')
        await expect(tip).toHaveText(words[lang].tip)
        const tipBox = await box(tip)
        expect(overlaps(tipBox, await box(mark))).toBe(false)
        expect(tipBox.x).toBeGreaterThanOrEqual(0)
        expect(tipBox.x + tipBox.width).toBeLessThanOrEqual(width)
        // Inside the main landmark, and no axe violation with it open.
        await expect(page.getByRole('main').getByRole('tooltip')).toBeVisible()
        const results = await new AxeBuilder({ page }).analyze()
        expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
        await page.keyboard.press('Escape')
        await expect(tip).toBeHidden()

        // The twin mark's glyph draws as a glyph, not as the empty box of a missing one.
        const twin = page.locator('.row-checks .twin-mark').first()
        await expect(twin).toBeVisible()
        const glyph = await twin.evaluate((element) => {
          const shown = element.querySelector('[aria-hidden="true"]')!
          const glyph = [...shown.textContent!][0]!
          const canvas = document.createElement('canvas')
          canvas.width = 64
          canvas.height = 64
          const context = canvas.getContext('2d', { willReadFrequently: true })!
          context.font = `48px ${getComputedStyle(shown).fontFamily}`
          const draw = (char: string) => {
            context.clearRect(0, 0, 64, 64)
            context.fillText(char, 4, 48)
            return context.getImageData(0, 0, 64, 64).data.join()
          }
          // U+0378 is unassigned: no font has it, so it draws as the missing-glyph box (or nothing).
          const missing = draw('\u0378')
          const drawn = draw(glyph)
          const blank = (context.clearRect(0, 0, 64, 64), context.getImageData(0, 0, 64, 64).data.join())
          return { glyph, likeMissing: drawn === missing, blank: drawn === blank }
        })
        expect(glyph).toEqual({ glyph: '≡', likeMissing: false, blank: false })
        await twin.hover()
        await expect(tip).toHaveText(words[lang].twins)
      })
    })

    test.describe(`a tap explains a mark, ${lang} at ${width} px`, () => {
      test.use({ locale: lang === 'ru' ? 'ru-RU' : 'en-GB', viewport: { width, height: 800 }, hasTouch: true, isMobile: width < 400 })

      test('a tap on the mark shows its tip, a tap elsewhere or Escape closes it', async ({ page }) => {
        await serveMixedPage(page)
        await page.goto('/')
        // The tips come with the workbench, just after the first rows: its twin mark says it is here.
        await expect(page.locator('.row-checks .twin-mark').first()).toBeVisible()
        const mark = strays(page).filter({ hasText: /^A$/ }).first()
        await expect(mark).toBeVisible()
        await mark.tap()
        const tip = page.getByRole('tooltip')
        await expect(tip).toHaveText(words[lang].tip)
        const tipBox = await box(tip)
        expect(overlaps(tipBox, await box(mark))).toBe(false)
        expect(tipBox.x + tipBox.width).toBeLessThanOrEqual(width)
        await page.locator('h1').tap()
        await expect(tip).toBeHidden()
        await mark.tap()
        await expect(tip).toBeVisible()
        await page.keyboard.press('Escape')
        await expect(tip).toBeHidden()
      })
    })
  }
}
