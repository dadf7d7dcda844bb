#!/usr/bin/env node
// `npm test`: lint, type check, unit and component tests, the contract test against Django REST
// framework when a python3 with Django, DRF and django-filter is found, then the browser tests and
// the Storybook story test when a Chromium is found (CHROME_PATH or /usr/bin/chromium). A missing Django or Chromium is reported
// loudly; with REQUIRE_DJANGO=1 / REQUIRE_BROWSER=1 it is a failure. Every step runs, so one report
// shows all.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => join(root, 'node_modules', '.bin', name)
const chromium = process.env.CHROME_PATH || '/usr/bin/chromium'
const requireBrowser = process.env.REQUIRE_BROWSER === '1'
const requireDjango = process.env.REQUIRE_DJANGO === '1'
const banner = '!'.repeat(78)

const results = [
  run('lint', bin('eslint'), ['-c', '.config/eslint.config.js', '.']),
  run('type check', bin('tsc'), ['--noEmit']),
  vitest('unit and component tests', [], 'unit'),
  run('bundle budget (first-load JS + CSS ≤ 120 kB gzip)', bin('tsx'), ['test/bench/budget.ts']),
]

// Debian's packages install for /usr/bin/python3, which a pyenv or venv python3 on PATH can hide.
const pythons = [process.env.CONTRACT_PYTHON, 'python3', '/usr/bin/python3'].filter(Boolean)
const djangoPython = pythons.find(
  (python) => spawnSync(python, ['-c', 'import django, rest_framework, django_filters, corsheaders'], { stdio: 'ignore' }).status === 0,
)
if (djangoPython) {
  process.env.CONTRACT_PYTHON = djangoPython
  results.push(vitest('contract test (Django REST framework)', ['--config', 'test/contract/vitest.config.ts'], 'contract'))
} else {
  console.error(
    `\n${banner}\n!! CONTRACT TEST DID NOT RUN: no python3 with Django, DRF, django-filter and django-cors-headers (tried ${pythons.join(', ')}).`,
  )
  console.error('!! Debian: apt-get install python3-django python3-djangorestframework python3-django-filters python3-django-cors-headers')
  console.error(`${banner}\n`)
  results.push({ name: 'contract test (no Django REST framework found)', ok: !requireDjango, skipped: true })
}

// The nginx journeys and header checks (test/e2e/nginx-*.spec.ts) put Debian's nginx in front of
// the Django fixture: without either they cannot run (REQUIRE_NGINX=1 makes that a failure).
const nginx = process.env.NGINX || '/usr/sbin/nginx'
if (existsSync(chromium) && !(existsSync(nginx) && djangoPython)) {
  process.env.E2E_WITHOUT_NGINX = '1'
  console.error(
    `\n${banner}\n!! NGINX BROWSER TESTS WILL NOT RUN: ${existsSync(nginx) ? 'no Django REST framework (above)' : `no nginx at ${nginx}`}.`,
  )
  console.error('!! Debian: apt-get install nginx (or set NGINX to its path).')
  console.error(`${banner}\n`)
  results.push({ name: 'nginx journeys and header checks (no nginx or no Django)', ok: process.env.REQUIRE_NGINX !== '1', skipped: true })
}

if (existsSync(chromium)) {
  results.push(playwright('browser tests (Playwright, Chromium)', 'test/e2e/playwright.config.ts', 'e2e'))
  results.push(
    playwright('Storybook: build, then every story in Chromium (console, axe)', 'test/storybook/playwright.config.ts', 'storybook'),
  )
} else {
  // Without a browser the stories cannot be checked, but the build still can.
  results.push(run('Storybook build', bin('storybook'), ['build', '--quiet']))
  console.error(`\n${banner}\n!! BROWSER TESTS DID NOT RUN: no Chromium at ${chromium}.`)
  console.error('!! Install it (Debian: apt-get install chromium) or set CHROME_PATH.')
  console.error(`${banner}\n`)
  results.push({ name: 'browser tests (no Chromium found)', ok: !requireBrowser, skipped: true })
}

console.log('\nSummary')
for (const result of results) {
  console.log(`  ${result.ok ? (result.skipped ? 'SKIP' : 'ok  ') : 'FAIL'}  ${result.name}`)
  // A CI log often keeps only its tail: name each failed browser test here, with its first error line.
  for (const failure of result.failures ?? []) console.log(`          ✘ ${failure}`)
}
const failed = results.filter((result) => !result.ok).length
console.log(`${results.length - failed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)

/** A Playwright run that also writes a JSON report, so the summary can name what failed. */
function playwright(name, config, id) {
  const report = join(tmpdir(), `run-all-${process.pid}-${id}.json`)
  process.env.PLAYWRIGHT_JSON_OUTPUT_FILE = report
  const result = run(name, bin('playwright'), ['test', '-c', config, '--reporter=list,json'])
  delete process.env.PLAYWRIGHT_JSON_OUTPUT_FILE
  result.failures = result.ok ? [] : failedTests(report)
  rmSync(report, { force: true })
  return result
}

/** A Vitest run that also writes a JSON report, so the summary can name what failed. */
function vitest(name, args, id) {
  const report = join(tmpdir(), `run-all-${process.pid}-${id}.json`)
  const result = run(name, bin('vitest'), ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`])
  result.failures = result.ok ? [] : failedVitestTests(report)
  rmSync(report, { force: true })
  return result
}

/** "file › title — first line of the error" for each test or file that did not pass, from Vitest's JSON report. */
function failedVitestTests(reportFile) {
  let report
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8'))
  } catch {
    return ['(no JSON report: the run stopped before it was written; see the log above)']
  }
  const firstLine = (text) =>
    String(text ?? '')
      .replace(/\u001b\[[0-9;]*m/g, '')
      .trim()
      .split('\n')[0]
  const failures = []
  for (const file of report.testResults ?? []) {
    const path = String(file.name ?? '').replace(`${root}/`, '')
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed')
    for (const test of failed) failures.push(`${path} › ${test.fullName} — ${firstLine(test.failureMessages?.[0])}`)
    if (failed.length === 0 && file.status === 'failed') failures.push(`${path} — ${firstLine(file.message) || 'the file failed'}`)
  }
  if (failures.length === 0) failures.push('(every test passed: an error outside a test failed the run; see "Unhandled" in the log above)')
  return failures
}

/** "file:line › title — first line of the error" for each test that did not pass, from Playwright's JSON report. */
function failedTests(reportFile) {
  let report
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8'))
  } catch {
    return ['(no JSON report: the run stopped before any test finished; see the log above)']
  }
  const failures = []
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected' || test.status === 'skipped') continue
        const last = test.results?.at(-1)
        const error = (last?.error?.message ?? last?.status ?? test.status).replace(/\u001b\[[0-9;]*m/g, '').split('\n')[0]
        failures.push(`${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')} — ${error}`)
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles)
  }
  for (const suite of report.suites ?? []) walk(suite, [])
  for (const error of report.errors ?? []) failures.push(`(outside a test) ${String(error.message ?? '').split('\n')[0]}`)
  return failures
}

function run(name, command, args) {
  console.log(`\n▶ ${name}`)
  const started = Date.now()
  const { status, error } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env })
  if (error) console.error(error.message)
  const ok = status === 0
  console.log(`${ok ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  return { name, ok }
}
