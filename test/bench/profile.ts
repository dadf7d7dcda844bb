/**
 * `npm run bench:profile`: where the time of a page change goes. Builds the app unminified (so the
 * profile names React's and the app's functions), serves it as `npm run bench` does, and takes a
 * Chromium trace and a CPU profile of several real clicks on Next (each after the next page is
 * in the cache) and of a rows-per-page change. Prints the main thread's time by kind (script,
 * style, layout, paint) and the functions with the most self time. Asserts nothing.
 *
 *   npm run bench:profile                 # 8 clicks on Next, then 50 → 100 rows per page
 *   npm run bench:profile -- --clicks 20
 *   npm run bench:profile -- --cold       # a cold load instead: what ran before the first rows
 */
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Page } from '@playwright/test'
import { build, preview } from 'vite'
import { startMockApiServer } from '../../src/demo-api/http-server'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium'
import { installBenchHooks, type PaintTiming, type RowsExpectation } from './in-page'

const root = resolve(import.meta.dirname, '../..')
const distDir = join(root, 'bench-results', 'profile-dist')
const { values: args } = parseArgs({ options: { clicks: { type: 'string', default: '8' }, cold: { type: 'boolean', default: false } } })
const CLICKS = Math.max(1, Number.parseInt(args.clicks, 10) || 8)
const LIMIT = 50

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
interface Profile {
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

const selfTimes = new Map<string, number>()
function addProfile(profile: Profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  profile.samples.forEach((id, index) => {
    const node = byId.get(id)!
    const { functionName, url, lineNumber } = node.callFrame
    const file = url.split('/').pop() ?? ''
    const key = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`
    selfTimes.set(key, (selfTimes.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000)
  })
}

const KINDS: Record<string, string> = {
  FunctionCall: 'script',
  EventDispatch: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  'v8.run': 'script',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  MinorGC: 'gc',
  MajorGC: 'gc',
}
const kindTimes = new Map<string, number>()
/** Style and layout forced by script (a slice inside a script slice): each is a synchronous reflow. */
const forced = { count: 0, ms: 0, by: new Map<string, number>() }
function addTrace(events: TraceEvent[]) {
  const main = events.find((event) => event.name === 'TracingStartedInBrowser' || event.name === 'CrRendererMain')
  const rendererMain = events.find(
    (event) =>
      event.ph === 'M' && event.name === 'thread_name' && (event as unknown as { args: { name: string } }).args.name === 'CrRendererMain',
  )
  const tid = rendererMain?.tid ?? main?.tid
  // Only top-level slices of each kind: nested ones (a layout inside a script) are counted once,
  // as the innermost kind, by subtracting children from their parents.
  const slices = events.filter((event) => event.ph === 'X' && event.tid === tid && event.dur !== undefined && KINDS[event.name])
  slices.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)
  const stack: { end: number; kind: string }[] = []
  for (const slice of slices) {
    while (stack.length && stack.at(-1)!.end <= slice.ts) stack.pop()
    const kind = KINDS[slice.name]!
    const parent = stack.at(-1)
    if (parent) kindTimes.set(parent.kind, (kindTimes.get(parent.kind) ?? 0) - slice.dur! / 1000)
    if (parent?.kind === 'script' && (kind === 'layout' || kind === 'style')) {
      forced.count += 1
      forced.ms += slice.dur! / 1000
      const stack = (slice.args as { beginData?: { stackTrace?: Array<{ functionName: string }> } } | undefined)?.beginData?.stackTrace
      const by =
        stack
          ?.map((frame) => frame.functionName || '(anonymous)')
          .slice(0, 3)
          .join(' < ') ?? '(no stack)'
      forced.by.set(by, (forced.by.get(by) ?? 0) + 1)
    }
    kindTimes.set(kind, (kindTimes.get(kind) ?? 0) + slice.dur! / 1000)
    stack.push({ end: slice.ts + slice.dur!, kind })
  }
}

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
  const appUrl = server.resolvedUrls!.local[0]!
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    await context.addInitScript({ content: `window.__name = (fn) => fn;\n(${installBenchHooks.toString()})()` })
    // React commits, counted through the DevTools hook the bench installs: a page change should be one.
    await context.addInitScript({
      content: `(() => { const hook = window.__REACT_DEVTOOLS_GLOBAL_HOOK__; const commit = hook.onCommitFiberRoot; window.__commits = 0;
        hook.onCommitFiberRoot = (...args) => { window.__commits++; return commit(...args) } })()`,
    })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 50 })
    if (args.cold) {
      await coldLoad(page, appUrl, async (act) => {
        await browser.startTracing(page, {
          categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'],
        })
        await cdp.send('Profiler.start')
        await act()
        const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile }
        const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
        addProfile(profile)
        addTrace(trace.traceEvents)
        printTasks(trace.traceEvents)
      })
      report('a cold load, to the first rows painted')
      return
    }
    await page.goto(appUrl)
    await page.waitForFunction(() => window.__bench.firstRows?.paint)

    const measure = async (what: string, act: () => Promise<PaintTiming>) => {
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] })
      await cdp.send('Profiler.start')
      const commitsBefore = await page.evaluate(() => (window as unknown as { __commits: number }).__commits)
      const timing = await act()
      const commits = (await page.evaluate(() => (window as unknown as { __commits: number }).__commits)) - commitsBefore
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile }
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
      addProfile(profile)
      addTrace(trace.traceEvents)
      console.log(
        `${what}: ${(timing.paint - timing.start).toFixed(1)} ms to the painted rows (dom at ${(timing.dom - timing.start).toFixed(1)} ms), ${commits} React commits`,
      )
    }
    const waitForPage = (p: Page, limit: number, offset: number) =>
      p.waitForFunction(([l, o]) => window.__bench.hasPage(l!, o!), [limit, offset])
    const clickAndWait = async (expected: RowsExpectation, click: () => Promise<void>) => {
      await page.evaluate((rows) => window.__bench.watchRows(rows, 'click'), expected)
      await click()
      return page.evaluate(() => window.__bench.pending!)
    }
    let offset = 0
    for (let i = 0; i < CLICKS; i++) {
      await waitForPage(page, LIMIT, offset + LIMIT)
      offset += LIMIT
      await measure(`Next to row ${offset + 1}`, () =>
        clickAndWait({ firstRowIndex: offset + 2 }, () =>
          page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next page', exact: true }).click(),
        ),
      )
    }
    report(`${CLICKS} clicks on Next`)
    selfTimes.clear()
    kindTimes.clear()
    await waitForPage(page, LIMIT, offset + LIMIT)
    const select = page.getByRole('navigation', { name: 'Pagination' }).getByRole('combobox', { name: 'Rows per page' })
    const sized = Math.floor(offset / 100) * 100
    await page.evaluate((rows) => window.__bench.watchRows(rows, 'input'), { firstRowIndex: sized + 2, rowCount: 100 })
    await measure('Rows per page 50 → 100', async () => {
      await select.selectOption('100')
      return page.evaluate(() => window.__bench.pending!)
    })
    report('rows per page')
  } finally {
    await browser.close()
    await server.close()
    await mock.close()
  }
}

/** A cold load, traced; then when each file and request started and ended, on the page's clock. */
async function coldLoad(page: Page, url: string, traced: (act: () => Promise<void>) => Promise<void>) {
  await traced(async () => {
    await page.goto(url)
    await page.waitForFunction(() => window.__bench.firstRows?.paint)
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

/** The cold load's main-thread tasks of 2 ms or more, on the page's clock, with what ran in each. */
function printTasks(events: TraceEvent[]) {
  const start = events.find(
    (event) => event.name === 'navigationStart' && (event.args as { data?: { isLoadingMainFrame?: boolean } })?.data?.isLoadingMainFrame,
  )
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

function report(what: string) {
  console.log(`\nMain thread by kind over ${what} (ms):`)
  for (const [kind, ms] of [...kindTimes].sort((a, b) => b[1] - a[1])) console.log(`  ${kind.padEnd(8)} ${ms.toFixed(1)}`)
  console.log(`Style and layout forced by script: ${forced.count}, ${forced.ms.toFixed(1)} ms`)
  for (const [by, count] of [...forced.by].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`  ${String(count).padStart(4)}  ${by}`)
  forced.count = 0
  forced.ms = 0
  forced.by.clear()
  console.log(`Self time by function over ${what} (ms, top 40):`)
  for (const [name, ms] of [...selfTimes].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`  ${ms.toFixed(1).padStart(7)}  ${name}`)
}

await main()
