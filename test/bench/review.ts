/**
 * `npm run bench:review`: the review of all matches over 100,000 authors (or `--size`), measured
 * in Chromium. Builds the production app, serves it with `vite preview` in front of the HTTP mock
 * API serving a list made on demand (author-index.ts, the `huge` scenario's kind of list), opens
 * the list, clicks "Review all matches" and records, from the click to the summary: the time,
 * every long task (> 50 ms, the Long Tasks API, with the longest), and the main thread's peak JS
 * heap (sampled through the DevTools protocol). Then it uses the lists (the possible duplicates,
 * three pages on, a record's Details) and records the long tasks of that too.
 *
 * `--long N` serves the demo dataset with a pair of N-character first names that differ only in
 * case (the first group of possible duplicates) and records the long tasks of opening that group
 * and its Details: the character diff's bound, in the browser.
 *
 *   npm run bench:review                       # 3 runs, 100,000 authors
 *   npm run bench:review -- --size 1000000 --runs 1
 *   npm run bench:review -- --long 40000
 *   npm run bench:review -- --long 40000 --trace   # what each long task from the list to Details was made of
 *   npm run bench:review -- --trace-open           # the same from the click on "Review all matches" to the summary
 *
 * Nothing here is a test: it asserts nothing and prints what it saw (also to
 * bench-results/review-latest.json).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Browser } from '@playwright/test'
import { build, preview } from 'vite'
import { createAuthorIndex } from '../../src/demo-api/author-index'
import { DEFAULT_DATASET_SIZE, generateAuthors } from '../../src/demo-api/dataset'
import { startMockApiServer } from '../../src/demo-api/http-server'
import type { Author } from '../../src/shared/api/contract'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium'

const root = resolve(import.meta.dirname, '../..')
const outDir = join(root, 'bench-results')
const distDir = join(outDir, 'review-dist')
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    size: { type: 'string', default: '100000' },
    long: { type: 'string' },
    profile: { type: 'boolean', default: false },
    trace: { type: 'boolean', default: false },
    'trace-open': { type: 'boolean', default: false },
  },
})
const RUNS = Math.max(1, Number.parseInt(args.runs, 10) || 3)
const LONG = args.long === undefined ? undefined : Math.max(1, Number.parseInt(args.long, 10) || 10_000)
const SIZE = LONG === undefined ? Math.max(1, Number.parseInt(args.size, 10) || 100_000) : DEFAULT_DATASET_SIZE + 2
const SIZE_TEXT = SIZE.toLocaleString('en')
const HEAP_SAMPLE_MS = 100
const MOCK_PORT = Number(process.env.REVIEW_BENCH_MOCK_PORT) || 0

interface ReviewRun {
  clickToSummaryMs: number
  longTasks: { start: number; duration: number }[]
  /** Long tasks while the lists were used: the possible duplicates, three pages on, a record's Details. */
  listLongTasks: { start: number; duration: number }[]
  /** Of those, the ones from the click on Details on. */
  detailsLongTasks: { start: number; duration: number }[]
  peakHeapBytes: number
  heapBeforeBytes: number
  /** From the click to "Grouping…" (the reading), in ms; the rest of clickToSummaryMs is the grouping. */
  readingMs: number
  /** Whether the review's grouping worker started, and its peak JS heap (sampled as the page's; 0 where it cannot be read). */
  worker: boolean
  workerPeakHeapBytes: number
  /** The page's whole JS heap (main thread + worker) at its highest, each moment's two latest samples added. */
  pagePeakHeapBytes: number
  /** The worker's peak with its typed arrays' buffers (the backing stores, outside the JS heap), where the browser says it. */
  workerPeakWithBuffersBytes: number
  /** What each long task while using the lists was in (the action last begun before it). */
  listActions: string[]
  summary: string
}

/** The issue's bound on the page's peak JS heap (issue 33 §3): the main thread's and the worker's together. */
const HEAP_LIMIT_BYTES = 300e6

/** What Runtime.getHeapUsage answers (backingStorageSize: the ArrayBuffers' stores, in newer browsers). */
interface HeapUsage {
  usedSize: number
  backingStorageSize?: number
}

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

/** In the page before the app: long tasks once armed. */
function installReviewHooks() {
  const hooks = { longTasks: [] as { start: number; duration: number }[], armedAt: Infinity, groupingAt: 0 }
  ;(window as unknown as { __reviewBench: typeof hooks }).__reviewBench = hooks
  // When grouping starts (the reading's words say so), to tell reading's long tasks from grouping's.
  const watch = () => {
    if (!hooks.groupingAt && /^Grouping/.test(document.querySelector('.review-reading p')?.textContent ?? ''))
      hooks.groupingAt = performance.now()
    requestAnimationFrame(watch)
  }
  requestAnimationFrame(watch)
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.startTime >= hooks.armedAt) hooks.longTasks.push({ start: entry.startTime, duration: entry.duration })
    }
  }).observe({ type: 'longtask', buffered: true })
}

async function reviewOnce(browser: Browser, appUrl: string): Promise<ReviewRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  await context.addInitScript({ content: `window.__name = (fn) => fn;\n(${installReviewHooks.toString()})()` })
  const page = await context.newPage()
  page.setDefaultTimeout(600_000)
  const cdp = await context.newCDPSession(page)
  await page.goto(appUrl)
  await page.getByRole('navigation', { name: 'Pagination' }).getByText(`1–50 of ${SIZE_TEXT}`, { exact: true }).waitFor()
  // From the click on, every wait is a CSS selector (with a text filter on what it matches): Playwright's
  // role and text engines walk the whole page in its main thread, and polled while a million records
  // are read, or run at each click, those walks were long tasks the bench counted as the app's.
  const button = page.locator('button', { hasText: 'Review all matches' })
  await button.waitFor()
  await cdp.send('HeapProfiler.collectGarbage')
  const heapBeforeBytes = ((await cdp.send('Runtime.getHeapUsage')) as HeapUsage).usedSize
  let peakHeapBytes = heapBeforeBytes
  // The two threads' latest samples: their sum at each sample is the page's heap at that moment.
  let mainNow = heapBeforeBytes
  let workerNow = 0
  let pagePeakHeapBytes = heapBeforeBytes
  let workerPeakWithBuffersBytes = 0
  const samplePage = () => (pagePeakHeapBytes = Math.max(pagePeakHeapBytes, mainNow + workerNow))
  let sampling = true
  // The grouping's worker has a heap of its own: sampled through the browser's DevTools session
  // (attached to the worker's target) while it lives.
  let worker = false
  let workerPeakHeapBytes = 0
  page.on('worker', () => {
    worker = true
    void sampleWorkerHeap()
  })
  async function sampleWorkerHeap() {
    const session = await browser.newBrowserCDPSession()
    try {
      const { targetInfos } = (await session.send('Target.getTargets')) as { targetInfos: { targetId: string; type: string }[] }
      const target = targetInfos.find((info) => info.type === 'worker')
      if (!target) return
      const { sessionId } = (await session.send('Target.attachToTarget', { targetId: target.targetId, flatten: false })) as {
        sessionId: string
      }
      let asked = 0
      const answers = new Map<number, (used: number | undefined) => void>()
      session.on('Target.receivedMessageFromTarget', (event: { message: string }) => {
        const answer = JSON.parse(event.message) as { id: number; result?: HeapUsage }
        if (answer.result)
          workerPeakWithBuffersBytes = Math.max(
            workerPeakWithBuffersBytes,
            answer.result.usedSize + (answer.result.backingStorageSize ?? 0),
          )
        answers.get(answer.id)?.(answer.result?.usedSize)
        answers.delete(answer.id)
      })
      session.on('Target.detachedFromTarget', () => {
        for (const done of answers.values()) done(undefined)
        answers.clear()
      })
      while (sampling) {
        const id = ++asked
        const used = await new Promise<number | undefined>((done) => {
          answers.set(id, done)
          session
            .send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method: 'Runtime.getHeapUsage' }) })
            .catch(() => done(undefined))
        })
        if (used === undefined) return
        workerPeakHeapBytes = Math.max(workerPeakHeapBytes, used)
        workerNow = used
        samplePage()
        await new Promise((done) => setTimeout(done, HEAP_SAMPLE_MS))
      }
    } catch {
      // The worker ended before it could be sampled: its figure stays what was seen.
    } finally {
      // The worker's heap is let go with it.
      workerNow = 0
      await session.detach().catch(() => {})
    }
  }
  const sampler = (async () => {
    while (sampling) {
      // A page that has gone (a failed run) ends the sampling; the run's own error is the one reported.
      const usage = (await cdp.send('Runtime.getHeapUsage').catch(() => undefined)) as HeapUsage | undefined
      if (!usage) return
      peakHeapBytes = Math.max(peakHeapBytes, usage.usedSize)
      mainNow = usage.usedSize
      samplePage()
      await new Promise((done) => setTimeout(done, HEAP_SAMPLE_MS))
    }
  })()
  try {
    return await measure()
  } finally {
    sampling = false
    await sampler
    await context.close()
  }

  async function measure(): Promise<ReviewRun> {
    await page.evaluate(() => {
      ;(window as unknown as { __reviewBench: { armedAt: number } }).__reviewBench.armedAt = performance.now()
    })
    if (args.profile) {
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.start')
    }
    if (args['trace-open']) await browser.startTracing(page, { categories: TRACE_CATEGORIES })
    // As a person clicks: the pointer comes onto the button (its task asks for the review's chunk),
    // a frame later it is pressed. Raw input, not Playwright's click: that dispatches the pointer's
    // arrival and the press in one task and checks the hit target with a script of its own in the
    // page's main thread (elementsFromPoint, querySelectorAll: 12 ms of a 95 ms task in a trace at
    // 100,000), which the Long Tasks API counted as the app's.
    const box = await button.boundingBox()
    if (!box) throw new Error('"Review all matches" is not on screen')
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    // Pressed once the review's chunk has come (a person's pointer rests on a button a moment
    // before the press): the click's task is then the one that renders the review, the heavier
    // case; a chunk that comes after the press renders it in a task of its own.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => /\/review-dialog-[^/]*\.js$/.test(entry.name)),
    )
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))))
    const started = Date.now()
    await page.mouse.down()
    await page.mouse.up()
    const dialog = page.locator('dialog.review-dialog')
    await dialog.locator('.review-summary', { hasText: `${SIZE_TEXT} records read` }).waitFor()
    const clickToSummaryMs = Date.now() - started
    if (args['trace-open']) {
      // A frame after the summary is drawn, so that its task has ended.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))))
      const trace = (await browser.stopTracing()).toString()
      writeFileSync(join(outDir, 'review-open.trace.json'), trace)
      printLongTasks(JSON.parse(trace) as { traceEvents: TraceEvent[] }, 'from the click to the summary')
    }
    const tasksSince = (from: number) =>
      page.evaluate((from) => {
        const hooks = (window as unknown as { __reviewBench: { longTasks: { start: number; duration: number }[]; armedAt: number } })
          .__reviewBench
        // Each task's start from the click.
        return hooks.longTasks.slice(from).map((task) => ({ start: task.start - hooks.armedAt, duration: task.duration }))
      }, from)
    const longTasks = await tasksSince(0)
    const readingMs = await page.evaluate(() => {
      const hooks = (window as unknown as { __reviewBench: { groupingAt: number; armedAt: number } }).__reviewBench
      return hooks.groupingAt ? hooks.groupingAt - hooks.armedAt : 0
    })
    const summary = (await page.locator('.review-summary').innerText()).replace(/\s+/g, ' ')
    // Each action's start (from the click), so that each long task using the lists is named by the action it came in.
    const actions: Array<{ name: string; at: number }> = []
    const begin = async (name: string) =>
      actions.push({
        name,
        at: await page.evaluate(
          () => performance.now() - (window as unknown as { __reviewBench: { armedAt: number } }).__reviewBench.armedAt,
        ),
      })
    // The lists as an editor uses them: the possible duplicates, pages on, a record's Details.
    if (args.trace) await browser.startTracing(page, { categories: TRACE_CATEGORIES })
    await begin('opening the possible duplicates')
    await dialog.locator('a', { hasText: 'Possible duplicates' }).click()
    const pageShown = (page: number) =>
      dialog
        .locator('.review-pager [aria-current="page"]', { hasText: `Page ${page} of` })
        .first()
        .waitFor()
    await dialog.locator('.review-group').first().waitFor()
    // A list of one page (the long pair's) has no pager to wait for.
    if (LONG === undefined) await pageShown(1)
    for (let next = 0; next < (LONG === undefined ? 3 : 0); next++) {
      await begin(`Next to page ${next + 2}`)
      await dialog.locator('.review-pager a[rel="next"]').first().click()
      await pageShown(next + 2)
    }
    const beforeDetails = (await tasksSince(0)).length
    await begin('Details')
    await dialog.locator('.review-group button', { hasText: 'Details' }).first().click()
    await page.locator('.details-dialog').waitFor()
    // A frame after Details is drawn, so that its task has ended and been observed.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))))
    if (args.trace)
      printLongTasks(JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }, 'from the list to Details')
    if (args.profile) {
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: unknown }
      writeFileSync(join(outDir, 'review.cpuprofile'), JSON.stringify(profile))
    }
    const listLongTasks = await tasksSince(longTasks.length)
    const detailsLongTasks = await tasksSince(beforeDetails)
    const listActions = listLongTasks.map(
      (task) => actions.findLast((action) => action.at <= task.start)?.name ?? 'before the first action',
    )
    return {
      clickToSummaryMs,
      longTasks,
      listLongTasks,
      detailsLongTasks,
      peakHeapBytes,
      heapBeforeBytes,
      readingMs,
      worker,
      workerPeakHeapBytes,
      pagePeakHeapBytes,
      workerPeakWithBuffersBytes,
      listActions,
      summary,
    }
  }
}

async function main() {
  mkdirSync(outDir, { recursive: true })
  console.log(
    LONG === undefined
      ? `Building and starting the app behind the HTTP mock API (a list made on demand, ${SIZE_TEXT} authors)…`
      : `Building and starting the app behind the HTTP mock API (the demo dataset and two ${LONG.toLocaleString('en')}-character names)…`,
  )
  // --profile: a CPU profile of the first run from the click to Details (bench-results/review.cpuprofile), the build unminified so it names functions.
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: distDir, emptyOutDir: true, ...(args.profile && { minify: false }) },
  })
  const mock = await startMockApiServer(
    LONG === undefined
      ? { port: MOCK_PORT, latencyMs: 0, index: createAuthorIndex({ size: SIZE, seed: 7 }) }
      : { port: MOCK_PORT, latencyMs: 0, authors: withLongPair(LONG) },
  )
  process.env.API_URL = mock.url
  // REVIEW_BENCH_PORT (and the mock's REVIEW_BENCH_MOCK_PORT) when several people bench on one machine; a free port otherwise.
  const port = Number(process.env.REVIEW_BENCH_PORT) || (await freePort())
  const server = await preview({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: distDir },
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const runs: ReviewRun[] = []
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`
  try {
    for (let run = 1; run <= RUNS; run++) {
      const result = await reviewOnce(browser, `http://127.0.0.1:${port}`)
      runs.push(result)
      const longest = Math.max(0, ...result.longTasks.map((task) => task.duration))
      console.log(
        `Run ${run}: summary in ${(result.clickToSummaryMs / 1000).toFixed(1)} s ` +
          `(reading ${(result.readingMs / 1000).toFixed(1)} s, grouping ${((result.clickToSummaryMs - result.readingMs) / 1000).toFixed(1)} s ` +
          `${result.worker ? `in the worker, its peak heap ${mb(result.workerPeakHeapBytes)}` : 'on the main thread'}); ` +
          `long tasks ${result.longTasks.length} [${result.longTasks.map((task) => `${(task.start / 1000).toFixed(1)} s: ${task.duration.toFixed(0)} ms`).join(', ')}] ` +
          `(longest ${longest.toFixed(0)} ms); JS heap ${mb(result.heapBeforeBytes)} before, peak ${mb(result.peakHeapBytes)}; ` +
          `using the lists: long tasks ${result.listLongTasks.length} (longest ${Math.max(0, ...result.listLongTasks.map((task) => task.duration)).toFixed(0)} ms), ` +
          `of them at Details ${result.detailsLongTasks.length} (longest ${Math.max(0, ...result.detailsLongTasks.map((task) => task.duration)).toFixed(0)} ms)`,
      )
      const sumOfPeaks = result.peakHeapBytes + result.workerPeakHeapBytes
      console.log(
        `  the page's JS heap (main thread + worker): peak ${mb(result.pagePeakHeapBytes)} at one moment, the two peaks summed ${mb(sumOfPeaks)} ` +
          `(${sumOfPeaks <= HEAP_LIMIT_BYTES ? 'within' : 'OVER'} ${mb(HEAP_LIMIT_BYTES)}); the worker's peak with its typed arrays' buffers ${mb(result.workerPeakWithBuffersBytes)}` +
          (result.listLongTasks.length > 0
            ? `; the lists' long tasks: ${result.listLongTasks.map((task, at) => `${task.duration.toFixed(0)} ms in ${result.listActions[at]}`).join(', ')}`
            : ''),
      )
      if (run === 1) console.log(`  ${result.summary}`)
    }
  } finally {
    await browser.close()
    await server.close()
    await mock.close()
  }
  const cpus = os.cpus()
  const about = `${os.availableParallelism()} × ${cpus[0]?.model ?? 'unknown'}, Chromium ${browser.version()}, load average ${os.loadavg()[0]!.toFixed(2)}`
  console.log(about)
  writeFileSync(
    join(outDir, 'review-latest.json'),
    `${JSON.stringify({ at: new Date().toISOString(), machine: about, size: SIZE, long: LONG, runs }, null, 2)}\n`,
  )
}

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  tid: number
  args?: {
    name?: string
    data?: { functionName?: string; url?: string; type?: string; elementCount?: number }
    beginData?: { dirtyObjects?: number; totalObjects?: number }
    elementCount?: number
  }
}

const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline']

/**
 * --trace: each main-thread task over 30 ms from the click on the possible duplicates to Details drawn, as what it was made
 * of: its time by kind of work (the trace's own slices, nested ones counted once) and its largest slices in order.
 */
function printLongTasks({ traceEvents: events }: { traceEvents: TraceEvent[] }, span: string) {
  console.log(`  tasks over 30 ms ${span}:`)
  const main = events.find((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
  const slices = events
    .filter((event) => event.tid === main?.tid && event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)
  const tasks = slices.filter((event) => event.name === 'RunTask' && event.dur! > 30_000)
  for (const task of tasks) {
    const inside = slices.filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur! <= task.ts + task.dur!)
    // Self time of each slice: its duration less its children's.
    const self = new Map<TraceEvent, number>(inside.map((event) => [event, event.dur!]))
    const stack: TraceEvent[] = []
    for (const event of inside) {
      while (stack.length && stack.at(-1)!.ts + stack.at(-1)!.dur! <= event.ts) stack.pop()
      const parent = stack.at(-1)
      if (parent) self.set(parent, self.get(parent)! - event.dur!)
      stack.push(event)
    }
    const byName = new Map<string, number>()
    for (const [event, us] of self) byName.set(event.name, (byName.get(event.name) ?? 0) + us)
    const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 12)
    const label = (event: TraceEvent) => {
      const data = event.args?.data
      const objects = event.args?.beginData?.dirtyObjects
      const elements = event.args?.elementCount ?? data?.elementCount
      if (objects !== undefined) return `${event.name} (${objects} of ${event.args?.beginData?.totalObjects} objects)`
      if (elements !== undefined) return `${event.name} (${elements} elements)`
      return data?.functionName ? `${event.name} ${data.functionName}` : data?.type ? `${event.name} ${data.type}` : event.name
    }
    console.log(
      `  task ${(task.dur! / 1000).toFixed(1)} ms; self time by slice: ${top.map(([name, us]) => `${name} ${(us / 1000).toFixed(1)}`).join(', ')}`,
    )
    const big = inside.filter((event) => event.dur! > 2_000)
    console.log(
      `    slices over 2 ms: ${big.map((event) => `${label(event)} @${((event.ts - task.ts) / 1000).toFixed(1)} ${(event.dur! / 1000).toFixed(1)}`).join('; ')}`,
    )
  }
  if (!tasks.length) console.log(`  no task over 30 ms ${span}`)
}

/** The demo dataset and two records whose first names are `length` characters that differ only in case (sorted first). */
function withLongPair(length: number): Author[] {
  const name = 'Aa'.repeat(Math.ceil(length / 2)).slice(0, length)
  const long = (uid: string, firstName: string): Author => ({
    uid,
    first_name: firstName,
    last_name: 'Long',
    parent_name: null,
    public_name: 'Long A.',
  })
  return [
    long('00000000-0000-4000-8000-000000000001', name),
    long('00000000-0000-4000-8000-000000000002', name.toUpperCase()),
    ...generateAuthors(),
  ]
}

await main()
