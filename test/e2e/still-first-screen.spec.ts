import { expect, test, type Page } from '@playwright/test'
import { ODD_ROWS, serveOddRows } from './odd-rows'

/**
 * A still first screen: over a cold load with a slow network and a CPU four times slower, the
 * layout-shift score (PerformanceObserver 'layout-shift', buffered, shifts after input excluded)
 * stays at most 0.01 at every width, in both languages, until the whole first screen is in (the
 * rows, the pager with an enabled Next, the tools, the workbench's marks and buttons). And the
 * pager with its enabled Next is there in the frame the first rows are: seen by a
 * MutationObserver in the same task as React's commit of the first row. The rows drawn in that
 * frame reach the bottom of the view (the rest of a long page may follow after its paint).
 */
const MAX_SHIFT = 0.01

const WORDS = {
  en: { next: 'Next page', details: 'Details', export: 'Export', review: 'Review all matches' },
  ru: { next: 'Следующая страница', details: 'Подробности', export: 'Экспорт', review: 'Проверить все совпадения' },
} as const

const SIZES = [
  { width: 320, height: 640 },
  { width: 375, height: 667 },
  { width: 533, height: 800 },
  { width: 768, height: 1024 },
  { width: 943, height: 700 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
]

interface Seen {
  shifts: Array<{ value: number; at: number; sources: string[] }>
  firstRows: { pager: boolean; nextEnabled: boolean } | null
  /** In the first rows' frame: how far down the drawn rows reach, where the view's rows end, and whether some were still to come. */
  firstFrame: { reach: number; viewEnd: number; more: boolean } | null
}

/** Layout shifts and the first rows' frame, recorded from before the app's first script runs. */
async function watchFirstScreen(page: Page, next: string) {
  await page.addInitScript((nextLabel) => {
    const seen: Seen = { shifts: [], firstRows: null, firstFrame: null }
    ;(window as unknown as { __firstScreen: Seen }).__firstScreen = seen
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node }> }
      >) {
        if (entry.hadRecentInput) continue
        seen.shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: entry.sources.map((source) =>
            source.node instanceof Element ? `${source.node.tagName}.${source.node.className}` : '?',
          ),
        })
      }
    }).observe({ type: 'layout-shift', buffered: true })
    const rows = new MutationObserver(() => {
      if (seen.firstRows || !document.querySelector('[data-row="0"]')) return
      const nextButton = document.querySelector(`nav button[aria-label="${nextLabel}"]`)
      seen.firstRows = { pager: nextButton !== null, nextEnabled: nextButton?.getAttribute('aria-disabled') === 'false' }
      rows.disconnect()
      // Before that frame's paint, with its layout: the rows it shows, against the view they fill.
      requestAnimationFrame(() => {
        const drawn = document.querySelectorAll('[data-row]')
        const pager = document.querySelector('nav.pager')
        const pagerTop = pager && getComputedStyle(pager).position === 'sticky' ? pager.getBoundingClientRect().top : window.innerHeight
        seen.firstFrame = {
          reach: Math.round(drawn[drawn.length - 1]!.getBoundingClientRect().bottom),
          viewEnd: Math.round(Math.min(window.innerHeight, pagerTop)),
          more: document.querySelector('.spacer-row') !== null,
        }
      })
    })
    rows.observe(document, { childList: true, subtree: true })
  }, next)
}

/** A cold load (a fresh context), 4× slower CPU and a slow network, until the first screen is whole. */
async function coldLoad(page: Page, url: string, lang: keyof typeof WORDS, { onePage = false } = {}) {
  const m = WORDS[lang]
  await watchFirstScreen(page, m.next)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Network.enable')
  // About a slow 4G: 150 ms round trips, 1.6 Mbit/s down.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await page.goto(url)
  await expect(page.locator('[data-row="0"]')).toBeVisible()
  await expect(page.getByRole('button', { name: m.next, exact: true })).toHaveAttribute('aria-disabled', onePage ? 'true' : 'false')
  await expect(page.getByRole('button', { name: m.details, exact: true }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: m.export, exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: m.review })).toBeVisible()
  // Shifts are reported after the frame that makes them: two frames on.
  return page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
    return (window as unknown as { __firstScreen: Seen }).__firstScreen
  })
}

const score = (seen: Seen) => seen.shifts.reduce((sum, shift) => sum + shift.value, 0)

for (const lang of ['en', 'ru'] as const) {
  for (const size of SIZES) {
    test.describe(`${lang}, ${size.width}×${size.height}`, () => {
      test.use({ locale: lang === 'ru' ? 'ru-RU' : 'en-GB', viewport: size })

      test('a cold, throttled load does not move the first screen, and the pager comes with the rows', async ({ page }) => {
        const seen = await coldLoad(page, '/', lang)
        expect(seen.firstRows, 'the first rows were seen arriving').not.toBeNull()
        expect(seen.firstRows, 'the pager with an enabled Next in the first rows’ frame').toEqual({ pager: true, nextEnabled: true })
        expect(score(seen), `layout shifts: ${JSON.stringify(seen.shifts)}`).toBeLessThanOrEqual(MAX_SHIFT)
        // Rows still to come (drawn after the first paint) are all below the view: none is missing from it.
        expect(seen.firstFrame, 'the first rows’ frame measured').not.toBeNull()
        if (seen.firstFrame!.more)
          expect(seen.firstFrame!.reach, JSON.stringify(seen.firstFrame)).toBeGreaterThanOrEqual(seen.firstFrame!.viewEnd)
        await expect(page.locator('.spacer-row')).toHaveCount(0)
      })
    })
  }

  for (const size of [SIZES[5]!, SIZES[6]!, SIZES[8]!]) {
    test.describe(`${lang}, ${size.width}×${size.height}, compact rows`, () => {
      test.use({ locale: lang === 'ru' ? 'ru-RU' : 'en-GB', viewport: size })

      test('the first rows’ frame fills the view with compact rows too, and nothing moves', async ({ page }) => {
        await page.addInitScript(() =>
          window.localStorage.setItem('non-active-authors/preferences', JSON.stringify({ version: 1, density: 'compact' })),
        )
        const seen = await coldLoad(page, '/', lang)
        expect(score(seen), `layout shifts: ${JSON.stringify(seen.shifts)}`).toBeLessThanOrEqual(MAX_SHIFT)
        expect(seen.firstFrame, 'the first rows’ frame measured').not.toBeNull()
        if (seen.firstFrame!.more)
          expect(seen.firstFrame!.reach, JSON.stringify(seen.firstFrame)).toBeGreaterThanOrEqual(seen.firstFrame!.viewEnd)
        await expect(page.locator('tbody tr[aria-rowindex]')).toHaveCount(50)
      })
    })
  }

  for (const size of [SIZES[1]!, SIZES[6]!]) {
    test.describe(`${lang}, ${size.width}×${size.height}, a slow first page`, () => {
      test.use({ locale: lang === 'ru' ? 'ru-RU' : 'en-GB', viewport: size })

      test('the pager waits at the bottom of the screen, not in its middle, and nothing jumps when the rows come', async ({ page }) => {
        const seen = await coldLoad(page, '/?scenario=slow', lang)
        expect(score(seen), `layout shifts: ${JSON.stringify(seen.shifts)}`).toBeLessThanOrEqual(MAX_SHIFT)
        const pager = await page.getByRole('navigation', { name: lang === 'ru' ? 'Страницы' : 'Pagination' }).boundingBox()
        expect(pager!.y + pager!.height, 'the pager at the bottom of the screen').toBeGreaterThan(size.height - 2)
      })
    })
  }
}

// A shared link names its language (`?lang=`) on a browser set to the other one: the first screen
// is drawn in the link's language from its first frame, and nothing moves. 784 px is where the
// English pager's Rows per page was one line short of room.
for (const [lang, locale] of [
  ['ru', 'en-GB'],
  ['en', 'ru-RU'],
] as const) {
  for (const size of [SIZES[1]!, { width: 784, height: 800 }, SIZES[6]!]) {
    test.describe(`?lang=${lang} on a ${locale} browser, ${size.width}×${size.height}`, () => {
      test.use({ locale, viewport: size })

      test('a cold, throttled load in the link’s language does not move the first screen', async ({ page }) => {
        const seen = await coldLoad(page, `/?lang=${lang}`, lang)
        expect(seen.firstRows, 'the pager with an enabled Next in the first rows’ frame').toEqual({ pager: true, nextEnabled: true })
        expect(score(seen), `layout shifts: ${JSON.stringify(seen.shifts)}`).toBeLessThanOrEqual(MAX_SHIFT)
      })
    })
  }
}

// A page of the oddest records (odd-rows.ts: one with every flag and a twin): its marks arrive
// just after the first rows, and keep to the room held for them (the table's Checks column, a
// card's one line), the ones that do not fit folded into "+n", so no column widens and no card
// grows under the names.
for (const lang of ['en', 'ru'] as const) {
  for (const size of [SIZES[1]!, SIZES[3]!, SIZES[5]!, SIZES[6]!, SIZES[8]!]) {
    test.describe(`${lang}, ${size.width}×${size.height}, the oddest records`, () => {
      test.use({ locale: lang === 'ru' ? 'ru-RU' : 'en-GB', viewport: size })

      test('their marks arrive without moving anything, the ones that do not fit folded and still named', async ({ page }) => {
        await serveOddRows(page)
        const seen = await coldLoad(page, '/', lang, { onePage: true })
        expect(score(seen), `layout shifts: ${JSON.stringify(seen.shifts)}`).toBeLessThanOrEqual(MAX_SHIFT)
        const everyFlag = page.locator('[data-row="0"]')
        await expect(everyFlag.locator('[data-flag]').first()).toBeAttached()
        const folded = await everyFlag.locator('.flag-folded').count()
        // The table's Checks column holds a few marks: the rest are folded into "+n". A card's
        // line is wider, and holds more.
        if (size.width >= 1024) expect(folded, 'some marks folded').toBeGreaterThan(0)
        if (folded > 0) await expect(everyFlag.locator('.flag-more')).toHaveText(new RegExp(`^\\+${folded}$`))
        else await expect(everyFlag.locator('.flag-more')).toHaveCount(0)
        // Every flag is still named in the row, folded or not.
        const named = await everyFlag.locator('[data-flag] .visually-hidden').count()
        expect(named).toBe(await page.locator('[data-row="1"] [data-flag]').count())
        // The marks shown stay on one line inside their room: none drawn past the marks' box.
        const marks = await everyFlag.locator('.row-checks').evaluate((box) => {
          const room = box.getBoundingClientRect()
          const shown = [...box.querySelectorAll('.flag-mark:not(.flag-folded), .flag-more, .twin-mark')].map((mark) =>
            mark.getBoundingClientRect(),
          )
          // One line: every mark’s middle within half a mark’s height of the others’.
          const middles = shown.map((mark) => (mark.top + mark.bottom) / 2)
          const oneLine = Math.max(...middles) - Math.min(...middles) < Math.min(...shown.map((mark) => mark.height)) / 2
          return { past: shown.filter((mark) => mark.right > room.right + 0.5).length, oneLine }
        })
        expect(marks).toEqual({ past: 0, oneLine: true })
        expect(ODD_ROWS[0]!.last_name).toBe(ODD_ROWS[1]!.last_name)
      })
    })
  }
}
