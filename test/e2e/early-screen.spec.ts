import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { PREFERENCES_KEY } from '../../src/app/preferences/preferences'
import { serveOddRows } from './odd-rows'
import { AUTHORS_LIST_PATH } from '../../src/shared/api/contract'
import { E2E_PORT, E2E_PROXY_PORT } from './ports'
import {
  earlyFrame,
  firstDifference,
  hasEarlyMark,
  holdBootChunk,
  movedBoxes,
  reactFrame,
  waitForEarlyScreen,
  waitForFirstAnswer,
  watchTakeover,
  type BootHold,
  type Frame,
  type Watch,
} from './early-screen-hold'

/**
 * The early screen (src/app/early-screen): on a real API the app's first module draws the first
 * screen as plain DOM from the first page's early answer, and React's first commit replaces it
 * with the same elements. The app's chunk is held back (early-screen-hold.ts) so that React runs
 * strictly after the early screen is drawn, every time.
 */
test.use({ baseURL: `http://127.0.0.1:${E2E_PROXY_PORT}` })

/** The table's least width: below it (the cards' layout, max-width 55.99em) nothing is drawn early. */
const LEAST = 896
/** Every 64 px from the table's least width to 1920 (1024 and 1280 are on it). */
const GRID = Array.from({ length: (1920 - LEAST) / 64 + 1 }, (_, index) => LEAST + index * 64)
/** Heights in turn: the rows drawn in the first frame depend on the view's height. */
const HEIGHTS = [600, 840, 1080]

type Preferences = Record<string, unknown>

interface Place {
  name: string
  url: string
  preferences?: Preferences
  /** The crafted odd rows (odd-rows.ts) from an API of the test's own. */
  odd?: boolean
}

const PLACES: Place[] = [
  { name: 'first page', url: '/' },
  { name: 'a middle page', url: '/?offset=550' },
  { name: 'the last page', url: '/?limit=25&offset=1175' },
  { name: 'a short last page', url: '/?offset=1180' },
  { name: '10 rows', url: '/?limit=10' },
  { name: '200 rows', url: '/?limit=200' },
  { name: 'a limit not in the sizes', url: '/?limit=30' },
  {
    name: 'compact, dark, no uid',
    url: '/',
    preferences: { version: 1, density: 'compact', theme: 'dark', hiddenColumns: ['uid'] },
  },
  { name: 'no public name, 100 rows', url: '/', preferences: { version: 1, hiddenColumns: ['public_name'], limit: 100 } },
  { name: 'the odd rows', url: '/', odd: true },
  { name: 'a search, its second page', url: `/?last_name=${encodeURIComponent('ова')}&offset=50` },
  { name: 'both searches, spaces as typed', url: `/?last_name=${encodeURIComponent(' ов ')}&first_name=${encodeURIComponent('а')}` },
]

/**
 * Which widths each place is loaded at. A cold load cannot be resized, so each width is a load of
 * its own (about a second on a busy machine): the first page takes every width of the grid; the
 * other places take 1024, 1280, the two ends, and a quarter of the grid each (a different quarter
 * per place), so that every width meets several places and the sweep stays under a few minutes.
 */
function widthsFor(placeIndex: number): number[] {
  if (placeIndex === 0) return GRID
  const quarter = GRID.filter((_, index) => index % 4 === placeIndex % 4)
  return [...new Set([LEAST, 1024, 1280, 1920, ...quarter])].sort((a, b) => a - b)
}

async function storePreferences(page: Page, preferences: Preferences | undefined) {
  if (!preferences) return
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key!, value!), [PREFERENCES_KEY, JSON.stringify(preferences)])
}

/** One cold load with the app's chunk held: the early screen's frame, then React's first. */
async function takeOver(page: Page, boot: BootHold, url: string, size: { width: number; height: number }) {
  return test.step(`${url} at ${size.width}×${size.height}`, () => takeOverAt(page, boot, url, size))
}

async function takeOverAt(page: Page, boot: BootHold, url: string, size: { width: number; height: number }) {
  await page.setViewportSize(size)
  boot.hold()
  // A new history entry each time (a load of the address already shown is a reload, which keeps
  // history.state and so draws nothing early).
  if (page.url() !== 'about:blank') await page.goto('about:blank')
  // Not 'load': the page's load waits for the held chunk.
  await page.goto(url, { waitUntil: 'commit' })
  await waitForEarlyScreen(page)
  const early = await earlyFrame(page)
  boot.release()
  return { early, react: await reactFrame(page) }
}

function expectSameFrame(early: Frame, react: Frame, where: string) {
  expect(firstDifference(early.html, react.html), `${where}: the same HTML`).toBe('')
  expect(react.values, `${where}: the same values`).toEqual(early.values)
  expect(movedBoxes(early, react), `${where}: the same boxes`).toEqual([])
  expect(react.page, `${where}: the same page around it`).toEqual(early.page)
}

/** A browser language and, when it differs, the language a link or a preference names. */
const LANGUAGES = [
  { name: 'en', locale: 'en-GB', query: '' },
  { name: 'ru', locale: 'ru-RU', query: '' },
  { name: '?lang=ru on an English browser', locale: 'en-GB', query: 'lang=ru' },
  { name: '?lang=en on a Russian browser', locale: 'ru-RU', query: 'lang=en' },
] as const

const withQuery = (url: string, query: string) => (query === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${query}`)

test.describe('same elements, same places', () => {
  for (const language of LANGUAGES) {
    test.describe(language.name, () => {
      test.use({ locale: language.locale })
      // The languages a link names are swept on the first page only, at a few widths.
      const places = language.query === '' ? PLACES : PLACES.slice(0, 1)
      places.forEach((place, placeIndex) => {
        test(`${place.name}: React's first frame is the early screen, element for element, box for box`, async ({ page }) => {
          await storePreferences(page, place.preferences)
          if (place.odd) await serveOddRows(page)
          await watchTakeover(page)
          const boot = await holdBootChunk(page)
          const widths = language.query === '' ? widthsFor(placeIndex) : [LEAST, 1024, 1280, 1920]
          for (const [index, width] of widths.entries()) {
            const size = { width, height: HEIGHTS[index % HEIGHTS.length]! }
            const { early, react } = await takeOver(page, boot, withQuery(place.url, language.query), size)
            expectSameFrame(early, react, `${size.width}×${size.height}`)
          }
        })
      })
    })
  }

  test.describe('a stored language', () => {
    test.use({ locale: 'en-GB' })
    test('Russian stored on an English browser: the same frame', async ({ page }) => {
      await storePreferences(page, { version: 1, lang: 'ru' })
      await watchTakeover(page)
      const boot = await holdBootChunk(page)
      for (const [index, width] of [LEAST, 1024, 1280, 1920].entries()) {
        const size = { width, height: HEIGHTS[index % HEIGHTS.length]! }
        const { early, react } = await takeOver(page, boot, '/', size)
        expect(early.page.attributes).toContain('lang=ru')
        expectSameFrame(early, react, `${size.width}×${size.height}`)
      }
    })
  })
})

test.describe('axe', () => {
  for (const locale of ['en-GB', 'ru-RU']) {
    test.describe(locale, () => {
      test.use({ locale, viewport: { width: 1280, height: 800 } })
      test('the early screen itself has no axe violations', async ({ page }) => {
        const boot = await holdBootChunk(page)
        await page.goto('/', { waitUntil: 'commit' })
        await waitForEarlyScreen(page)
        const results = await new AxeBuilder({ page }).include('#root').analyze()
        expect(results.violations).toEqual([])
        boot.release()
      })
    })
  }
})

/**
 * The early screen lays its frame out first and writes only the rows that reach the view's bottom
 * from where they begin (each at its least height, and one more): the first frame's cost grows
 * with every row. The rest of the page comes after React's first paint.
 */
test.describe('the rows drawn first', () => {
  for (const lang of ['en', 'ru'] as const) {
    test.describe(lang, () => {
      test.use({ locale: lang === 'ru' ? 'ru-RU' : 'en-GB' })
      test('reach the view’s bottom, and go no further than one row of the least height past it', async ({ page }) => {
        const boot = await holdBootChunk(page)
        for (const density of ['comfortable', 'compact'] as const) {
          await storePreferences(page, { version: 1, density })
          for (const [index, width] of [LEAST, 1024, 1280, 1600, 1920].entries()) {
            const size = { width, height: [600, 800, 1080][index % 3]! }
            await test.step(`${density} at ${size.width}×${size.height}`, async () => {
              await page.setViewportSize(size)
              boot.hold()
              if (page.url() !== 'about:blank') await page.goto('about:blank')
              await page.goto('/', { waitUntil: 'commit' })
              await waitForEarlyScreen(page)
              const seen = await page.evaluate(() => {
                const rows = [...document.querySelectorAll('#root tbody tr[data-row]')]
                const rootPx = Number.parseFloat(getComputedStyle(document.documentElement).fontSize)
                const rowPx = document.querySelector('.app[data-density="compact"]') ? 1.3125 * rootPx : 2.125 * rootPx
                return {
                  rows: rows.length,
                  view: document.documentElement.clientHeight,
                  top: document.querySelector('#root tbody')!.getBoundingClientRect().top,
                  lastBottom: rows.at(-1)!.getBoundingClientRect().bottom,
                  rowPx,
                }
              })
              const where = JSON.stringify(seen)
              // The first screen is whole: the rows run past the view's bottom.
              expect(seen.lastBottom, where).toBeGreaterThanOrEqual(seen.view)
              // And no row is written that the view could not reach from where the rows begin.
              expect(seen.rows, where).toBeLessThanOrEqual(Math.ceil((seen.view - seen.top) / seen.rowPx) + 1)
              boot.release()
              // React's first frame draws the same rows (the sweep above compares it element for element).
              await expect(page.locator('#root tbody tr[data-row]').first()).toBeVisible()
            })
          }
        }
      })
    })
  }
})

/** Layout shifts over a load whose React takes over the early screen, until the whole first screen is in. */
test.describe('nothing moves', () => {
  const WORDS = {
    en: { details: 'Details', export: 'Export', review: 'Review all matches' },
    ru: { details: 'Подробности', export: 'Экспорт', review: 'Проверить все совпадения' },
  } as const
  for (const lang of ['en', 'ru'] as const) {
    for (const size of [
      { width: LEAST, height: 700 },
      { width: 1280, height: 800 },
      { width: 1920, height: 1080 },
    ]) {
      test.describe(`${lang}, ${size.width}×${size.height}`, () => {
        test.use({ locale: lang === 'ru' ? 'ru-RU' : 'en-GB', viewport: size })
        test('nothing moves over the load: the takeover box for box, the frames around it by layout-shift score', async ({ page }) => {
          const m = WORDS[lang]
          await watchTakeover(page)
          const boot = await holdBootChunk(page)
          await page.goto('/', { waitUntil: 'commit' })
          await waitForEarlyScreen(page)
          const early = await earlyFrame(page)
          boot.release()
          // The layout-shift score cannot see the takeover itself: React's commit replaces every
          // node, and a shift is a node that moves between frames. So the takeover is measured
          // by box (no element of React's first frame stands elsewhere than the early screen's),
          // and the score covers the frames before and after it.
          expect(movedBoxes(early, await reactFrame(page)), 'the takeover moves nothing').toEqual([])
          // The whole first screen: the workbench's row buttons, the tools.
          await expect(page.getByRole('button', { name: m.details, exact: true }).first()).toBeVisible()
          await expect(page.getByRole('button', { name: m.export, exact: true })).toBeVisible()
          await expect(page.getByRole('button', { name: m.review })).toBeVisible()
          // Shifts are reported after the frame that makes them: two frames on.
          const shifts = await page.evaluate(async () => {
            await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
            return (window as unknown as Watch).__shifts
          })
          const score = shifts.reduce((sum, shift) => sum + shift.value, 0)
          expect(score, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThan(0.001)
        })
      })
    }
  }
})

test.describe('what the person did is kept', () => {
  test.use({ locale: 'en-GB', viewport: { width: 1280, height: 800 } })

  /** A cold load held at the early screen, with a marker on the window that a full reload would lose. */
  async function heldAtEarlyScreen(page: Page, url = '/') {
    await watchTakeover(page)
    const boot = await holdBootChunk(page)
    await page.goto(url, { waitUntil: 'commit' })
    await waitForEarlyScreen(page)
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
    return boot
  }
  /** React has taken the early screen over (what is asserted after is React's, not the early screen's). */
  async function released(page: Page, boot: BootHold) {
    boot.release()
    await reactFrame(page)
  }
  const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)
  const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' })

  test('typing in the last-name box: React’s box has the text, the focus and the caret, and the search runs', async ({ page }) => {
    const boot = await heldAtEarlyScreen(page)
    const box = page.getByRole('searchbox', { name: 'Last name' })
    await box.click()
    await page.keyboard.type('ова')
    // The caret between "ов" and "а": not where a fresh value would put it.
    await page.keyboard.press('ArrowLeft')
    await released(page, boot)
    await expect(box).toHaveValue('ова')
    await expect(box).toBeFocused()
    await expect.poll(() => box.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([2, 2])
    await expect(page).toHaveURL(/[?&]last_name=%D0%BE%D0%B2%D0%B0(&|$)/)
    // The search's rows, once they have replaced the first page's (the address changes first, and
    // the first page's pager reads "1–50 of …" too): every last name shown has "ова" in it.
    await expect
      .poll(async () => {
        const lastNames = await page.locator('tbody td.col-last_name').allTextContents()
        return { shown: lastNames.length > 0, without: lastNames.filter((name) => !name.toLowerCase().includes('ова')) }
      })
      .toEqual({ shown: true, without: [] })
    await expect(pager(page)).toContainText(/^1–\d+ of /)
    expect(await sameDocument(page)).toBe(true)
  })

  test('Next clicked on the early screen: the app shows page 2', async ({ page }) => {
    const boot = await heldAtEarlyScreen(page)
    await pager(page).getByRole('button', { name: 'Next page', exact: true }).click()
    await released(page, boot)
    await expect(page).toHaveURL(/[?&]offset=50(&|$)/)
    await expect(pager(page).locator('.pager-range')).toHaveText(/^51–100 of 1,200/)
    await expect(page.locator('tbody tr[aria-rowindex]').first()).toHaveAttribute('aria-rowindex', '52')
    expect(await sameDocument(page)).toBe(true)
  })

  test('a page link clicked on the early screen: page 3, with no reload', async ({ page }) => {
    const boot = await heldAtEarlyScreen(page)
    await pager(page).getByRole('link', { name: 'Page 3', exact: true }).click()
    // Held, not followed: still the same document, at the same address.
    expect(await sameDocument(page)).toBe(true)
    await released(page, boot)
    await expect(page).toHaveURL(/[?&]offset=100(&|$)/)
    await expect(pager(page).locator('.pager-range')).toHaveText(/^101–150 of 1,200/)
    await expect(pager(page).getByRole('link', { name: 'Page 3', exact: true })).toHaveAttribute('aria-current', 'page')
    expect(await sameDocument(page)).toBe(true)
  })

  test('Rows per page changed on the early screen: the limit applies', async ({ page }) => {
    const boot = await heldAtEarlyScreen(page)
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('100')
    await released(page, boot)
    await expect(page).toHaveURL(/[?&]limit=100(&|$)/)
    await expect(pager(page).locator('.pager-range')).toHaveText(/^1–100 of 1,200/)
    await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('100')
    expect(await sameDocument(page)).toBe(true)
  })

  for (const tabs of [1, 2, 3, 5]) {
    test(`Tab pressed ${tabs} time(s) on the early screen: React focuses the same control`, async ({ page }) => {
      const boot = await heldAtEarlyScreen(page)
      for (let press = 0; press < tabs; press += 1) await page.keyboard.press('Tab')
      const where = () =>
        page.evaluate(() => {
          const focused = document.activeElement
          const root = document.getElementById('root')!
          if (!focused || !root.contains(focused)) return null
          const path: number[] = []
          for (let at: Element = focused; at !== root; at = at.parentElement!) path.unshift([...at.parentElement!.children].indexOf(at))
          return { path, tag: focused.tagName, label: focused.getAttribute('aria-label') ?? focused.textContent?.slice(0, 40) ?? '' }
        })
      const early = await where()
      expect(early, 'a control of the early screen has the focus').not.toBeNull()
      await released(page, boot)
      expect(await where()).toEqual(early)
      // React's own control (the early screen's is gone).
      expect(await page.evaluate(() => document.activeElement?.isConnected)).toBe(true)
    })
  }
})

/**
 * Where the early screen is not drawn: the mark never appears and React draws as before. The app's
 * chunk is held until the first page's answer has come, so an early screen that would be drawn
 * from it has had its chance.
 */
test.describe('when it is not drawn', () => {
  test.use({ locale: 'en-GB', viewport: { width: 1280, height: 800 } })
  const LIST = `**${AUTHORS_LIST_PATH}**`
  const table = (page: Page) => page.getByRole('table', { name: 'Non-active authors' })

  async function loadHeldUntilAnswer(page: Page, url: string) {
    const boot = await holdBootChunk(page)
    await page.goto(url, { waitUntil: 'commit' })
    await waitForFirstAnswer(page)
    boot.release()
    return boot
  }
  const expectNoMark = async (page: Page) => expect(await hasEarlyMark(page), 'the early-screen mark').toBe(false)

  test('a search mixing Latin and Cyrillic letters (its note beside the box is a chunk of its own)', async ({ page }) => {
    // "ова" with a Latin a.
    await loadHeldUntilAnswer(page, `/?last_name=${encodeURIComponent('ов\u0061')}`)
    await expect(page.getByRole('searchbox', { name: 'Last name' })).toHaveValue('ов\u0061')
    await expect(page.getByRole('region', { name: 'Results' })).toBeVisible()
    await expectNoMark(page)
  })

  test('a dialog’s key in the address', async ({ page, request }) => {
    const first = (await (await request.get(`${AUTHORS_LIST_PATH}?limit=1`)).json()) as { results: Array<{ uid: string }> }
    const uid = first.results[0]!.uid
    await loadHeldUntilAnswer(page, `/?author=${uid}`)
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(uid)
    await expectNoMark(page)
  })

  for (const width of [375, 800]) {
    test.describe(`${width} px`, () => {
      test.use({ viewport: { width, height: 800 } })
      test('the cards’ layout', async ({ page }) => {
        await loadHeldUntilAnswer(page, '/')
        await expect(page.locator('.author-cards')).toBeVisible()
        await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText(/^1–50 of 1,200/)
        await expectNoMark(page)
      })
    })
  }

  test('an error answer (HTTP 500)', async ({ page }) => {
    await page.route(LIST, (route) =>
      route.fulfill({ status: 500, contentType: 'text/html; charset=utf-8', body: '<h1>Server Error (500)</h1>' }),
    )
    await loadHeldUntilAnswer(page, '/')
    await expect(page.getByRole('alert').getByRole('heading', { name: 'Server error (HTTP 500)' })).toBeVisible()
    await expectNoMark(page)
  })

  test('an answer of the wrong shape', async ({ page }) => {
    await page.route(LIST, (route) => route.fulfill({ json: { count: 1200, next: null, previous: null, data: [] } }))
    await loadHeldUntilAnswer(page, '/')
    await expect(page.getByRole('alert').getByRole('heading', { name: 'The server sent an answer the app cannot read' })).toBeVisible()
    await expectNoMark(page)
  })

  test('a short page (fewer rows than the list has from there)', async ({ page, request }) => {
    const whole = (await (await request.get(`${AUTHORS_LIST_PATH}?limit=50`)).json()) as { results: unknown[] }
    await page.route(LIST, (route) => route.fulfill({ json: { ...whole, results: whole.results.slice(0, 30) } }))
    await loadHeldUntilAnswer(page, '/')
    await expect(table(page).locator('tbody tr[aria-rowindex]')).toHaveCount(30)
    await expectNoMark(page)
  })

  test('a reload (the entry has its history state)', async ({ page }) => {
    const boot = await holdBootChunk(page)
    await page.goto('/', { waitUntil: 'commit' })
    await waitForEarlyScreen(page)
    boot.release()
    await expect(table(page).locator('[data-row="0"]')).toBeVisible()
    await page.waitForFunction(() => window.history.state !== null)
    boot.hold()
    await page.reload({ waitUntil: 'commit' })
    await waitForFirstAnswer(page)
    boot.release()
    await expect(table(page).locator('[data-row="0"]')).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText(/^1–50 of 1,200/)
    await expectNoMark(page)
  })

  test.describe('the demo API', () => {
    test.use({ baseURL: `http://127.0.0.1:${E2E_PORT}` })
    test('draws nothing early', async ({ page }) => {
      await page.goto('/')
      await expect(page.getByText('Demo data', { exact: true })).toBeVisible()
      await expect(table(page).locator('[data-row="0"]')).toBeVisible()
      await expectNoMark(page)
    })
  })
})

test.describe('when the app’s own chunk cannot be loaded', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  for (const { locale, words } of [
    { locale: 'en-GB', words: { failed: 'This part of the page could not be loaded.', reload: 'Reload the page' } },
    { locale: 'ru-RU', words: { failed: 'Эту часть страницы не удалось загрузить.', reload: 'Перезагрузить страницу' } },
  ]) {
    test.describe(locale, () => {
      test.use({ locale })

      test('the page says so in the person’s language, and Reload the page brings the app', async ({ page }) => {
        // The app's chunk gone (a deployment removed it): every request for it fails, the module
        // script's and the first module's import() alike.
        await page.route('**/assets/boot-*.js', (route) => route.abort())
        await page.goto('/', { waitUntil: 'commit' })
        const alert = page.getByRole('alert')
        await expect(alert).toContainText(words.failed)
        await expect(page.locator('#root')).not.toHaveAttribute('aria-busy', /.*/)
        await page.unrouteAll({ behavior: 'ignoreErrors' })
        await alert.getByRole('button', { name: words.reload }).click()
        await expect(page.getByRole('alert')).toHaveCount(0)
        await expect(page.locator('table.authors-table[data-state="ready"] tbody tr[aria-rowindex="2"]')).toBeVisible()
      })
    })
  }
})
