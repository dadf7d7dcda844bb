#!/usr/bin/env node
// `npm test`: lint, type check, unit and component tests, then the browser tests when a Chromium
// is found (CHROME_PATH or /usr/bin/chromium). Without one it says so loudly; with
// REQUIRE_BROWSER=1 a missing browser is a failure. Every step runs, so one report shows all.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => join(root, 'node_modules', '.bin', name)
const chromium = process.env.CHROME_PATH || '/usr/bin/chromium'
const requireBrowser = process.env.REQUIRE_BROWSER === '1'

const steps = [
  ['lint', bin('eslint'), ['-c', '.config/eslint.config.js', '.']],
  ['type check', bin('tsc'), ['--noEmit']],
  ['unit and component tests', bin('vitest'), ['run']],
]

const results = []
for (const [name, command, args] of steps) results.push(run(name, command, args))

if (existsSync(chromium)) {
  results.push(run('browser tests (Playwright, Chromium)', bin('playwright'), ['test', '-c', 'test/e2e/playwright.config.ts']))
} else {
  const banner = '!'.repeat(78)
  console.error(`\n${banner}\n!! BROWSER TESTS DID NOT RUN: no Chromium at ${chromium}.`)
  console.error('!! Install it (Debian: apt-get install chromium) or set CHROME_PATH.')
  console.error(`${banner}\n`)
  results.push({ name: 'browser tests (no Chromium found)', ok: !requireBrowser, skipped: true })
}

console.log('\nSummary')
for (const result of results) console.log(`  ${result.ok ? (result.skipped ? 'SKIP' : 'ok  ') : 'FAIL'}  ${result.name}`)
const failed = results.filter((result) => !result.ok).length
console.log(`${results.length - failed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)

function run(name, command, args) {
  console.log(`\n▶ ${name}`)
  const started = Date.now()
  const { status, error } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env })
  if (error) console.error(error.message)
  const ok = status === 0
  console.log(`${ok ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  return { name, ok }
}
