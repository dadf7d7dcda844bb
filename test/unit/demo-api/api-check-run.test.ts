// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { AUTHORS_LIST_PATH, type Author } from '../../../src/shared/api/contract'
import {
  BadInput,
  checkApiAddress,
  LIVE_CASES,
  runApiCheck,
  SPREAD_LIMIT,
  SPREAD_PAGES,
  type ApiCheckReport,
} from '../../../src/demo-api/api-check/check'
import type { CheckResult } from '../../../src/demo-api/api-check/probes'
import { exitCode, groupCauses } from '../../../src/demo-api/api-check/report'
import { generateAuthors } from '../../../src/demo-api/dataset'
import { compareCodePoints, DEMO_SEARCH, type SearchSemantics } from '../../../src/demo-api/list-engine'
import { demoDataset, searchForBoth, UNKNOWN } from '../../../src/demo-api/recorded-dataset'
import { IN_PROCESS_API, jsonAnswer, rewritten, serveDemoApi } from './api-check-in-process'

/**
 * api-check run whole against the demo API in-process (msw, no port): each deployment the issue
 * names is told apart by the cause a QA engineer reads and the exit code a pipeline gates on, and
 * a deployment that cannot be checked by a reason that says why. The same runs over real HTTP are
 * in api-check.test.ts; these are the fast ones mutation testing runs.
 */

const demoOrder = (a: Author, b: Author) =>
  compareCodePoints(a.first_name, b.first_name) || compareCodePoints(a.last_name, b.last_name) || compareCodePoints(a.uid, b.uid)
const many = generateAuthors({ seed: 3, size: 1100 }).sort(demoOrder)
const few = many.filter((_, index) => index % 9 === 0)

const failing = (report: ApiCheckReport, options: { strict?: boolean; accepted?: string[] } = {}) =>
  groupCauses(report, { strict: options.strict ?? false, accepted: new Set(options.accepted ?? []) as never })
const causesOf = (report: ApiCheckReport) => failing(report).map((cause) => cause.cause)
const result = (report: ApiCheckReport, title: string): CheckResult => {
  const found = report.results.find((each) => each.title === title)
  if (!found) throw new Error(`no result "${title}"`)
  return found
}
const differing = (report: ApiCheckReport) => report.results.filter((each) => each.verdict === 'different').map((each) => each.title)

describe('api-check against the demo API itself', () => {
  it('finds nothing, reads the list across its length, and sends no more requests than it stated', async () => {
    const { api, requests } = serveDemoApi({ dataset: demoDataset(many) })
    let stated = 0
    let told = 0
    const report = await runApiCheck({ api, onPlan: (plan) => (stated = plan.maxRequests), onResult: () => (told += 1) })
    expect(differing(report)).toEqual([])
    expect(report.results.filter((each) => each.verdict !== 'same').map((each) => each.title)).toEqual([])
    expect(exitCode(failing(report))).toBe(0)
    expect(report.observed).toEqual({ count: 1100, maxLimit: 1000, defaultLimit: 50, search: searchForBoth(DEMO_SEARCH) })
    expect(requests.length).toBe(report.requests.sent)
    expect(requests.length).toBeLessThanOrEqual(stated)
    expect(report.plan).toMatchObject({ maxRequests: stated, expectations: report.results.length, timeoutMs: 15_000 })
    expect(told).toBe(report.results.length)
    expect([...new Set(requests.map((request) => request.method))].sort()).toEqual(['GET', 'HEAD', 'OPTIONS'])
    // Pages across the list, not only its start: offsets beyond the first 1,000 rows are read.
    const offsets = requests.map((request) => Number(new URL(request.url).searchParams.get('offset') ?? 0))
    expect(offsets.some((offset) => offset > 1000)).toBe(true)
    expect(report.results[0]).toMatchObject({ id: 'fields', verdict: 'same', answered: 'each of the 1000 records read has them' })
    expect(report.results[0]!.requests).toEqual([`${IN_PROCESS_API}${AUTHORS_LIST_PATH}?limit=1000`])
    // The cases come before the probes, each with the address it asked.
    expect(result(report, 'limit=0 falls back to 50').requests).toEqual([`${IN_PROCESS_API}${AUTHORS_LIST_PATH}?limit=0`])
    expect(report.results.at(-1)!.title).toBe('the list is ordered by first name, last name, uid')
    expect(new Date(report.checkedAt).getTime()).not.toBeNaN()
    expect(report.api).toBe(IN_PROCESS_API)
  })

  it('reads a short list without the pages across it, and cannot see a cap or a default page it is too short for', async () => {
    const { api, requests } = serveDemoApi({ dataset: demoDataset(many.slice(0, 40)) })
    const report = await runApiCheck({ api })
    expect(differing(report)).toEqual([])
    // Forty names hold too few ё and е to tell them apart: unknown, not the demo's assumption.
    expect(report.observed).toEqual({
      count: 40,
      maxLimit: null,
      defaultLimit: null,
      search: searchForBoth({ ...DEMO_SEARCH, yoAsYe: UNKNOWN }),
    })
    expect(requests.filter((request) => new URL(request.url).searchParams.get('limit') === '100')).toEqual([])
  })
})

describe('the request bound, and the pages across the list the search terms come from', () => {
  const spreadOffsets = (requests: Request[], limit: string) =>
    requests
      .map((request) => new URL(request.url).searchParams)
      .filter((params) => params.get('limit') === limit && params.has('offset') && [...params.keys()].length === 2)
      .map((params) => Number(params.get('offset')))

  it('states one request for the opening page, one per live case, eight pages across, and each probe’s most', async () => {
    const { api } = serveDemoApi({ dataset: demoDataset(few) })
    const plans: unknown[] = []
    await runApiCheck({ api, onPlan: (plan) => plans.push(plan) })
    await runApiCheck({ api, firstNameParam: '', timeoutMs: 2500, onPlan: (plan) => plans.push(plan) })
    // Probes: each field applied 1, match 3, case 3, strip 2, ё 3; wildcards 2, both names 1, order 0.
    expect(plans).toEqual([
      { expectations: 1 + LIVE_CASES.length + 13, maxRequests: 1 + LIVE_CASES.length + 8 + 27, timeoutMs: 15_000 },
      { expectations: 1 + LIVE_CASES.length + 7, maxRequests: 1 + LIVE_CASES.length + 8 + 14, timeoutMs: 2500 },
    ])
    expect(SPREAD_PAGES).toBe(8)
  })

  it('reads eight pages of 100 at offsets spread evenly across a list longer than the first page', async () => {
    const { api, requests } = serveDemoApi({ dataset: demoDataset(many) })
    await runApiCheck({ api })
    // count × k / 9, k = 1…8, rounded down.
    expect(spreadOffsets(requests, String(SPREAD_LIMIT))).toEqual([122, 244, 366, 488, 611, 733, 855, 977])
  })

  it('asks those pages at the deployment’s own cap when it is below 100', async () => {
    const { api, requests } = serveDemoApi({ dataset: demoDataset(few, { maxLimit: 50 }) })
    const report = await runApiCheck({ api })
    expect(report.observed.maxLimit).toBe(50)
    expect(spreadOffsets(requests, '50')).toEqual([13, 27, 41, 54, 68, 82, 95, 109])
    expect(spreadOffsets(requests, '100')).toEqual([])
  })

  it('cuts terms from those pages when the first page has no name to cut from', async () => {
    const authors = many.map((author, index) => ({ ...author, last_name: index < 1000 ? 'Li' : `Kozlov${'abcdefghij'[index % 10]}` }))
    const { api } = serveDemoApi({ dataset: demoDataset(authors) })
    const report = await runApiCheck({ api })
    expect(result(report, 'last_name finds text inside a name')).toMatchObject({ verdict: 'same' })
    expect(report.observed.search.last_name.match).toBe('substring')
  })

  it('a page across the list that is not one gives no terms, and the check goes on', async () => {
    const authors = many.map((author, index) => ({ ...author, last_name: index < 1000 ? 'Li' : `Kozlov${'abcdefghij'[index % 10]}` }))
    const { api } = serveDemoApi({ dataset: demoDataset(authors) }, (request, demo) => {
      const params = new URL(request.url).searchParams
      if (params.get('limit') !== '100' || !params.has('offset')) return demo()
      return params.get('offset') === '977'
        ? new Response('{', { headers: { 'Content-Type': 'application/json' } })
        : jsonAnswer({ oops: true })
    })
    const report = await runApiCheck({ api })
    expect(result(report, 'last_name finds text inside a name').verdict).toBe('unknown')
  })

  it('sees a cap only on the wide pages when the first page is whole: the larger of the two', async () => {
    const { api, requests } = serveDemoApi({ dataset: demoDataset(many) }, (request, demo) => {
      const params = new URL(request.url).searchParams
      if (params.get('offset') === '5') return jsonAnswer({ count: many.length, next: null, previous: null, results: many.slice(5, 805) })
      if (params.get('offset') === '150')
        return jsonAnswer({ count: many.length, next: null, previous: null, results: many.slice(150, 1050) })
      return demo()
    })
    const report = await runApiCheck({ api })
    expect(report.observed.maxLimit).toBe(900)
    expect(requests.some((request) => request.url.includes('limit=9999999999999999999999&offset=5'))).toBe(true)
    expect(requests.some((request) => request.url.includes('limit=5000&offset=150'))).toBe(true)
  })
})

describe('api-check names each deployment by its cause', () => {
  it('a lower max_limit with a prefix, case-sensitive search: the cap and each field’s search', async () => {
    const search: SearchSemantics = { ...DEMO_SEARCH, match: 'prefix', caseSensitive: true }
    const { api } = serveDemoApi({ dataset: demoDataset(few, { maxLimit: 100, search }) })
    const report = await runApiCheck({ api })
    expect(causesOf(report)).toEqual(['max-limit', 'search:last_name', 'search:first_name'])
    expect(report.observed).toEqual({ count: few.length, maxLimit: 100, defaultLimit: 50, search: searchForBoth(search) })
    const cap = result(report, 'limit=1000 (max_limit)')
    expect(cap.answered).toContain(`100 rows, not ${few.length}`)
    expect(cap.findings.map((finding) => finding.cause)).toEqual(['max-limit', 'max-limit'])
    expect(result(report, 'last_name finds text inside a name').answered).toMatch(/: a prefix search$/)
    expect(result(report, 'last_name search ignores case').answered).toMatch(/: a case-sensitive search$/)
  })

  it('a default page size of 20: that cause alone', async () => {
    const { api } = serveDemoApi({ dataset: demoDataset(few, { defaultLimit: 20 }) })
    const report = await runApiCheck({ api })
    expect(causesOf(report)).toEqual(['default-page-size'])
    expect(report.observed.defaultLimit).toBe(20)
    expect(failing(report)[0]).toMatchObject({ demo: '50 rows when no limit is asked', live: '20 rows when no limit is asked' })
    expect(failing(report)[0]!.cases).toContain('no parameters')
  })

  it('links rewritten to https behind a TLS proxy: the links alone', async () => {
    const { api } = serveDemoApi({ dataset: demoDataset(few) }, async (_request, demo) =>
      rewritten(await demo(), (body) => ({
        ...body,
        ...(typeof body.next === 'string' && { next: body.next.replace('http:', 'https:') }),
        ...(typeof body.previous === 'string' && { previous: body.previous.replace('http:', 'https:') }),
      })),
    )
    const report = await runApiCheck({ api })
    expect(causesOf(report)).toEqual(['links'])
    expect(result(report, 'offset=25&limit=10').answered).toBe(
      'next uses https:, not http: (the scheme asked); previous uses https:, not http: (the scheme asked)',
    )
    expect(exitCode(failing(report))).toBe(1)
  })

  it('a stock Django’s Vary: one note, exit 0; --strict exit 1', async () => {
    const { api } = serveDemoApi({ dataset: demoDataset(few) }, async (_request, demo) => {
      const answer = await demo()
      if (!answer.headers.has('vary')) return answer
      const headers = new Headers(answer.headers)
      headers.set('Vary', 'Accept, Cookie, Origin')
      return new Response(answer.body, { status: answer.status, headers })
    })
    const report = await runApiCheck({ api })
    expect(causesOf(report)).toEqual(['vary'])
    expect(report.results.filter((each) => each.verdict === 'note').length).toBeGreaterThan(10)
    expect(differing(report)).toEqual([])
    expect(exitCode(failing(report))).toBe(0)
    expect(exitCode(failing(report, { strict: true }))).toBe(1)
  })

  it('a last_name parameter the server ignores: that field’s search, the rest of it unknown, nothing guessed', async () => {
    const { api } = serveDemoApi({
      dataset: demoDataset(few, { search: { last_name: { ...DEMO_SEARCH, match: 'ignored' }, first_name: DEMO_SEARCH } }),
    })
    const report = await runApiCheck({ api })
    expect(causesOf(report)).toEqual(['search:last_name'])
    expect(report.observed.search).toEqual({
      last_name: { match: 'ignored', caseSensitive: UNKNOWN, strip: UNKNOWN, yoAsYe: UNKNOWN },
      first_name: DEMO_SEARCH,
    })
    expect(result(report, 'last_name is a search the server applies').answered).toBe(
      `it finds all ${few.length}: the server ignores last_name`,
    )
    expect(result(report, 'last_name search ignores case')).toMatchObject({
      verdict: 'unknown',
      answered: 'cannot be told: the server ignores last_name',
    })
    expect(result(report, '% and _ are plain characters to the last_name search').verdict).toBe('unknown')
    expect(result(report, 'a first-name and a last-name search together narrow both ways').verdict).toBe('unknown')
  })

  it('an exact first-name search alone: that field, the last name as the demo', async () => {
    const { api } = serveDemoApi({
      dataset: demoDataset(few, { search: { last_name: DEMO_SEARCH, first_name: { ...DEMO_SEARCH, match: 'exact' } } }),
    })
    const report = await runApiCheck({ api })
    expect(causesOf(report)).toEqual(['search:first_name'])
    expect(report.observed.search).toEqual({ last_name: DEMO_SEARCH, first_name: { ...DEMO_SEARCH, match: 'exact' } })
    expect(result(report, 'first_name finds text inside a name').answered).toMatch(/only the whole name ".+" does: an exact search$/)
    expect(result(report, 'first_name search ignores case').verdict).toBe('same')
  })

  it('first_name alone case-sensitive: the last name stays as the demo’s', async () => {
    const { api } = serveDemoApi({
      dataset: demoDataset(few, { search: { last_name: DEMO_SEARCH, first_name: { ...DEMO_SEARCH, caseSensitive: true } } }),
    })
    const report = await runApiCheck({ api })
    expect(causesOf(report)).toEqual(['search:first_name'])
    expect(report.observed.search.last_name.caseSensitive).toBe(false)
    expect(report.observed.search.first_name.caseSensitive).toBe(true)
  })

  it('ё folded into е and terms not stripped, in another order', async () => {
    const reversed = [...few].sort(
      (a, b) =>
        compareCodePoints(a.last_name, b.last_name) || compareCodePoints(a.first_name, b.first_name) || compareCodePoints(a.uid, b.uid),
    )
    const { api } = serveDemoApi({ dataset: demoDataset(reversed, { search: { ...DEMO_SEARCH, yoAsYe: true, strip: false } }) })
    const report = await runApiCheck({ api })
    expect(result(report, 'the list is ordered by first name, last name, uid').answered).toMatch(
      /^ordered by last_name, first_name, uid instead \(".+" comes before ".+"\)$/,
    )
    expect(result(report, 'ё and е are two letters to the last_name search').answered).toBe('it does: ё and е are folded')
    expect(result(report, 'last_name search drops the spaces around a term').verdict).toBe('different')
    expect(report.observed.search).toEqual(searchForBoth({ ...DEMO_SEARCH, yoAsYe: true, strip: false }))
    expect(causesOf(report)).toEqual(expect.arrayContaining(['search:last_name', 'search:first_name', 'order']))
  })

  it('an extra field and a renamed one: the fields of a record, naming each, and the check goes on', async () => {
    const { api } = serveDemoApi({ dataset: demoDataset(few) }, async (_request, demo) =>
      rewritten(await demo(), (body) =>
        Array.isArray(body.results)
          ? {
              ...body,
              results: (body.results as Author[]).map(({ public_name, ...rest }) => ({ ...rest, display_name: public_name, email: null })),
            }
          : body,
      ),
    )
    const report = await runApiCheck({ api })
    expect(
      result(report, 'a record has uid, first_name, last_name, parent_name and public_name, typed as the app reads them'),
    ).toMatchObject({
      verdict: 'different',
      answered: 'public_name is missing and display_name stands in its place (renamed?); email is a field the app does not know',
    })
    expect(causesOf(report)).toEqual(['fields'])
    expect(report.results.length).toBeGreaterThan(60)
    // The document's own words for the same records are not said again.
    expect(failing(report)[0]!.live).not.toMatch(/OpenAPI: results/)
  })

  it('a count that drifts up between requests: rows', async () => {
    const { api } = serveDemoApi({ dataset: demoDataset(few) }, async (request, demo) =>
      new URL(request.url).searchParams.get('limit') === '1000'
        ? demo()
        : rewritten(await demo(), (body) => ({ ...body, count: Number(body.count) + 1 })),
    )
    const report = await runApiCheck({ api })
    expect(causesOf(report)).toContain('rows')
    expect(result(report, 'no parameters').answered).toContain(`count ${few.length + 1}, not ${few.length}`)
  })

  it('a first-name parameter of its own name, or none', async () => {
    const { api, requests } = serveDemoApi({ dataset: demoDataset(few) })
    const none = await runApiCheck({ api, firstNameParam: '' })
    expect(none.results.some((each) => each.title.startsWith('first_name'))).toBe(false)
    expect(none.observed.search.first_name).toEqual({ match: UNKNOWN, caseSensitive: UNKNOWN, strip: UNKNOWN, yoAsYe: UNKNOWN })
    expect(none.results.some((each) => each.title.startsWith('a first-name and a last-name'))).toBe(false)
    requests.length = 0
    const given = await runApiCheck({ api, firstNameParam: 'given' })
    // The demo does not know "given": it ignores it.
    expect(result(given, 'first_name is a search the server applies').answered).toBe(`it finds all ${few.length}: the server ignores given`)
    expect(requests.some((request) => new URL(request.url).searchParams.has('given'))).toBe(true)
    expect(requests.some((request) => new URL(request.url).searchParams.has('first_name') && !request.url.includes('limit=5'))).toBe(true)
  })
})

describe('what the probes cannot tell stays unknown', () => {
  it('names too short to cut a term from: the match unknown, and each later probe of that field says why', async () => {
    const { api } = serveDemoApi({ dataset: demoDataset(few.map((author) => ({ ...author, last_name: `Li${author.uid.slice(0, 1)}` }))) })
    const report = await runApiCheck({ api })
    expect(result(report, 'last_name finds text inside a name')).toMatchObject({
      verdict: 'unknown',
      answered: 'no last_name in the rows read is plain letters without ё or е, so there is nothing to cut a term from',
      findings: [],
    })
    expect(result(report, 'last_name search ignores case')).toMatchObject({
      verdict: 'unknown',
      answered: 'cannot be told: how last_name matches is unknown',
    })
    expect(report.observed.search.last_name.match).toBe(UNKNOWN)
    // Not told is not a difference.
    expect(causesOf(report)).not.toContain('search:last_name')
  })

  it('a term no name holds that finds some: a difference, and how it matches unknown', async () => {
    const { api } = serveDemoApi({ dataset: demoDataset(few) }, async (request, demo) => {
      const url = new URL(request.url)
      if (url.searchParams.get('first_name')?.startsWith('zqxj')) url.searchParams.set('first_name', few[0]!.first_name)
      else return demo()
      return fetch(url, { headers: request.headers })
    })
    const report = await runApiCheck({ api })
    const applied = result(report, 'first_name is a search the server applies')
    expect(applied).toMatchObject({
      verdict: 'different',
      answered: expect.stringMatching(new RegExp(`^it finds [1-9]\\d* of ${few.length}$`)),
    })
    expect(applied.findings).toEqual([
      { cause: 'search:first_name', text: applied.answered, expected: { count: 0 }, actual: { count: expect.any(Number) } },
    ])
    expect(report.observed.search.first_name.match).toBe(UNKNOWN)
    expect(result(report, 'first_name finds text inside a name').answered).toBe('cannot be told: how first_name matches is unknown')
  })

  it('a search answered with something other than a page: that probe’s difference, with the request and the answer', async () => {
    const { api } = serveDemoApi({ dataset: demoDataset(few) }, (request, demo) =>
      new URL(request.url).searchParams.get('last_name') === '%'
        ? new Response('<h1>Server Error</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } })
        : demo(),
    )
    const report = await runApiCheck({ api })
    const wildcard = result(report, '% and _ are plain characters to the last_name search')
    expect(wildcard).toMatchObject({
      verdict: 'different',
      assumes: 'a page of the list',
      answered: '?last_name=%25&limit=50 answered HTTP 500, text/html',
    })
    expect(wildcard.requests).toEqual([`${api}${AUTHORS_LIST_PATH}?last_name=%25&limit=50`])
    expect(wildcard.findings).toEqual([
      { cause: 'search:last_name', text: wildcard.answered, expected: 'a page of the list', actual: wildcard.answered },
    ])
  })
})

describe('api-check waits as told, and sends what it is given', () => {
  it('asks again after a 429’s Retry-After, and counts the repeat', async () => {
    let throttled = false
    const { api } = serveDemoApi({ dataset: demoDataset(few) }, (_request, demo) => {
      if (throttled) return demo()
      throttled = true
      return jsonAnswer({ detail: 'Request was throttled.' }, 429, { 'Retry-After': '7' })
    })
    const waits: number[] = []
    const told: Array<[number, string]> = []
    const report = await runApiCheck({ api, sleep: async (ms) => void waits.push(ms), onWait: (seconds, url) => told.push([seconds, url]) })
    expect(waits).toEqual([7000])
    expect(told).toEqual([[7, `${api}${AUTHORS_LIST_PATH}?limit=1000`]])
    expect(report.requests.repeatedAfter429).toBe(1)
    expect(differing(report)).toEqual([])
  })

  it('stops with a reason when asked to wait longer than --max-wait', async () => {
    const { api } = serveDemoApi({}, () => new Response(null, { status: 429, headers: { 'Retry-After': '3600' } }))
    await expect(runApiCheck({ api, maxWaitSeconds: 60, sleep: async () => {} })).rejects.toThrow(
      new BadInput(
        `${api}${AUTHORS_LIST_PATH}?limit=1000 answered HTTP 429 asking to wait 3600 s, more than --max-wait 60 s; try again later or raise --max-wait.`,
      ),
    )
  })

  it('sends each header it is given with every request, and states its own timeout', async () => {
    const { api, requests } = serveDemoApi({ dataset: demoDataset(many.slice(0, 30)) })
    let timeout = 0
    await runApiCheck({
      api,
      headers: [{ name: 'Authorization', value: 'Token s3cret' }],
      timeoutMs: 2500,
      onPlan: (plan) => (timeout = plan.timeoutMs),
    })
    expect(timeout).toBe(2500)
    expect(requests.length).toBeGreaterThan(50)
    expect(requests.every((request) => request.headers.get('authorization') === 'Token s3cret')).toBe(true)
  })
})

describe('api-check cannot check, and says why', () => {
  const refused = async (answer: () => Response) => {
    const { api } = serveDemoApi({}, answer)
    const error = await runApiCheck({ api }).then(
      () => undefined,
      (thrown: unknown) => thrown,
    )
    expect(error).toBeInstanceOf(BadInput)
    return (error as Error).message.replace(`${api}${AUTHORS_LIST_PATH}?limit=1000`, 'URL')
  }
  const html = (body: string, status = 200) => new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } })

  it('an answer that is not JSON, or JSON that is not the list', async () => {
    expect(await refused(() => new Response('OK: all systems go', { headers: { 'Content-Type': 'text/plain' } }))).toBe(
      'URL answered HTTP 200 with something that is not JSON: "OK: all systems go"',
    )
    expect(await refused(() => jsonAnswer({ status: 'ok' }))).toBe(
      'URL answered JSON, but not a page of the author list: "count" is missing',
    )
  })

  it('an HTML page: a login page named as one', async () => {
    expect(await refused(() => html('<form method="post"><input name="password"></form>'))).toBe(
      'URL answered HTTP 200 with an HTML page that looks like a login page, not the list\'s JSON: "<form method=\\"post\\"><input name=\\"password\\"></form>"',
    )
    expect(await refused(() => html('<h1>Welcome</h1>'))).toBe(
      'URL answered HTTP 200 with an HTML page, not the list\'s JSON: "<h1>Welcome</h1>"',
    )
    // HTML by its body, whatever its type says.
    expect(await refused(() => new Response('  <p>hi</p>', { headers: { 'Content-Type': 'application/json' } }))).toMatch(
      /^URL answered HTTP 200 with an HTML page, /,
    )
    // HTML by its type, whatever its body starts with.
    expect(await refused(() => html('Welcome, <b>guest</b>'))).toBe(
      'URL answered HTTP 200 with an HTML page, not the list\'s JSON: "Welcome, <b>guest</b>"',
    )
    for (const word of ['Log in', 'login', 'Sign in', 'signin', '<input type=x>'])
      expect(await refused(() => html(`<p>${word}</p>`))).toMatch(/that looks like a login page/)
  })

  it('a 401 or 403 wants credentials, with the scheme when it is given', async () => {
    expect(await refused(() => jsonAnswer({ detail: 'x' }, 401, { 'WWW-Authenticate': 'Bearer realm="api"' }))).toBe(
      'URL answered HTTP 401: it wants credentials (WWW-Authenticate: Bearer realm="api"). Send them with --header "Name: value" or --cookie (or API_CHECK_HEADER, API_CHECK_COOKIE); api-check never prints them.',
    )
    expect(await refused(() => jsonAnswer({ detail: 'x' }, 403))).toBe(
      'URL answered HTTP 403: it wants credentials. Send them with --header "Name: value" or --cookie (or API_CHECK_HEADER, API_CHECK_COOKIE); api-check never prints them.',
    )
  })

  it('a redirect: to another address (a login page?) or within this one', async () => {
    const redirect =
      (location?: string, status = 302) =>
      () =>
        new Response(null, { status, headers: location ? { Location: location } : {} })
    expect(await refused(redirect('https://sso.example.org/login'))).toBe(
      "URL redirects to https://sso.example.org/login, another address: a login page or a proxy in front of the API? Give --api the API's own address.",
    )
    expect(await refused(redirect('/v2/list/', 301))).toBe('URL redirects to /v2/list/: give --api the address it ends at.')
    expect(await refused(redirect(undefined, 307))).toBe('URL redirects to (no Location): give --api the address it ends at.')
    expect(await refused(redirect('http://[broken', 308))).toMatch(/^URL redirects to http:\/\/\[broken, another address/)
    expect(await refused(redirect('https://x.test/', 399))).toMatch(/^URL redirects to https:\/\/x\.test\/, another address/)
    expect(await refused(redirect('https://x.test/', 300))).toMatch(/^URL redirects to https:\/\/x\.test\/, another address/)
  })

  it('a 404 says where the list should be; any other status says itself and its body', async () => {
    expect(await refused(() => html('<h1>Not Found</h1>', 404))).toBe(
      `URL answered HTTP 404: no author list there. --api is the API's origin and any path prefix, before ${AUTHORS_LIST_PATH}.`,
    )
    expect(await refused(() => html('<h1>Server   Error</h1>', 500))).toBe('URL answered HTTP 500: "<h1>Server Error</h1>"')
    expect(await refused(() => new Response(null, { status: 503 }))).toBe('URL answered HTTP 503')
    expect(await refused(() => new Response(null, { status: 400 }))).toBe('URL answered HTTP 400')
    expect(await refused(() => new Response(null, { status: 299 }))).toBe('URL answered HTTP 299')
  })
})

describe('checkApiAddress: an http(s) origin and path prefix, nothing else, no password shown', () => {
  it('takes an origin or a prefix, without the slashes at its end', () => {
    expect(checkApiAddress('https://authors.example.org')).toBe('https://authors.example.org')
    expect(checkApiAddress('http://h.test:8000/prefix//')).toBe('http://h.test:8000/prefix')
  })

  it.each([
    ['authors.example.org', `--api wants the API's http(s) address, such as https://authors.example.org, not "authors.example.org"`],
    ['ftp://h.test', `--api wants the API's http(s) address, such as https://authors.example.org, not "ftp://h.test"`],
    [
      'https://bob:pa55@h.test',
      '--api may not carry a user name or password (https://***@h.test); send credentials with --header "Authorization: Basic …" or API_CHECK_HEADER instead',
    ],
    [
      'https://bob@h.test',
      '--api may not carry a user name or password (https://***@h.test); send credentials with --header "Authorization: Basic …" or API_CHECK_HEADER instead',
    ],
    [
      'https://:pw@h.test',
      '--api may not carry a user name or password (https://***@h.test); send credentials with --header "Authorization: Basic …" or API_CHECK_HEADER instead',
    ],
    ['https://h.test/?a=1', '--api is the API\'s origin (and any path prefix), without a query or fragment: "https://h.test/?a=1"'],
    ['https://h.test/#x', '--api is the API\'s origin (and any path prefix), without a query or fragment: "https://h.test/#x"'],
    ['https://h.test/?', '--api is the API\'s origin (and any path prefix), without a query or fragment: "https://h.test/?"'],
    ['https://h.test/#', '--api is the API\'s origin (and any path prefix), without a query or fragment: "https://h.test/#"'],
    [`https://h.test/p${AUTHORS_LIST_PATH}`, `--api is the address before ${AUTHORS_LIST_PATH}; leave that path out: https://h.test/p`],
    [
      `https://h.test${AUTHORS_LIST_PATH.slice(0, -1)}`,
      `--api is the address before ${AUTHORS_LIST_PATH}; leave that path out: https://h.test`,
    ],
  ])('refuses %s', (raw, message) => {
    expect(() => checkApiAddress(raw)).toThrow(new BadInput(message))
  })

  it('refuses before sending anything, naming itself BadInput', async () => {
    const { requests } = serveDemoApi()
    const error = await runApiCheck({ api: 'https://u:secret@h.test' }).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(BadInput)
    expect((error as Error).name).toBe('BadInput')
    expect((error as Error).message).not.toContain('secret')
    expect(requests).toEqual([])
  })
})

describe('api-check takes what it is given, and reads the cap only from pages cut short', () => {
  it('sends every request through the fetch it is given', async () => {
    const { api, requests } = serveDemoApi({ dataset: demoDataset(few) })
    let fetched = 0
    const report = await runApiCheck({ api, fetch: (...args) => ((fetched += 1), fetch(...args)) })
    expect(fetched).toBe(report.requests.sent)
    expect(requests).toHaveLength(fetched)
  })

  it('an error of its own is not called the API’s: it comes out as it is', async () => {
    const { api } = serveDemoApi({ dataset: demoDataset(few) })
    const error = await runApiCheck({
      api,
      onResult: () => {
        throw new TypeError('a fault in the caller')
      },
    }).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(TypeError)
    expect(error).not.toBeInstanceOf(BadInput)
  })

  it('states what it assumes of a record', async () => {
    const { api } = serveDemoApi({ dataset: demoDataset(few) })
    const report = await runApiCheck({ api })
    expect(report.results[0]!.assumes).toBe('uid, first_name, last_name and public_name text; parent_name text or null; no other field')
  })

  it('a cap above 1,000 that the wide pages never reach: no cap seen', async () => {
    const { api } = serveDemoApi({ dataset: demoDataset(many, { maxLimit: 5000 }) })
    const report = await runApiCheck({ api })
    expect(report.observed).toMatchObject({ count: 1100, maxLimit: null, defaultLimit: 50 })
  })
})
