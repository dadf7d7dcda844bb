/**
 * `npm run bench:profile`: where the time of a page change goes. Builds the app unminified (so the
 * profile names React's and the app's functions), serves it as `npm run bench` does, and takes a
 * Chromium trace and a CPU profile of the bench's three changes, each the way the bench makes it:
 * real clicks on Next (each after the next page is in the cache), rows per page 50 → 100 (the
 * list opened and read first), and typing a surname on a page of 10 rows. Each is tallied over
 * its own window, from the event (for a search: from the debounce firing, the app's navigation)
 * to the paint of the frame that shows the rows, and apart, over the 150 ms after that paint
 * (where deferred work goes): the main thread's time by kind (script, style, layout, paint), the
 * React commits, and the functions with the most self and total time. Asserts nothing.
 *
 *   npm run bench:profile                 # 8 clicks on Next, 3 × 50 → 100 rows per page, 3 searches
 *   npm run bench:profile -- --clicks 20 --sizes 5 --searches 5
 *   npm run bench:profile -- --only search   # one of next, sizes, search
 *   npm run bench:profile -- --cold       # a cold load instead: what ran before the first rows
 */
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type CDPSession, type Page } from '@playwright/test'
import { build, preview } from 'vite'
import { startMockApiServer } from '../../src/demo-api/http-server'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium'
import { installBenchHooks, type PaintTiming, type RowsExpectation } from './in-page'

const root = resolve(import.meta.dirname, '../..')
const distDir = join(root, 'bench-results', 'profile-dist')
const { values: args } = parseArgs({
  options: {
    clicks: { type: 'string', default: '8' },
    sizes: { type: 'string', default: '3' },
    searches: { type: 'string', default: '3' },
    cold: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
})
/** One scenario alone: next, sizes or search. */
const only = (scenario: 'next' | 'sizes' | 'search') => args.only === undefined || args.only === scenario
const count = (value: string, fallback: number) => Math.max(1, Number.parseInt(value, 10) || fallback)
const CLICKS = count(args.clicks, 8)
const SIZES = count(args.sizes, 3)
const SEARCHES = count(args.searches, 3)
/** As the bench: a person opens the rows-per-page list and reads it before picking; types at 60 ms a key. */
const PICK_SIZE_AFTER_MS = 400
const TYPED_NAME = 'Иванов'
const LIMIT = 50

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
interface Profile {
  startTime: number
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}
interface TraceEvent {
  name: string
  ph: string
  dur?: number
  ts: number
  tid: number
  pid: number
  args?: { data?: { frame?: string }; beginData?: unknown }
}

/**
 * One interaction's window on the trace's clock (microseconds): from its start (the click, the
 * select's input, or for a search the debounce firing: the app's navigation) to the paint of the
 * frame showing the rows; and the 150 ms after that paint, where deferred work should now be.
 */
interface Span {
  from: number
  paint: number
  after: number
}

/** What a scenario's windows held: main-thread time by kind, and functions by self and total time. */
class Tally {
  kinds = new Map<string, number>()
  afterKinds = new Map<string, number>()
  self = new Map<string, number>()
  total = new Map<string, number>()
  afterTotal = new Map<string, number>()
  forced = { count: 0, ms: 0, by: new Map<string, number>() }
}

const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms)

function addProfile(profile: Profile, window: Span, tally: Tally) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const name = (node: ProfileNode) => {
    const { functionName, url, lineNumber } = node.callFrame
    const file = url.split('/').pop() ?? ''
    return `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`
  }
  let at = profile.startTime
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0
    at += delta
    const before = at >= window.from && at <= window.paint
    const after = at > window.paint && at <= window.after
    if (!before && !after) return
    const node = byId.get(id)!
    const ms = (profile.timeDeltas[index + 1] ?? delta) / 1000
    if (before) add(tally.self, name(node), ms)
    // Total time: each function once per sample, however deep it recurses.
    const seen = new Set<string>()
    for (let current: number | undefined = id; current !== undefined; current = parent.get(current)) {
      const key = name(byId.get(current)!)
      if (seen.has(key)) continue
      seen.add(key)
      add(before ? tally.total : tally.afterTotal, key, ms)
    }
  })
}

const KINDS: Record<string, string> = {
  FunctionCall: 'script',
  EventDispatch: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  'v8.run': 'script',
  ParseHTML: 'script',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  MinorGC: 'gc',
  MajorGC: 'gc',
}

function rendererMainOf(events: TraceEvent[]) {
  return events.find(
    (event) =>
      event.ph === 'M' && event.name === 'thread_name' && (event as unknown as { args: { name: string } }).args.name === 'CrRendererMain',
  )
}

/** Main-thread time by kind inside the window (and in the 150 ms after its paint), nested slices counted once. */
function addTrace(events: TraceEvent[], window: Span | undefined, tally: Tally) {
  const tid = rendererMainOf(events)?.tid
  const slices = events.filter((event) => event.ph === 'X' && event.tid === tid && event.dur !== undefined && KINDS[event.name])
  slices.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)
  const stack: { end: number; kind: string; map: Map<string, number> | undefined }[] = []
  for (const slice of slices) {
    while (stack.length && stack.at(-1)!.end <= slice.ts) stack.pop()
    const kind = KINDS[slice.name]!
    const map =
      !window || (slice.ts >= window.from && slice.ts <= window.paint)
        ? tally.kinds
        : slice.ts <= window.after
          ? tally.afterKinds
          : undefined
    const parent = stack.at(-1)
    if (parent?.map) add(parent.map, parent.kind, -slice.dur! / 1000)
    if (map === tally.kinds && parent?.kind === 'script' && (kind === 'layout' || kind === 'style')) {
      tally.forced.count += 1
      tally.forced.ms += slice.dur! / 1000
      const frames = (slice.args as { beginData?: { stackTrace?: Array<{ functionName: string }> } } | undefined)?.beginData?.stackTrace
      const by =
        frames
          ?.map((frame) => frame.functionName || '(anonymous)')
          .slice(0, 3)
          .join(' < ') ?? '(no stack)'
      add(tally.forced.by, by, 1)
    }
    if (map) add(map, kind, slice.dur! / 1000)
    stack.push({ end: slice.ts + slice.dur!, kind, map })
  }
}

/** The trace's clock at performance.now() = 0, from a mark made at a known performance.now(). */
function traceOrigin(events: TraceEvent[], anchor: { name: string; at: number }): number {
  const mark = events.find((event) => event.name === anchor.name)
  if (!mark) throw new Error(`bench:profile: the mark ${anchor.name} is not in the trace`)
  return mark.ts - anchor.at * 1000
}

const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading']
const AFTER_PAINT_MS = 150

async function main() {
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: distDir, emptyOutDir: true, minify: false },
  })
  const mock = await startMockApiServer({ port: 0, latencyMs: 0 })
  process.env.API_URL = mock.url
  const server = await preview({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: distDir },
    preview: { host: '127.0.0.1', port: 0, open: false },
  })
  const appUrl = server.resolvedUrls!.local[0]!.replace(/\/$/, '')
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const newPage = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    await context.addInitScript({ content: `window.__name = (fn) => fn;\n(${installBenchHooks.toString()})()` })
    // React commits, counted through the DevTools hook the bench installs (a page change should be
    // one), and the app's navigations: a search's debounce firing is its request for the searched
    // page (it leaves in the task of the move, before React renders it), or a history write (the
    // move's own push is written after its paint).
    await context.addInitScript({
      content: `(() => { const hook = window.__REACT_DEVTOOLS_GLOBAL_HOOK__; const commit = hook.onCommitFiberRoot; window.__commits = [];
        hook.onCommitFiberRoot = (...args) => { window.__commits.push(performance.now()); return commit(...args) }
        window.__navigations = [];
        for (const method of ['pushState', 'replaceState']) { const original = history[method].bind(history);
          history[method] = (...args) => { window.__navigations.push(performance.now()); return original(...args) } }
        const fetch = window.fetch.bind(window);
        window.fetch = (input, init) => { if (String(input instanceof Request ? input.url : input).includes('last_name=')) window.__navigations.push(performance.now()); return fetch(input, init) } })()`,
    })
    const page = await context.newPage()
    page.setDefaultTimeout(60_000)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 50 })
    return { context, page, cdp }
  }
  try {
    if (args.cold) {
      const { page, cdp } = await newPage()
      const tally = new Tally()
      await coldLoad(page, appUrl, async (act) => {
        await browser.startTracing(page, { categories: TRACE_CATEGORIES })
        await cdp.send('Profiler.start')
        const paint = await act()
        // What the paint let through (the parts asked for after it) runs in the next 150 ms.
        await page.evaluate((ms) => new Promise((done) => setTimeout(done, ms)), AFTER_PAINT_MS + 50)
        const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile }
        const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
        // The page's clock starts at its navigation: split the tallies at the first rows' paint.
        const start = navigationStartOf(trace.traceEvents)
        const span = start
          ? { from: -Infinity, paint: start.ts + paint * 1000, after: start.ts + (paint + AFTER_PAINT_MS) * 1000 }
          : undefined
        addProfile(profile, span ?? { from: -Infinity, paint: Infinity, after: Infinity }, tally)
        addTrace(trace.traceEvents, span, tally)
        printTasks(trace.traceEvents)
      })
      report('a cold load, to the first rows painted', tally, 0)
      return
    }

    /**
     * Traces and profiles `act`, and tallies what ran from its start to the paint of its rows
     * (for a search, from the debounce firing) and in the 150 ms after that paint.
     */
    const measure = async (
      { page, cdp }: { page: Page; cdp: CDPSession },
      what: string,
      tally: Tally,
      act: () => Promise<PaintTiming>,
      from: 'start' | 'navigation' = 'start',
    ) => {
      await browser.startTracing(page, { categories: TRACE_CATEGORIES })
      await cdp.send('Profiler.start')
      const anchor = await page.evaluate(() => {
        performance.mark('bench:anchor')
        return { name: 'bench:anchor', at: performance.getEntriesByName('bench:anchor').at(-1)!.startTime }
      })
      const timing = await act()
      // Whatever the paint let through (deferred work) runs in the next 150 ms: wait for it.
      await page.evaluate((ms) => new Promise((done) => setTimeout(done, ms)), AFTER_PAINT_MS + 50)
      const { commits, navigations } = await page.evaluate(() => {
        const own = window as unknown as { __commits: number[]; __navigations: number[] }
        return { commits: own.__commits, navigations: own.__navigations }
      })
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile }
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
      const origin = traceOrigin(trace.traceEvents, anchor)
      const start =
        from === 'navigation' ? (navigations.find((at) => at >= timing.start && at <= timing.paint) ?? timing.start) : timing.start
      const span = {
        from: origin + start * 1000,
        paint: origin + timing.paint * 1000,
        after: origin + (timing.paint + AFTER_PAINT_MS) * 1000,
      }
      addProfile(profile, span, tally)
      addTrace(trace.traceEvents, span, tally)
      const before = commits.filter((at) => at >= start && at <= timing.paint).length
      const after = commits.filter((at) => at > timing.paint && at <= timing.paint + AFTER_PAINT_MS).length
      const since = from === 'navigation' ? 'the debounce firing' : 'the event'
      console.log(
        `${what}: ${(timing.paint - start).toFixed(1)} ms from ${since} to the painted rows (in the DOM at ${(timing.dom - start).toFixed(1)} ms), ` +
          `${before} React commits before the paint, ${after} in the ${AFTER_PAINT_MS} ms after`,
      )
      return timing.paint - start
    }
    const waitForPage = (p: Page, limit: number, offset: number) =>
      p.waitForFunction(([l, o]) => window.__bench.hasPage(l!, o!), [limit, offset])
    const watched = async (page: Page, expected: RowsExpectation, startFrom: 'click' | 'input', act: () => Promise<void>) => {
      await page.evaluate(([rows, from]) => window.__bench.watchRows(rows as RowsExpectation, from as 'click' | 'input'), [
        expected,
        startFrom,
      ] as const)
      await act()
      return page.evaluate(() => window.__bench.pending!)
    }
    const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' })

    // Next, as the bench clicks it: each time after the next page is in the cache.
    const session = await newPage()
    const { page } = session
    await page.goto(appUrl)
    await page.waitForFunction(() => window.__bench.firstRows?.paint)
    let tally = new Tally()
    let times: number[] = []
    let offset = 0
    for (let i = 0; i < (only('next') ? CLICKS : 0); i++) {
      await waitForPage(page, LIMIT, offset + LIMIT)
      offset += LIMIT
      times.push(
        await measure(session, `Next to row ${offset + 1}`, tally, () =>
          watched(page, { firstRowIndex: offset + 2 }, 'click', () =>
            pager(page).getByRole('button', { name: 'Next page', exact: true }).click(),
          ),
        ),
      )
    }
    if (only('next')) report(`${CLICKS} clicks on Next`, tally, times.length)

    // Rows per page 50 → 100, as the bench does it: the list opened and read, then 100 picked; back
    // to 50 and on a page between each.
    tally = new Tally()
    times = []
    const select = pager(page).getByRole('combobox', { name: 'Rows per page' })
    for (let i = 0; i < (only('sizes') ? SIZES : 0); i++) {
      await waitForPage(page, LIMIT, offset + LIMIT)
      await select.click()
      await page.waitForTimeout(PICK_SIZE_AFTER_MS)
      const sized = Math.floor(offset / 100) * 100
      times.push(
        await measure(session, `Rows per page 50 → 100 at row ${sized + 1}`, tally, () =>
          watched(page, { firstRowIndex: sized + 2, rowCount: 100 }, 'input', () => select.selectOption('100').then(() => undefined)),
        ),
      )
      await watched(page, { firstRowIndex: sized + 2, rowCount: 50 }, 'input', () => select.selectOption('50').then(() => undefined))
      offset = sized
      for (let step = 0; step < 2; step++) {
        await waitForPage(page, LIMIT, offset + LIMIT)
        offset += LIMIT
        await watched(page, { firstRowIndex: offset + 2 }, 'click', () =>
          pager(page).getByRole('button', { name: 'Next page', exact: true }).click(),
        )
      }
    }
    if (only('sizes')) report(`${SIZES} changes of rows per page`, tally, times.length)
    await session.context.close()

    // A search, as the bench types it (10 rows a page), each in a fresh page: from the debounce
    // firing to the painted rows.
    tally = new Tally()
    times = []
    for (let i = 0; i < (only('search') ? SEARCHES : 0); i++) {
      const typing = await newPage()
      await typing.page.goto(`${appUrl}/?limit=10`)
      await typing.page.waitForFunction(() => window.__bench.firstRows?.paint)
      await waitForPage(typing.page, 10, 10)
      const box = typing.page.getByRole('searchbox', { name: 'Last name' })
      await box.click()
      times.push(
        await measure(
          typing,
          `Typing "${TYPED_NAME}"`,
          tally,
          () => watched(typing.page, { lastNameIncludes: TYPED_NAME }, 'input', () => box.pressSequentially(TYPED_NAME, { delay: 60 })),
          'navigation',
        ),
      )
      await typing.context.close()
    }
    if (only('search')) report(`${SEARCHES} searches, from the debounce firing`, tally, times.length)
  } finally {
    await browser.close()
    await server.close()
    await mock.close()
  }
}

/** A cold load, traced; then when each file and request started and ended, on the page's clock. */
async function coldLoad(page: Page, url: string, traced: (act: () => Promise<number>) => Promise<void>) {
  await traced(async () => {
    await page.goto(url)
    await page.waitForFunction(() => window.__bench.firstRows?.paint)
    return page.evaluate(() => window.__bench.firstRows!.paint)
  })
  const { first, resources } = await page.evaluate(() => ({
    first: window.__bench.firstRows!,
    resources: performance.getEntriesByType('resource').map((entry) => {
      const timing = entry as PerformanceResourceTiming
      return { name: new URL(timing.name).pathname + new URL(timing.name).search, start: timing.startTime, end: timing.responseEnd }
    }),
  }))
  const navigation = await page.evaluate(() => {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    return { html: entry.responseEnd, domInteractive: entry.domInteractive, loaded: entry.loadEventEnd }
  })
  console.log(`HTML received at ${navigation.html.toFixed(0)} ms, DOM interactive at ${navigation.domInteractive.toFixed(0)} ms`)
  for (const resource of resources)
    console.log(`  ${resource.start.toFixed(0).padStart(5)} → ${resource.end.toFixed(0).padStart(5)} ms  ${resource.name}`)
  console.log(`First rows in the DOM at ${first.dom.toFixed(0)} ms, painted at ${first.paint.toFixed(0)} ms`)
}

/** The main frame's navigation start in the trace: the page's clock's zero. */
function navigationStartOf(events: TraceEvent[]) {
  return events.find(
    (event) => event.name === 'navigationStart' && (event.args as { data?: { isLoadingMainFrame?: boolean } })?.data?.isLoadingMainFrame,
  )
}

/** The cold load's main-thread tasks of 2 ms or more, on the page's clock, with what ran in each. */
function printTasks(events: TraceEvent[]) {
  const start = navigationStartOf(events)
  const rendererMain = events.find(
    (event) =>
      event.ph === 'M' && event.name === 'thread_name' && (event as unknown as { args: { name: string } }).args.name === 'CrRendererMain',
  )
  if (!start || !rendererMain) {
    console.log(
      `(no task timeline: navigationStart ${start ? 'found' : 'missing'}, renderer main thread ${rendererMain ? 'found' : 'missing'}; ${[...new Set(events.map((event) => event.name))].filter((name) => /navigation|RunTask/i.test(name)).join(', ')})`,
    )
    return
  }
  const main = events.filter(
    (event) => event.tid === rendererMain.tid && event.pid === rendererMain.pid && event.ph === 'X' && event.dur !== undefined,
  )
  const tasks = main.filter((event) => event.name === 'RunTask' && event.dur! >= 2000 && event.ts >= start.ts)
  console.log('\nMain-thread tasks of 2 ms or more (start → end ms: what ran, ms):')
  for (const task of tasks) {
    const inside = main.filter(
      (event) =>
        event !== task && event.ts >= task.ts && event.ts + event.dur! <= task.ts + task.dur! && KINDS[event.name] && event.dur! >= 1000,
    )
    const what = inside
      .map((event) => `${event.name} ${(event.dur! / 1000).toFixed(1)}`)
      .slice(0, 8)
      .join(', ')
    console.log(
      `  ${((task.ts - start.ts) / 1000).toFixed(0).padStart(5)} → ${((task.ts + task.dur! - start.ts) / 1000).toFixed(0).padStart(5)}  ${what}`,
    )
  }
}

function report(what: string, tally: Tally, windows: number) {
  const per = (ms: number) =>
    windows > 1 ? `${ms.toFixed(1).padStart(7)}  (${(ms / windows).toFixed(1)} each)` : ms.toFixed(1).padStart(7)
  const kinds = (map: Map<string, number>) =>
    [...map]
      .filter(([, ms]) => ms > 0.05)
      .sort((a, b) => b[1] - a[1])
      .map(([kind, ms]) => `  ${kind.padEnd(8)} ${per(ms)}`)
  console.log(`\nMain thread by kind over ${what}, before the paint (ms):`)
  console.log(kinds(tally.kinds).join('\n'))
  if (tally.afterKinds.size) {
    console.log(`…and in the ${AFTER_PAINT_MS} ms after the paint:`)
    console.log(kinds(tally.afterKinds).join('\n'))
  }
  console.log(`Style and layout forced by script before the paint: ${tally.forced.count}, ${tally.forced.ms.toFixed(1)} ms`)
  for (const [by, count] of [...tally.forced.by].sort((a, b) => b[1] - a[1]).slice(0, 8))
    console.log(`  ${String(count).padStart(4)}  ${by}`)
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .filter(([name]) => !/^\((program|idle|root)\)/.test(name))
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => `  ${per(ms)}  ${name}`)
      .join('\n')
  console.log(`Self time by function before the paint (ms, top 25):\n${top(tally.self, 25)}`)
  console.log(`Total time by function before the paint (ms, top 45):\n${top(tally.total, Number(process.env.PROFILE_TOP ?? 45))}`)
  if (tally.afterTotal.size)
    console.log(`Total time by function in the ${AFTER_PAINT_MS} ms after the paint (ms, top 20):\n${top(tally.afterTotal, 20)}`)
}

await main()
