// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { ApiCheckReport } from '../../../src/demo-api/api-check/check'
import { CAUSE_KEYS, CAUSES, type CauseKey, type Finding } from '../../../src/demo-api/api-check/causes'
import type { CheckResult } from '../../../src/demo-api/api-check/probes'
import {
  expectationLine,
  exitCode,
  groupCauses,
  junitReport,
  summaryLines,
  textReport,
  type CauseReport,
  type JsonReport,
} from '../../../src/demo-api/api-check/report'
import { DEMO_SEARCH } from '../../../src/demo-api/list-engine'
import { searchForBoth, UNKNOWN } from '../../../src/demo-api/recorded-dataset'

/**
 * The report a QA engineer reads and pastes: pure functions over crafted results, no server. Each
 * cause once with its cases, what the demo assumes, what the live API does and what it affects;
 * the summary first; what could not be told; what was seen; the exit code; JUnit for CI.
 */

const API = 'https://live.test'
const finding = (cause: CauseKey, text: string = `${cause} differs`, expected: unknown = 'e', actual: unknown = 'a'): Finding => ({
  cause,
  text,
  expected,
  actual,
})
function result(title: string, findings: Finding[], verdict?: CheckResult['verdict'], answered = `answered ${title}`): CheckResult {
  return {
    id: `wire:${title}`,
    title,
    assumes: `assumes ${title}`,
    answered,
    verdict: verdict ?? (findings.length > 0 ? 'different' : 'same'),
    findings,
    requests: [`${API}/api/authors/?${title}`],
  }
}
const observed: ApiCheckReport['observed'] = { count: 1200, maxLimit: 100, defaultLimit: 20, search: searchForBoth(DEMO_SEARCH) }
const none = { strict: false, accepted: new Set<CauseKey>() }

function report(results: CheckResult[], extra: Partial<ApiCheckReport> = {}): ApiCheckReport {
  return {
    api: API,
    checkedAt: '2026-01-01T00:00:00.000Z',
    plan: { expectations: results.length, maxRequests: 99, timeoutMs: 15_000 },
    requests: { sent: 42, repeatedAfter429: 0 },
    results,
    observed,
    ...extra,
  }
}

describe('groupCauses: each cause once, in words derived from the cause', () => {
  it('lists the cases a cause showed in once each, in the order they came', () => {
    const causes = groupCauses(
      {
        results: [
          result('b', [finding('status', 'HTTP 500, not 200'), finding('status', 'HTTP 500, not 200')]),
          result('a', [finding('status', 'HTTP 502, not 200')]),
        ],
        observed,
      },
      none,
    )
    expect(causes).toHaveLength(1)
    expect(causes[0]).toEqual({
      cause: 'status',
      title: CAUSES.status.title,
      note: false,
      accepted: false,
      fails: true,
      cases: ['b', 'a'],
      demo: 'e',
      live: 'HTTP 500, not 200 (and 1 more like it)',
      affects: CAUSES.status.affects,
    })
  })

  it('says what the demo assumes from the expected value: text as it is, anything else as JSON, cut to 100 characters', () => {
    const [text] = groupCauses({ results: [result('t', [finding('headers', 'no Vary', 'Accept')])], observed }, none)
    expect(text).toMatchObject({ demo: 'Accept', live: 'no Vary' })
    const [json] = groupCauses({ results: [result('j', [finding('rows', 'count 3, not 30', { count: 30 })])], observed }, none)
    expect(json!.demo).toBe('{"count":30}')
    const long = 'x'.repeat(300)
    const [cut] = groupCauses({ results: [result('c', [finding('order', long, long)])], observed }, none)
    expect(cut!.demo).toBe(`${'x'.repeat(100)}…`)
    expect(cut!.live).toBe(`${'x'.repeat(160)}…`)
  })

  it('orders differences before notes, each group in the order of the cause list', () => {
    const keys = [...CAUSE_KEYS].reverse()
    const causes = groupCauses({ results: keys.map((key) => result(key, [finding(key)])), observed }, none)
    const notes = CAUSE_KEYS.filter((key) => 'note' in CAUSES[key])
    expect(causes.map((cause) => cause.cause)).toEqual([...CAUSE_KEYS.filter((key) => !notes.includes(key)), ...notes])
    expect(notes).toEqual(['vary'])
  })

  it('names a cap or a page size the deployment did not show as not seen', () => {
    const causes = groupCauses(
      {
        results: [result('m', [finding('max-limit')]), result('d', [finding('default-page-size')])],
        observed: { ...observed, maxLimit: null, defaultLimit: null },
      },
      none,
    )
    expect(causes.map((cause) => [cause.demo, cause.live])).toEqual([
      ['max_limit 1000', 'max_limit not seen'],
      ['50 rows when no limit is asked', 'not seen rows when no limit is asked'],
    ])
  })

  it('says the last-name search as observed, with the first finding that showed it', () => {
    const [last] = groupCauses(
      {
        results: [result('s', [finding('search:last_name', 'Smi found nothing'), finding('search:last_name', 'other')])],
        observed: {
          ...observed,
          search: { first_name: { ...DEMO_SEARCH }, last_name: { ...DEMO_SEARCH, match: 'prefix', strip: UNKNOWN } },
        },
      },
      none,
    )
    expect(last).toMatchObject({
      demo: 'substring, any case, stripped, ё and е apart',
      live: 'prefix, any case, stripping unknown, ё and е apart (Smi found nothing)',
    })
  })

  it('fails on a difference, not on a note; --strict fails on a note; --accept passes either', () => {
    const results = [result('a', [finding('rows'), finding('vary')])]
    const verdicts = (strict: boolean, accepted: CauseKey[]) =>
      groupCauses({ results, observed }, { strict, accepted: new Set(accepted) }).map((c) => [c.cause, c.fails, c.accepted])
    expect(verdicts(false, [])).toEqual([
      ['rows', true, false],
      ['vary', false, false],
    ])
    expect(verdicts(true, [])).toEqual([
      ['rows', true, false],
      ['vary', true, false],
    ])
    expect(verdicts(true, ['vary', 'rows'])).toEqual([
      ['rows', false, true],
      ['vary', false, true],
    ])
    expect(exitCode(groupCauses({ results, observed }, { strict: true, accepted: new Set(['rows', 'vary']) }))).toBe(0)
    expect(exitCode([])).toBe(0)
  })
})

describe('summaryLines: at most ten lines to paste into a bug report', () => {
  it('says exit 0 and how many notes and accepted causes when nothing would change', () => {
    const results = [result('a', [finding('vary')], 'note'), result('b', [finding('rows')]), result('c', [], 'unknown'), result('d', [])]
    const causes = groupCauses({ results, observed }, { strict: false, accepted: new Set(['rows']) })
    expect(summaryLines(API, causes, exitCode(causes), results)).toEqual([
      `api-check ${API}: exit 0, nothing the app shows or the mock serves would change`,
      '4 expectations, 2 causes (1 notes, 1 accepted), 1 could not be told',
      '  ✓ rows: accepted: demo e; live rows differs',
      '  • vary: note: demo e; live vary differs',
    ])
  })

  it('says one cause in the singular, and cuts what the demo and the live API do to a line', () => {
    const results = [result('a', [finding('order', 'o'.repeat(100), 'd'.repeat(100))])]
    const causes = groupCauses({ results, observed }, none)
    expect(summaryLines(API, causes, exitCode(causes), results)).toEqual([
      `api-check ${API}: exit 1, 1 cause of difference`,
      '1 expectations, 1 cause (0 notes, 0 accepted), 0 could not be told',
      `  ✗ order: demo ${'d'.repeat(40)}…; live ${'o'.repeat(60)}…`,
    ])
  })

  it('counts only failing causes in the head line', () => {
    const results = [result('a', [finding('rows'), finding('links'), finding('vary')])]
    const causes = groupCauses({ results, observed }, { strict: false, accepted: new Set(['links']) })
    expect(summaryLines(API, causes, exitCode(causes), results)[0]).toBe(`api-check ${API}: exit 1, 1 cause of difference`)
  })

  it('keeps eight cause lines whole, and folds a ninth into "more causes below"', () => {
    const eight = CAUSE_KEYS.slice(0, 8).map((key) => result(key, [finding(key)]))
    const causes = groupCauses({ results: eight, observed }, none)
    const lines = summaryLines(API, causes, exitCode(causes), eight)
    expect(lines).toHaveLength(10)
    expect(lines.slice(2).map((line) => line.split(': ')[0])).toEqual(CAUSE_KEYS.slice(0, 8).map((key) => `  ✗ ${key}`))
    const nine = CAUSE_KEYS.slice(0, 9).map((key) => result(key, [finding(key)]))
    const more = summaryLines(API, groupCauses({ results: nine, observed }, none), 1, nine)
    expect(more).toHaveLength(10)
    expect(more[8]).toMatch(/^ {2}✗ search:both:/)
    expect(more[9]).toBe('  … and 2 more causes below')
  })
})

describe('textReport: the summary, each cause once, what could not be told, what was seen', () => {
  it('writes each cause as five lines: mark, demo, live, cases, affects', () => {
    const results = [
      result('limit=1000 (max_limit)', [finding('max-limit', '100 rows, not 1000')]),
      result('limit=5000 is capped at 1000', [finding('max-limit', '100 rows, not 1000')]),
      result('no parameters', [finding('vary', 'Vary "Accept, Cookie" also names cookie')], 'note'),
      result('format=api', [finding('headers', 'no Allow')]),
    ]
    const causes = groupCauses({ results, observed }, { strict: false, accepted: new Set(['headers']) })
    const text = textReport(report(results), causes, exitCode(causes))
    const lines = text.split('\n')
    expect(text.endsWith('.\n')).toBe(true)
    expect(lines.slice(0, 5)).toEqual([
      `api-check ${API}: exit 1, 1 cause of difference`,
      '4 expectations, 3 causes (1 notes, 1 accepted), 0 could not be told',
      '  ✗ max-limit: demo max_limit 1000; live max_limit 100',
      '  ✓ headers: accepted: demo e; live no Allow',
      '  • vary: note: demo e; live Vary "Accept, Cookie" also names cookie',
    ])
    expect(lines[5]).toBe('')
    expect(lines.slice(6, 21)).toEqual([
      `✗ max-limit — ${CAUSES['max-limit'].title}`,
      '    demo assumes: max_limit 1000',
      '    live:         max_limit 100',
      '    seen in:      limit=1000 (max_limit); limit=5000 is capped at 1000 (2)',
      `    affects:      ${CAUSES['max-limit'].affects}`,
      `✓ accepted headers — ${CAUSES.headers.title}`,
      '    demo assumes: e',
      '    live:         no Allow',
      '    seen in:      format=api (1)',
      `    affects:      ${CAUSES.headers.affects}`,
      `• note vary — ${CAUSES.vary.title}`,
      '    demo assumes: e',
      '    live:         Vary "Accept, Cookie" also names cookie',
      '    seen in:      no parameters (1)',
      `    affects:      ${CAUSES.vary.affects}`,
    ])
    // Each cause said once: its title line appears a single time.
    expect(lines.filter((line) => line.includes(CAUSES['max-limit'].title))).toHaveLength(1)
    expect(lines.at(-2)).toBe(
      'Seen: 1200 authors; max_limit 100; default page 20; last_name: substring, any case, stripped, ё and е apart; ' +
        'first_name: substring, any case, stripped, ё and е apart. 42 requests.',
    )
  })

  it('cuts a long list of cases to a line, and still counts them all', () => {
    const results = Array.from({ length: 30 }, (_, i) => result(`case number ${i} of the cap`, [finding('max-limit')]))
    const causes = groupCauses({ results, observed }, none)
    const seen = textReport(report(results), causes, 1)
      .split('\n')
      .find((line) => line.startsWith('    seen in:'))
    expect(seen).toMatch(/^ {4}seen in: {6}case number 0 of the cap; case number 1 of the cap; .*… \(30\)$/)
    expect(seen!.length).toBeLessThan(260)
  })

  it('lists up to eight expectations that could not be told, then how many more', () => {
    const unknown = Array.from({ length: 10 }, (_, i) => result(`probe ${i}`, [], 'unknown', `no term ${i}\n  found`))
    const text = textReport(report(unknown), [], 0)
    const lines = text.split('\n')
    const start = lines.indexOf('Could not be told (10), not failing:')
    expect(start).toBeGreaterThan(-1)
    expect(lines.slice(start + 1, start + 10)).toEqual([
      ...Array.from({ length: 8 }, (_, i) => `  ? probe ${i}: no term ${i} found`),
      '  … and 2 more (--verbose lists each expectation)',
    ])
    const eight = textReport(report(unknown.slice(0, 8)), [], 0)
    expect(eight).toContain('Could not be told (8), not failing:')
    expect(eight).not.toContain('more (--verbose')
    expect(textReport(report([result('a', [])]), [], 0)).not.toContain('Could not be told')
  })

  it('says a cap not reached with the rows read, a default page not seen, and the repeats after a 429', () => {
    const text = textReport(
      report([], {
        observed: { count: 40, maxLimit: null, defaultLimit: null, search: searchForBoth({ ...DEMO_SEARCH, match: 'ignored' }) },
        requests: { sent: 7, repeatedAfter429: 3 },
      }),
      [],
      0,
    )
    expect(text.split('\n').at(-2)).toBe(
      'Seen: 40 authors; max_limit not reached (≥ 40); default page not seen; last_name: the parameter is ignored; ' +
        'first_name: the parameter is ignored. 7 requests, 3 repeated after a 429.',
    )
    const big = textReport(report([], { observed: { ...observed, count: 5000, maxLimit: null } }), [], 0)
    expect(big).toContain('max_limit not reached (≥ 1000);')
  })
})

describe('expectationLine: one line per expectation for --verbose', () => {
  it('writes the verdict, the causes and both sides', () => {
    expect(expectationLine(result('same one', []))).toBe('  same       same one: answered same one')
    expect(expectationLine(result('d', [finding('rows'), finding('rows'), finding('links')]))).toBe(
      '  DIFFERENT  d [rows, links]: demo assumes assumes d; live: answered d',
    )
    expect(expectationLine(result('n', [finding('vary')], 'note'))).toBe('  note       n [vary]: demo assumes assumes n; live: answered n')
    expect(expectationLine({ ...result('u', [], 'unknown'), assumes: '' })).toBe('  unknown    u: live: answered u')
  })
})

describe('junitReport: one testcase per expectation, for CI', () => {
  const json = (results: CheckResult[], causes: CauseReport[], extra: Partial<JsonReport> = {}): JsonReport => ({
    exitCode: exitCode(causes),
    api: API,
    checkedAt: '2026-01-01T00:00:00.000Z',
    options: { strict: false, accepted: [], firstNameParam: 'first_name', headers: [] },
    causes,
    results,
    ...extra,
  })

  it('fails the testcases of failing causes, with the causes, the answer and every request', () => {
    const results = [result('limit=1000', [finding('max-limit', '100 rows')], 'different', '100 rows, not 1000'), result('ok', [])]
    const xml = junitReport(json(results, groupCauses({ results, observed }, none)))
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<testsuites name="api-check" tests="2" failures="1" skipped="0">',
        `  <testsuite name="api-check ${API}" tests="2" failures="1" skipped="0" errors="0" timestamp="2026-01-01T00:00:00.000Z">`,
        '    <testcase classname="api-check.wire" name="limit=1000"><failure message="max-limit: 100 rows, not 1000" type="max-limit">' +
          `demo assumes: assumes limit=1000\nlive: 100 rows, not 1000\nrequest: ${API}/api/authors/?limit=1000</failure></testcase>`,
        `    <testcase classname="api-check.wire" name="ok"><system-out>demo assumes: assumes ok\nlive: answered ok\nrequest: ${API}/api/authors/?ok</system-out></testcase>`,
        '  </testsuite>',
        '</testsuites>',
        '',
      ].join('\n'),
    )
  })

  it('passes a note or an accepted cause, saying so; skips what could not be told', () => {
    const results = [
      { ...result('n', [finding('vary')], 'note'), id: 'search:n' },
      result('acc', [finding('rows')]),
      result('u', [], 'unknown', 'no term'),
    ]
    const xml = junitReport(json(results, groupCauses({ results, observed }, { strict: false, accepted: new Set(['rows']) })))
    expect(xml).toContain('tests="3" failures="0" skipped="1"')
    expect(xml).toContain('<testcase classname="api-check.search" name="n"><system-out>')
    expect(xml).toContain('\n(vary: note or accepted)</system-out>')
    expect(xml).toContain('\n(rows: note or accepted)</system-out>')
    expect(xml).toContain('<testcase classname="api-check.wire" name="u"><skipped message="no term"/></testcase>')
  })

  it('escapes what XML cannot hold as it is, and replaces what it cannot hold at all', () => {
    const results = [result(`a'b"<c>&\u0000\u000b\ufffe`, [finding('rows', 'x')], 'different', `<&'">`)]
    const xml = junitReport(json(results, groupCauses({ results, observed }, none), { api: 'http://h/<x>', checkedAt: '"t"' }))
    expect(xml).toContain('name="a&apos;b&quot;&lt;c&gt;&amp;\ufffd\ufffd\ufffd"')
    expect(xml).toContain('message="rows: &lt;&amp;&apos;&quot;&gt;"')
    expect(xml).toContain('<testsuite name="api-check http://h/&lt;x&gt;"')
    expect(xml).toContain('timestamp="&quot;t&quot;"')
    // Tab, line feed and carriage return are XML; the other C0 controls are not.
    expect(junitReport(json([result('t\tl\nr\r', [])], []))).toContain('name="t\tl\nr\r"')
  })

  it('names every cause of a testcase: in a failure’s message, and in a passing one’s note', () => {
    const failing = [result('two', [finding('rows'), finding('links')], 'different', 'short')]
    expect(junitReport(json(failing, groupCauses({ results: failing, observed }, none)))).toContain(
      '<failure message="rows, links: short" type="rows links">',
    )
    const passing = [result('two', [finding('vary'), finding('rows')], 'different')]
    const accepted = groupCauses({ results: passing, observed }, { strict: false, accepted: new Set(['rows']) })
    expect(junitReport(json(passing, accepted))).toContain('\n(vary, rows: note or accepted)</system-out>')
  })

  it('on exit 2 after the check (a recording that failed) keeps the check’s testcases, without a "cannot check" one', () => {
    const results = [result('ok', [])]
    const xml = junitReport(json(results, [], { exitCode: 2, reason: 'the recording failed: gone' }))
    expect(xml).not.toContain('the API can be checked')
    expect(xml).toContain('tests="1" failures="0" skipped="0"')
  })

  it('on exit 2 is one failing testcase with the reason, and says "cannot check" when there is none', () => {
    const failed = junitReport(json([], [], { exitCode: 2, reason: '401 <login>' }))
    expect(failed).toContain(
      '    <testcase classname="api-check" name="the API can be checked"><failure message="401 &lt;login&gt;" type="cannot-check">401 &lt;login&gt;</failure></testcase>',
    )
    expect(failed).toContain('tests="1" failures="1" skipped="0"')
    const bare = junitReport(json([], [], { exitCode: 2 }))
    expect(bare).toContain('<failure message="cannot check" type="cannot-check"></failure>')
    expect(junitReport(json([], []))).toContain('tests="0" failures="0"')
  })
})
