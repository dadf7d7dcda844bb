// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { AUTHORS_LIST_PATH, type Author } from '../../../src/shared/api/contract'
import { BadInput, runApiCheck, type ApiCheckReport } from '../../../src/demo-api/api-check/check'
import { main } from '../../../src/demo-api/api-check/cli'
import type { CheckResult } from '../../../src/demo-api/api-check/probes'
import { generateAuthors } from '../../../src/demo-api/dataset'
import { compareCodePoints, DEMO_SEARCH } from '../../../src/demo-api/list-engine'
import { demoDataset, parseDataset, searchForBoth } from '../../../src/demo-api/recorded-dataset'
import { capture, apiCheckServers } from './api-check-servers'

const { mock, listen, servers, workDir } = apiCheckServers()

// In the demo's own order (first name, last name, uid): a recording is served in the order it holds.
const authors = generateAuthors({ seed: 3, size: 1100 }).sort(
  (a, b) => compareCodePoints(a.first_name, b.first_name) || compareCodePoints(a.last_name, b.last_name) || compareCodePoints(a.uid, b.uid),
)

const different = (report: ApiCheckReport) => report.results.filter((result) => result.verdict === 'different')
const result = (report: ApiCheckReport, title: string): CheckResult => {
  const found = report.results.find((each) => each.title === title)
  if (!found) throw new Error(`no result "${title}"`)
  return found
}

describe('api-check against the demo API itself', () => {
  it('finds no difference, sending no more requests than it states, one at a time', async () => {
    const api = await mock({ dataset: demoDataset(authors) })
    let inFlight = 0
    let most = 0
    let seen = 0
    const counted = await listen(async (_request, _response, forward) => {
      seen += 1
      inFlight += 1
      most = Math.max(most, inFlight)
      try {
        await forward()
      } finally {
        inFlight -= 1
      }
    }, api.url)
    let stated = 0
    const report = await runApiCheck({ api: counted, onPlan: (plan) => (stated = plan.maxRequests) })

    expect(different(report)).toEqual([])
    expect(report.results.filter((each) => each.verdict === 'unknown')).toEqual([])
    expect(report.results.length).toBeGreaterThan(60)
    expect(seen).toBe(report.requests.sent)
    expect(seen).toBeLessThanOrEqual(stated)
    expect(most).toBe(1)
    expect(report.observed).toEqual({ count: 1100, maxLimit: 1000, defaultLimit: 50, search: searchForBoth(DEMO_SEARCH) })
  })

  it('sends only GET, HEAD and OPTIONS', async () => {
    const api = await mock({ dataset: demoDataset(authors.slice(0, 200)) })
    const methods = new Set<string>()
    const watched = await listen((request, _response, forward) => {
      methods.add(request.method ?? '')
      return forward()
    }, api.url)
    await runApiCheck({ api: watched })
    expect([...methods].sort()).toEqual(['GET', 'HEAD', 'OPTIONS'])
  })
})

describe('api-check against a deployment that differs', () => {
  it('names a prefix-only search, a lower max_limit and a case-sensitive search, with what each affects', async () => {
    const api = await mock({
      dataset: demoDataset(authors, { maxLimit: 100, search: { ...DEMO_SEARCH, match: 'prefix', caseSensitive: true } }),
    })
    const report = await runApiCheck({ api: api.url })

    const cap = result(report, 'limit=1000 (max_limit)')
    expect(cap.verdict).toBe('different')
    expect(cap.answered).toContain('100 rows, not 1000')
    expect(new Set(cap.findings.map((finding) => finding.cause))).toEqual(new Set(['max-limit']))

    const inside = result(report, 'last_name finds text inside a name')
    expect(inside.verdict).toBe('different')
    expect(inside.answered).toMatch(/a prefix search/)
    expect(inside.findings.map((finding) => finding.cause)).toEqual(['search:last_name'])

    expect(result(report, 'last_name search ignores case').answered).toMatch(/case-sensitive/)
    expect(result(report, 'first_name search ignores case').verdict).toBe('different')
    expect(report.observed.maxLimit).toBe(100)
    expect(report.observed.search).toEqual(searchForBoth({ ...DEMO_SEARCH, match: 'prefix', caseSensitive: true }))
  })

  it('names links that point at another host', async () => {
    const api = await mock({ dataset: demoDataset(authors), scenario: 'foreign-links' })
    const report = await runApiCheck({ api: api.url })
    const paging = result(report, 'offset=25&limit=10')
    expect(paging.verdict).toBe('different')
    expect(paging.answered).toContain(`next names backend.internal:8000, not ${new URL(api.url).host} (the host asked)`)
    expect(paging.findings.map((finding) => finding.cause)).toContain('links')
  })

  it('names a missing trailing-slash redirect, another order, ё folded into е and terms not stripped', async () => {
    const reversed = [...authors].sort(
      (a, b) =>
        compareCodePoints(a.last_name, b.last_name) || compareCodePoints(a.first_name, b.first_name) || compareCodePoints(a.uid, b.uid),
    )
    const api = await mock({ dataset: demoDataset(reversed, { search: { ...DEMO_SEARCH, yoAsYe: true, strip: false } }) })
    const front = await listen((request, response, forward) => {
      if (request.url?.startsWith(AUTHORS_LIST_PATH.slice(0, -1) + '?')) {
        response.writeHead(404, { 'Content-Type': 'text/html' })
        return void response.end('<h1>Not Found</h1>')
      }
      return forward()
    }, api.url)
    const report = await runApiCheck({ api: front })

    const slash = result(report, 'no trailing slash: APPEND_SLASH redirect')
    expect(slash.verdict).toBe('different')
    expect(slash.answered).toContain('HTTP 404, not 301')
    expect(slash.findings.map((finding) => finding.cause)).toContain('status')
    expect(result(report, 'the list is ordered by first name, last name, uid').answered).toMatch(/^ordered by last_name/)
    expect(result(report, 'ё and е are two letters to the last_name search').answered).toMatch(/folded/)
    expect(result(report, 'last_name search drops the spaces around a term').verdict).toBe('different')
    expect(report.observed.search.last_name).toMatchObject({ yoAsYe: true, strip: false })
    expect(report.observed.search.first_name).toMatchObject({ yoAsYe: true, strip: false })
  })

  it('exits 1 and says the cause once, with its cases, what the demo assumes, what the live API does and what it affects', async () => {
    const api = await mock({ dataset: demoDataset(authors, { maxLimit: 100 }) })
    const { output, io } = capture()
    expect(await main(['--api', api.url], io, {})).toBe(1)
    expect(output.out).toMatch(/at most \d+ requests/)
    expect(output.out).toContain(`api-check ${api.url}: exit 1, 1 cause of difference\n`)
    expect(output.out.match(/^✗ /gm)).toEqual(['✗ '])
    expect(output.out).toMatch(
      /✗ max-limit — page cap \(max_limit\)\n {4}demo assumes: max_limit 1000\n {4}live: {9}max_limit 100\n {4}seen in: {6}limit=1000 \(max_limit\); limit=5000 is capped at 1000; huge limit is capped at 1000 \(3\)\n {4}affects: {6}Rows per page/,
    )
    // The summary first, at most ten lines, then the cause.
    expect(output.out.split('\n\n')[1]!.split('\n').length).toBeLessThanOrEqual(10)
  })
})

describe('api-check waits as told', () => {
  it('honours a 429’s Retry-After before asking again', async () => {
    const api = await mock({ dataset: demoDataset(authors.slice(0, 100)) })
    let throttled = false
    const front = await listen((_request, response, forward) => {
      if (throttled) return forward()
      throttled = true
      response.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '7' })
      response.end('{"detail":"Request was throttled."}')
    }, api.url)
    const waits: number[] = []
    const report = await runApiCheck({ api: front, sleep: async (ms) => void waits.push(ms) })
    expect(waits).toEqual([7000])
    expect(report.requests.repeatedAfter429).toBe(1)
    expect(different(report)).toEqual([])
  })

  it('stops with a clear message when the wait asked for is longer than --max-wait', async () => {
    const front = await listen((_request, response) => {
      response.writeHead(429, { 'Retry-After': '3600' })
      response.end()
    })
    await expect(runApiCheck({ api: front, maxWaitSeconds: 60, sleep: async () => {} })).rejects.toThrow(
      /HTTP 429 asking to wait 3600 s, more than --max-wait 60 s/,
    )
  })
})

describe('api-check on bad input', () => {
  const check = async (api: string) => {
    const { output, io } = capture()
    const code = await main(['--api', api, '--timeout', '30'], io, {})
    return { code, ...output }
  }

  it('an unreachable address', async () => {
    const gone = await listen(() => {})
    await servers.at(-1)!.close()
    const { code, err } = await check(gone)
    expect(code).toBe(2)
    expect(err).toContain(`api-check cannot check ${gone}: Cannot reach ${gone}${AUTHORS_LIST_PATH}?limit=1000: the connection was refused`)
  })

  it('an answer that is not JSON', async () => {
    const api = await listen((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/plain' })
      response.end('OK: all systems go')
    })
    const { code, err } = await check(api)
    expect(code).toBe(2)
    expect(err).toContain('answered HTTP 200 with something that is not JSON: "OK: all systems go"')
  })

  it('an HTML login page', async () => {
    const api = await listen((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      response.end('<!doctype html><title>Sign in</title><form method="post"><input name="password" type="password"></form>')
    })
    const { code, err } = await check(api)
    expect(code).toBe(2)
    expect(err).toContain('answered HTTP 200 with an HTML page that looks like a login page')
  })

  it('a redirect to a login page on another host', async () => {
    const api = await listen((_request, response) => {
      response.writeHead(302, { Location: 'https://sso.example.org/login?next=/api/' })
      response.end()
    })
    const { code, err } = await check(api)
    expect(code).toBe(2)
    expect(err).toContain('redirects to https://sso.example.org/login?next=/api/, another address: a login page')
  })

  it('a 401', async () => {
    const api = await listen((_request, response) => {
      response.writeHead(401, { 'WWW-Authenticate': 'Bearer realm="api"', 'Content-Type': 'application/json' })
      response.end('{"detail":"Authentication credentials were not provided."}')
    })
    const { code, err } = await check(api)
    expect(code).toBe(2)
    expect(err).toContain('answered HTTP 401: it wants credentials (WWW-Authenticate: Bearer realm="api")')
  })

  it('JSON that is not the list', async () => {
    const api = await listen((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' })
      response.end('{"status":"ok"}')
    })
    const { code, err } = await check(api)
    expect(code).toBe(2)
    expect(err).toContain('answered JSON, but not a page of the author list: "count" is missing')
  })

  it('an address that is not one, or names the list path itself', async () => {
    await expect(runApiCheck({ api: 'authors.example.org' })).rejects.toThrow(BadInput)
    await expect(runApiCheck({ api: `http://127.0.0.1:1${AUTHORS_LIST_PATH}` })).rejects.toThrow(
      /leave that path out: http:\/\/127\.0\.0\.1:1$/,
    )
    const { output, io } = capture()
    expect(await main([], io, {})).toBe(2)
    expect(output.err).toMatch(/^--api URL is required/)
    expect(await main(['--api', 'http://x', '--pseudonymize'], io, {})).toBe(2)
    expect(output.err).toContain('--pseudonymize goes with --record FILE')
    expect(await main(['--api', 'http://x', '--record', 'f.json', '--keep-uids'], io, {})).toBe(2)
    expect(output.err).toContain('--keep-uids goes with --pseudonymize')
    expect(await main(['--api', 'http://x', '--record', 'f.json', '--key', ''], io, {})).toBe(2)
    expect(output.err).toContain('--key may not be empty')
  })
})

describe('api-check --record', () => {
  it('records every author in the API’s order with what it observed, and the recording served by the mock checks clean', async () => {
    const api = await mock({
      dataset: demoDataset(authors, { maxLimit: 300, search: { ...DEMO_SEARCH, match: 'prefix' } }),
    })
    const file = join(workDir(), 'recording.json')
    const reportFile = join(workDir(), 'report.json')
    const { output, io } = capture()
    expect(await main(['--api', api.url, '--record', file, '--json', reportFile], io, {})).toBe(1)
    expect(output.out).toMatch(/at most 20 requests in all \(6 a pass, up to 3 passes/)
    expect(output.out).toContain(`Recorded 1100 authors to ${file} (4 requests)`)

    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as ApiCheckReport & { causes: Array<{ cause: string }> }
    expect(report.causes.map((cause) => cause.cause)).toEqual(['max-limit', 'search:last_name', 'search:first_name'])

    const dataset = parseDataset(JSON.parse(readFileSync(file, 'utf8')))
    expect(dataset.maxLimit).toBe(300)
    expect(dataset.search.last_name.match).toBe('prefix')
    // The demo's order (first name, last name, uid), as the mock served them.
    const served = (await (await fetch(`${api.url}${AUTHORS_LIST_PATH}?limit=300&offset=300`)).json()) as {
      results: Array<{ uid: string }>
    }
    expect(dataset.authors.slice(300, 600).map((author) => author.uid)).toEqual(served.results.map((author) => author.uid))
    expect(new Set(dataset.authors.map((author) => author.uid)).size).toBe(1100)

    // Served as recorded, the recording answers as the deployment it was recorded from.
    const replay = await mock({ dataset })
    const again = await runApiCheck({ api: replay.url })
    expect(different(again).map((each) => each.title)).toEqual(different(report).map((each) => each.title))
    expect(again.observed).toEqual(report.observed)
  })

  it('--pseudonymize writes new names and uids, twins kept as twins; --key repeats them, --keep-uids keeps the uids', async () => {
    const twins = [authors[0]!, { ...authors[0]!, uid: 'twin-of-the-first' }, ...authors.slice(1, 50)]
    const api = await mock({ dataset: demoDataset(twins) })
    const file = join(workDir(), 'pseudonymized.json')
    const read = () => parseDataset(JSON.parse(readFileSync(file, 'utf8')))
    const random = capture()
    expect(await main(['--api', api.url, '--record', file, '--pseudonymize'], random.io, {})).toBe(0)
    const printed = /a random key: ([0-9a-f]{32})/.exec(random.output.out)?.[1]
    expect(printed).toBeDefined()
    const first = read()
    expect(first.source.pseudonymized).toBe(true)
    const realUids = new Set(twins.map((author) => author.uid))
    expect(first.authors.filter((author) => realUids.has(author.uid))).toEqual([])
    const names = ({ first_name, last_name, parent_name, public_name }: Author) =>
      JSON.stringify([first_name, last_name, parent_name, public_name])
    const counts = new Map<string, number>()
    for (const author of first.authors) counts.set(names(author), (counts.get(names(author)) ?? 0) + 1)
    expect([...counts.values()].filter((count) => count === 2)).toHaveLength(1)
    const realNames = new Set(twins.map((author) => author.last_name))
    expect(first.authors.filter((author) => realNames.has(author.last_name))).toEqual([])

    // The printed key, given back, makes the same recording; --keep-uids keeps the real uids.
    expect(await main(['--api', api.url, '--record', file, '--key', printed!], capture().io, {})).toBe(0)
    expect(read().authors).toEqual(first.authors)
    const kept = capture()
    expect(await main(['--api', api.url, '--record', file, '--key', printed!, '--keep-uids'], kept.io, {})).toBe(0)
    expect(kept.output.out).toContain('The real uids are kept (--keep-uids)')
    expect(new Set(read().authors.map((author) => author.uid))).toEqual(realUids)
    expect(read().authors.map(names).sort()).toEqual(first.authors.map(names).sort())
  })
})
