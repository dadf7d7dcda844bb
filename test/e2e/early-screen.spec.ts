import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { PREFERENCES_KEY } from '../../src/app/preferences/preferences'
import { serveOddRows } from './odd-rows'
import { E2E_PROXY_PORT } from './ports'
import {
  earlyFrame,
  holdBootChunk,
  movedBoxes,
  reactFrame,
  waitForEarlyScreen,
  watchTakeover,
  type BootHold,
  type Frame,
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
  expect(react.html, `${where}: the same HTML`).toBe(early.html)
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
