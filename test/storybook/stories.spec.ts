import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

/**
 * Renders every story of the Storybook build the way the preview iframe shows it, waits for the
 * state the story promises, and fails on a console error, an uncaught error, a failed play
 * function or an axe violation. Each story's settled state is written down here, so a story
 * that no longer shows what it claims fails too, and the index check below makes sure no story
 * is left out.
 */
interface StoryExpectation {
  /** Resolves once the story shows the state it is about, as a person would see it. */
  settled: (page: Page) => Promise<void>
  /**
   * Console errors the browser itself prints for the story's scenario (Chromium logs every
   * failed or 4xx/5xx response). Anything else in the console fails the story.
   */
  consoleErrors?: RegExp[]
  viewport?: { width: number; height: number }
  /** A part on its own, not a page: page-level rules (landmarks, a main heading) do not apply. */
  part?: boolean
  /** Rendered with forced colours on (Windows High Contrast), as Playwright emulates it. */
  forcedColors?: boolean
}

const list = (page: Page) => page.getByRole('table', { name: 'Non-active authors' })
const cards = (page: Page) => page.getByRole('list', { name: 'Non-active authors', exact: true })
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' })
const details = (page: Page) => page.getByRole('region', { name: 'Export details' })
const status = (page: Page, text: string | RegExp) => expect(page.getByRole('status')).toHaveText(text)
const errorPanel = async (page: Page, title: string) => {
  await expect(page.getByRole('alert').getByRole('heading', { name: title })).toBeVisible()
}
const heading = async (page: Page, name: string) => {
  await expect(page.getByRole('heading', { name })).toBeVisible()
}
const review = (page: Page) => page.getByRole('dialog', { name: 'Review of all matches' })
const httpStatus = (code: number) => new RegExp(`Failed to load resource: the server responded with a status of ${code}\\b`)

/** Fully inside the viewport. */
const wholeInView = (locator: ReturnType<Page['locator']>) => expect(locator).toBeInViewport({ ratio: 1 })

function panelStories(width: number, height: number, suffix: string): Record<string, StoryExpectation> {
  const viewport = { width, height }
  return {
    [`authors-panels--settings-${suffix}`]: { viewport, settled: (page) => wholeInView(page.getByRole('group', { name: 'Settings' })) },
    [`authors-panels--export-${suffix}`]: {
      viewport,
      settled: (page) => wholeInView(page.getByRole('region', { name: 'Export authors' })),
    },
    [`authors-panels--legend-${suffix}`]: { viewport, settled: (page) => wholeInView(page.locator('.legend-popover')) },
    [`authors-panels--shortcuts-${suffix}`]: {
      viewport,
      settled: (page) => wholeInView(page.getByRole('dialog', { name: 'Keyboard shortcuts' })),
    },
    [`authors-panels--copy-confirmation-${suffix}`]: {
      viewport,
      part: true,
      settled: async (page) => {
        const note = page.getByText(/^Copied UID 6f1c2b9e-/)
        await wholeInView(note)
        // Under the button, clear of the dialog's title.
        const title = (await page.getByRole('heading', { name: 'Smith J.' }).boundingBox())!
        expect((await note.boundingBox())!.y).toBeGreaterThanOrEqual(title.y + title.height)
      },
    },
  }
}

const STORIES: Record<string, StoryExpectation> = {
  'authors-list-page--default': { settled: (page) => status(page, 'Showing 1–50 of 1,200') },
  // The sample recording (no DEMO_DATASET): 300 authors served as recorded.
  'authors-recorded-directory--recording': { settled: (page) => status(page, 'Showing 1–50 of 300') },
  'authors-list-page--first-load': {
    settled: async (page) => {
      const table = page.getByRole('table', { name: 'Non-active authors (loading)' })
      await expect(table).toHaveAttribute('aria-busy', 'true')
      await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible()
    },
  },
  'authors-list-page--updating-after-page-change': {
    settled: async (page) => {
      await expect(list(page)).toHaveAttribute('aria-busy', 'true')
      await expect(list(page).getByRole('row')).toHaveCount(51)
      await expect(page.getByRole('spinbutton', { name: 'Page' })).toHaveValue('2')
    },
  },
  'authors-list-page--empty-search': { settled: (page) => heading(page, 'No authors found') },
  'authors-list-page--empty-directory': { settled: (page) => heading(page, 'No non-active authors') },
  'authors-list-page--offset-past-the-end': {
    settled: async (page) => {
      await heading(page, 'This page is past the end of the list')
      await expect(pager(page)).toContainText('Past the end of the list (1,200 authors)')
      await expect(page.getByRole('button', { name: 'Last page', exact: true })).toHaveAttribute('aria-disabled', 'false')
    },
  },
  'authors-list-page--total-not-known-yet': {
    settled: async (page) => {
      await expect(pager(page)).toContainText('Total not known yet')
      await expect(pager(page)).not.toContainText(/of 0/)
    },
  },
  'authors-list-page--card-layout': {
    viewport: { width: 390, height: 844 },
    settled: async (page) => {
      await status(page, 'Showing 1–50 of 1,200')
      await expect(cards(page).getByRole('listitem').first()).toHaveAttribute('aria-posinset', '1')
    },
  },
  'authors-list-page--narrowest': {
    viewport: { width: 320, height: 640 },
    settled: async (page) => {
      await status(page, /^Showing 1–\d+ of \d+$/)
      await expect(cards(page).getByRole('listitem').first()).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    },
  },
  'authors-list-page--zoom-400': {
    viewport: { width: 320, height: 256 },
    settled: async (page) => {
      await status(page, 'Showing 1–50 of 1,200')
      await expect(cards(page)).toBeVisible()
      await expect(pager(page)).toHaveCSS('position', 'static')
    },
  },
  'authors-list-page--forced-colors': {
    forcedColors: true,
    settled: async (page) => {
      await status(page, /^Showing 1–\d+ of \d+$/)
      await expect(list(page).locator('.value-whitespace').first()).toHaveCSS('outline-style', 'dashed')
    },
  },
  'authors-list-page--unreachable': {
    settled: (page) => errorPanel(page, 'Cannot reach the server'),
    consoleErrors: [/Failed to load resource: net::ERR_FAILED/],
  },
  'authors-list-page--server-error': {
    settled: (page) => errorPanel(page, 'Server error (HTTP 500)'),
    consoleErrors: [httpStatus(500)],
  },
  'authors-list-page--bad-gateway': {
    settled: (page) => errorPanel(page, 'The server is unavailable (HTTP 502)'),
    consoleErrors: [httpStatus(502)],
  },
  'authors-list-page--rate-limited': {
    settled: async (page) => {
      await errorPanel(page, 'Too many requests')
      await expect(page.getByRole('button', { name: /^Retry \(automatically in \d+ s\)$/ })).toBeVisible()
    },
    consoleErrors: [httpStatus(429)],
  },
  'authors-list-page--not-answering': { settled: (page) => errorPanel(page, 'The server is not answering') },
  'authors-list-page--malformed': { settled: (page) => errorPanel(page, 'The server sent an answer the app cannot read') },
  'authors-list-page--wrong-shape': { settled: (page) => errorPanel(page, 'The server sent an answer the app cannot read') },
  'authors-list-page--messy-names': {
    settled: async (page) => {
      await status(page, /^Showing 1–\d+ of \d+$/)
      await expect(list(page).locator('.value-null').first()).toBeVisible()
      await expect(list(page).locator('.value-empty').first()).toBeVisible()
      await expect(list(page).locator('.value-whitespace').first()).toBeVisible()
    },
  },
  'authors-list-page--duplicates': { settled: (page) => status(page, /^Showing 1–\d+ of \d+$/) },
  'authors-list-page--very-large-count': { settled: (page) => status(page, 'Showing 1–50 of 100,000') },
  'authors-list-page--long-names-on-a-narrow-screen': {
    viewport: { width: 360, height: 740 },
    settled: async (page) => {
      await status(page, /^Showing 1–\d+ of \d+$/)
      await expect(cards(page).getByText('Wolfeschlegelsteinhausenbergerdorff', { exact: true })).toBeAttached()
    },
  },
  'authors-list-page--page-size-200': {
    settled: async (page) => {
      await status(page, 'Showing 1–200 of 1,200')
      await expect(list(page).getByRole('row')).toHaveCount(201)
    },
  },
  'authors-list-page--keyboard-focus-on-pager': {
    settled: async (page) => {
      await status(page, 'Showing 51–100 of 1,200')
      await expect(page.getByRole('button', { name: 'Next page' })).toBeFocused()
    },
  },

  'authors-workbench--flags': {
    settled: async (page) => {
      // The counts' line; the open legend repeats it (for the eyes) where the line is cut short.
      await expect(page.getByText('9 of 12 rows on this page have data-quality flags.', { exact: false }).first()).toBeVisible()
      await expect(page.getByText('Zero-width character', { exact: true })).toBeVisible()
    },
  },
  'authors-workbench--flags-in-russian': {
    settled: async (page) => {
      await expect(page.getByText(/^Замечания к данным есть у 9 из 12 строк/).first()).toBeVisible()
      await expect(page.getByText('Символ нулевой ширины', { exact: true })).toBeVisible()
    },
  },
  'authors-workbench--twins': {
    settled: async (page) => {
      const dialog = page.getByRole('dialog', { name: 'All records named Смирнов Илья Павлович' })
      await expect(dialog.getByText('3 records in the whole directory with exactly this name.')).toBeVisible()
      await expect(dialog.locator('.char-diff').first()).toBeVisible()
    },
  },
  'authors-workbench--details-with-inspector': {
    settled: async (page) => {
      const dialog = page.getByRole('dialog', { name: 'Петров I.С.' })
      await expect(dialog.getByRole('cell', { name: 'LATIN CAPITAL LETTER I' })).toBeVisible()
    },
  },
  'authors-workbench--highlight': {
    settled: async (page) => {
      await expect(list(page).locator('mark').first()).toBeVisible()
      // Ten last names hold "ов"; "Новиков" holds it twice.
      await expect(list(page).locator('td.col-last_name mark')).toHaveCount(11)
      expect(new Set(await list(page).locator('td.col-last_name mark').allTextContents())).toEqual(new Set(['ов']))
    },
  },
  'authors-workbench--mark-explained-on-hover': {
    settled: async (page) => {
      await expect(list(page).locator('.value-script').first()).toHaveText('I')
      await expect(page.getByRole('tooltip')).toHaveText(/^Latin I: a letter of the other script\./)
    },
  },
  'authors-workbench--mark-explained-on-tap': {
    viewport: { width: 320, height: 640 },
    settled: async (page) => {
      const tip = page.getByRole('tooltip')
      await expect(tip).toHaveText(/^Latin I: a letter of the other script\./)
      const box = (await tip.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(320)
    },
  },
  'authors-workbench--on-a-narrow-screen': {
    viewport: { width: 320, height: 640 },
    settled: async (page) => {
      const items = cards(page).locator(':scope > li')
      await expect(items).toHaveCount(12)
      await expect(items.first().getByRole('button', { name: 'Details' })).toBeVisible()
      await expect(items.first().getByRole('button', { name: 'Copy UID' })).toBeVisible()
      // The three Smirnovs and the two Smiths are twins, marked on their cards.
      await expect(cards(page).getByRole('button', { name: 'Show all with this name' })).toHaveCount(5)
      await expect(cards(page).locator('.flag-mark').first()).toBeVisible()
    },
  },

  'authors-parts-pager--first-page': {
    part: true,
    settled: async (page) => {
      await expect(pager(page)).toContainText('1–50 of 1,200')
      await expect(page.getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true')
    },
  },
  'authors-parts-pager--middle-page': { part: true, settled: (page) => expect(pager(page)).toContainText('501–550 of 1,200') },
  'authors-parts-pager--last-page': {
    part: true,
    settled: async (page) => {
      await expect(pager(page)).toContainText('1,151–1,200 of 1,200')
      await expect(page.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true')
    },
  },
  'authors-parts-pager--middle-of-a-long-list': {
    part: true,
    settled: async (page) => {
      await expect(pager(page)).toContainText('60,251–60,300 of 100,000')
      await expect(page.getByRole('link', { name: 'Page 1,206' })).toHaveAttribute('aria-current', 'page')
      await expect(page.getByRole('link', { name: 'Page 2,000' })).toBeVisible()
    },
  },
  'authors-parts-pager--total-not-known-yet': {
    part: true,
    settled: async (page) => {
      await expect(pager(page)).toContainText('Total not known yet')
      await expect(page.getByRole('button', { name: 'Last page' })).toHaveAttribute('aria-disabled', 'true')
    },
  },
  'authors-parts-pager--past-the-end': {
    part: true,
    settled: async (page) => {
      await expect(pager(page)).toContainText('Past the end of the list (960 authors)')
      await expect(page.getByRole('button', { name: 'Last page' })).toHaveAttribute('aria-disabled', 'false')
    },
  },
  'authors-parts-pager--narrow-screen': {
    part: true,
    viewport: { width: 320, height: 640 },
    settled: async (page) => {
      await expect(page.getByRole('button', { name: 'First page' }).getByText('«')).toBeVisible()
      await expect(page.getByRole('button', { name: 'First page' }).getByText('First')).toBeHidden()
      await expect(page.getByRole('link', { name: 'Page 11' })).toBeHidden()
    },
  },
  'authors-parts-pager--uncommon-page-size': {
    part: true,
    settled: (page) => expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('37'),
  },
  'authors-parts-pager--very-large-count-in-russian': {
    part: true,
    settled: async (page) => {
      await expect(page.getByRole('navigation', { name: 'Страницы' })).toContainText(/99\s951–100\s000 из 100\s000/)
      await expect(page.getByRole('link', { name: /^Страница 2\s000$/ })).toHaveAttribute('aria-current', 'page')
    },
  },
  'authors-parts-table--rows': { part: true, settled: (page) => expect(list(page).getByRole('row')).toHaveCount(26) },
  'authors-parts-table--messy-names': {
    part: true,
    settled: async (page) => {
      await expect(list(page).getByRole('row').nth(1)).toBeVisible()
      await expect(list(page).locator('.value-null').first()).toBeVisible()
      await expect(list(page).locator('.value-whitespace').first()).toBeVisible()
    },
  },
  'authors-parts-table--long-names': {
    part: true,
    settled: (page) => expect(list(page).getByRole('cell', { name: 'Wolfeschlegelsteinhausenbergerdorff', exact: true })).toBeVisible(),
  },
  'authors-parts-table--cards': {
    part: true,
    viewport: { width: 320, height: 640 },
    settled: async (page) => {
      await expect(cards(page).getByRole('listitem')).toHaveCount(12)
      await expect(cards(page).locator('.value-null').first()).toBeVisible()
    },
  },
  'authors-parts-search-box--empty': {
    part: true,
    settled: (page) => expect(page.getByRole('searchbox', { name: 'Last name' })).toHaveAccessibleDescription(/contain/),
  },
  'authors-parts-search-box--with-a-search': {
    part: true,
    settled: (page) => expect(page.getByRole('button', { name: 'Clear last name' })).toBeVisible(),
  },
  'authors-parts-search-box--first-name': {
    part: true,
    settled: (page) => expect(page.getByRole('searchbox', { name: 'First name' })).toHaveValue('Анна'),
  },
  'authors-parts-states--server-error': { part: true, settled: (page) => errorPanel(page, 'Server error (HTTP 500)') },
  'authors-parts-states--unreachable': { part: true, settled: (page) => errorPanel(page, 'Cannot reach the server') },
  'authors-parts-states--retrying': {
    part: true,
    settled: (page) => expect(page.getByRole('button', { name: 'Retrying…' })).toHaveAttribute('aria-disabled', 'true'),
  },
  'authors-parts-states--rate-limited-countdown': {
    part: true,
    settled: async (page) => {
      await errorPanel(page, 'Too many requests')
      await expect(page.getByRole('button', { name: /^Retry \(automatically in \d+ s\)$/ })).toBeVisible()
    },
  },
  'authors-parts-states--signed-out': {
    part: true,
    settled: async (page) => {
      await errorPanel(page, 'You are not signed in')
      await expect(page.getByRole('alert').getByRole('link', { name: 'Sign in' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0)
    },
  },
  'authors-parts-states--signed-out-russian': {
    part: true,
    settled: async (page) => {
      await errorPanel(page, 'Вы не вошли в систему')
      await expect(page.getByRole('alert').getByRole('link', { name: 'Войти' })).toBeVisible()
    },
  },
  'authors-parts-states--not-allowed': {
    part: true,
    settled: async (page) => {
      await errorPanel(page, 'This account may not read the list (HTTP 403)')
      await expect(page.getByRole('link')).toHaveCount(0)
    },
  },
  'authors-parts-states--not-allowed-russian': {
    part: true,
    settled: async (page) => {
      await errorPanel(page, 'Этой учётной записи нельзя читать список (HTTP 403)')
      await expect(page.getByRole('link')).toHaveCount(0)
    },
  },
  'authors-parts-states--nothing-found': { part: true, settled: (page) => heading(page, 'No authors found') },
  'authors-parts-states--empty-directory': { part: true, settled: (page) => heading(page, 'No non-active authors') },
  'authors-parts-states--past-the-end': { part: true, settled: (page) => heading(page, 'This page is past the end of the list') },
  'authors-parts-table--loading': {
    part: true,
    settled: (page) => expect(page.getByRole('table', { name: 'Non-active authors (loading)' })).toHaveAttribute('aria-busy', 'true'),
  },
  // Export (issue 14): the "all matches" status, props only.
  'authors-parts-export-status--in-progress': {
    part: true,
    settled: (page) =>
      expect(page.getByRole('progressbar', { name: 'Exporting all matches as CSV' })).toHaveAttribute('aria-valuetext', '4,000 of 12,345'),
  },
  'authors-parts-export-status--waiting-for-the-server': {
    part: true,
    settled: async (page) => {
      await expect(page.getByText(/· wait 30 s$/)).toBeVisible()
      await expect(
        details(page).getByText(/^The server asked the app to slow down \(HTTP 429\); continuing in 30 seconds\.$/),
      ).toBeVisible()
    },
  },
  'authors-parts-export-status--going-through-again-after-a-change': {
    part: true,
    settled: (page) => expect(details(page).getByText(/^The list changed while exporting: going through it again/)).toBeVisible(),
  },
  'authors-parts-export-status--failed-and-resumable': {
    part: true,
    settled: async (page) => {
      await expect(page.getByRole('alert')).toContainText('Export stopped')
      await expect(page.getByRole('region', { name: 'Export details' })).toContainText('The export stopped')
      await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible()
    },
  },
  'authors-parts-export-status--downloaded': {
    part: true,
    settled: (page) => expect(page.getByText(/Downloaded 12,345 authors$/)).toBeVisible(),
  },
  'authors-parts-export-status--page-saved': {
    part: true,
    settled: (page) =>
      expect(page.getByRole('region', { name: 'Export details' })).toHaveText(
        'Downloaded non-active-authors_page-3_50-authors_2026-11-22.xlsx (50 authors).',
      ),
  },
  'authors-parts-export-status--downloaded-on-a-phone': {
    part: true,
    viewport: { width: 375, height: 667 },
    settled: async (page) => {
      await wholeInView(page.locator('.export-status-active'))
      await wholeInView(details(page))
    },
  },
  'authors-parts-export-status--downloaded-at-1024': {
    part: true,
    viewport: { width: 1024, height: 768 },
    settled: async (page) => {
      await wholeInView(page.locator('.export-status-active'))
      await wholeInView(details(page))
    },
  },
  'authors-parts-export-status--cancelled': {
    part: true,
    settled: (page) => expect(page.getByText('Export cancelled.', { exact: true })).toBeVisible(),
  },
  'authors-parts-export-status--downloaded-after-the-list-changed': {
    part: true,
    settled: (page) => expect(details(page).getByText(/^The list changed while exporting: it had 12,345 authors/)).toBeVisible(),
  },
  // Under a hostile API (issue 22): a read that stopped by itself, saying why.
  'authors-parts-export-status--downloaded-what-the-service-gave': {
    part: true,
    settled: (page) =>
      expect(
        details(page).getByText('The service reported 1,000,000,000 authors but gave 3,000; the file holds what it gave.'),
      ).toBeVisible(),
  },
  'authors-parts-export-status--stopped-at-the-page-bound': {
    part: true,
    settled: (page) =>
      expect(
        details(page).getByText(
          /^The service first reported 2,000 authors but kept saying there were more: the export stopped after 4 pages/,
        ),
      ).toBeVisible(),
  },
  // Search suggestions (issue 14), counted on the demo API.
  'authors-parts-search-suggestions--other-keyboard-layout': {
    part: true,
    settled: (page) => expect(page.getByRole('link', { name: /^Иванов — \d+ authors?$/ })).toBeVisible(),
  },
  'authors-parts-search-suggestions--yo-and-first-name': {
    part: true,
    settled: (page) => expect(page.getByRole('link', { name: /^ов, Пётр — \d+ authors?$/ })).toBeVisible(),
  },
  'authors-parts-search-suggestions--latin-for-cyrillic': {
    part: true,
    settled: (page) => expect(page.getByRole('link', { name: /^Фёдоров — \d+ authors?$/ })).toBeVisible(),
  },
  'authors-parts-search-suggestions--nothing-similar': {
    part: true,
    settled: (page) => expect(page.getByText('No similar spelling finds anyone either.')).toBeVisible(),
  },
  // Other spellings beside a search's results (issue 23).
  'authors-parts-search-suggestions--other-spellings-beside-results': {
    part: true,
    settled: async (page) => {
      const also = page.getByRole('note', { name: 'Other spellings' })
      await expect(also.getByRole('link', { name: /^Li — \d+ authors?$/ })).toBeVisible()
      await expect(also).toHaveText(/^Also: Li — \d+ authors?$/)
    },
  },
  'authors-parts-search-suggestions--other-spellings-of-a-first-name': {
    part: true,
    settled: async (page) => {
      const also = page.getByRole('note', { name: 'Other spellings' })
      await expect(also.getByRole('link', { name: /^Ilia — \d+ authors?$/ })).toBeVisible()
      await expect(also.getByRole('link')).toHaveCount(1)
    },
  },
  // The review of all matches (issue 24): the whole app at a review's address.
  'authors-review--reading': {
    settled: async (page) => {
      await expect(review(page).getByRole('progressbar', { name: 'Records read' })).toHaveAttribute('value', '1000')
      await expect(review(page).getByText('Read 1,000 of 2,500 records.', { exact: true })).toBeVisible()
    },
  },
  'authors-review--cancelled': {
    settled: (page) =>
      expect(review(page).locator('p', { hasText: 'Review cancelled after reading 1,000 of 2,500 records.' })).toBeVisible(),
  },
  'authors-review--failed': {
    consoleErrors: [httpStatus(503)],
    settled: async (page) => {
      await expect(review(page).getByRole('alert')).toBeVisible()
      await expect(review(page).getByRole('button', { name: 'Resume' })).toBeVisible()
    },
  },
  'authors-review--empty': {
    settled: (page) =>
      expect(review(page).locator('p', { hasText: 'No record matches this search: there is nothing to review.' })).toBeVisible(),
  },
  'authors-review--found': {
    settled: async (page) => {
      await expect(review(page).getByText('1,200 records read', { exact: true })).toBeVisible()
      await expect(review(page).getByRole('link', { name: 'Possible duplicates' })).toBeVisible()
    },
  },
  'authors-review--duplicates': {
    settled: async (page) => {
      await expect(review(page).getByRole('heading', { name: 'Possible duplicates', level: 3 })).toBeVisible()
      await expect(
        review(page)
          .getByText(/^Differs in: /)
          .first(),
      ).toBeVisible()
    },
  },
  'authors-review--twins': {
    settled: (page) => expect(review(page).getByRole('heading', { name: 'Twins', level: 3 })).toBeVisible(),
  },
  // The panels over the list, each whole inside the screen, at 375 px and 1,024 px.
  ...panelStories(375, 667, 'on-a-phone'),
  ...panelStories(1024, 768, 'at-1024'),
  'authors-review--narrow': {
    viewport: { width: 320, height: 640 },
    settled: async (page) => {
      await expect(review(page).getByRole('heading', { name: 'Possible duplicates', level: 3 })).toBeVisible()
      // Cards, not a table: nothing wider than the screen.
      await expect(review(page).locator('.review-card').first()).toBeVisible()
      await expect(review(page).getByRole('table')).toHaveCount(0)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    },
  },
  'authors-review--decided': {
    settled: async (page) => {
      await expect(review(page).getByText('2 groups you decided are shown.')).toBeVisible()
      await expect(review(page).getByRole('switch', { name: 'Show decided groups' })).toBeChecked()
      await expect(review(page).getByRole('button', { name: 'Same person', pressed: true })).toHaveCount(1)
      await expect(review(page).getByRole('button', { name: 'Different people', pressed: true })).toHaveCount(1)
    },
  },
  'authors-review--changed': {
    settled: (page) => expect(review(page).getByText('changed since you decided', { exact: true })).toBeVisible(),
  },
  // Each kind of group on crafted records, a pair in each script (issue 33).
  'authors-review-kinds--twins': {
    settled: async (page) => {
      await expect(review(page).getByRole('heading', { name: 'Twins', level: 3 })).toBeVisible()
      await expect(review(page).getByRole('heading', { name: /^Group \d \(twins\): 2 records$/, level: 4 })).toHaveCount(2)
      await expect(review(page).getByRole('cell', { name: 'Иванов', exact: true })).toHaveCount(2)
      await expect(review(page).getByRole('cell', { name: 'Smith', exact: true })).toHaveCount(2)
    },
  },
  'authors-review-kinds--spelling': {
    settled: async (page) => {
      await expect(review(page).getByRole('heading', { name: /^Group \d \(spelling\): 2 records, 2 spellings$/, level: 4 })).toHaveCount(2)
      await expect(review(page).getByText('Differs in: one letter: ф for в in the last name.', { exact: true })).toBeVisible()
      await expect(review(page).getByText('Differs in: one letter: w for v in the last name.', { exact: true })).toBeVisible()
    },
  },
  'authors-review-kinds--initials': {
    settled: async (page) => {
      await expect(review(page).getByRole('heading', { name: /^Group \d \(initials\): 2 records, 2 spellings$/, level: 4 })).toHaveCount(2)
      await expect(review(page).getByText('Differs in: initials agree with the full names.', { exact: true })).toHaveCount(2)
    },
  },
  'authors-review-kinds--swapped': {
    settled: async (page) => {
      await expect(
        review(page).getByRole('heading', { name: /^Group \d \(names swapped\): 2 records, 2 spellings$/, level: 4 }),
      ).toHaveCount(2)
      await expect(review(page).getByText('Differs in: last and first names swapped.', { exact: true })).toHaveCount(2)
    },
  },
  'authors-review-kinds--decided-hidden': {
    settled: async (page) => {
      await expect(review(page).getByText('2 groups you decided are hidden.', { exact: true })).toBeVisible()
      // The undecided Latin pairs stay; the decided Cyrillic ones (Соколов, Кузнецов) are hidden.
      await expect(review(page).getByRole('heading', { level: 4 })).toHaveCount(2)
      await expect(review(page).getByRole('cell', { name: 'Taylor (differs)', exact: true })).toHaveCount(2)
      await expect(review(page).getByRole('cell', { name: /^(Кузнецов|Соколов)/ })).toHaveCount(0)
    },
  },
  'authors-review-kinds--decided-shown': {
    settled: async (page) => {
      await expect(review(page).getByText('2 groups you decided are shown.', { exact: true })).toBeVisible()
      await expect(review(page).getByRole('button', { name: 'Same person', pressed: true })).toHaveCount(1)
      await expect(review(page).getByRole('button', { name: 'Different people', pressed: true })).toHaveCount(1)
    },
  },
  'authors-review-kinds--stale': {
    settled: async (page) => {
      await expect(review(page).getByText('changed since you decided', { exact: true })).toBeVisible()
      await expect(review(page).getByRole('heading', { name: /^Group 1 \(spelling\)/, level: 4 })).toBeVisible()
    },
  },
}

test.describe('Storybook stories', () => {
  for (const [id, expectation] of Object.entries(STORIES)) {
    test(id, async ({ page }) => {
      const problems = await openStory(page, id, expectation, '')
      await expectation.settled(page)
      await expectAxeClean(page, expectation)
      expect(problems).toEqual([])
    })
  }

  // Every story again in Russian with the dark theme (the toolbar's globals): the English run
  // above covers the light (auto) theme. Each must render without errors or console errors, in
  // Russian (<html lang>, the app's heading), and stay axe-clean.
  for (const [id, expectation] of Object.entries(STORIES)) {
    test(`${id} (ru, dark)`, async ({ page }) => {
      // Forced colours (High Contrast) replace any theme's colours: that story keeps the OS's.
      const theme = expectation.forcedColors ? 'auto' : 'dark'
      const problems = await openStory(page, id, expectation, `&globals=lang:ru;theme:${theme}`)
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
      if (theme === 'dark') await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
      if (/^authors-(list-page|workbench)--/.test(id)) await expect(page.getByRole('heading', { level: 1 })).toHaveText('Неактивные авторы')
      // A part on its own speaks the toolbar's language too.
      if (id.startsWith('authors-parts-search-box--'))
        await expect(page.getByRole('search', { name: 'Поиск авторов' }).getByRole('searchbox', { name: /^(Фамилия|Имя)$/ })).toBeVisible()
      await expect(page.locator('#storybook-root')).not.toBeEmpty()
      await expectAxeClean(page, expectation)
      expect(problems).toEqual([])
    })
  }

  test('story names are in one casing style: sentence case', async ({ request }) => {
    const index = (await (await request.get('/index.json')).json()) as { entries: Record<string, { type: string; name: string }> }
    // Words that keep their capitals in a sentence: acronyms, units and proper names.
    const proper = /^\(?(HTTP|UID|API|Russian|Cyrillic)[),.:]*$|^\(?\d/
    const offending = Object.values(index.entries)
      .filter((entry) => entry.type === 'story')
      .map((entry) => entry.name)
      .filter((name) => {
        const [first, ...rest] = name.split(/\s+/)
        return !/^[A-Z0-9]/.test(first ?? '') || rest.some((word) => /^\(?[A-Z]/.test(word) && !proper.test(word))
      })
    expect(offending).toEqual([])
  })

  test('Storybook’s own UI loads a story and a Docs page without console errors', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto('/?path=/story/authors-list-page--default')
    const preview = page.frameLocator('#storybook-preview-iframe')
    // Storybook's manager and the preview together: slow to start on busy shared cores.
    await expect(preview.getByRole('status')).toHaveText('Showing 1–50 of 1,200', { timeout: 60_000 })
    // The UniversalStore follower gives up after 1 s without its leader; the checklist is off.
    await expect(page.getByRole('button', { name: /onboarding|checklist|get started/i })).toHaveCount(0)
    await page.goto('/?path=/docs/authors-parts-pager--docs')
    await expect(preview.getByRole('navigation', { name: 'Pagination' }).first()).toBeVisible({ timeout: 60_000 })
    await expect(preview.getByText('Props', { exact: false }).or(preview.getByRole('table')).first()).toBeVisible()
    expect(errors).toEqual([])
  })

  test('every story in the build has its settled state written down here', async ({ request }) => {
    const index = (await (await request.get('/index.json')).json()) as { entries: Record<string, { type: string; id: string }> }
    const built = Object.values(index.entries)
      .filter((entry) => entry.type === 'story')
      .map((entry) => entry.id)
      .sort()
    expect(built).toEqual(Object.keys(STORIES).sort())
  })
})

/**
 * Opens a story as the preview iframe shows it (with `globals`, the toolbar's choices) and waits
 * for its render cycle to end. Returns the list of problems (uncaught errors, console errors the
 * story does not expect) that keeps growing while the test looks at the story.
 */
async function openStory(page: Page, id: string, expectation: StoryExpectation, globals: string): Promise<string[]> {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    // The browser asks for /favicon.ico by itself; Storybook's iframe names none.
    if (new URL(message.location().url || 'about:blank').pathname === '/favicon.ico') return
    const text = message.text()
    if (!expectation.consoleErrors?.some((allowed) => allowed.test(text))) problems.push(`console.error: ${text}`)
  })
  if (expectation.viewport) await page.setViewportSize(expectation.viewport)
  if (expectation.forcedColors) await page.emulateMedia({ forcedColors: 'active' })

  await page.goto(`/iframe.html?id=${id}&viewMode=story${globals}`)
  await waitForStoryFinished(page, id)
  await expect(page.locator('body'), 'Storybook shows an error instead of the story').not.toHaveClass(
    /sb-show-errordisplay|sb-show-nopreview/,
  )
  return problems
}

async function expectAxeClean(page: Page, expectation: StoryExpectation) {
  const axe = new AxeBuilder({ page })
  if (expectation.part) axe.disableRules(['region', 'landmark-one-main', 'page-has-heading-one'])
  const { violations } = await axe.analyze()
  expect(
    violations.map(({ id: rule, help, nodes }) => `${rule}: ${help} (${nodes.map((node) => node.target.join(' ')).join(', ')})`),
  ).toEqual([])
}

/**
 * Storybook's own render cycle (loaders, msw, render, play function) has run to its end. The
 * preview exposes no public signal for this in a bare iframe; @storybook/test-runner reads the
 * same object.
 */
async function waitForStoryFinished(page: Page, id: string) {
  await page.waitForFunction((storyId) => {
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { storyRenders?: Array<{ id: string; phase?: string }> } })
      .__STORYBOOK_PREVIEW__
    return preview?.storyRenders?.some((render) => render.id === storyId && render.phase === 'finished') ?? false
  }, id)
}
