// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { LiveClient, LiveFailure } from '../../../src/demo-api/api-check/live-client'
import {
  NONSENSE_TERM,
  observedSearch,
  runProbe,
  searchProbes,
  type CheckResult,
  type ProbeSession,
} from '../../../src/demo-api/api-check/probes'
import { DEMO_SEARCH, respondToList, type FieldSearch, type SearchSemantics } from '../../../src/demo-api/list-engine'
import { UNKNOWN, type RecordedFieldSearch } from '../../../src/demo-api/recorded-dataset'
import { AUTHORS_LIST_PATH, type Author } from '../../../src/shared/api/contract'

// Each probe of api-check's search and order, on its own, against a deployment faked in-process
// (a `fetch` answering from the demo's list engine with the search semantics a test sets, or a
// test's own crafted page): what a QA engineer reads of each field's search, and the requests it
// takes to learn it.
const API = 'http://probes.test'
const LIST = `${API}${AUTHORS_LIST_PATH}`

const person = (uid: string, first_name: string, last_name: string, parent_name: string | null = null): Author => ({
  uid,
  first_name,
  last_name,
  parent_name,
  public_name: `${last_name} ${first_name}`,
})

// In the demo's order (first name, last name, uid, by code point). Kozlov/Boris is the first row
// both samples are cut from; Kozlovsky/Borislav is found by the same terms; Семёнова/Алёна holds ё.
const AUTHORS: readonly Author[] = [
  person('a2', 'Boris', 'Kozlov'),
  person('a3', 'Borislav', 'Kozlovsky'),
  person('a1', 'Nikolai', 'Orlov'),
  person('a4', 'Алёна', 'Семёнова'),
  person('a5', 'Пётр', 'Петров'),
]

interface Deployment {
  search?: SearchSemantics | FieldSearch
  /** The first-name parameter this deployment knows (the demo's engine is asked with first_name). */
  firstNameParam?: string
  /** A crafted answer for a request, or undefined for the list engine's. */
  front?: (url: URL) => unknown
}

interface Served {
  client: LiveClient
  asked: URL[]
}

/** Every request is sent (no cache), so the count sent is the count a probe needs. */
function serve(authors: readonly Author[], deployment: Deployment = {}, maxRequests = 100): Served {
  const asked: URL[] = []
  const param = deployment.firstNameParam ?? 'first_name'
  const fake: typeof fetch = async (input, init) => {
    const url = new URL(String(input))
    asked.push(url)
    const crafted = deployment.front?.(url)
    if (crafted instanceof Response) return crafted
    if (crafted !== undefined) return page(crafted)
    const mapped = new URL(url.pathname, url.origin)
    for (const [key, value] of url.searchParams) {
      if (key === param) mapped.searchParams.append('first_name', value)
      else if (key !== 'first_name') mapped.searchParams.append(key, value)
    }
    const headers = new Headers(init?.headers)
    const answer = respondToList({ method: init?.method ?? 'GET', url: mapped.href, accept: headers.get('accept') }, authors, {
      search: deployment.search ?? DEMO_SEARCH,
    })
    return new Response(answer.body, { status: answer.status, headers: answer.headers })
  }
  return { client: new LiveClient({ api: API, timeoutMs: 5000, maxRequests, maxWaitSeconds: 0, cache: false, fetch: fake }), asked }
}

const page = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })

function sessionOf(
  client: LiveClient,
  rows: readonly Author[],
  options: { firstNameParam?: string; pool?: readonly Author[]; count?: number; search?: ProbeSession['search'] } = {},
): ProbeSession {
  return {
    client,
    firstNameParam: options.firstNameParam ?? 'first_name',
    known: { count: options.count ?? rows.length, rows },
    pool: options.pool ?? rows,
    search: options.search ?? { last_name: {}, first_name: {} },
    urls: [],
  }
}

const probeOf = (id: string, firstNameParam = 'first_name') => {
  const probe = searchProbes(firstNameParam).find((each) => each.id === id)
  if (!probe) throw new Error(`no probe ${id}`)
  return probe
}

/** The query of each request asked, decoded, without the list's path. */
const queries = (asked: readonly URL[]) => asked.map((url) => decodeURIComponent(url.search.slice(1)))

async function runAll(served: Served, session: ProbeSession): Promise<CheckResult[]> {
  const results: CheckResult[] = []
  for (const probe of searchProbes(session.firstNameParam)) {
    const before = served.client.sent
    const result = await runProbe(probe, session)
    // The bound the command states is the sum of these: no probe may send more than it says.
    expect(served.client.sent - before, probe.id).toBeLessThanOrEqual(probe.requests)
    results.push(result)
  }
  return results
}

const known = (match: SearchSemantics['match'], caseSensitive: boolean, strip: boolean, yoAsYe: boolean): SearchSemantics => ({
  match,
  caseSensitive,
  strip,
  yoAsYe,
})
const SEMANTICS: SearchSemantics[] = (['substring', 'prefix', 'exact'] as const).flatMap((match) =>
  [false, true].flatMap((caseSensitive) =>
    [false, true].flatMap((strip) => [false, true].map((yoAsYe) => known(match, caseSensitive, strip, yoAsYe))),
  ),
)
const IGNORED: RecordedFieldSearch = { match: 'ignored', caseSensitive: UNKNOWN, strip: UNKNOWN, yoAsYe: UNKNOWN }

describe('searchProbes: each field’s probes, then wildcards, both names and the order', () => {
  it('lists the first-name probes and the two-name probe only when there is a first-name parameter', () => {
    const each = (field: string) => ['applied', 'match', 'case', 'strip', 'yo'].map((what) => `search-${field}-${what}`)
    expect(searchProbes('first_name').map((probe) => probe.id)).toEqual([
      ...each('last_name'),
      ...each('first_name'),
      'search-wildcards',
      'search-both-names',
      'order',
    ])
    expect(searchProbes('').map((probe) => probe.id)).toEqual([...each('last_name'), 'search-wildcards', 'order'])
  })

  it('states the most requests each probe sends, and the cause each difference goes to', () => {
    expect(searchProbes('given').map((probe) => [probe.id, probe.requests, probe.cause])).toEqual([
      ['search-last_name-applied', 1, 'search:last_name'],
      ['search-last_name-match', 3, 'search:last_name'],
      ['search-last_name-case', 3, 'search:last_name'],
      ['search-last_name-strip', 2, 'search:last_name'],
      ['search-last_name-yo', 3, 'search:last_name'],
      ['search-first_name-applied', 1, 'search:first_name'],
      ['search-first_name-match', 3, 'search:first_name'],
      ['search-first_name-case', 3, 'search:first_name'],
      ['search-first_name-strip', 2, 'search:first_name'],
      ['search-first_name-yo', 3, 'search:first_name'],
      ['search-wildcards', 2, 'search:last_name'],
      ['search-both-names', 1, 'search:both'],
      ['order', 0, 'order'],
    ])
    expect(searchProbes('first_name').map((probe) => probe.title)).toEqual([
      'last_name is a search the server applies',
      'last_name finds text inside a name',
      'last_name search ignores case',
      'last_name search drops the spaces around a term',
      'ё and е are two letters to the last_name search',
      'first_name is a search the server applies',
      'first_name finds text inside a name',
      'first_name search ignores case',
      'first_name search drops the spaces around a term',
      'ё and е are two letters to the first_name search',
      '% and _ are plain characters to the last_name search',
      'a first-name and a last-name search together narrow both ways',
      'the list is ordered by first name, last name, uid',
    ])
  })
})

describe('every probe in order: each field’s search as observed, within each probe’s stated requests', () => {
  it('finds the demo’s own search the same on every probe', async () => {
    const served = serve(AUTHORS)
    const session = sessionOf(served.client, AUTHORS)
    const results = await runAll(served, session)
    expect(results.map((result) => [result.id, result.verdict])).toEqual(searchProbes('first_name').map((probe) => [probe.id, 'same']))
    expect(results.every((result) => result.findings.length === 0)).toBe(true)
    expect(observedSearch(session.search)).toEqual({ last_name: DEMO_SEARCH, first_name: DEMO_SEARCH })
  })

  // Each of the 24 known semantics on last_name, the mirror one on first_name: a field's verdict is
  // its own, never the other's.
  it.each(SEMANTICS.map((semantics, index) => [index, semantics, SEMANTICS[SEMANTICS.length - 1 - index]!] as const))(
    'semantics %i: last_name %o, first_name %o',
    async (_, last_name, first_name) => {
      const served = serve(AUTHORS, { search: { last_name, first_name }, firstNameParam: 'given' })
      const session = sessionOf(served.client, AUTHORS, { firstNameParam: 'given' })
      const results = await runAll(served, session)
      expect(observedSearch(session.search)).toEqual({ last_name, first_name })
      const verdict = (id: string) => results.find((result) => result.id === id)?.verdict
      for (const [field, semantics] of [
        ['last_name', last_name],
        ['first_name', first_name],
      ] as const) {
        expect(verdict(`search-${field}-match`)).toBe(semantics.match === 'substring' ? 'same' : 'different')
        expect(verdict(`search-${field}-case`)).toBe(semantics.caseSensitive ? 'different' : 'same')
        expect(verdict(`search-${field}-strip`)).toBe(semantics.strip ? 'same' : 'different')
        expect(verdict(`search-${field}-yo`)).toBe(semantics.yoAsYe ? 'different' : 'same')
      }
      // The first-name search goes out under the deployment's own parameter.
      expect(served.asked.some((url) => url.searchParams.has('first_name'))).toBe(false)
      expect(served.asked.some((url) => url.searchParams.has('given'))).toBe(true)
    },
  )

  it('calls a field the server ignores "ignored", and everything else about it unknown', async () => {
    const served = serve(AUTHORS, { search: { last_name: known('ignored', false, true, false), first_name: DEMO_SEARCH } })
    const session = sessionOf(served.client, AUTHORS)
    const results = await runAll(served, session)
    expect(observedSearch(session.search)).toEqual({ last_name: IGNORED, first_name: DEMO_SEARCH })
    const byId = (id: string) => results.find((result) => result.id === id)!
    for (const id of [
      'search-last_name-match',
      'search-last_name-case',
      'search-last_name-strip',
      'search-last_name-yo',
      'search-wildcards',
    ]) {
      expect(byId(id)).toMatchObject({
        verdict: 'unknown',
        assumes: '',
        answered: 'cannot be told: the server ignores last_name',
        requests: [],
      })
    }
    expect(byId('search-both-names')).toMatchObject({ verdict: 'unknown', answered: 'cannot be told: the server ignores last_name' })
    expect(byId('search-first_name-match').verdict).toBe('same')
  })

  it('without a first-name parameter, probes the last name alone and never narrows by a first name', async () => {
    const served = serve(AUTHORS)
    const session = sessionOf(served.client, AUTHORS, { firstNameParam: '' })
    await runAll(served, session)
    expect(observedSearch(session.search)).toEqual({
      last_name: DEMO_SEARCH,
      first_name: { match: UNKNOWN, caseSensitive: UNKNOWN, strip: UNKNOWN, yoAsYe: UNKNOWN },
    })
    expect(served.asked.every((url) => [...url.searchParams.keys()].every((key) => key === 'last_name' || key === 'limit'))).toBe(true)
  })
})

describe('the applied probe: a term no name holds', () => {
  it('asks for one row with the nonsense term and finds no one: the same', async () => {
    const served = serve(AUTHORS, { firstNameParam: 'given' })
    const result = await runProbe(
      probeOf('search-first_name-applied', 'given'),
      sessionOf(served.client, AUTHORS, { firstNameParam: 'given' }),
    )
    expect(result).toEqual({
      id: 'search-first_name-applied',
      title: 'first_name is a search the server applies',
      assumes: `given="${NONSENSE_TERM}", a term no name holds, finds no one`,
      answered: 'it finds no one',
      verdict: 'same',
      findings: [],
      requests: [`${LIST}?given=${encodeURIComponent(NONSENSE_TERM)}&limit=1`],
    })
  })

  it('finding everyone is an ignored parameter', async () => {
    const served = serve(AUTHORS, { search: known('ignored', false, true, false) })
    const session = sessionOf(served.client, AUTHORS)
    const result = await runProbe(probeOf('search-last_name-applied'), session)
    expect(result).toMatchObject({
      answered: 'it finds all 5: the server ignores last_name',
      verdict: 'different',
      findings: [
        {
          cause: 'search:last_name',
          text: 'it finds all 5: the server ignores last_name',
          expected: { match: 'substring' },
          actual: { match: 'ignored' },
        },
      ],
    })
    expect(session.search.last_name).toEqual(IGNORED)
    expect(session.search.first_name).toEqual({})
  })

  it('finding more than the count read is still everyone; finding some is a match nobody can name', async () => {
    const more = serve(AUTHORS, { front: () => ({ count: 9, results: [AUTHORS[0]] }) })
    const ignoring = sessionOf(more.client, AUTHORS)
    await runProbe(probeOf('search-last_name-applied'), ignoring)
    expect(ignoring.search.last_name.match).toBe('ignored')

    const some = serve(AUTHORS, { front: () => ({ count: 4, results: [AUTHORS[0]] }) })
    const session = sessionOf(some.client, AUTHORS)
    const result = await runProbe(probeOf('search-last_name-applied'), session)
    expect(result).toMatchObject({
      answered: 'it finds 4 of 5',
      verdict: 'different',
      findings: [{ expected: { count: 0 }, actual: { count: 4 } }],
    })
    expect(session.search.last_name).toEqual({ match: UNKNOWN })
    // Every later probe of that field says so, and asks nothing.
    for (const id of ['search-last_name-match', 'search-last_name-case', 'search-last_name-strip', 'search-last_name-yo']) {
      expect(await runProbe(probeOf(id), session)).toMatchObject({
        verdict: 'unknown',
        assumes: '',
        answered: 'cannot be told: how last_name matches is unknown',
        requests: [],
      })
    }
    expect(some.asked).toHaveLength(1)
  })
})

describe('the match probe: inside a name, at its start, or the whole name', () => {
  it('cuts its term from the first name of plain letters (five or more, no ё or е) whose tail is not its start', async () => {
    const pool = [
      person('x1', 'Anna', 'Li'),
      person('x2', 'Anna', 'Smith Jr'),
      person('x3', 'Anna', 'Ковалев'),
      person('x4', 'Anna', 'Ёлкинов'),
      person('x5', 'Anna', '李小龍龍龍'),
      person('x6', 'Anna', 'AAAAAA'),
      person('x7', 'Anna', "O'Brien"),
      person('x8', 'Anna', 'Kozl0v'),
      ...AUTHORS,
    ]
    const served = serve(pool)
    const session = sessionOf(served.client, AUTHORS, { pool })
    const result = await runProbe(probeOf('search-last_name-match'), session)
    expect(result).toMatchObject({
      assumes: 'last_name="ozlov" finds "Kozlov" (uid a2), and every row it finds has "ozlov" in its last_name',
      answered: 'found it among 2',
      verdict: 'same',
      requests: [`${LIST}?last_name=ozlov&first_name=Boris&limit=1000`],
    })
    expect(session.search.last_name).toEqual({ match: 'substring' })
  })

  it('narrows by the other name only when it is a usable term', async () => {
    const unusable = ['', ' Boris', 'Boris ', 'Bo\0ris']
    for (const first of unusable) {
      const rows = [person('u1', first, 'Kozlov')]
      const served = serve(rows, { front: () => ({ count: 1, results: rows }) })
      await runProbe(probeOf('search-last_name-match'), sessionOf(served.client, rows))
      expect(queries(served.asked), JSON.stringify(first)).toEqual(['last_name=ozlov&limit=1000'])
    }
    const rows = [person('u1', 'Boris', 'Kozlov')]
    const served = serve(rows)
    await runProbe(probeOf('search-first_name-match', 'given'), sessionOf(served.client, rows, { firstNameParam: 'given' }))
    expect(queries(served.asked)).toEqual(['given=oris&last_name=Kozlov&limit=1000'])
    const alone = serve(rows)
    await runProbe(probeOf('search-last_name-match', ''), sessionOf(alone.client, rows, { firstNameParam: '' }))
    expect(queries(alone.asked)).toEqual(['last_name=ozlov&limit=1000'])
  })

  it('with no name to cut a term from, cannot tell and asks nothing', async () => {
    const rows = [person('n1', 'Пётр', 'Li'), person('n2', 'Алёна', 'Семёнова')]
    const served = serve(rows)
    const session = sessionOf(served.client, rows)
    const result = await runProbe(probeOf('search-last_name-match'), session)
    expect(result).toEqual({
      id: 'search-last_name-match',
      title: 'last_name finds text inside a name',
      assumes: '',
      answered: 'no last_name in the rows read is plain letters without ё or е, so there is nothing to cut a term from',
      verdict: 'unknown',
      findings: [],
      requests: [],
    })
    expect(session.search.last_name.match).toBe(UNKNOWN)
    expect(served.asked).toHaveLength(0)
  })

  it('a row found that does not hold the term makes the match unknown', async () => {
    const served = serve(AUTHORS, { front: () => ({ count: 2, results: [AUTHORS[0], AUTHORS[2]] }) })
    const session = sessionOf(served.client, AUTHORS)
    const result = await runProbe(probeOf('search-last_name-match'), session)
    expect(result).toMatchObject({
      answered: 'found "Orlov", which does not contain it',
      verdict: 'different',
      findings: [{ expected: 'ozlov', actual: 'Orlov' }],
    })
    expect(session.search.last_name.match).toBe(UNKNOWN)
  })

  it('a row whose name is not text is a stray, shown as it came', async () => {
    const served = serve(AUTHORS, { front: () => ({ count: 2, results: [AUTHORS[0], { ...AUTHORS[1], last_name: null }] }) })
    const session = sessionOf(served.client, AUTHORS)
    expect(await runProbe(probeOf('search-last_name-match'), session)).toMatchObject({
      answered: 'found "null", which does not contain it',
      verdict: 'different',
      findings: [{ expected: 'ozlov', actual: null }],
    })
  })

  it('holding the term in another case is no stray', async () => {
    const served = serve(AUTHORS, { front: () => ({ count: 2, results: [person('c1', 'Boris', 'KOZLOV'), AUTHORS[0]] }) })
    const session = sessionOf(served.client, AUTHORS)
    expect((await runProbe(probeOf('search-last_name-match'), session)).verdict).toBe('same')
  })

  it('not on a page cut short: unknown, without asking the start or the whole name', async () => {
    const served = serve(AUTHORS, { front: () => ({ count: 2000, results: [AUTHORS[1]] }) })
    const session = sessionOf(served.client, AUTHORS)
    const result = await runProbe(probeOf('search-last_name-match'), session)
    expect(result).toMatchObject({ answered: 'not on the first 1 of 2000 found', verdict: 'unknown', findings: [] })
    expect(session.search.last_name.match).toBe(UNKNOWN)
    expect(served.asked).toHaveLength(1)
  })

  it('found by the name’s start: a prefix search', async () => {
    const served = serve(AUTHORS, { search: known('prefix', false, true, false) })
    const session = sessionOf(served.client, AUTHORS)
    const result = await runProbe(probeOf('search-last_name-match'), session)
    expect(result).toMatchObject({
      answered: 'found 0 without it; last_name="Kozlo", the name\'s start, finds it: a prefix search',
      verdict: 'different',
      findings: [{ expected: { match: 'substring' }, actual: { match: 'prefix' } }],
    })
    expect(queries(served.asked)).toEqual(['last_name=ozlov&first_name=Boris&limit=1000', 'last_name=Kozlo&first_name=Boris&limit=1000'])
  })

  it('found by the whole name only: an exact search', async () => {
    const served = serve(AUTHORS, { search: known('exact', false, true, false) })
    const session = sessionOf(served.client, AUTHORS)
    const result = await runProbe(probeOf('search-last_name-match'), session)
    expect(result).toMatchObject({
      answered: 'neither "ozlov" nor its start "Kozlo" finds it; only the whole name "Kozlov" does: an exact search',
      findings: [{ expected: { match: 'substring' }, actual: { match: 'exact' } }],
    })
    expect(queries(served.asked).at(-1)).toBe('last_name=Kozlov&first_name=Boris&limit=1000')
    expect(session.search.last_name.match).toBe('exact')
  })

  it('found by none of the three: different, and how it matches unknown', async () => {
    const served = serve(AUTHORS, { front: () => ({ count: 0, results: [] }) })
    const session = sessionOf(served.client, AUTHORS)
    const result = await runProbe(probeOf('search-last_name-match'), session)
    expect(result).toMatchObject({
      answered: 'found 0 without it, and neither its start "Kozlo" nor the whole name finds it',
      verdict: 'different',
      findings: [{ expected: { match: 'substring' }, actual: { match: UNKNOWN } }],
    })
    expect(session.search.last_name.match).toBe(UNKNOWN)
    expect(served.asked).toHaveLength(3)
  })
})

describe('the case probe', () => {
  const matched = (match: SearchSemantics['match']): ProbeSession['search'] => ({ last_name: { match }, first_name: {} })

  it.each([
    ['substring', 'ozlov', ['ozlov', 'OZLOV', 'ozlov']],
    ['prefix', 'Kozlo', ['Kozlo', 'KOZLO', 'kozlo']],
    ['exact', 'Kozlov', ['Kozlov', 'KOZLOV', 'kozlov']],
  ] as const)('on a %s search, asks with the working term %s, then upper and lower case', async (match, term, asked) => {
    const served = serve(AUTHORS, { search: known(match, false, true, false) })
    const session = sessionOf(served.client, AUTHORS, { search: matched(match) })
    const result = await runProbe(probeOf('search-last_name-case'), session)
    expect(result.assumes).toBe(`"${asked[1]}" and "${asked[2]}" find what "${term}" finds`)
    expect(result).toMatchObject({ verdict: 'same', answered: `each finds the same ${match === 'exact' ? 1 : 2}` })
    expect(queries(served.asked).map((query) => new URLSearchParams(query).get('last_name'))).toEqual(asked)
    expect(session.search.last_name.caseSensitive).toBe(false)
  })

  it('a variant that finds another number of rows, even with the author, is a case-sensitive search', async () => {
    const served = serve(AUTHORS, {
      front: (url) =>
        url.searchParams.get('last_name') === 'OZLOV' ? { count: 3, results: [AUTHORS[0], AUTHORS[1], AUTHORS[2]] } : undefined,
    })
    const session = sessionOf(served.client, AUTHORS, { search: matched('substring') })
    const result = await runProbe(probeOf('search-last_name-case'), session)
    expect(result).toMatchObject({
      answered: '"ozlov" finds 2, "OZLOV" finds 3: a case-sensitive search',
      verdict: 'different',
      findings: [{ expected: { caseSensitive: false }, actual: { caseSensitive: true } }],
    })
    expect(session.search.last_name.caseSensitive).toBe(true)
  })

  it('a variant that finds as many rows but not the author is case-sensitive too', async () => {
    const served = serve(AUTHORS, {
      front: (url) =>
        url.searchParams.get('last_name') === 'ozlov' && served.asked.length > 1
          ? { count: 2, results: [AUTHORS[1], AUTHORS[1]] }
          : undefined,
    })
    const session = sessionOf(served.client, AUTHORS, { search: matched('substring') })
    const result = await runProbe(probeOf('search-last_name-case'), session)
    expect(result.answered).toBe('"ozlov" finds 2, "ozlov" finds 2: a case-sensitive search')
  })

  it('a term that does not find its own author tells nothing', async () => {
    const served = serve(AUTHORS, { front: () => ({ count: 0, results: [] }) })
    const session = sessionOf(served.client, AUTHORS, { search: matched('substring') })
    const result = await runProbe(probeOf('search-last_name-case'), session)
    expect(result).toMatchObject({ verdict: 'unknown', answered: '"ozlov" does not find "Kozlov" to begin with', findings: [] })
    expect(session.search.last_name.caseSensitive).toBeUndefined()
    expect(served.asked).toHaveLength(1)
  })

  it('before the match is known, cannot tell and asks nothing', async () => {
    const served = serve(AUTHORS)
    for (const id of ['search-last_name-case', 'search-last_name-strip', 'search-last_name-yo', 'search-wildcards']) {
      expect(await runProbe(probeOf(id), sessionOf(served.client, AUTHORS))).toMatchObject({
        verdict: 'unknown',
        assumes: '',
        answered: 'cannot be told: how last_name matches is unknown',
      })
    }
    expect(served.asked).toHaveLength(0)
  })

  it('names every variant that finds otherwise', async () => {
    const served = serve(AUTHORS, { search: known('prefix', true, true, false) })
    const session = sessionOf(served.client, AUTHORS, { search: matched('prefix') })
    expect((await runProbe(probeOf('search-last_name-case'), session)).answered).toBe(
      '"Kozlo" finds 2, "KOZLO" finds 0, "kozlo" finds 0: a case-sensitive search',
    )
  })

  it('with no name to cut from, cannot tell', async () => {
    const rows = [person('n1', 'Пётр', 'Li')]
    const served = serve(rows)
    const result = await runProbe(probeOf('search-last_name-case'), sessionOf(served.client, rows, { search: matched('substring') }))
    expect(result).toMatchObject({ verdict: 'unknown', assumes: '' })
    expect(served.asked).toHaveLength(0)
  })
})

describe('the strip probe', () => {
  const matched: ProbeSession['search'] = { last_name: { match: 'substring' }, first_name: {} }

  it('asks with two spaces before the term and one after', async () => {
    const served = serve(AUTHORS)
    const session = sessionOf(served.client, AUTHORS, { search: structuredClone(matched) })
    const result = await runProbe(probeOf('search-last_name-strip'), session)
    expect(result).toMatchObject({ assumes: '"  ozlov " finds what "ozlov" finds', answered: 'both find 2', verdict: 'same' })
    expect(queries(served.asked)).toEqual(['last_name=ozlov&first_name=Boris&limit=1000', 'last_name=  ozlov &first_name=Boris&limit=1000'])
    expect(session.search.last_name.strip).toBe(true)
  })

  it('finding the author among another number of rows is not stripping', async () => {
    const served = serve(AUTHORS, {
      front: (url) => (url.searchParams.get('last_name')?.startsWith(' ') ? { count: 3, results: [AUTHORS[0]] } : undefined),
    })
    const session = sessionOf(served.client, AUTHORS, { search: structuredClone(matched) })
    const result = await runProbe(probeOf('search-last_name-strip'), session)
    expect(result).toMatchObject({
      answered: '"ozlov" finds 2, "  ozlov " finds 3',
      verdict: 'different',
      findings: [{ expected: { strip: true }, actual: { strip: false } }],
    })
    expect(session.search.last_name.strip).toBe(false)
  })

  it('as many rows without the author is not stripping either', async () => {
    const served = serve(AUTHORS, {
      front: (url) => (url.searchParams.get('last_name')?.startsWith(' ') ? { count: 2, results: [AUTHORS[1]] } : undefined),
    })
    const session = sessionOf(served.client, AUTHORS, { search: structuredClone(matched) })
    expect((await runProbe(probeOf('search-last_name-strip'), session)).verdict).toBe('different')
  })

  it('a term that does not find its own author, or no name to cut from, tells nothing', async () => {
    const served = serve(AUTHORS, { front: () => ({ count: 0, results: [] }) })
    const session = sessionOf(served.client, AUTHORS, { search: structuredClone(matched) })
    expect(await runProbe(probeOf('search-last_name-strip'), session)).toMatchObject({
      verdict: 'unknown',
      answered: '"ozlov" does not find "Kozlov" to begin with',
    })
    expect(session.search.last_name.strip).toBeUndefined()
    const rows = [person('n1', 'Пётр', 'Li')]
    const none = serve(rows)
    expect(
      await runProbe(probeOf('search-last_name-strip'), sessionOf(none.client, rows, { search: structuredClone(matched) })),
    ).toMatchObject({
      verdict: 'unknown',
      answered: 'no last_name in the rows read is plain letters without ё or е, so there is nothing to cut a term from',
    })
    expect(none.asked).toHaveLength(0)
  })
})

describe('the ё probe', () => {
  const matched = (match: SearchSemantics['match'] = 'substring'): ProbeSession['search'] => ({ last_name: { match }, first_name: {} })

  it('takes a name with ё before an earlier one with е', async () => {
    const rows = [AUTHORS[4]!, AUTHORS[3]!]
    const served = serve(rows)
    const result = await runProbe(probeOf('search-last_name-yo'), sessionOf(served.client, rows, { search: matched() }))
    expect(result.assumes).toBe('last_name="Семенова" does not find "Семёнова" (uid a4)')
  })

  it('reads the rows the search answered as they came: a name that is not text is passed over', async () => {
    const rows = [person('y1', 'Tom', 'Kozlov')]
    const found = [
      { uid: 'z1', first_name: null, last_name: null },
      { uid: 'z2', first_name: 7, last_name: 'Ершов' },
    ]
    const served = serve(rows, {
      front: (url) => {
        const term = url.searchParams.get('last_name')
        return term === 'е' ? { count: 2, results: found } : term === 'Ершов' ? { count: 1, results: [found[1]] } : undefined
      },
    })
    const result = await runProbe(probeOf('search-last_name-yo'), sessionOf(served.client, rows, { search: matched() }))
    expect(result.assumes).toBe('last_name="Ёршов" does not find "Ершов" (uid z2)')
    // Its first name is no text to narrow by.
    expect(queries(served.asked).slice(1)).toEqual(['last_name=Ершов&limit=1000', 'last_name=Ёршов&limit=1000'])
  })

  it('prefers a name with ё, and asks for it with е', async () => {
    const served = serve(AUTHORS)
    const session = sessionOf(served.client, AUTHORS, { search: matched() })
    const result = await runProbe(probeOf('search-last_name-yo'), session)
    expect(result).toMatchObject({
      assumes: 'last_name="Семенова" does not find "Семёнова" (uid a4)',
      answered: 'it finds 0, not that author',
      verdict: 'same',
    })
    expect(queries(served.asked)).toEqual([
      'last_name=Семёнова&first_name=Алёна&limit=1000',
      'last_name=Семенова&first_name=Алёна&limit=1000',
    ])
    expect(session.search.last_name.yoAsYe).toBe(false)
  })

  it.each([
    ['Петров', 'Пётров'],
    ['Ефремов', 'Ёфремов'],
    ['Пелевин', 'Пёлевин'],
    ['Ёлкин-Пётрова', 'Елкин-Петрова'],
  ])('asks for %s as %s (ё for the first е, or every ё as е)', async (name, swapped) => {
    const rows = [person('y1', 'Tom', name)]
    const served = serve(rows, { search: known('substring', false, true, true) })
    const session = sessionOf(served.client, rows, { search: matched() })
    const result = await runProbe(probeOf('search-last_name-yo'), session)
    expect(new URLSearchParams(queries(served.asked)[1]).get('last_name')).toBe(swapped)
    expect(result).toMatchObject({
      answered: 'it does: ё and е are folded',
      verdict: 'different',
      findings: [{ expected: { yoAsYe: false }, actual: { yoAsYe: true } }],
    })
    expect(session.search.last_name.yoAsYe).toBe(true)
  })

  it('takes a whole name of three or more characters, with no spaces around it and no NUL', async () => {
    const rows = [
      person('y1', 'Tom', 'Ёж'),
      person('y2', 'Tom', ' Ёлкин'),
      person('y3', 'Tom', 'Ёлкин '),
      person('y4', 'Tom', 'Ёл\0кин'),
      person('y5', 'Tom', 'Kozlov'),
      person('y6', 'Tom', 'Лес'),
    ]
    const served = serve(rows)
    const result = await runProbe(probeOf('search-last_name-yo'), sessionOf(served.client, rows, { search: matched() }))
    expect(result.assumes).toBe('last_name="Лёс" does not find "Лес" (uid y6)')
  })

  it.each([
    ['substring', 'е'],
    ['prefix', 'Е'],
  ] as const)('with none in the rows read, a %s search is asked for names holding %s', async (match, letter) => {
    const rows = [person('y1', 'Tom', 'Kozlov')]
    const found = [person('y2', 'Tom', 'Fedorov'), person('y3', 'Tom', 'Ершов')]
    const served = serve(rows, {
      front: (url) => (url.searchParams.get('last_name') === letter ? { count: 2, results: found } : undefined),
    })
    const result = await runProbe(probeOf('search-last_name-yo'), sessionOf(served.client, rows, { search: matched(match) }))
    expect(queries(served.asked)[0]).toBe(`last_name=${letter}&limit=50`)
    expect(result.assumes).toBe('last_name="Ёршов" does not find "Ершов" (uid y3)')
  })

  it('with none in the rows read on an exact search, cannot tell and asks nothing', async () => {
    const rows = [person('y1', 'Tom', 'Kozlov')]
    const served = serve(rows)
    const result = await runProbe(probeOf('search-last_name-yo'), sessionOf(served.client, rows, { search: matched('exact') }))
    expect(result).toMatchObject({
      verdict: 'unknown',
      assumes: '',
      answered: 'no last_name in the rows read holds ё or е, so this cannot be told',
    })
    expect(served.asked).toHaveLength(0)
  })

  it('a name that does not find itself, or a page cut short, tells nothing', async () => {
    const none = serve(AUTHORS, { front: () => ({ count: 0, results: [] }) })
    const session = sessionOf(none.client, AUTHORS, { search: matched() })
    expect(await runProbe(probeOf('search-last_name-yo'), session)).toMatchObject({
      verdict: 'unknown',
      answered: '"Семёнова" does not find itself to begin with',
    })
    const short = serve(AUTHORS, {
      front: (url) => (url.searchParams.get('last_name') === 'Семенова' ? { count: 1500, results: [AUTHORS[0]] } : undefined),
    })
    const cut = sessionOf(short.client, AUTHORS, { search: matched() })
    expect(await runProbe(probeOf('search-last_name-yo'), cut)).toMatchObject({
      verdict: 'unknown',
      answered: 'not on the first 1 of 1500 found',
    })
    expect(cut.search.last_name.yoAsYe).toBeUndefined()
  })
})

describe('the wildcard probe', () => {
  const matched: ProbeSession['search'] = { last_name: { match: 'substring' }, first_name: {} }

  it('asks for % and for _ on 50 rows; names that hold them are no wildcard', async () => {
    const rows = [person('w1', 'Tom', '100%'), person('w2', 'Tom', 'snake_case')]
    const served = serve(rows)
    const result = await runProbe(probeOf('search-wildcards'), sessionOf(served.client, rows, { search: matched }))
    expect(result).toMatchObject({
      assumes: 'last_name="%" and "_" find only names that hold that character',
      answered: 'each finds only names holding it',
      verdict: 'same',
    })
    expect(queries(served.asked)).toEqual(['last_name=%&limit=50', 'last_name=_&limit=50'])
  })

  it.each(['%', '_'])('a search where %s finds any name is a wildcard', async (character) => {
    const served = serve(AUTHORS, {
      front: (url) => (url.searchParams.get('last_name') === character ? { count: 5, results: AUTHORS } : { count: 0, results: [] }),
    })
    const result = await runProbe(probeOf('search-wildcards'), sessionOf(served.client, AUTHORS, { search: matched }))
    expect(result).toMatchObject({
      answered: `"${character}" found "Kozlov" (5 in all): a wildcard`,
      verdict: 'different',
      findings: [{ cause: 'search:last_name', expected: { wildcard: null }, actual: { wildcard: character } }],
    })
  })
})

describe('the two-name probe', () => {
  const both = (last: RecordedFieldSearch['match'], first: RecordedFieldSearch['match']): ProbeSession['search'] => ({
    last_name: { match: last },
    first_name: { match: first },
  })

  it.each([
    ['substring', 'oris', 'ozlov'],
    ['prefix', 'Bori', 'Kozlo'],
    ['exact', 'Boris', 'Kozlov'],
  ] as const)('on a %s search, asks %s and %s together', async (match, first, last) => {
    const served = serve(AUTHORS, { search: known(match, false, true, false), firstNameParam: 'given' })
    const result = await runProbe(
      probeOf('search-both-names', 'given'),
      sessionOf(served.client, AUTHORS, { firstNameParam: 'given', search: both(match, match) }),
    )
    expect(result).toMatchObject({
      assumes: `given="${first}"&last_name="${last}" finds "Boris Kozlov", and only rows with both`,
      answered: `found it among ${match === 'exact' ? 1 : 2}`,
      verdict: 'same',
    })
    expect(queries(served.asked)).toEqual([`given=${first}&last_name=${last}&limit=1000`])
  })

  it('takes the first author whose both names are five letters or more', async () => {
    const rows = [
      person('b1', 'Anna', 'Kozlova'),
      person('b2', 'Annabel', 'Li'),
      person('b3', 'Boris', 'de Kozlov'),
      person('b4', 'Boris', 'Kozlov Jr'),
      person('b5', 'Jo Annette', 'Kozlov'),
      person('b6', 'Marie Anne', 'Kozlov'),
      ...AUTHORS,
    ]
    const served = serve(rows)
    const result = await runProbe(probeOf('search-both-names'), sessionOf(served.client, rows, { search: both('substring', 'substring') }))
    expect(result.assumes).toBe('first_name="oris"&last_name="ozlov" finds "Boris Kozlov", and only rows with both')
    const none = serve([rows[0]!, rows[1]!])
    expect(
      await runProbe(
        probeOf('search-both-names'),
        sessionOf(none.client, [rows[0]!, rows[1]!], { search: both('substring', 'substring') }),
      ),
    ).toMatchObject({
      verdict: 'unknown',
      answered: 'no first_name in the rows read is plain letters without ё or е, so there is nothing to cut a term from',
    })
    expect(none.asked).toHaveLength(0)
  })

  it('a row without both terms is a difference', async () => {
    const served = serve(AUTHORS, { front: () => ({ count: 2, results: [AUTHORS[0], person('s1', 'Boris', 'Orlov')] }) })
    const result = await runProbe(
      probeOf('search-both-names'),
      sessionOf(served.client, AUTHORS, { search: both('substring', 'substring') }),
    )
    expect(result).toMatchObject({
      answered: 'found "Boris Orlov"',
      verdict: 'different',
      findings: [{ cause: 'search:both', expected: result.assumes, actual: 'found "Boris Orlov"' }],
    })
    const other = serve(AUTHORS, { front: () => ({ count: 2, results: [AUTHORS[0], person('s1', 'Nikolai', 'Kozlov')] }) })
    expect(
      (await runProbe(probeOf('search-both-names'), sessionOf(other.client, AUTHORS, { search: both('substring', 'substring') }))).answered,
    ).toBe('found "Nikolai Kozlov"')
  })

  it('without the author: a difference when every row was read, unknown on a page cut short', async () => {
    const all = serve(AUTHORS, { front: () => ({ count: 1, results: [AUTHORS[1]] }) })
    expect(
      await runProbe(probeOf('search-both-names'), sessionOf(all.client, AUTHORS, { search: both('substring', 'substring') })),
    ).toMatchObject({
      answered: 'found 1 without it',
      verdict: 'different',
    })
    const cut = serve(AUTHORS, { front: () => ({ count: 7, results: [AUTHORS[1]] }) })
    expect(
      await runProbe(probeOf('search-both-names'), sessionOf(cut.client, AUTHORS, { search: both('substring', 'substring') })),
    ).toMatchObject({
      answered: 'found 7 without it',
      verdict: 'unknown',
      findings: [],
    })
  })

  it('cannot be told while either field’s match is unknown', async () => {
    const served = serve(AUTHORS)
    const result = await runProbe(probeOf('search-both-names'), sessionOf(served.client, AUTHORS, { search: both('substring', UNKNOWN) }))
    expect(result).toMatchObject({ verdict: 'unknown', answered: 'cannot be told: how first_name matches is unknown' })
    expect(served.asked).toHaveLength(0)
  })
})

describe('the order probe: the rows read, by code point, asking nothing', () => {
  const order = async (rows: readonly Author[]) => {
    const served = serve(rows)
    const result = await runProbe(probeOf('order'), sessionOf(served.client, rows))
    expect(served.asked).toHaveLength(0)
    return result
  }

  it('first name, last name, uid by code point (Ё before А, Z before a), a row read twice included', async () => {
    const rows = [
      person('3', 'Anna', 'Zorin'),
      person('1', 'Anna', 'adams'),
      person('2', 'Anna', 'adams'),
      person('2', 'Anna', 'adams'),
      person('0', 'Ёлка', 'Bee'),
      person('0', 'Ария', 'Bee'),
    ]
    expect(await order(rows)).toMatchObject({
      assumes: 'the first 6 rows in order of first_name, last_name, uid (by code point)',
      answered: 'they are',
      verdict: 'same',
      findings: [],
      requests: [],
    })
  })

  it.each([
    [['last_name', 'first_name', 'uid'], [person('1', 'Boris', 'Adams'), person('2', 'Anna', 'Brown')], ' ("Boris" comes before "Anna")'],
    [
      ['last_name', 'first_name', 'parent_name', 'uid'],
      [person('9', 'Anna', 'Adams', null), person('1', 'Anna', 'Adams', 'Ivanovna'), person('5', 'Boris', 'Brown', 'Petrovich')],
      '',
    ],
    [
      ['public_name', 'uid'],
      [
        { ...person('1', 'Boris', 'Brown'), public_name: 'A' },
        { ...person('2', 'Anna', 'Adams'), public_name: 'B' },
      ],
      ' ("Boris" comes before "Anna")',
    ],
    [['uid'], [person('1', 'Boris', 'Brown'), person('2', 'Anna', 'Adams')], ' ("Boris" comes before "Anna")'],
  ])('ordered by %o instead', async (key, rows, example) => {
    expect(await order(rows)).toMatchObject({
      answered: `ordered by ${key.join(', ')} instead${example}`,
      verdict: 'different',
      findings: [{ cause: 'order', expected: ['first_name', 'last_name', 'uid'], actual: key }],
    })
  })

  it('puts a missing parent name first', async () => {
    const rows = [person('2', 'Anna', 'Adams', 'Ivanovna'), person('1', 'Anna', 'Adams', null)]
    expect((await order(rows)).answered).toBe('in another order')
    const parentFirst = [person('2', 'Anna', 'Adams', null), person('1', 'Anna', 'Adams', 'Ivanovna')]
    expect((await order(parentFirst)).answered).toBe('ordered by last_name, first_name, parent_name, uid instead')
  })

  it('in none of the orders it knows', async () => {
    const rows = [person('2', 'Boris', 'Brown'), person('1', 'Anna', 'Clark'), person('3', 'Clara', 'Adams')]
    // No known order to name: the finding's actual is what the probe answered.
    expect(await order(rows)).toMatchObject({
      answered: 'in another order ("Boris" comes before "Anna")',
      findings: [{ expected: ['first_name', 'last_name', 'uid'], actual: 'in another order ("Boris" comes before "Anna")' }],
    })
    expect((await order([person('2', 'Anna', 'Brown'), person('1', 'Anna', 'Brown'), person('3', 'Anna', 'Adams')])).answered).toBe(
      'in another order',
    )
  })
})

describe('runProbe: an answer that is not a page of the list', () => {
  const answering = (response: () => Response) => serve(AUTHORS, { front: () => response() })

  it.each([
    ['an error status', () => new Response('{"count":0,"results":[]}', { status: 500, headers: { 'Content-Type': 'application/json' } })],
    ['HTML', () => new Response('<html>login</html>', { status: 200, headers: { 'Content-Type': 'text/html' } })],
    ['JSON that does not parse', () => new Response('{', { status: 200, headers: { 'Content-Type': 'application/json' } })],
    ['a page sent as text', () => new Response('{"count":0,"results":[]}', { status: 200, headers: { 'Content-Type': 'text/plain' } })],
    ['no count', () => page({ results: [] })],
    ['a count as text', () => page({ count: '0', results: [] })],
    ['results that are no list', () => page({ count: 0, results: {} })],
  ])('%s is a difference of the probe’s own cause, with the answer described', async (_, response) => {
    const served = answering(response)
    const result = await runProbe(probeOf('search-first_name-applied'), sessionOf(served.client, AUTHORS))
    expect(result.verdict).toBe('different')
    expect(result.assumes).toBe('a page of the list')
    expect(result.answered).toMatch(new RegExp(`^\\?first_name=${encodeURIComponent(NONSENSE_TERM)}&limit=1 answered `))
    expect(result.findings).toEqual([
      { cause: 'search:first_name', text: result.answered, expected: 'a page of the list', actual: result.answered },
    ])
  })

  it('reads a JSON page whatever the media type’s case and parameters', async () => {
    const served = answering(
      () => new Response('{"count":0,"results":[]}', { status: 200, headers: { 'Content-Type': 'Application/JSON; charset=utf-8' } }),
    )
    expect((await runProbe(probeOf('search-last_name-applied'), sessionOf(served.client, AUTHORS))).verdict).toBe('same')
  })

  it('cuts a long answer to 160 characters for a person, 300 as the actual', async () => {
    const served = answering(() => new Response(null, { status: 302, headers: { Location: `http://login.test/${'x'.repeat(500)}` } }))
    const result = await runProbe(probeOf('search-last_name-applied'), sessionOf(served.client, AUTHORS))
    expect(result.answered).toHaveLength(161)
    expect(result.answered.endsWith('…')).toBe(true)
    expect(result.findings[0]!.actual).toHaveLength(301)
    expect(String(result.findings[0]!.actual).startsWith(result.answered.slice(0, -1))).toBe(true)
  })

  it('lets a failure to ask (the stated bound reached) end the check', async () => {
    const served = serve(AUTHORS, {}, 0)
    await expect(runProbe(probeOf('search-last_name-applied'), sessionOf(served.client, AUTHORS))).rejects.toBeInstanceOf(LiveFailure)
  })

  it('names each address a probe read once, its own only', async () => {
    const served = serve(AUTHORS)
    const session = sessionOf(served.client, AUTHORS, { search: { last_name: { match: 'substring' }, first_name: {} } })
    session.urls = ['http://elsewhere.test/']
    const result = await runProbe(probeOf('search-last_name-case'), session)
    // "ozlov" is asked twice (the term, then its lower case): sent twice, named once.
    expect(served.asked).toHaveLength(3)
    expect(result.requests).toEqual([
      `${LIST}?last_name=ozlov&first_name=Boris&limit=1000`,
      `${LIST}?last_name=OZLOV&first_name=Boris&limit=1000`,
    ])
  })
})

describe('observedSearch', () => {
  it('states what was seen, and unknown for the rest', () => {
    expect(observedSearch({ last_name: { match: 'prefix', strip: false }, first_name: { caseSensitive: true, yoAsYe: false } })).toEqual({
      last_name: { match: 'prefix', caseSensitive: UNKNOWN, strip: false, yoAsYe: UNKNOWN },
      first_name: { match: UNKNOWN, caseSensitive: true, strip: UNKNOWN, yoAsYe: false },
    })
  })
})
