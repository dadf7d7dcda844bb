/**
 * `npm run bench:export`: the "all matches" export of 100,000 authors, measured in Chromium.
 * Builds the production app, serves it with `vite preview` in front of the HTTP mock API running
 * the `huge` scenario (100,000 authors), opens the list, clicks Export → "All matches as CSV"
 * (then JSON), and records every long task (> 50 ms, the Long Tasks API) from the click to the
 * download, the longest gap between animation frames, and the time to the download.
 *
 *   npm run bench:export               # 3 runs of each format
 *   npm run bench:export -- --runs 5
 *
 * Separate from test/bench/run.ts on purpose: it needs its own scenario and dataset. Nothing here
 * is a test: it asserts nothing and prints what it saw (also to bench-results/export-latest.json).
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs'
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
const distDir = join(outDir, 'export-dist')
const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' } } })
const RUNS = Math.max(1, Number.parseInt(args.runs, 10) || 3)

interface ExportRun {
  format: 'csv' | 'json'
  clickToDownloadMs: number
  longTasks: { start: number; duration: number }[]
  longestFrameGapMs: number
  fileBytes: number
  records: number
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

/** In the page before the app: long tasks, and the gaps between animation frames while armed. */
function installExportHooks() {
  const hooks = { longTasks: [] as { start: number; duration: number }[], armedAt: Infinity, longestGap: 0 }
  ;(window as unknown as { __exportBench: typeof hooks }).__exportBench = hooks
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.startTime >= hooks.armedAt) hooks.longTasks.push({ start: entry.startTime, duration: entry.duration })
    }
  }).observe({ type: 'longtask', buffered: true })
  let last = performance.now()
  const frame = (now: number) => {
    if (now >= hooks.armedAt && last >= hooks.armedAt) hooks.longestGap = Math.max(hooks.longestGap, now - last)
    last = now
    requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
}

async function exportOnce(browser: Browser, appUrl: string, format: 'csv' | 'json'): Promise<ExportRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true })
  await context.addInitScript({ content: `window.__name = (fn) => fn;\n(${installExportHooks.toString()})()` })
  const page = await context.newPage()
  page.setDefaultTimeout(300_000)
  await page.goto(appUrl)
  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByText(/^1–50 of 100,000$/)
    .waitFor()
  await page.getByRole('button', { name: 'Export' }).click()
  const button = page.getByRole('button', { name: `All matches as ${format.toUpperCase()}` })
  await button.waitFor()
  await page.evaluate(() => {
    const hooks = (window as unknown as { __exportBench: { armedAt: number } }).__exportBench
    hooks.armedAt = performance.now()
  })
  const started = Date.now()
  const downloaded = page.waitForEvent('download')
  await button.click()
  const download = await downloaded
  const clickToDownloadMs = Date.now() - started
  const path = await download.path()
  const fileBytes = path ? statSync(path).size : 0
  const measured = await page.evaluate(() => {
    const hooks = (window as unknown as { __exportBench: { longTasks: { start: number; duration: number }[]; longestGap: number } })
      .__exportBench
    return { longTasks: hooks.longTasks, longestGap: hooks.longestGap }
  })
  const text = await page.getByText(/^Downloaded non-active-authors_all_/).textContent()
  await context.close()
  return {
    format,
    clickToDownloadMs,
    longTasks: measured.longTasks,
    longestFrameGapMs: measured.longestGap,
    fileBytes,
    records: Number(/_all_(\d+)-authors/.exec(text ?? '')?.[1] ?? 0),
  }
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
  const runs: ExportRun[] = []
  try {
    for (let run = 1; run <= RUNS; run++) {
      for (const format of ['csv', 'json'] as const) {
        const result = await exportOnce(browser, `http://127.0.0.1:${port}`, format)
        runs.push(result)
        const longest = Math.max(0, ...result.longTasks.map((task) => task.duration))
        console.log(
          `Run ${run} ${format.toUpperCase()}: ${result.records.toLocaleString('en')} records, ${(result.fileBytes / 1e6).toFixed(1)} MB in ` +
            `${(result.clickToDownloadMs / 1000).toFixed(1)} s; long tasks ${result.longTasks.length} (longest ${longest.toFixed(0)} ms); ` +
            `longest gap between frames ${result.longestFrameGapMs.toFixed(0)} ms`,
        )
      }
    }
  } finally {
    await browser.close()
    await server.close()
    await mock.close()
  }
  const cpus = os.cpus()
  const about = `${os.availableParallelism()} × ${cpus[0]?.model ?? 'unknown'}, Chromium ${browser.version()}, load average ${os.loadavg()[0]!.toFixed(2)}`
  console.log(about)
  writeFileSync(join(outDir, 'export-latest.json'), `${JSON.stringify({ at: new Date().toISOString(), machine: about, runs }, null, 2)}\n`)
}

await main()
