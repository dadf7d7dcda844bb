// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { asAuthor, checkCase, LIVE_CASES, runApiCheck, type Observed } from '../../../src/demo-api/api-check/check'
import { WIRE_CASES, type WireCase } from '../../../src/demo-api/api-check/cases'
import { LiveClient } from '../../../src/demo-api/api-check/live-client'
import { generateAuthors } from '../../../src/demo-api/dataset'
import { djangoAnswer } from '../../../src/demo-api/http-server'
import { compareCodePoints, DEMO_SEARCH, respondToList, type ListOptions } from '../../../src/demo-api/list-engine'
import { searchForBoth, UNKNOWN, type RecordedSearch } from '../../../src/demo-api/recorded-dataset'
import { AUTHORS_LIST_PATH, type Author } from '../../../src/shared/api/contract'

// One live case at a time (`checkCase`), against a deployment faked in-process: a `fetch`
// answering from the demo's list engine with the cap, default page size and search a test sets,
// and Django's redirect and 404 around it, or an answer the test changes. What a QA engineer
// reads of each case: the cause each difference is put down to (the page cap, the default page
// size, a field's search, or its own), what the demo assumes and what the deployment answered.
const API = 'http://check.test'
const LIST = `${API}${AUTHORS_LIST_PATH}`

const demoOrder = (a: Author, b: Author) =>
  compareCodePoints(a.first_name, b.first_name) || compareCodePoints(a.last_name, b.last_name) || compareCodePoints(a.uid, b.uid)
const AUTHORS = generateAuthors({ seed: 5, size: 300 }).sort(demoOrder)

interface Asked {
  url: URL
  method: string
  accept: string | null
}

/** Sees every request first: answers itself, or changes the demo's answer. */
type Front = (url: URL, demo: () => Response) => Response | Promise<Response>

function deployment(options: ListOptions = {}, front?: Front, authors: readonly Author[] = AUTHORS) {
  const asked: Asked[] = []
  const fake: typeof fetch = async (input, init) => {
    const url = new URL(String(input))
    const method = init?.method ?? 'GET'
    const accept = new Headers(init?.headers).get('accept')
    asked.push({ url, method, accept })
    const demo = () => {
      const answer =
        url.pathname === AUTHORS_LIST_PATH ? respondToList({ method, url: url.href, accept }, authors, options) : djangoAnswer(url)
      return new Response(answer.body === '' ? null : answer.body, { status: answer.status, headers: answer.headers })
    }
    return front ? front(url, demo) : demo()
  }
  return { client: new LiveClient({ api: API, timeoutMs: 5000, maxRequests: 10, maxWaitSeconds: 0, fetch: fake }), asked, fetch: fake }
}

/** The demo's answer with its JSON body changed (any other answer as it is). */
async function rewrite(answer: Response, change: (body: Record<string, unknown>) => unknown): Promise<Response> {
  if (!answer.headers.get('content-type')?.startsWith('application/json')) return answer
  const text = await answer.text()
  const headers = new Headers(answer.headers)
  headers.delete('content-length')
  const body = text === '' ? null : JSON.stringify(change(JSON.parse(text) as Record<string, unknown>))
  return new Response(body, { status: answer.status, headers })
}

const caseNamed = (name: string): WireCase => {
  const found = WIRE_CASES.find((entry) => entry.name === name)
  if (!found) throw new Error(`no case "${name}"`)
  return found
}

const known = { count: AUTHORS.length, rows: AUTHORS }
const observedOf = (seen: Partial<Omit<Observed, 'count'>> = {}): Observed => ({
  count: AUTHORS.length,
  maxLimit: seen.maxLimit ?? null,
  defaultLimit: seen.defaultLimit ?? null,
  search: seen.search ?? searchForBoth(DEMO_SEARCH),
})
const lastNameSearch = (last_name: RecordedSearch['last_name']): RecordedSearch => ({ last_name, first_name: { ...DEMO_SEARCH } })

const causes = (result: { findings: Array<{ cause: string }> }) => result.findings.map((finding) => finding.cause)

describe('checkCase: a difference a page cap or a default page size explains is put down to it', () => {
  it('a cap of 100 explains the rows and the next link of limit=1000, and nothing is left over', async () => {
    const { client } = deployment({ maxLimit: 100 })
    const result = await checkCase(client, caseNamed('limit=1000 (max_limit)'), known, observedOf({ maxLimit: 100 }), false)
    expect(result).toEqual({
      id: 'wire:limit=1000 (max_limit)',
      title: 'limit=1000 (max_limit)',
      requests: [`${LIST}?limit=1000`],
      assumes: 'HTTP 200, application/json, count 300, 300 rows, next null, previous null',
      answered: `100 rows, not 300; next is ${LIST}?limit=100&offset=100, not null`,
      verdict: 'different',
      findings: [
        { cause: 'max-limit', text: '100 rows, not 300', expected: 300, actual: 100 },
        {
          cause: 'max-limit',
          text: `next is ${LIST}?limit=100&offset=100, not null`,
          expected: null,
          actual: `${LIST}?limit=100&offset=100`,
        },
      ],
    })
  })

  it('what the cap does not explain keeps its own cause, after the cap’s', async () => {
    const { client } = deployment({ maxLimit: 100 }, (_url, demo) => rewrite(demo(), (body) => ({ ...body, count: AUTHORS.length + 1 })))
    const result = await checkCase(client, caseNamed('limit=1000 (max_limit)'), known, observedOf({ maxLimit: 100 }), false)
    expect(result.findings.map(({ cause, text }) => [cause, text])).toEqual([
      ['max-limit', '100 rows, not 300'],
      ['max-limit', `next is ${LIST}?limit=100&offset=100, not null`],
      ['rows', 'count 301, not 300'],
    ])
  })

  it('with both seen, each case goes to the one that explains it: the cap is tried first, then the default', async () => {
    const { client } = deployment({ maxLimit: 100, defaultLimit: 20 })
    const observed = observedOf({ maxLimit: 100, defaultLimit: 20 })
    const plain = await checkCase(client, caseNamed('no parameters'), known, observed, false)
    expect(causes(plain)).toEqual(['default-page-size', 'default-page-size'])
    expect(plain.answered).toBe(`20 rows, not 50; next carries ?limit=20&offset=20, not ?limit=50&offset=50`)
    const capped = await checkCase(client, caseNamed('limit=1000 (max_limit)'), known, observed, false)
    expect(causes(capped)).toEqual(['max-limit', 'max-limit'])
  })

  it('rows neither explains keep their own cause', async () => {
    const { client } = deployment({}, (_url, demo) =>
      rewrite(demo(), (body) => ({ ...body, results: (body.results as unknown[]).slice(0, 7) })),
    )
    const result = await checkCase(client, caseNamed('no parameters'), known, observedOf({ maxLimit: 100, defaultLimit: 20 }), false)
    expect(result.findings.map(({ cause, text }) => [cause, text])).toEqual([['rows', '7 rows, not 50']])
  })

  it('a cap or default the deployment did not show explains nothing', async () => {
    const { client } = deployment({ maxLimit: 100, defaultLimit: 20 })
    const result = await checkCase(client, caseNamed('no parameters'), known, observedOf(), false)
    expect(causes(result)).toEqual(['rows', 'links'])
  })
})

describe('checkCase: a difference one field’s search explains whole is put down to that field', () => {
  const ignored = { match: 'ignored', caseSensitive: UNKNOWN, strip: UNKNOWN, yoAsYe: UNKNOWN } as const

  it('a NUL the server never validates, as it ignores last_name: that search, even beside a cap seen', async () => {
    const { client } = deployment({ maxLimit: 100, search: { last_name: { ...DEMO_SEARCH, match: 'ignored' }, first_name: DEMO_SEARCH } })
    const result = await checkCase(
      client,
      caseNamed('last_name with a NUL is a 400'),
      known,
      observedOf({ maxLimit: 100, search: lastNameSearch(ignored) }),
      false,
    )
    expect(result.verdict).toBe('different')
    expect(result.findings.length).toBeGreaterThan(0)
    expect(new Set(causes(result))).toEqual(new Set(['search:last_name']))
    expect(result.findings[0]).toMatchObject({ text: 'HTTP 200, not 400', expected: 400, actual: 200 })
  })

  it('the same of first_name: a NUL in it alone goes to its search when the server ignores it (a case of the test’s own)', async () => {
    const { client } = deployment({ search: { last_name: DEMO_SEARCH, first_name: { ...DEMO_SEARCH, match: 'ignored' } } })
    const search: RecordedSearch = { last_name: { ...DEMO_SEARCH }, first_name: ignored }
    const entry: WireCase = { name: 'first_name with a NUL is a 400', query: 'first_name=%00', live: 'nul' }
    const result = await checkCase(client, entry, known, observedOf({ search }), false)
    expect(result.findings.length).toBeGreaterThan(0)
    expect(new Set(causes(result))).toEqual(new Set(['search:first_name']))
  })

  it('a search that differs does not take a difference it does not explain', async () => {
    const { client } = deployment({}, (_url, demo) =>
      rewrite(demo(), (body) => ({ ...body, next: typeof body.next === 'string' ? body.next.replace('http:', 'https:') : body.next })),
    )
    const search = lastNameSearch({ ...DEMO_SEARCH, match: 'prefix' })
    const result = await checkCase(client, caseNamed('offset=25&limit=10'), known, observedOf({ search }), false)
    expect(result.findings.map(({ cause, text }) => [cause, text])).toEqual([['links', 'next uses https:, not http: (the scheme asked)']])
  })

  it('a search under which the answer needs rows not read (an unstripped blank term) explains nothing, and the case still says what differs', async () => {
    const search = { ...DEMO_SEARCH, strip: false }
    const { client } = deployment({ search: { last_name: search, first_name: DEMO_SEARCH } })
    const result = await checkCase(client, caseNamed('last_name only spaces'), known, observedOf({ search: lastNameSearch(search) }), false)
    expect(result.verdict).toBe('different')
    expect(result.findings.map(({ cause, text }) => [cause, text])).toEqual([
      ['rows', 'count 0, not 300'],
      ['rows', '0 rows, not 50'],
      ['links', `next is null, not ${LIST}?last_name=++&limit=50&offset=50`],
    ])
  })
})

describe('checkCase: what the OpenAPI document does not allow, said once a case', () => {
  const extraField = (_url: URL, demo: () => Response) =>
    rewrite(demo(), (body) => ({ ...body, results: (body.results as object[]).map((row) => ({ ...row, email: 'x@y.test' })) }))

  it('a field every record has that the document lacks: one finding for all 50 rows, as results[…]', async () => {
    const { client } = deployment({}, extraField)
    const result = await checkCase(client, caseNamed('limit=0 falls back to 50'), known, observedOf(), false)
    expect(result.verdict).toBe('different')
    expect(result.findings).toHaveLength(1)
    const [finding] = result.findings
    expect(finding).toEqual({ cause: 'fields', text: finding!.text, expected: 'an answer openapi.json allows', actual: finding!.text })
    expect(finding!.text).toMatch(/^OpenAPI: results\[…\]/)
    expect(finding!.text).toContain('email')
    expect(result.answered).toBe(finding!.text)
  })

  it('not said again when the opening page’s fields check already named it; a field of the page itself still is', async () => {
    const { client } = deployment({}, extraField)
    const rows = await checkCase(client, caseNamed('limit=0 falls back to 50'), known, observedOf(), true)
    expect(rows).toMatchObject({ verdict: 'same', findings: [] })
    const envelope = deployment({}, (_url, demo) => rewrite(demo(), (body) => ({ ...body, total: 300 })))
    const page = await checkCase(envelope.client, caseNamed('offset=5&limit=10: previous drops offset'), known, observedOf(), true)
    expect(page.findings).toHaveLength(1)
    expect(page.findings[0]).toMatchObject({ cause: 'fields', text: expect.stringMatching(/^OpenAPI: (?!results).*total/) })
  })

  it('an answer of another status is the status’s difference, not the document’s', async () => {
    const { client } = deployment(
      {},
      () => new Response(JSON.stringify({ detail: 'boom' }), { status: 500, headers: { 'Content-Type': 'application/json' } }),
    )
    const result = await checkCase(client, caseNamed('limit=0 falls back to 50'), known, observedOf(), false)
    expect(result.findings.some((finding) => finding.text.startsWith('OpenAPI'))).toBe(false)
    expect(result.findings[0]).toMatchObject({ cause: 'status', text: 'HTTP 500, not 200' })
  })

  it('a path Django answers itself is not held to the list’s document', async () => {
    const { client } = deployment()
    for (const name of ['unknown path', 'no trailing slash: APPEND_SLASH redirect']) {
      const result = await checkCase(client, caseNamed(name), known, observedOf(), false)
      expect(result, name).toMatchObject({ verdict: 'same', findings: [] })
    }
  })
})

describe('checkCase: what it sends, what it assumes and what it was answered, in words', () => {
  it('a case sends its method and Accept, a GET with */* when the case names none', async () => {
    const { client, asked } = deployment()
    await checkCase(client, caseNamed('limit=0 falls back to 50'), known, observedOf(), false)
    await checkCase(client, caseNamed('HEAD'), known, observedOf(), false)
    await checkCase(client, caseNamed('Accept: application/xml is a 406'), known, observedOf(), false)
    expect(asked.map(({ url, method, accept }) => [url.href, method, accept])).toEqual([
      [`${LIST}?limit=0`, 'GET', '*/*'],
      [LIST, 'HEAD', '*/*'],
      [LIST, 'GET', 'application/xml'],
    ])
  })

  it('an answer like the demo’s: the same words for what is assumed and what was answered', async () => {
    const { client } = deployment()
    const result = await checkCase(client, caseNamed('limit=0 falls back to 50'), known, observedOf(), false)
    const words = `HTTP 200, application/json, count 300, 50 rows, next ?limit=50&offset=50, previous null`
    expect(result).toMatchObject({ verdict: 'same', assumes: words, answered: words, findings: [] })
  })

  it('assumes the exact Content-Type of the list’s answers, and the media type and address of a redirect', async () => {
    const { client } = deployment()
    const page = await checkCase(client, caseNamed('Accept: text/html gives the browsable page'), known, observedOf(), false)
    expect(page.assumes).toBe('HTTP 200, text/html; charset=utf-8')
    const redirect = await checkCase(client, caseNamed('no trailing slash: APPEND_SLASH redirect'), known, observedOf(), false)
    expect(redirect.assumes).toBe(`HTTP 301, text/html, → ${LIST}?limit=5&last_name=Smith`)
  })

  it('a case whose answer needs rows not read is unknown, with what the deployment answered', async () => {
    const { client } = deployment()
    const result = await checkCase(client, caseNamed('last_name Cyrillic, lower case'), known, observedOf(), false)
    expect(result).toEqual({
      id: 'wire:last_name Cyrillic, lower case',
      title: 'last_name Cyrillic, lower case',
      requests: [`${LIST}?last_name=%D0%B8%D0%B2%D0%B0%D0%BD%D0%BE%D0%B2`],
      assumes: 'an answer that depends on rows not read',
      answered: expect.stringMatching(/^HTTP 200, application\/json, count \d+, \d+ rows, next .+, previous null$/),
      verdict: 'unknown',
      findings: [],
    })
  })
})

describe('asAuthor: a record the probes and cases can read, whatever its fields hold', () => {
  it('keeps text as it is', () => {
    const author = { uid: 'u1', first_name: 'Анна', last_name: ' Orlova ', parent_name: '', public_name: 'A. O.' }
    expect(asAuthor(author)).toEqual(author)
  })

  it('a name sent as a number, an object or true becomes its JSON text; null or missing becomes empty', () => {
    expect(asAuthor({ uid: 7, first_name: null, public_name: { a: 1 }, last_name: true, parent_name: 0 })).toEqual({
      uid: '7',
      first_name: '',
      last_name: 'true',
      parent_name: '0',
      public_name: '{"a":1}',
    })
  })

  it('a parent name null or missing stays null; a name sent as [] is its text', () => {
    expect(asAuthor({ uid: 'u', first_name: [], last_name: undefined, parent_name: null, public_name: 'p' })).toEqual({
      uid: 'u',
      first_name: '[]',
      last_name: '',
      parent_name: null,
      public_name: 'p',
    })
    expect(asAuthor({}).parent_name).toBeNull()
  })
})

describe('a whole check of a deployment that sends names that are not text', () => {
  it('names them as a difference of the fields and goes on to the cases and probes', async () => {
    const odd = new Set(AUTHORS.filter((_, index) => index % 10 === 3).map((author) => author.uid))
    const { fetch, asked } = deployment({}, (_url, demo) => {
      return rewrite(demo(), (body) =>
        Array.isArray(body.results)
          ? {
              ...body,
              results: (body.results as Author[]).map((row) => (odd.has(row.uid) ? { ...row, first_name: null, last_name: 42 } : row)),
            }
          : body,
      )
    })
    const report = await runApiCheck({ api: API, fetch })
    expect(asked.length).toBe(report.requests.sent)
    expect(report.results[0]).toMatchObject({
      id: 'fields',
      verdict: 'different',
      answered: 'first_name is null (null), not text; last_name is a number (42), not text',
    })
    // Said once, by the fields check: no case says it again in the OpenAPI document's words.
    const cases = report.results.filter((each) => each.id.startsWith('wire:'))
    expect(cases.length).toBeGreaterThan(40)
    expect(cases.filter((each) => each.verdict !== 'same').map((each) => [each.title, each.answered])).toEqual([])
  })

  it('a record only a case’s page shows is still held to the document, when the opening page’s records were fine', async () => {
    const { fetch } = deployment({}, (url, demo) =>
      url.searchParams.get('offset') === '5' && url.searchParams.get('limit') === '10'
        ? rewrite(demo(), (body) => ({ ...body, results: (body.results as object[]).map((row) => ({ ...row, email: 'x@y.test' })) }))
        : demo(),
    )
    const report = await runApiCheck({ api: API, fetch })
    expect(report.results[0]).toMatchObject({ id: 'fields', verdict: 'same' })
    const paged = report.results.find((each) => each.title === 'offset=5&limit=10: previous drops offset')
    expect(paged?.findings).toEqual([
      expect.objectContaining({ cause: 'fields', text: expect.stringMatching(/^OpenAPI: results\[…\].*email/) }),
    ])
  })

  it('a cap seen on the first page, though the wide pages hold all that is left after them', async () => {
    // 52 records, a cap of 50: the first page is cut short; the page from offset 5 holds the 47 left.
    const { fetch } = deployment({ maxLimit: 50 }, undefined, AUTHORS.slice(0, 52))
    const report = await runApiCheck({ api: API, fetch })
    expect(report.observed).toMatchObject({ count: 52, maxLimit: 50 })
  })

  it('a page whose results are not a list shows no cap and no default page size, whatever its length', async () => {
    const wide = `${LIST}?limit=5000&offset=150`
    const { fetch } = deployment({}, (url, demo) =>
      url.href === LIST || url.href === wide ? rewrite(demo(), (body) => ({ ...body, results: 'twenty characters..' })) : demo(),
    )
    const report = await runApiCheck({ api: API, fetch })
    expect(report.observed).toMatchObject({ count: AUTHORS.length, maxLimit: null, defaultLimit: null })
    expect(report.results.find((each) => each.title === 'no parameters')).toMatchObject({
      verdict: 'different',
      answered: expect.stringContaining('not a page of the list'),
    })
  })

  it('reads the page cap and the default page size from the live cases’ own requests: none asked twice', async () => {
    const { fetch, asked } = deployment()
    await runApiCheck({ api: API, fetch })
    // The plain page and the two wide ones, asked by GET with each Accept a case sends them with, once.
    for (const query of [undefined, 'limit=9999999999999999999999&offset=5', 'limit=5000&offset=150']) {
      const url = query === undefined ? LIST : `${LIST}?${query}`
      const sent = asked.filter((each) => each.method === 'GET' && each.url.href === url).map((each) => each.accept)
      const cases = LIVE_CASES.filter((entry) => (entry.method ?? 'GET') === 'GET' && !entry.path && entry.query === query)
      expect(sent.sort(), url).toEqual(cases.map((entry) => entry.accept ?? '*/*').sort())
    }
  })
})
