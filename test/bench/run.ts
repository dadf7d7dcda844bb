/**
 * `npm run bench`: builds the production app, serves it with `vite preview` in front of the HTTP
 * mock API (so the demo API is off: config.json says apiUrl ""), drives Debian's Chromium with
 * Playwright, runs Lighthouse, and prints medians with min and max over several runs. The full
 * result goes to bench-results/ (git-ignored).
 *
 * The floor: a plain page (test/bench/floor/, no framework) that does the list's job against the
 * same API, served by the same server. Each run measures it interleaved with the app (the order
 * turns from run to run), and the report gives each figure as a ratio app/floor: the median
 * of the runs' ratios, so a busy machine slows both sides of each ratio alike. Beside them, the
 * React floor (test/bench/react-floor/): the same page written the plainest way React allows, to
 * tell what React itself costs for this job from what the app's features cost.
 *
 *   npm run bench                      # 5 runs
 *   npm run bench -- --runs 9          # more runs
 *   npm run bench -- --no-lighthouse   # skip Lighthouse (about 12 s a run)
 *
 * Nothing here is a test: it asserts nothing and measures what a person would wait for.
 */
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import os from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test'
import { build, preview, type PreviewServer } from 'vite'
import { AUTHORS_LIST_PATH } from '../../src/shared/api/contract'
import { SEARCH_DEBOUNCE_MS } from '../../src/features/search/search-pause'
import { startMockApiServer, type MockApiServer } from '../../src/demo-api/http-server'
import { FIRST_LOAD_GZIP_BUDGET, measureFirstLoad, sizeOf, type FirstLoad } from './first-load'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium'
import { installBenchHooks, type PaintTiming, type PerformanceRecord, type RowsExpectation } from './in-page'

const root = resolve(import.meta.dirname, '../..')
const outDir = join(root, 'bench-results')
const distDir = join(outDir, 'dist')
const floorSource = join(import.meta.dirname, 'floor')
const reactFloorSource = join(import.meta.dirname, 'react-floor')
const rowsFloorSource = join(import.meta.dirname, 'rows-floor')
/** Where the rows floor is served, beside the app. */
const ROWS_FLOOR_PATH = '/rows-floor/'
/** Where the React floor is served, beside the app. */
const REACT_FLOOR_PATH = '/react-floor/'
/** Where the floor page is served, beside the app (a folder of the build, so the same server). */
const FLOOR_PATH = '/floor/'

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'no-lighthouse': { type: 'boolean', default: false },
    // Cold loads only (three pairs a subject a run): the first screen's figures, in a fraction of the time.
    'cold-only': { type: 'boolean', default: false },
  },
})
const RUNS = Math.max(1, Number.parseInt(args.runs, 10) || 5)
const COLD_ONLY = args['cold-only']

/** A 6-letter surname at a fast typist's pace (about 16 characters a second). */
const TYPED_NAME = 'Иванов'
const KEY_DELAY_MS = 60
/** Page changes for the heap figure: the first reading after this many, the second after HEAP_LONG. */
const HEAP_SHORT = 10
const HEAP_LONG = 300
/** Pixels per frame when scrolling the 1,000-row page: a fast flick, about 14,000 px/s. */
const SCROLL_STEP_PX = 240
/** Rows per page: from the default to the next size the pager offers. */
const LIMIT_FROM = 50
const LIMIT_TO = 100
/** Cold loads of each beside the one that starts the paging scenario, in pairs. */
const COLD_PAIRS = 2
/** A person opens the rows-per-page list, reads its five sizes and picks one. */
const PICK_SIZE_AFTER_MS = 400

/**
 * The app; the plain reference page that is its floor; the same page in plain React; the floor
 * writing the app's rows (their DOM, marks and buttons, with the app's CSS) with no framework.
 */
type Subject = 'app' | 'floor' | 'react' | 'rows'

type Samples = Record<string, number[]>

interface RunResult {
  samples: Samples
  longTasksByScenario: Record<string, PerformanceRecord[]>
  typingRequests: { list: string[]; prefetch: string[]; probes: string[] }
  loadedAssets: { url: string; type: string; wireBytes: number; encoding: string; beforeFirstRows?: boolean }[]
  /** What each floor loaded on its cold load. */
  floorAssets: Partial<Record<Exclude<Subject, 'app'>, RunResult['loadedAssets']>>
}

// ---------------------------------------------------------------------------------------------
// Set-up

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => done(port))
    })
  })
}

async function startApp(): Promise<{ appUrl: string; mock: MockApiServer; server: PreviewServer }> {
  // A build folder of the bench's own: the browser tests rebuild dist/ and may run at the same time.
  await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } })
  cpSync(floorSource, join(distDir, FLOOR_PATH), { recursive: true })
  // The React floor: its own build (React in production mode, minified), in a folder of the app's.
  await build({
    root: reactFloorSource,
    configFile: false,
    base: REACT_FLOOR_PATH,
    logLevel: 'warn',
    build: { outDir: join(distDir, REACT_FLOOR_PATH), emptyOutDir: true },
  })
  // The rows floor: its row writer (the app's row functions and CSS) and the floor's script, built
  // the same way into one module.
  await build({
    root: rowsFloorSource,
    configFile: false,
    base: ROWS_FLOOR_PATH,
    logLevel: 'error',
    build: { outDir: join(distDir, ROWS_FLOOR_PATH), emptyOutDir: true },
  })
  const mock = await startMockApiServer({ port: 0, latencyMs: 0 })
  // vite.config.ts reads API_URL when the preview server loads it: /api is proxied to the mock,
  // and /config.json answers {"apiUrl": ""}, so the app never loads the demo API chunk.
  process.env.API_URL = mock.url
  const port = await freePort()
  const server = await preview({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: distDir },
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  })
  return { appUrl: `http://127.0.0.1:${port}`, mock, server }
}

// ---------------------------------------------------------------------------------------------
// Helpers in the page

async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  // A fresh context is a fresh profile: empty HTTP cache and no compiled-code cache, i.e. cold.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  // tsx compiles with esbuild's keepNames, which wraps named functions in `__name(fn, "name")`;
  // functions sent into the page (this one and every page.evaluate) need that helper there too.
  await context.addInitScript({ content: `window.__name = (fn) => fn;\n(${installBenchHooks.toString()})()` })
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  page.on('pageerror', (error) => console.warn(`\n  page error: ${error.message}`))
  return { context, page }
}

const firstRowsPainted = (page: Page) =>
  page.waitForFunction(() => window.__bench.firstRows?.paint).then(async () => page.evaluate(() => window.__bench.firstRows!))

const firstScreenComplete = (page: Page) =>
  page.waitForFunction(() => window.__bench.firstScreen?.paint).then(async () => page.evaluate(() => window.__bench.firstScreen!))

const waitForPage = (page: Page, limit: number, offset: number) =>
  page.waitForFunction(([l, o]) => window.__bench.hasPage(l!, o!), [limit, offset])

/** Clicks a pager button with Playwright's real mouse input and times it to the painted rows. */
async function timedClick(page: Page, name: 'Next page' | 'Previous page', expected: RowsExpectation): Promise<PaintTiming> {
  await page.evaluate((rows) => window.__bench.watchRows(rows, 'click'), expected)
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name, exact: true }).click()
  return page.evaluate(() => window.__bench.pending!)
}

const took = (timing: PaintTiming) => timing.paint - timing.start

/** page.evaluate has no timeout of its own: a scenario that hangs fails the bench instead. */
function within<T>(work: Promise<T>, seconds: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`bench: ${what} took over ${seconds} s`)), seconds * 1000)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

async function longTasksOf(page: Page): Promise<PerformanceRecord[]> {
  return page.evaluate(() => window.__bench.longTasks)
}

const isListRequest = (request: Request) => new URL(request.url()).pathname === AUTHORS_LIST_PATH

// ---------------------------------------------------------------------------------------------
// Scenarios: each adds its samples to `samples` under the names used in the report.

/** Sample names: the floors' carry a prefix, so one table can show all three. */
const sampleName = (subject: Subject, key: string) => (subject === 'app' ? key : `${subject}.${key}`)

/**
 * Cold load to the first rows painted; bytes loaded; then Next with and without the prefetch,
 * then rows per page 50 → 100. The floor has no cache and no prefetch: its Next always fetches.
 */
async function loadAndPage(browser: Browser, url: string, subject: Subject, result: RunResult) {
  const { context, page } = await newPage(browser)
  const name = (key: string) => sampleName(subject, key)
  const loaded: Promise<RunResult['loadedAssets'][number] | undefined>[] = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
    loaded.push(
      response
        .request()
        .sizes()
        .then((sizes) => ({
          url: response.url(),
          type,
          wireBytes: sizes.responseBodySize,
          encoding: response.headers()['content-encoding'] ?? 'identity',
        })),
    )
  })
  // The floor has no query cache to look into: its prefetches are seen on the wire.
  const arrived = new Set<string>()
  const placeOf = (request: Request) => {
    const { searchParams } = new URL(request.url())
    return `${searchParams.get('limit')}:${searchParams.get('offset') ?? 0}`
  }
  page.on('requestfinished', (request) => {
    if (isListRequest(request)) arrived.add(placeOf(request))
  })
  const floorPrefetched = async (l: number, o: number) => {
    if (!arrived.has(`${l}:${o}`))
      await page.waitForEvent('requestfinished', (request) => isListRequest(request) && placeOf(request) === `${l}:${o}`)
  }
  await page.goto(url)
  const first = await firstRowsPainted(page)
  push(result.samples, name('coldLoadRowsPainted'), first.paint)
  const { fcp, lcp } = await page.evaluate(() => ({ fcp: window.__bench.fcp, lcp: window.__bench.lcp }))
  if (fcp !== undefined) push(result.samples, name('coldLoadFcp'), fcp)
  if (lcp !== undefined) push(result.samples, name('coldLoadLcp'), lcp)
  // What the first rows waited for: the files asked for before the frame that painted them began
  // (Resource Timing, on the page's clock; no script runs between that frame's start and its
  // paint). What is asked for after them (the workbench, the error explanations) is counted apart:
  // compared with the paint's own time stamp, taken in a task after the paint, a request the app
  // makes from its own task after that paint could land a fraction of a millisecond before it.
  const beforeFirstRows = new Set(
    await page.evaluate(
      (frame) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < frame)
          .map((entry) => entry.name),
      first.frame,
    ),
  )
  const assets = (await Promise.all(loaded))
    .filter((asset) => asset !== undefined)
    .map((asset) => ({ ...asset, beforeFirstRows: beforeFirstRows.has(asset.url) }))
  if (subject === 'app') result.loadedAssets = assets
  else result.floorAssets[subject] = assets

  const limit = LIMIT_FROM
  let offset = 0
  if (subject === 'app') {
    for (let i = 0; i < 3; i++) {
      await waitForPage(page, limit, offset + limit)
      offset += limit
      push(result.samples, 'nextPrefetched', took(await timedClick(page, 'Next page', { firstRowIndex: offset + 2 })))
    }
    for (let i = 0; i < 3; i++) {
      // Let the prefetch finish, then take its page out of the cache: the click must fetch it.
      await waitForPage(page, limit, offset + limit)
      await page.evaluate(([l, o]) => window.__bench.forgetPage(l!, o!), [limit, offset + limit])
      offset += limit
      push(result.samples, 'nextNotPrefetched', took(await timedClick(page, 'Next page', { firstRowIndex: offset + 2 })))
    }
    // As before each Next: whatever the app does while the person reads has finished.
    await waitForPage(page, limit, offset + limit)
  } else {
    // As many clicks as the app's, so the rows-per-page change starts from the same place.
    for (let i = 0; i < 6; i++) {
      await floorPrefetched(limit, offset + limit)
      offset += limit
      push(result.samples, name('next'), took(await timedClick(page, 'Next page', { firstRowIndex: offset + 2 })))
    }
    await floorPrefetched(limit, offset + limit)
  }

  // Rows per page: the person opens the list, reads it, then picks the next size. The select
  // fires "input" with the choice: that event's time is the start.
  const select = page.getByRole('navigation', { name: 'Pagination' }).getByRole('combobox', { name: 'Rows per page' })
  await select.click()
  await page.waitForTimeout(PICK_SIZE_AFTER_MS)
  const sizedOffset = Math.floor(offset / LIMIT_TO) * LIMIT_TO
  await page.evaluate((rows) => window.__bench.watchRows(rows, 'input'), { firstRowIndex: sizedOffset + 2, rowCount: LIMIT_TO })
  await select.selectOption(String(LIMIT_TO))
  push(result.samples, name('rowsPerPage'), took(await page.evaluate(() => window.__bench.pending!)))

  result.longTasksByScenario[sampleName(subject, 'loadAndPage')] = await longTasksOf(page)
  await context.close()
}

/** A cold load to the first rows painted, and nothing else. */
async function coldLoad(browser: Browser, url: string, subject: Subject, result: RunResult) {
  const { context, page } = await newPage(browser)
  await page.goto(url)
  push(result.samples, sampleName(subject, 'coldLoadRowsPainted'), (await firstRowsPainted(page)).paint)
  push(result.samples, sampleName(subject, 'coldLoadScreenComplete'), (await firstScreenComplete(page)).paint)
  if (subject === 'app') {
    // The first screen may be the early one (drawn before React runs): when React's own commit
    // replaced it, its controls live, and whether it was drawn at all.
    await page.waitForFunction(() => window.__bench.firstCommit !== undefined)
    push(result.samples, 'coldLoadFirstCommit', await page.evaluate(() => window.__bench.firstCommit!))
    push(
      result.samples,
      'coldLoadEarlyScreen',
      await page.evaluate(() => (performance.getEntriesByName('early-screen').length > 0 ? 1 : 0)),
    )
  }
  await context.close()
}

/** Typing a surname: list requests sent, prefetches apart, and last keystroke to rows painted. */
async function typeSurname(browser: Browser, url: string, subject: Subject, result: RunResult) {
  const { context, page } = await newPage(browser)
  // 10 rows a page, so the search result (12 authors) has a next page and its prefetch shows.
  await page.goto(`${url}?limit=10`)
  await firstRowsPainted(page)
  if (subject === 'app') await waitForPage(page, 10, 10)
  const box = page.getByRole('searchbox', { name: 'Last name' })
  await box.click()

  const requests: Request[] = []
  let lastRequestAt = Date.now()
  page.on('request', (request) => {
    if (!isListRequest(request)) return
    requests.push(request)
    lastRequestAt = Date.now()
  })
  await page.evaluate((name) => window.__bench.watchRows({ lastNameIncludes: name }, 'input'), TYPED_NAME)
  await box.pressSequentially(TYPED_NAME, { delay: KEY_DELAY_MS })
  push(result.samples, sampleName(subject, 'typingLastKeyToRows'), took(await page.evaluate(() => window.__bench.pending!)))
  if (subject === 'app') {
    // A late request would come within the debounce; wait for a full second of quiet to count it.
    while (Date.now() - lastRequestAt < 1000) await page.waitForTimeout(100)
    const urls = requests.map((request) => new URL(request.url()))
    const described = (url: URL) => decodeURIComponent(url.search)
    // The other spellings' counts (the "Also" line's probes, one row each) are not the list's.
    const probe = (url: URL) => url.searchParams.get('limit') === '1'
    const rows = urls.filter((url) => !probe(url))
    result.typingRequests = {
      list: rows.filter((url) => Number(url.searchParams.get('offset') ?? 0) === 0).map(described),
      prefetch: rows.filter((url) => Number(url.searchParams.get('offset') ?? 0) > 0).map(described),
      probes: urls.filter(probe).map(described),
    }
    push(result.samples, 'typingListRequests', result.typingRequests.list.length)
    push(result.samples, 'typingPrefetchRequests', result.typingRequests.prefetch.length)
    push(result.samples, 'typingProbeRequests', result.typingRequests.probes.length)
  }
  result.longTasksByScenario[sampleName(subject, 'typing')] = await longTasksOf(page)
  await context.close()
}

/**
 * A page of `limit` rows rendered from the cache: open page 1, go Next (the prefetched page 2),
 * then time Previous back to page 1, which is still fresh in the cache. With 1,200 authors,
 * page 2 of limit=1000 holds 200 rows, so page 1 is the full 1,000. For the largest page, then
 * scroll it top to bottom and count the long tasks while scrolling.
 */
async function renderLargePage(browser: Browser, appUrl: string, limit: number, result: RunResult) {
  const { context, page } = await newPage(browser)
  await page.goto(`${appUrl}/?limit=${limit}`)
  const first = await firstRowsPainted(page)
  push(result.samples, `coldLoadRowsPainted${limit}`, first.paint)
  await waitForPage(page, limit, limit)
  await timedClick(page, 'Next page', { firstRowIndex: limit + 2 })
  push(result.samples, `renderPage${limit}`, took(await timedClick(page, 'Previous page', { firstRowIndex: 2 })))
  const rowsInDom = await page.locator('table.authors-table tbody tr:not([aria-hidden="true"])').count()
  push(result.samples, `rowsInDom${limit}`, rowsInDom)

  if (limit === 1000) {
    const before = (await longTasksOf(page)).length
    const scroll = await page.evaluate(
      (step) =>
        new Promise<{ frames: number; longestFrameMs: number; scrolledPx: number }>((done) => {
          let frames = 0
          let last = performance.now()
          let longest = 0
          let previousY = -1
          const tick = (now: number) => {
            frames += 1
            longest = Math.max(longest, now - last)
            last = now
            // At the bottom the position stops moving (it can stay a fraction short of
            // scrollHeight - innerHeight, which is rounded).
            if (window.scrollY === previousY || frames > 5000) return done({ frames, longestFrameMs: longest, scrolledPx: window.scrollY })
            previousY = window.scrollY
            window.scrollBy(0, step)
            requestAnimationFrame(tick)
          }
          requestAnimationFrame((now) => {
            last = now
            requestAnimationFrame(tick)
          })
        }),
      SCROLL_STEP_PX,
    )
    const tasks = await longTasksOf(page)
    push(result.samples, 'scroll1000LongTasks', tasks.length - before)
    push(result.samples, 'scroll1000LongestFrame', scroll.longestFrameMs)
  }
  result.longTasksByScenario[`render${limit}`] = await longTasksOf(page)
  await context.close()
}

/** JS heap after 10 and after 300 page changes, sweeping Next to the end and Previous back. */
async function heapOverPageChanges(browser: Browser, appUrl: string, result: RunResult) {
  const { context, page } = await newPage(browser)
  await page.goto(appUrl)
  await firstRowsPainted(page)
  const cdp = await context.newCDPSession(page)
  const heapUsed = async () => {
    // Twice: the first collection can leave garbage that only becomes unreachable after it.
    await cdp.send('HeapProfiler.collectGarbage')
    await cdp.send('HeapProfiler.collectGarbage')
    return (await cdp.send('Runtime.getHeapUsage')).usedSize
  }
  const changePages = (count: number) =>
    page.evaluate(async (changes) => {
      const range = () => document.querySelector('nav[aria-label="Pagination"] .pager-range')?.textContent ?? ''
      for (let i = 0; i < changes; i++) {
        const rows = document.querySelectorAll('table.authors-table tbody tr:not([aria-hidden="true"])')
        const first = Number(rows[0]?.getAttribute('aria-rowindex'))
        const limit = 50
        const next = document.querySelector('nav[aria-label="Pagination"] button[aria-label="Next page"]')
        const forward = (window as unknown as { benchForward?: boolean }).benchForward ?? true
        let goForward = forward
        if (forward && next?.getAttribute('aria-disabled') === 'true') goForward = false
        if (!forward && first === 2) goForward = true
        ;(window as unknown as { benchForward?: boolean }).benchForward = goForward
        const target = goForward ? first + limit : first - limit
        await window.__bench.pageBy(goForward ? 'Next page' : 'Previous page', { firstRowIndex: target })
      }
      return range()
    }, count)
  // The pager arrives just after the first rows (a chunk of its own).
  await page.getByRole('button', { name: 'Next page' }).waitFor()
  await changePages(HEAP_SHORT)
  const short = await heapUsed()
  await changePages(HEAP_LONG - HEAP_SHORT)
  const long = await heapUsed()
  push(result.samples, 'heapAfter10', short)
  push(result.samples, 'heapAfter300', long)
  push(result.samples, 'heapGrowth', long - short)
  result.longTasksByScenario.heap = await longTasksOf(page)
  await context.close()
}

// ---------------------------------------------------------------------------------------------
// Lighthouse (the npm package, run through its CLI with Debian's Chromium)

function lighthouseCli(): string | undefined {
  try {
    const pkg = createRequire(import.meta.url).resolve('lighthouse/package.json')
    const cli = join(dirname(pkg), 'cli', 'index.js')
    return existsSync(cli) ? cli : undefined
  } catch {
    return undefined
  }
}

interface LighthouseReport {
  categories: Record<string, { score: number | null }>
  audits: Record<string, { numericValue?: number; score: number | null; title: string }>
  runtimeError?: { message: string }
}

async function runLighthouse(cli: string, url: string, run: number): Promise<LighthouseReport> {
  const output = join(outDir, `lighthouse-${run}.json`)
  await new Promise<void>((done, fail) => {
    const child = spawn(
      process.execPath,
      [
        cli,
        url,
        '--quiet',
        `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
        '--only-categories=performance,accessibility,best-practices',
        '--output=json',
        `--output-path=${output}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'pipe'] },
    )
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', fail)
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`lighthouse exited ${code}: ${stderr.slice(-2000)}`))))
  })
  return JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport
}

// ---------------------------------------------------------------------------------------------
// Statistics and the report

function push(samples: Samples, name: string, value: number) {
  ;(samples[name] ??= []).push(value)
}

interface Summary {
  median: number
  min: number
  max: number
  n: number
}

function summarise(values: number[]): Summary | undefined {
  if (values.length === 0) return undefined
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
  return { median, min: sorted[0]!, max: sorted.at(-1)!, n: sorted.length }
}

interface Row {
  measure: string
  key: string
  unit: 'ms' | 'kB' | 'MB' | 'count' | 'score' | 'rows' | 'CLS'
  target?: string
  /** Judged on the median. */
  met?: (median: number, summary: Summary) => boolean
}

const ROWS: Row[] = [
  { measure: 'First-load JS, raw', key: 'firstLoadJsRaw', unit: 'kB' },
  { measure: 'First-load JS, gzip', key: 'firstLoadJsGzip', unit: 'kB' },
  { measure: 'JS fetched just after the first rows, gzip', key: 'afterFirstRowsJsGzip', unit: 'kB' },
  { measure: 'First-load CSS, raw', key: 'firstLoadCssRaw', unit: 'kB' },
  { measure: 'First-load CSS, gzip', key: 'firstLoadCssGzip', unit: 'kB' },
  { measure: 'First-load JS + CSS, gzip', key: 'firstLoadGzip', unit: 'kB', target: '≤ 120 kB', met: (m) => m <= FIRST_LOAD_GZIP_BUDGET },
  { measure: 'Cold load → first rows painted', key: 'coldLoadRowsPainted', unit: 'ms', target: '≤ 500 ms', met: (m) => m <= 500 },
  { measure: 'Cold load → first screen complete (rows and an enabled Next)', key: 'coldLoadScreenComplete', unit: 'ms' },
  { measure: "Cold load → React's first commit (the controls live; the early screen replaced)", key: 'coldLoadFirstCommit', unit: 'ms' },
  { measure: 'Cold load: first screen drawn early (1) or by React (0)', key: 'coldLoadEarlyScreen', unit: 'count' },
  { measure: 'Cold load: first contentful paint', key: 'coldLoadFcp', unit: 'ms' },
  { measure: 'Cold load: largest contentful paint', key: 'coldLoadLcp', unit: 'ms' },
  { measure: 'Next → rows painted, next page prefetched', key: 'nextPrefetched', unit: 'ms', target: '≤ 50 ms', met: (m) => m <= 50 },
  { measure: 'Next → rows painted, not prefetched', key: 'nextNotPrefetched', unit: 'ms' },
  { measure: `Rows per page ${LIMIT_FROM} → ${LIMIT_TO} → rows painted`, key: 'rowsPerPage', unit: 'ms' },
  {
    measure: `Typing "${TYPED_NAME}" (${KEY_DELAY_MS} ms/key): list requests`,
    key: 'typingListRequests',
    unit: 'count',
    target: '= 1',
    met: (_m, s) => s.min === 1 && s.max === 1,
  },
  { measure: `Typing "${TYPED_NAME}": prefetch requests (apart)`, key: 'typingPrefetchRequests', unit: 'count' },
  { measure: `Typing "${TYPED_NAME}": other spellings' count probes (apart)`, key: 'typingProbeRequests', unit: 'count' },
  { measure: 'Typing: last keystroke → rows painted', key: 'typingLastKeyToRows', unit: 'ms' },
  { measure: 'Floor: first-load JS+CSS, gzip', key: 'floor.firstLoadGzip', unit: 'kB' },
  { measure: 'Floor: cold load → first rows painted', key: 'floor.coldLoadRowsPainted', unit: 'ms' },
  { measure: 'Floor: cold load → first screen complete', key: 'floor.coldLoadScreenComplete', unit: 'ms' },
  { measure: 'Floor: Next → rows painted, prefetched', key: 'floor.next', unit: 'ms' },
  { measure: `Floor: rows per page ${LIMIT_FROM} → ${LIMIT_TO} → rows painted`, key: 'floor.rowsPerPage', unit: 'ms' },
  { measure: 'Floor: typing, last keystroke → rows painted', key: 'floor.typingLastKeyToRows', unit: 'ms' },
  { measure: 'React floor: first-load JS+CSS, gzip', key: 'react.firstLoadGzip', unit: 'kB' },
  { measure: 'React floor: cold load → first rows painted', key: 'react.coldLoadRowsPainted', unit: 'ms' },
  { measure: 'React floor: Next → rows painted, prefetched', key: 'react.next', unit: 'ms' },
  { measure: `React floor: rows per page ${LIMIT_FROM} → ${LIMIT_TO} → rows painted`, key: 'react.rowsPerPage', unit: 'ms' },
  { measure: 'React floor: typing, last keystroke → rows painted', key: 'react.typingLastKeyToRows', unit: 'ms' },
  { measure: 'Rows floor: first-load JS+CSS, gzip', key: 'rows.firstLoadGzip', unit: 'kB' },
  { measure: 'Rows floor: cold load → first rows painted', key: 'rows.coldLoadRowsPainted', unit: 'ms' },
  { measure: 'Rows floor: Next → rows painted, prefetched', key: 'rows.next', unit: 'ms' },
  { measure: `Rows floor: rows per page ${LIMIT_FROM} → ${LIMIT_TO} → rows painted`, key: 'rows.rowsPerPage', unit: 'ms' },
  { measure: 'Rows floor: typing, last keystroke → rows painted', key: 'rows.typingLastKeyToRows', unit: 'ms' },
  { measure: 'Cold load ?limit=200 → first rows painted', key: 'coldLoadRowsPainted200', unit: 'ms' },
  { measure: 'Render a cached page of 200 rows', key: 'renderPage200', unit: 'ms' },
  { measure: 'Cold load ?limit=1000 → first rows painted', key: 'coldLoadRowsPainted1000', unit: 'ms' },
  { measure: 'Render a cached page of 1,000 rows', key: 'renderPage1000', unit: 'ms', target: '≤ 150 ms', met: (m) => m <= 150 },
  { measure: 'Body rows in the DOM, 1,000-row page', key: 'rowsInDom1000', unit: 'rows' },
  { measure: 'Scrolling 1,000 rows: long tasks', key: 'scroll1000LongTasks', unit: 'count', target: '0', met: (_m, s) => s.max === 0 },
  { measure: 'Scrolling 1,000 rows: longest frame', key: 'scroll1000LongestFrame', unit: 'ms' },
  { measure: 'JS heap after 10 page changes', key: 'heapAfter10', unit: 'MB' },
  { measure: 'JS heap after 300 page changes', key: 'heapAfter300', unit: 'MB' },
  { measure: 'JS heap growth, 10 → 300 changes', key: 'heapGrowth', unit: 'MB', target: '≤ 5 MB', met: (m) => m <= 5_000_000 },
  { measure: 'Long tasks (> 50 ms), whole run', key: 'longTasks', unit: 'count' },
  { measure: 'Long tasks, total time, whole run', key: 'longTasksMs', unit: 'ms' },
  { measure: 'Lighthouse performance', key: 'lighthousePerformance', unit: 'score', target: '≥ 95', met: (m) => m >= 95 },
  { measure: 'Lighthouse accessibility', key: 'lighthouseAccessibility', unit: 'score', target: '100', met: (m) => m === 100 },
  { measure: 'Lighthouse best practices', key: 'lighthouseBestPractices', unit: 'score', target: '100', met: (m) => m === 100 },
  { measure: 'Lighthouse: LCP (simulated mobile)', key: 'lighthouseLcp', unit: 'ms' },
  { measure: 'Lighthouse: TBT (simulated mobile)', key: 'lighthouseTbt', unit: 'ms' },
  { measure: 'Lighthouse: CLS', key: 'lighthouseCls', unit: 'CLS' },
]

function format(value: number, unit: Row['unit']): string {
  switch (unit) {
    case 'ms':
      return value < 100 ? value.toFixed(1) : Math.round(value).toLocaleString('en')
    case 'kB':
      return (value / 1000).toFixed(2)
    case 'MB':
      return (value / 1_000_000).toFixed(2)
    case 'CLS':
      return value.toFixed(3)
    default:
      return Number.isInteger(value) ? value.toLocaleString('en') : value.toFixed(1)
  }
}

function table(samples: Samples): { text: string; markdown: string; verdicts: Record<string, boolean | undefined> } {
  const header = ['Measure', 'Unit', 'Median', 'Min', 'Max', 'n', 'Target', 'Met']
  const lines: string[][] = []
  const verdicts: Record<string, boolean | undefined> = {}
  for (const row of ROWS) {
    const summary = summarise(samples[row.key] ?? [])
    if (!summary) continue
    const met = row.met?.(summary.median, summary)
    verdicts[row.key] = met
    lines.push([
      row.measure,
      row.unit,
      format(summary.median, row.unit),
      format(summary.min, row.unit),
      format(summary.max, row.unit),
      String(summary.n),
      row.target ?? '',
      met === undefined ? '' : met ? 'yes' : 'NO',
    ])
  }
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)))
  const numeric = (column: number) => column >= 2 && column <= 5
  const pad = (cells: string[]) =>
    cells.map((cell, column) => (numeric(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join('  ')
  const text = [pad(header), widths.map((width) => '─'.repeat(width)).join('  '), ...lines.map(pad)].join('\n')
  const markdown = [
    `| ${header.join(' | ')} |`,
    `| ${header.map((_, column) => (numeric(column) ? '---:' : '---')).join(' | ')} |`,
    ...lines.map((line) => `| ${line.join(' | ')} |`),
  ].join('\n')
  return { text, markdown, verdicts }
}

/**
 * The app against the floor. Each run gives one ratio per figure (the app's median in that run
 * over the floor's); the report shows the median of those ratios.
 */
interface Ratio {
  figure: string
  key: string
  app: string
  floor: string
  unit: Row['unit']
  target?: number
}

const RATIOS: Ratio[] = [
  { figure: 'First-load JS+CSS, gzip', key: 'ratio.firstLoad', app: 'firstLoadGzip', floor: 'floor.firstLoadGzip', unit: 'kB' },
  {
    figure: 'Cold load → first rows',
    key: 'ratio.coldLoad',
    app: 'coldLoadRowsPainted',
    floor: 'floor.coldLoadRowsPainted',
    unit: 'ms',
    target: 1.5,
  },
  {
    figure: 'Cold load → first screen complete (rows and an enabled Next)',
    key: 'ratio.coldLoadScreen',
    app: 'coldLoadScreenComplete',
    floor: 'floor.coldLoadScreenComplete',
    unit: 'ms',
  },
  { figure: 'Next → rows (after idle)', key: 'ratio.next', app: 'nextPrefetched', floor: 'floor.next', unit: 'ms', target: 1.2 },
  { figure: 'Next → rows, app not prefetched', key: 'ratio.nextNotPrefetched', app: 'nextNotPrefetched', floor: 'floor.next', unit: 'ms' },
  {
    figure: `Rows per page ${LIMIT_FROM} → ${LIMIT_TO}`,
    key: 'ratio.rowsPerPage',
    app: 'rowsPerPage',
    floor: 'floor.rowsPerPage',
    unit: 'ms',
    target: 1.5,
  },
  {
    figure: `Typing "${TYPED_NAME}" → rows (${SEARCH_DEBOUNCE_MS} ms debounce)`,
    key: 'ratio.typing',
    app: 'typingLastKeyToRows',
    floor: 'floor.typingLastKeyToRows',
    unit: 'ms',
    target: 1.1,
  },
]

/** The same figures for the React floor: over the floor (React's own cost), and the app over it (the features'). */
const timedFigures = RATIOS.filter((ratio) => ratio.unit === 'ms' && ratio.key !== 'ratio.nextNotPrefetched')
const REACT_RATIOS: Ratio[] = timedFigures.map((ratio) => ({
  ...ratio,
  key: `${ratio.key}.react`,
  app: `react.${ratio.floor.replace(/^floor\./, '')}`,
  target: undefined,
}))
const APP_OVER_REACT_RATIOS: Ratio[] = timedFigures.map((ratio) => ({
  ...ratio,
  key: `${ratio.key}.appOverReact`,
  floor: `react.${ratio.floor.replace(/^floor\./, '')}`,
  target: undefined,
}))
const ROWS_RATIOS: Ratio[] = timedFigures.map((ratio) => ({
  ...ratio,
  key: `${ratio.key}.rows`,
  app: `rows.${ratio.floor.replace(/^floor\./, '')}`,
  target: undefined,
}))
const APP_OVER_ROWS_RATIOS: Ratio[] = timedFigures.map((ratio) => ({
  ...ratio,
  key: `${ratio.key}.appOverRows`,
  floor: `rows.${ratio.floor.replace(/^floor\./, '')}`,
  target: undefined,
}))
const ALL_RATIOS = [...RATIOS, ...REACT_RATIOS, ...APP_OVER_REACT_RATIOS, ...ROWS_RATIOS, ...APP_OVER_ROWS_RATIOS]

/**
 * The three figures as differences: the app's time minus a floor's, in the same run (each
 * run's medians), then the median over the runs. A difference is in milliseconds a person waits
 * beyond what the floor makes them wait, and the target is one frame at 60 Hz. The floor the
 * issue means is "a plain page that writes the same rows with no framework": the rows floor
 * (the app's rows, marks and buttons, and on a search its <mark>s); the five-text-cell floor is
 * beside it.
 */
const FRAME_MS = 1000 / 60
/** Issue 29: the complete first screen of a cold load within 100 ms of the floor's. */
const COLD_SCREEN_WITHIN_MS = 100
const DIFFERENCES: readonly { figure: string; app: string; floor: string; within?: number }[] = [
  {
    figure: 'Cold load → first screen complete (rows and an enabled Next)',
    app: 'coldLoadScreenComplete',
    floor: 'coldLoadScreenComplete',
    within: COLD_SCREEN_WITHIN_MS,
  },
  { figure: 'Next → rows (after idle)', app: 'nextPrefetched', floor: 'next' },
  { figure: `Rows per page ${LIMIT_FROM} → ${LIMIT_TO}`, app: 'rowsPerPage', floor: 'rowsPerPage' },
  {
    figure: `Typing "${TYPED_NAME}" → rows (after the ${SEARCH_DEBOUNCE_MS} ms debounce)`,
    app: 'typingLastKeyToRows',
    floor: 'typingLastKeyToRows',
  },
]
const DIFFERENCE_FLOORS = ['rows', 'floor'] as const
const differenceKey = (app: string, floor: (typeof DIFFERENCE_FLOORS)[number]) => `difference.${app}.${floor}`

function differenceTable(samples: Samples): { text: string; markdown: string; verdicts: Record<string, boolean> } {
  const header = [
    'Figure (median of the runs)',
    'App',
    'Rows floor',
    'App − rows floor',
    'Within target',
    'App/rows floor',
    'Floor',
    'App − floor',
    'Within target',
    'App/floor',
  ]
  const verdicts: Record<string, boolean> = {}
  const median = (key: string) => summarise(samples[key] ?? [])?.median
  const ms = (value: number | undefined, signed = false) =>
    value === undefined ? '–' : `${signed && value >= 0 ? '+' : ''}${value.toFixed(1)} ms`
  const lines: string[][] = []
  for (const figure of DIFFERENCES) {
    const cells = [figure.figure, ms(median(figure.app))]
    for (const floor of DIFFERENCE_FLOORS) {
      const difference = median(differenceKey(figure.app, floor))
      const within = difference === undefined ? undefined : difference <= (figure.within ?? FRAME_MS)
      if (within !== undefined) verdicts[differenceKey(figure.app, floor)] = within
      const ratio = median(`difference.ratio.${figure.app}.${floor}`)
      cells.push(
        ms(median(`${floor}.${figure.floor}`)),
        ms(difference, true),
        within === undefined ? '' : within ? 'yes' : 'NO',
        ratio === undefined ? '–' : `${ratio.toFixed(2)}×`,
      )
    }
    lines.push(cells)
  }
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)))
  const pad = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')
  const text = [pad(header), widths.map((width) => '─'.repeat(width)).join('  '), ...lines.map(pad)].join('\n')
  const markdown = [
    `| ${header.join(' | ')} |`,
    `| ${header.map((_, column) => (column === 0 ? '---' : '---:')).join(' | ')} |`,
    ...lines.map((line) => `| ${line.join(' | ')} |`),
  ].join('\n')
  return { text, markdown, verdicts }
}

const RATIO_HEADER = ['Figure (median)', 'App', 'Floor', 'App/floor', "Runs' range", 'Target', 'Met']
const REACT_HEADER = ['Figure (median)', 'React floor', 'Floor', 'React/floor', "Runs' range", '', '']
const APP_OVER_REACT_HEADER = ['Figure (median)', 'App', 'React floor', 'App/React floor', "Runs' range", '', '']
const ROWS_HEADER = ['Figure (median)', 'Rows floor', 'Floor', 'Rows floor/floor', "Runs' range", '', '']
const APP_OVER_ROWS_HEADER = ['Figure (median)', 'App', 'Rows floor', 'App/rows floor', "Runs' range", '', '']

function ratioTable(
  samples: Samples,
  ratios: Ratio[] = RATIOS,
  header: string[] = RATIO_HEADER,
): { text: string; markdown: string; verdicts: Record<string, boolean | undefined> } {
  const lines: string[][] = []
  const verdicts: Record<string, boolean | undefined> = {}
  for (const ratio of ratios) {
    const runs = summarise(samples[ratio.key] ?? [])
    const app = summarise(samples[ratio.app] ?? [])
    const floor = summarise(samples[ratio.floor] ?? [])
    if (!runs || !app || !floor) continue
    const met = ratio.target === undefined ? undefined : runs.median <= ratio.target
    verdicts[ratio.key] = met
    const unit = ratio.unit === 'kB' ? ' kB' : ' ms'
    lines.push([
      ratio.figure,
      format(app.median, ratio.unit) + unit,
      format(floor.median, ratio.unit) + unit,
      `${runs.median.toFixed(2)}×`,
      `${runs.min.toFixed(2)}–${runs.max.toFixed(2)}`,
      ratio.target === undefined ? '' : `≤ ${ratio.target}×`,
      met === undefined ? '' : met ? 'yes' : 'NO',
    ])
  }
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)))
  const numeric = (column: number) => column >= 1 && column <= 4
  const pad = (cells: string[]) =>
    cells.map((cell, column) => (numeric(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join('  ')
  const text = [pad(header), widths.map((width) => '─'.repeat(width)).join('  '), ...lines.map(pad)].join('\n')
  const markdown = [
    `| ${header.join(' | ')} |`,
    `| ${header.map((_, column) => (numeric(column) ? '---:' : '---')).join(' | ')} |`,
    ...lines.map((line) => `| ${line.join(' | ')} |`),
  ].join('\n')
  return { text, markdown, verdicts }
}

function machine(browserVersion: string) {
  const cpus = os.cpus()
  return {
    cpuModel: cpus[0]?.model ?? 'unknown',
    cpus: os.availableParallelism(),
    memoryGB: Number((os.totalmem() / 1024 ** 3).toFixed(1)),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    chromium: browserVersion,
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  mkdirSync(outDir, { recursive: true })
  const loadBefore = os.loadavg()
  const startedAt = new Date()
  console.log(`Building and starting the app (demo API off, HTTP mock API behind vite preview)…`)
  const { appUrl, mock, server } = await startApp()
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const browserVersion = browser.version()
  const samples: Samples = {}
  const runs: RunResult[] = []
  let firstLoad: FirstLoad | undefined
  const lighthouse: LighthouseReport[] = []
  try {
    const config = await (await fetch(`${appUrl}/config.json`)).json()
    if ((config as { apiUrl?: unknown }).apiUrl !== '') throw new Error(`config.json should say apiUrl "", not ${JSON.stringify(config)}`)

    // Bytes: the static first-load graph of the build, checked against what the browser fetched.
    firstLoad = measureFirstLoad(distDir)
    const urls: Record<Subject, string> = {
      app: `${appUrl}/`,
      floor: `${appUrl}${FLOOR_PATH}`,
      react: `${appUrl}${REACT_FLOOR_PATH}`,
      rows: `${appUrl}${ROWS_FLOOR_PATH}`,
    }
    for (let run = 1; run <= RUNS; run++) {
      const result: RunResult = {
        samples: {},
        longTasksByScenario: {},
        typingRequests: { list: [], prefetch: [], probes: [] },
        loadedAssets: [],
        floorAssets: {},
      }
      // They take turns going first, so a load that rises or falls during a run does not always
      // land on the same side of a ratio.
      const subjects: Subject[] = ['app', 'floor', 'react', 'rows']
      const order: Subject[] = subjects.map((_, index) => subjects[(index + run - 1) % subjects.length]!)
      process.stdout.write(`Run ${run}/${RUNS}: ${COLD_ONLY ? '' : 'load and page, '}cold loads`)
      if (!COLD_ONLY)
        for (const subject of order) await within(loadAndPage(browser, urls[subject], subject, result), 180, `${subject}: load and page`)
      // More cold loads, in pairs: one sample a run is at the mercy of a busy machine's spikes.
      for (let pair = 0; pair < COLD_PAIRS + (COLD_ONLY ? 1 : 0); pair++) {
        for (const subject of pair % 2 === 0 ? [...order].reverse() : order) {
          await within(coldLoad(browser, urls[subject], subject, result), 180, `${subject}: cold load`)
        }
      }
      if (!COLD_ONLY) {
        process.stdout.write(', typing')
        for (const subject of order) await within(typeSurname(browser, urls[subject], subject, result), 180, `${subject}: typing`)
        process.stdout.write(', 200 rows')
        await within(renderLargePage(browser, appUrl, 200, result), 180, '200 rows')
        process.stdout.write(', 1,000 rows')
        await within(renderLargePage(browser, appUrl, 1000, result), 180, '1,000 rows')
        process.stdout.write(', heap')
        await within(heapOverPageChanges(browser, appUrl, result), 180, 'heap')
      }
      const tasks = Object.values(result.longTasksByScenario).flat()
      push(samples, 'longTasks', tasks.length)
      push(
        samples,
        'longTasksMs',
        tasks.reduce((sum, task) => sum + task.duration, 0),
      )

      // Bytes the browser actually loaded on the cold load (the demo API chunk must not be among them).
      const fileOf = (asset: RunResult['loadedAssets'][number]) => new URL(asset.url).pathname.replace(/^\//, '')
      const loadedFiles = result.loadedAssets.filter((asset) => asset.beforeFirstRows !== false).map(fileOf)
      const loaded = loadedFiles.map((file) => sizeOf(distDir, file))
      const sum = (kind: 'js' | 'css', field: 'raw' | 'gzip') =>
        loaded.filter((asset) => asset.kind === kind).reduce((total, asset) => total + asset[field], 0)
      const afterRows = result.loadedAssets
        .filter((asset) => asset.beforeFirstRows === false)
        .map((asset) => sizeOf(distDir, fileOf(asset)))
      push(
        samples,
        'afterFirstRowsJsGzip',
        afterRows.filter((asset) => asset.kind === 'js').reduce((total, asset) => total + asset.gzip, 0),
      )
      push(samples, 'firstLoadJsRaw', sum('js', 'raw'))
      push(samples, 'firstLoadJsGzip', sum('js', 'gzip'))
      push(samples, 'firstLoadCssRaw', sum('css', 'raw'))
      push(samples, 'firstLoadCssGzip', sum('css', 'gzip'))
      push(samples, 'firstLoadGzip', sum('js', 'gzip') + sum('css', 'gzip'))
      const unexpected = loadedFiles.filter((file) => !firstLoad!.assets.some((asset) => asset.file === file))
      if (unexpected.length > 0) console.warn(`\n  the browser loaded files outside the static first-load graph: ${unexpected.join(', ')}`)
      for (const [subject, assets] of Object.entries(result.floorAssets)) {
        const files = assets.map((asset) => sizeOf(distDir, new URL(asset.url).pathname.replace(/^\//, '')))
        push(
          result.samples,
          `${subject}.firstLoadGzip`,
          files.reduce((total, asset) => total + asset.gzip, 0),
        )
      }
      push(result.samples, 'firstLoadGzip', sum('js', 'gzip') + sum('css', 'gzip'))
      for (const figure of DIFFERENCES) {
        const app = summarise(result.samples[figure.app] ?? [])
        for (const floor of DIFFERENCE_FLOORS) {
          const other = summarise(result.samples[`${floor}.${figure.floor}`] ?? [])
          if (!app || !other) continue
          push(result.samples, differenceKey(figure.app, floor), app.median - other.median)
          if (other.median > 0) push(result.samples, `difference.ratio.${figure.app}.${floor}`, app.median / other.median)
        }
      }
      for (const ratio of ALL_RATIOS) {
        const app = summarise(result.samples[ratio.app] ?? [])
        const floor = summarise(result.samples[ratio.floor] ?? [])
        if (app && floor && floor.median > 0) push(result.samples, ratio.key, app.median / floor.median)
      }
      for (const [key, values] of Object.entries(result.samples)) for (const value of values) push(samples, key, value)
      runs.push(result)
      console.log(' ✓')
    }
    await browser.close()

    const cli = args['no-lighthouse'] || COLD_ONLY ? undefined : lighthouseCli()
    if (cli) {
      for (let run = 1; run <= RUNS; run++) {
        process.stdout.write(`Lighthouse ${run}/${RUNS}…`)
        const report = await runLighthouse(cli, `${appUrl}/`, run)
        if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`)
        lighthouse.push(report)
        const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100)
        push(samples, 'lighthousePerformance', score('performance'))
        push(samples, 'lighthouseAccessibility', score('accessibility'))
        push(samples, 'lighthouseBestPractices', score('best-practices'))
        push(samples, 'lighthouseLcp', report.audits['largest-contentful-paint']?.numericValue ?? NaN)
        push(samples, 'lighthouseTbt', report.audits['total-blocking-time']?.numericValue ?? NaN)
        push(samples, 'lighthouseCls', report.audits['cumulative-layout-shift']?.numericValue ?? NaN)
        console.log(` ${score('performance')}/${score('accessibility')}/${score('best-practices')}`)
      }
    } else if (!args['no-lighthouse'] && !COLD_ONLY) {
      console.warn('Lighthouse is not installed (npm install --save-dev lighthouse@12.8.2); its rows are left out.')
    }
  } finally {
    if (browser.isConnected()) await browser.close()
    await server.close()
    await mock.close()
  }

  const report = table(samples)
  const ratios = ratioTable(samples)
  const reactRatios = ratioTable(samples, REACT_RATIOS, REACT_HEADER)
  const appOverReact = ratioTable(samples, APP_OVER_REACT_RATIOS, APP_OVER_REACT_HEADER)
  const rowsRatios = ratioTable(samples, ROWS_RATIOS, ROWS_HEADER)
  const appOverRows = ratioTable(samples, APP_OVER_ROWS_RATIOS, APP_OVER_ROWS_HEADER)
  const differences = differenceTable(samples)
  const about = machine(browserVersion)
  const loadAfter = os.loadavg()
  console.log(`\n${report.text}\n`)
  console.log(`Against the floor (a plain page, ${FLOOR_PATH}): the app's figure over the floor's, median of ${RUNS} runs' ratios\n`)
  console.log(`${ratios.text}\n`)
  console.log(`The React floor (the same page in plain React, ${REACT_FLOOR_PATH}) over the floor: what React itself costs for this job\n`)
  console.log(`${reactRatios.text}\n`)
  console.log(`The app over the React floor: what the app's features cost beyond React's own\n`)
  console.log(`${appOverReact.text}\n`)
  console.log(
    `The rows floor (the floor writing the app's rows, no framework, ${ROWS_FLOOR_PATH}) over the floor: what the app's rows cost the browser\n`,
  )
  console.log(`${rowsRatios.text}\n`)
  console.log(`The app over the rows floor: what the app costs beyond its rows' own DOM\n`)
  console.log(`${appOverRows.text}\n`)
  console.log(
    `The issue's figures: how much longer than its floors the app takes (each run's medians, app − floor, then the median of ${RUNS} runs), ` +
      `within one frame (${FRAME_MS.toFixed(1)} ms) or not. The rows floor (${ROWS_FLOOR_PATH}) is the issue's floor: it writes the same rows with no framework\n`,
  )
  console.log(`${differences.text}\n`)
  console.log(
    `${about.cpus} × ${about.cpuModel}, ${about.memoryGB} GB, ${about.os}, Node ${about.node}, Chromium ${about.chromium}; ` +
      `load average ${loadBefore[0]!.toFixed(2)} before, ${loadAfter[0]!.toFixed(2)} after; ${RUNS} runs`,
  )
  const typing = runs.map((run) => run.typingRequests)
  console.log(
    `Typing requests, run 1: list ${JSON.stringify(typing[0]?.list)}, prefetch ${JSON.stringify(typing[0]?.prefetch)}, ` +
      `probes ${JSON.stringify(typing[0]?.probes)}`,
  )

  const json = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    runs: RUNS,
    machine: { ...about, loadAverageBefore: loadBefore, loadAverageAfter: loadAfter },
    settings: {
      typedName: TYPED_NAME,
      keyDelayMs: KEY_DELAY_MS,
      heapChanges: [HEAP_SHORT, HEAP_LONG],
      scrollStepPx: SCROLL_STEP_PX,
      chromeArgs: CHROMIUM_ARGS,
    },
    summary: Object.fromEntries(Object.entries(samples).map(([key, values]) => [key, summarise(values)])),
    verdicts: { ...report.verdicts, ...ratios.verdicts, ...differences.verdicts },
    samples,
    firstLoad,
    loadedAssets: runs[0]?.loadedAssets,
    typingRequests: typing,
    longTasksByScenario: runs.map((run) => run.longTasksByScenario),
    lighthouse: lighthouse.map((one) => ({
      categories: Object.fromEntries(Object.entries(one.categories).map(([id, category]) => [id, category.score])),
      failedAudits: Object.entries(one.audits)
        .filter(([, audit]) => audit.score !== null && audit.score < 1)
        .map(([id, audit]) => ({ id, title: audit.title, score: audit.score })),
    })),
    markdownTable: report.markdown,
    markdownRatios: ratios.markdown,
    markdownReactRatios: reactRatios.markdown,
    markdownAppOverReact: appOverReact.markdown,
    markdownRowsRatios: rowsRatios.markdown,
    markdownAppOverRows: appOverRows.markdown,
    markdownDifferences: differences.markdown,
  }
  const file = join(outDir, `bench-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`)
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`)
  writeFileSync(join(outDir, 'latest.json'), `${JSON.stringify(json, null, 2)}\n`)
  console.log(`Written: ${file} (and bench-results/latest.json)`)
}

await main()
