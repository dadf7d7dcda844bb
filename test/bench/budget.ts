/**
 * CI budget: the gzipped JavaScript and CSS a first visit loads must stay within 120 kB (120,000
 * bytes, gzip level 6), TanStack Table included. Deterministic: it reads a production build, never a timing.
 *
 *   tsx test/bench/budget.ts                # builds into a temporary folder, then checks
 *   tsx test/bench/budget.ts --dist dist    # checks a build that already exists
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { build } from 'vite'
import { COMPILE_HINT } from '../../.config/compile-hints'
import { FIRST_LOAD_GZIP_BUDGET, measureFirstLoad } from './first-load'

const root = resolve(import.meta.dirname, '../..')
const { values } = parseArgs({ options: { dist: { type: 'string' } } })

let distDir = values.dist === undefined ? undefined : resolve(values.dist)
let scratch: string | undefined
if (distDir === undefined) {
  // A folder of its own, so a concurrent build of dist/ (the browser tests) cannot interfere.
  scratch = mkdtempSync(join(tmpdir(), 'budget-'))
  distDir = scratch
  await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } })
}

try {
  const { assets, js, css } = measureFirstLoad(distDir)
  const total = js.gzip + css.gzip
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`
  console.log('First-load assets (index.html, its modulepreloads and their static imports):')
  for (const asset of assets)
    console.log(`  ${asset.file.padEnd(36)} ${kB(asset.raw).padStart(10)} raw ${kB(asset.gzip).padStart(10)} gzip`)
  const verdict = total <= FIRST_LOAD_GZIP_BUDGET
  console.log(
    `${verdict ? 'ok' : 'OVER BUDGET'}: first-load JavaScript + CSS ${total.toLocaleString('en')} bytes gzip ` +
      `(JS ${js.gzip.toLocaleString('en')}, CSS ${css.gzip.toLocaleString('en')}; budget ${FIRST_LOAD_GZIP_BUDGET.toLocaleString('en')}; ` +
      `${kB(Math.abs(FIRST_LOAD_GZIP_BUDGET - total))} ${verdict ? 'to spare' : 'over'})`,
  )
  if (!assets.some((asset) => asset.kind === 'js')) {
    console.error('No JavaScript found from index.html: the check would pass vacuously.')
    process.exitCode = 1
  } else if (!verdict) {
    process.exitCode = 1
  }
  // The first load's chunks are compiled whole while they stream in (.config/compile-hints.ts);
  // the chunks loaded when first used are not.
  const firstLoad = new Set(assets.filter((asset) => asset.kind === 'js').map((asset) => asset.file))
  const wrong = readdirSync(join(distDir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/${file}`)
    .filter((file) => readFileSync(join(distDir, file), 'utf8').startsWith(COMPILE_HINT) !== firstLoad.has(file))
  if (wrong.length > 0) {
    console.error(`Compile hint wrong (missing on a first-load chunk, or on a chunk loaded when used): ${wrong.join(', ')}`)
    process.exitCode = 1
  } else console.log(`ok: the compile hint begins the ${firstLoad.size} first-load chunks and no other`)
} finally {
  if (scratch) rmSync(scratch, { recursive: true, force: true })
}
