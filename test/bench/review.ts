/**
 * `npm run bench:review`: the review of all matches over 100,000 authors, measured in Chromium.
 * Builds the production app, serves it with `vite preview` in front of the HTTP mock API running
 * the `huge` scenario (100,000 authors), opens the list, clicks "Review all matches" and records,
 * from the click to the summary: the time, every long task (> 50 ms, the Long Tasks API, with
 * the longest), and the main thread's peak JS heap (sampled through the DevTools protocol).
 *
 *   npm run bench:review               # 3 runs
 *   npm run bench:review -- --runs 5
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
import { startMockApiServer } from '../../src/demo-api/http-server'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium'

const root = resolve(import.meta.dirname, '../..')
const outDir = join(root, 'bench-results')
const distDir = join(outDir, 'review-dist')
const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' } } })
const RUNS = Math.max(1, Number.parseInt(args.runs, 10) || 3)
const HEAP_SAMPLE_MS = 100

interface ReviewRun {
  clickToSummaryMs: number
  longTasks: { start: number; duration: number }[]
  peakHeapBytes: number
  heapBeforeBytes: number
  summary: string
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
  page.setDefaultTimeout(300_000)
  const cdp = await context.newCDPSession(page)
  await page.goto(appUrl)
  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByText(/^1–50 of 100,000$/)
    .waitFor()
  const button = page.getByRole('button', { name: 'Review all matches' })
  await button.waitFor()
  await cdp.send('HeapProfiler.collectGarbage')
  const heapBeforeBytes = ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize
  let peakHeapBytes = heapBeforeBytes
  let sampling = true
  const sampler = (async () => {
    while (sampling) {
      const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }
      peakHeapBytes = Math.max(peakHeapBytes, usedSize)
      await new Promise((done) => setTimeout(done, HEAP_SAMPLE_MS))
    }
  })()
  await page.evaluate(() => {
    ;(window as unknown as { __reviewBench: { armedAt: number } }).__reviewBench.armedAt = performance.now()
  })
  const started = Date.now()
  await button.click()
  const read = page.getByRole('dialog', { name: 'Review of all matches' }).getByText(/^100,000 records read$/)
  await read.waitFor()
  const clickToSummaryMs = Date.now() - started
  sampling = false
  await sampler
  const longTasks = await page.evaluate(() => {
    const hooks = (window as unknown as { __reviewBench: { longTasks: { start: number; duration: number }[]; armedAt: number } })
      .__reviewBench
    // Each task's start from the click.
    return hooks.longTasks.map((task) => ({ start: task.start - hooks.armedAt, duration: task.duration }))
  })
  const summary = (await page.locator('.review-summary').innerText()).replace(/\s+/g, ' ')
  await context.close()
  return { clickToSummaryMs, longTasks, peakHeapBytes, heapBeforeBytes, summary }
}

async function main() {
  mkdirSync(outDir, { recursive: true })
  console.log('Building and starting the app behind the HTTP mock API (scenario "huge", 100,000 authors)…')
  await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } })
  const mock = await startMockApiServer({ port: 0, latencyMs: 0, scenario: 'huge' })
  process.env.API_URL = mock.url
  const port = await freePort()
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
        `Run ${run}: summary in ${(result.clickToSummaryMs / 1000).toFixed(1)} s; ` +
          `long tasks ${result.longTasks.length} [${result.longTasks.map((task) => `${(task.start / 1000).toFixed(1)} s: ${task.duration.toFixed(0)} ms`).join(', ')}] ` +
          `(longest ${longest.toFixed(0)} ms); JS heap ${mb(result.heapBeforeBytes)} before, peak ${mb(result.peakHeapBytes)}`,
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
  writeFileSync(join(outDir, 'review-latest.json'), `${JSON.stringify({ at: new Date().toISOString(), machine: about, runs }, null, 2)}\n`)
}

await main()
