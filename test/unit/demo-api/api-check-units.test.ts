// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { AUTHORS_LIST_PATH, type Author } from '../../../src/shared/api/contract'
import { CAUSES, isCauseKey, isNote, type Finding } from '../../../src/demo-api/api-check/causes'
import { checkFields, readRows } from '../../../src/demo-api/api-check/fields'
import type { LiveAnswer } from '../../../src/demo-api/api-check/live-client'
import type { CheckResult } from '../../../src/demo-api/api-check/probes'
import { exitCode, groupCauses, junitReport, summaryLines, type JsonReport } from '../../../src/demo-api/api-check/report'
import { hideUserInfo, parseHeader, Secrets } from '../../../src/demo-api/api-check/secrets'
import { compareAnswer, expectedAnswer, type Expected, type KnownList } from '../../../src/demo-api/api-check/wire'
import { DEMO_SEARCH } from '../../../src/demo-api/list-engine'
import { searchForBoth } from '../../../src/demo-api/recorded-dataset'

const BASE = 'http://live.test'
const author = (uid: string): Author => ({
  uid,
  first_name: `F${uid}`,
  last_name: `L${uid}`,
  parent_name: null,
  public_name: `L${uid} F${uid}`,
})
const known: KnownList = { count: 30, rows: Array.from({ length: 30 }, (_, i) => author(String(i).padStart(3, '0'))) }

function live(url: string, status: number, headers: Record<string, string>, body: unknown): LiveAnswer {
  return { url, status, headers: new Headers(headers), body: typeof body === 'string' ? body : JSON.stringify(body) }
}

const page = (rows: Author[], next: string | null, previous: string | null = null) => ({
  count: 30,
  next,
  previous,
  results: rows,
})
const JSON_HEADERS = { 'Content-Type': 'application/json', Vary: 'Accept', Allow: 'GET, HEAD, OPTIONS' }

describe('compareAnswer: every part compared, by meaning', () => {
  const url = `${BASE}${AUTHORS_LIST_PATH}?limit=10`
  // Made before each test, not while the tests are collected: an error here fails the tests
  // rather than leaving none to run (which a mutation run would count as a survivor).
  let expected: Expected
  beforeEach(() => {
    expected = expectedAnswer({ name: 'ten', query: 'limit=10' }, url, known)
  })
  const next = `${BASE}${AUTHORS_LIST_PATH}?limit=10&offset=10`

  it('finds nothing in the same answer, whatever the order of Allow or the spaces in Content-Type', () => {
    const same = live(
      url,
      200,
      { 'Content-Type': 'application/json', Vary: 'accept', Allow: 'OPTIONS, GET, HEAD' },
      page(known.rows.slice(0, 10) as Author[], next),
    )
    expect(compareAnswer(expected, same)).toEqual([])
  })

  it('a header difference does not stop the comparison of status, rows and links', () => {
    const answer = live(
      url,
      200,
      { ...JSON_HEADERS, 'Content-Type': 'text/plain' },
      page(known.rows.slice(0, 5) as Author[], next.replace('http:', 'https:')),
    )
    const findings = compareAnswer(expected, answer)
    expect(findings.map((finding) => [finding.cause, finding.text])).toEqual([
      ['headers', 'Content-Type "text/plain", not "application/json"'],
      ['rows', '5 rows, not 10'],
      ['links', 'next uses https:, not http: (the scheme asked)'],
    ])
    expect(findings[1]).toMatchObject({ expected: 10, actual: 5 })
  })

  it('Vary must name Accept; what else it names is a note', () => {
    const rows = known.rows.slice(0, 10) as Author[]
    const extra = compareAnswer(expected, live(url, 200, { ...JSON_HEADERS, Vary: 'Accept, Cookie, Origin' }, page(rows, next)))
    expect(extra).toEqual([
      {
        cause: 'vary',
        text: 'Vary "Accept, Cookie, Origin" also names cookie, origin',
        expected: { Vary: 'Accept' },
        actual: { Vary: 'Accept, Cookie, Origin' },
      },
    ])
    expect(isNote('vary')).toBe(true)
    const missing = compareAnswer(expected, live(url, 200, { ...JSON_HEADERS, Vary: 'Cookie' }, page(rows, next)))
    expect(missing.map((finding) => finding.cause)).toEqual(['headers', 'vary'])
    expect(compareAnswer(expected, live(url, 200, { ...JSON_HEADERS, Vary: '*' }, page(rows, next))).map((f) => f.cause)).toEqual(['vary'])
    const none = compareAnswer(
      expected,
      live(url, 200, { 'Content-Type': 'application/json', Allow: 'GET, HEAD, OPTIONS' }, page(rows, next)),
    )
    expect(none.map((finding) => finding.text)).toEqual(['no Vary, not "Accept"'])
  })

  it('another status is a status difference; the body of another status is not compared', () => {
    const findings = compareAnswer(expected, live(url, 500, JSON_HEADERS, '{"detail":"boom"}'))
    expect(findings).toEqual([{ cause: 'status', text: 'HTTP 500, not 200', expected: 200, actual: 500 }])
  })

  it('an error body of its own, and a host, path or parameters of a link, each named', () => {
    const nulUrl = `${BASE}${AUTHORS_LIST_PATH}?last_name=%00`
    const nul = expectedAnswer({ name: 'nul', query: 'last_name=%00' }, nulUrl, known)
    const body = compareAnswer(nul, live(nulUrl, 400, JSON_HEADERS, { detail: 'bad' }))
    expect(body.map((finding) => finding.cause)).toEqual(['error-body'])
    expect(body[0]!.actual).toEqual({ detail: 'bad' })

    const elsewhere = `http://other.test/prefix/list/?limit=10&offset=10&extra=1`
    const links = compareAnswer(expected, live(url, 200, JSON_HEADERS, page(known.rows.slice(0, 10) as Author[], elsewhere)))
    expect(links.map((finding) => finding.text)).toEqual([
      'next names other.test, not live.test (the host asked)',
      `next names the path /prefix/list/, not ${AUTHORS_LIST_PATH}`,
      'next carries ?extra=1&limit=10&offset=10, not ?limit=10&offset=10',
    ])
    expect(compareAnswer(expected, live(url, 200, JSON_HEADERS, page(known.rows.slice(0, 10) as Author[], 'nowhere')))[0]!.text).toBe(
      'next "nowhere" is not an absolute address',
    )
    expect(compareAnswer(expected, live(url, 200, JSON_HEADERS, page(known.rows.slice(0, 10) as Author[], null)))[0]!.text).toBe(
      `next is null, not ${next}`,
    )
  })

  it('a row in another place, a count of its own, a body that is not JSON', () => {
    const swapped = [...known.rows.slice(0, 10)] as Author[]
    ;[swapped[0], swapped[1]] = [swapped[1]!, swapped[0]!]
    expect(compareAnswer(expected, live(url, 200, JSON_HEADERS, page(swapped, next)))[0]!.text).toBe(
      'row 1 is uid 001, not 000 as at that place before',
    )
    expect(
      compareAnswer(expected, live(url, 200, JSON_HEADERS, { ...page(known.rows.slice(0, 10) as Author[], next), count: 31 }))[0],
    ).toMatchObject({
      cause: 'rows',
      expected: 30,
      actual: 31,
    })
    expect(compareAnswer(expected, live(url, 200, JSON_HEADERS, '<html>'))[0]).toMatchObject({
      cause: 'body',
      text: 'a body that is not JSON (<html>)',
    })
  })
})

describe('checkFields: a record’s fields, each difference naming the field', () => {
  const row = { uid: 'u', first_name: 'A', last_name: 'B', parent_name: null, public_name: 'B A' }

  it('finds nothing in the five fields, typed as the app reads them', () => {
    expect(checkFields([row, { ...row, parent_name: 'C' }])).toEqual([])
  })

  it.each([
    [[{ ...row, email: null }], 'email is a field the app does not know'],
    [
      [{ uid: 'u', first_name: 'A', last_name: 'B', parent_name: null, display_name: 'B A' }],
      'public_name is missing and display_name stands in its place (renamed?)',
    ],
    [[row, { uid: 'v', first_name: 'A', last_name: 'B', public_name: 'B A' }], 'parent_name is missing from 1 of 2 records'],
    [[{ ...row, uid: 17 }], 'uid is a number (17), not text'],
    [[{ ...row, first_name: null }], 'first_name is null (null), not text'],
    [[{ ...row, parent_name: ['x'] }], 'parent_name is a list (["x"]), not text or null'],
    [[{ ...row, last_name: { a: 1 } }], 'last_name is an object ({"a":1}), not text'],
  ])('%j: %s', (rows, text) => {
    const findings = checkFields(rows)
    expect(findings.map((finding) => finding.text)).toEqual([text])
    expect(findings[0]!.cause).toBe('fields')
  })

  it('gives each difference its field as data', () => {
    const { public_name: _gone, ...withoutPublic } = row
    void _gone
    expect(
      checkFields([
        { ...withoutPublic, display_name: 'B A', email: null },
        { ...withoutPublic, display_name: 'C', email: 'e' },
      ]),
    ).toEqual([
      {
        cause: 'fields',
        text: 'public_name is missing and display_name stands in its place (renamed?)',
        expected: { field: 'public_name' },
        actual: { field: 'display_name' },
      },
      { cause: 'fields', text: 'email is a field the app does not know', expected: { field: null }, actual: { field: 'email' } },
    ])
    expect(checkFields([row, { ...withoutPublic, nick: 'x' }])).toEqual([
      {
        cause: 'fields',
        text: 'public_name is missing from 1 of 2 records',
        expected: { field: 'public_name' },
        actual: { field: null, records: 1 },
      },
      { cause: 'fields', text: 'nick is a field the app does not know', expected: { field: null }, actual: { field: 'nick' } },
    ])
    expect(checkFields([{ ...row, public_name: null }])).toEqual([
      {
        cause: 'fields',
        text: 'public_name is null (null), not text',
        expected: { field: 'public_name', type: 'text' },
        actual: { field: 'public_name', type: 'null', value: null },
      },
    ])
  })

  it('pairs two renamed fields with two stand-ins, one each', () => {
    const { first_name: _f, last_name: _l, ...rest } = row
    void _f
    void _l
    expect(checkFields([{ ...rest, given: 'A', family: 'B' }]).map((finding) => finding.text)).toEqual([
      'first_name is missing and given stands in its place (renamed?)',
      'last_name is missing and family stands in its place (renamed?)',
    ])
  })

  it('calls it a rename only when the field is gone from every record and the other is in every record', () => {
    const { public_name: _gone, ...withoutPublic } = row
    void _gone
    // The new field is in one record only: a missing field and an unknown one, not a rename.
    expect(checkFields([{ ...withoutPublic, nick: 'x' }, withoutPublic]).map((finding) => finding.text)).toEqual([
      'public_name is missing from 2 of 2 records',
      'nick is a field the app does not know',
    ])
    // The field is missing from some records only: not a rename, though the other is in all.
    expect(
      checkFields([
        { ...row, nick: 'x' },
        { ...withoutPublic, nick: 'y' },
      ]).map((finding) => finding.text),
    ).toEqual(['public_name is missing from 1 of 2 records', 'nick is a field the app does not know'])
  })

  it('reads the rows of a page, or says why it is not one', () => {
    expect(readRows({ count: 1, results: [row] })).toEqual([row])
    expect(readRows([])).toBe('it is not a JSON object')
    expect(readRows(5)).toBe('it is not a JSON object')
    expect(readRows({ count: 0, results: [] })).toEqual([])
    expect(readRows({ count: '3', results: [] })).toBe('"count" is not a whole number')
    expect(readRows({ count: 1, results: [null] })).toBe('results[0] is not an object')
    expect(readRows(null)).toBe('it is not a JSON object')
    expect(readRows({ results: [] })).toBe('"count" is missing')
    expect(readRows({ count: -1, results: [] })).toBe('"count" is not a whole number')
    expect(readRows({ count: 1.5, results: [] })).toBe('"count" is not a whole number')
    expect(readRows({ count: 1, results: {} })).toBe('"results" is not a list')
    expect(readRows({ count: 1, results: [row, 'x'] })).toBe('results[1] is not an object')
    expect(readRows({ count: 1, results: [[1]] })).toBe('results[0] is not an object')
  })
})

describe('secrets', () => {
  it('reads "Name: value" and refuses what is not one, without showing the value', () => {
    expect(parseHeader('Authorization:  Token abc ')).toEqual({ name: 'Authorization', value: 'Token abc' })
    expect(() => parseHeader('Token abc')).toThrow('--header wants "Name: value"')
    expect(() => parseHeader(': abc')).toThrow('--header wants "Name: value"')
    expect(() => parseHeader('Bearer')).toThrow('--header wants "Name: value"')
    expect(() => parseHeader('a b: v')).toThrow('--header wants "Name: value"')
    expect(parseHeader(' X-Key : v:w')).toEqual({ name: 'X-Key', value: 'v:w' })
    expect(() => parseHeader('X-Key:   ', 'API_CHECK_HEADER')).toThrow('API_CHECK_HEADER X-Key has no value')
    expect(() => parseHeader('X-Key: a\nb')).toThrow('--header X-Key: its value holds a line break or NUL')
  })

  it('hides user:password@ in any address, and each secret wherever it stands', () => {
    expect(hideUserInfo('see https://bob:pa55@host.test/x and ftp://u@h')).toBe('see https://***@host.test/x and ftp://***@h')
    expect(hideUserInfo('no address here: a@b')).toBe('no address here: a@b')
    const secrets = new Secrets(['Token abcd', 'abcd', ''])
    expect(secrets.hide('sent Token abcd, abcd again; http://u:p@h/')).toBe('sent ***, *** again; http://***@h/')
    expect(new Secrets(['abcd', 'abcdefgh']).hide('abcdefgh and abcd')).toBe('*** and ***')
  })
})

function result(title: string, findings: Finding[], verdict: CheckResult['verdict'] = findings.length ? 'different' : 'same'): CheckResult {
  return { id: `wire:${title}`, title, assumes: 'a', answered: 'b', verdict, findings, requests: [`${BASE}/x?${title}`] }
}
const finding = (cause: Finding['cause'], text: string = cause): Finding => ({ cause, text, expected: 1, actual: 2 })
const observed = { count: 30, maxLimit: 100, defaultLimit: 20, search: searchForBoth(DEMO_SEARCH) }

describe('the report: one line per cause, exit codes', () => {
  const results = [
    result('a', [finding('max-limit', 'x rows'), finding('vary')]),
    result('b', [finding('max-limit', 'y rows')]),
    result('c', [finding('vary')], 'note'),
    result('d', []),
  ]

  it('groups by cause, differences first, each with its cases and its own words', () => {
    const causes = groupCauses({ results, observed }, { strict: false, accepted: new Set() })
    expect(causes.map((cause) => [cause.cause, cause.cases, cause.note, cause.fails])).toEqual([
      ['max-limit', ['a', 'b'], false, true],
      ['vary', ['a', 'c'], true, false],
    ])
    expect(causes[0]).toMatchObject({ demo: 'max_limit 1000', live: 'max_limit 100', affects: CAUSES['max-limit'].affects })
    expect(exitCode(causes)).toBe(1)
  })

  it('--accept makes a difference pass; --strict makes a note fail', () => {
    const accepted = groupCauses({ results, observed }, { strict: false, accepted: new Set(['max-limit']) })
    expect(accepted.map((cause) => [cause.cause, cause.accepted, cause.fails])).toEqual([
      ['max-limit', true, false],
      ['vary', false, false],
    ])
    expect(exitCode(accepted)).toBe(0)
    const strict = groupCauses({ results: [results[2]!, results[3]!], observed }, { strict: true, accepted: new Set() })
    expect(exitCode(strict)).toBe(1)
    expect(exitCode(groupCauses({ results: [results[2]!], observed }, { strict: false, accepted: new Set() }))).toBe(0)
  })

  it('says the default page size and each field’s search from what was observed', () => {
    const causes = groupCauses(
      {
        results: [result('p', [finding('default-page-size')]), result('q', [finding('search:first_name', 'found 0')])],
        observed: { ...observed, search: { ...observed.search, first_name: { ...DEMO_SEARCH, match: 'exact' } } },
      },
      { strict: false, accepted: new Set() },
    )
    expect(causes.map((cause) => [cause.demo, cause.live])).toEqual([
      ['50 rows when no limit is asked', '20 rows when no limit is asked'],
      ['substring, any case, stripped, ё and е apart', 'exact, any case, stripped, ё and е apart (found 0)'],
    ])
  })

  it('keeps the summary to ten lines however many causes', () => {
    const many = (
      [
        'max-limit',
        'default-page-size',
        'links',
        'rows',
        'search:last_name',
        'search:first_name',
        'search:both',
        'order',
        'status',
        'error-body',
        'fields',
        'headers',
      ] as const
    ).map((cause) => result(cause, [finding(cause)]))
    const causes = groupCauses({ results: many, observed }, { strict: false, accepted: new Set() })
    const lines = summaryLines(BASE, causes, exitCode(causes), many)
    expect(lines).toHaveLength(10)
    expect(lines[0]).toBe(`api-check ${BASE}: exit 1, 12 causes of difference`)
    expect(lines[9]).toBe('  … and 5 more causes below')
  })

  it('writes JUnit with one testcase per expectation, failures for failing causes, the reason on exit 2', () => {
    const causes = groupCauses({ results, observed }, { strict: false, accepted: new Set() })
    const json: JsonReport = {
      exitCode: 1,
      api: BASE,
      checkedAt: '2026-01-01T00:00:00Z',
      options: { strict: false, accepted: [], firstNameParam: 'first_name', headers: [] },
      causes,
      results: [...results, result('e <&"\u0001>', [], 'unknown')],
    }
    const xml = junitReport(json)
    expect(xml.match(/<testcase /g)).toHaveLength(5)
    expect(xml).toContain('tests="5" failures="2" skipped="1"')
    expect(xml).toContain('name="e &lt;&amp;&quot;\ufffd&gt;"')
    expect(xml).toContain('type="max-limit vary"')
    const failed = junitReport({ ...json, exitCode: 2, reason: 'HTTP 401 <x>', causes: [], results: [] })
    expect(failed).toContain('<failure message="HTTP 401 &lt;x&gt;" type="cannot-check">')
    expect(failed).toContain('tests="1" failures="1"')
  })

  it('knows its cause keys', () => {
    expect(isCauseKey('max-limit')).toBe(true)
    expect(isCauseKey('toString')).toBe(false)
    expect(isNote('headers')).toBe(false)
  })
})
