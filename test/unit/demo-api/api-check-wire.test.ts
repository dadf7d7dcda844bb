// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { AUTHORS_LIST_PATH, type Author } from '../../../src/shared/api/contract'
import type { LiveAnswer } from '../../../src/demo-api/api-check/live-client'
import {
  compareAnswer,
  describeAnswer,
  describeLive,
  excerpt,
  expectedAnswer,
  mediaTypeOf,
  Unpredictable,
  UNSEEN_UID,
  type Expected,
  type KnownList,
} from '../../../src/demo-api/api-check/wire'

/**
 * What api-check expects of one wire case and how it compares a live answer with it: pure
 * functions over crafted answers, no server. A difference is named by what it means to a client,
 * and every part of an answer is compared whatever another part did.
 */

const BASE = 'http://live.test'
const LIST = `${BASE}${AUTHORS_LIST_PATH}`
const author = (uid: string): Author => ({
  uid,
  first_name: `F${uid}`,
  last_name: `L${uid}`,
  parent_name: null,
  public_name: `L${uid} F${uid}`,
})
const rows = Array.from({ length: 12 }, (_, i) => author(`u${String(i).padStart(2, '0')}`))
const known: KnownList = { count: 12, rows }
const JSON_HEADERS = { 'Content-Type': 'application/json', Vary: 'Accept', Allow: 'GET, HEAD, OPTIONS' }

function live(url: string, status: number, headers: Record<string, string>, body: unknown): LiveAnswer {
  return { url, status, headers: new Headers(headers), body: typeof body === 'string' ? body : JSON.stringify(body) }
}
const page = (results: Author[], next: string | null, previous: string | null, count = 12) => ({ count, next, previous, results })

describe('expectedAnswer: the demo API’s answer over the rows the deployment showed', () => {
  it('pages the rows read, in their order, with links to the host asked', () => {
    const expected = expectedAnswer({ name: 'p', query: 'limit=5&offset=5' }, `${LIST}?limit=5&offset=5`, known)
    expect(expected).toEqual({
      status: 200,
      headers: JSON_HEADERS,
      mediaType: 'application/json',
      json: page(rows.slice(5, 10), `${LIST}?limit=5&offset=10`, `${LIST}?limit=5`),
    })
  })

  it('stands in for rows not read with one that matches any author', () => {
    const partly: KnownList = { count: 12, rows: rows.slice(0, 2) }
    const expected = expectedAnswer({ name: 'p', query: 'limit=3&offset=1' }, `${LIST}?limit=3&offset=1`, partly)
    const uids = (expected.json as { results: Author[] }).results.map((row) => row.uid)
    expect(uids).toEqual(['u01', UNSEEN_UID, UNSEEN_UID])
    // A stand-in matches whatever the live API has in that place.
    const answer = live(
      `${LIST}?limit=3&offset=1`,
      200,
      JSON_HEADERS,
      page(rows.slice(1, 4), `${LIST}?limit=3&offset=4`, `${LIST}?limit=3`),
    )
    expect(compareAnswer(expected, answer)).toEqual([])
    // A count shorter than the rows asked: no stand-ins past the end.
    const end = expectedAnswer({ name: 'e', query: 'offset=11' }, `${LIST}?offset=11`, known)
    expect((end.json as { results: Author[] }).results.map((row) => row.uid)).toEqual(['u11'])
  })

  it('cannot predict a search over rows it has not read', () => {
    expect(() => expectedAnswer({ name: 's', query: 'last_name=a' }, `${LIST}?last_name=a`, known)).toThrow(Unpredictable)
    expect(() => expectedAnswer({ name: 's', query: 'first_name=a' }, `${LIST}?first_name=a`, known)).toThrow(Unpredictable)
    // An empty term is no search.
    expect(expectedAnswer({ name: 's', query: 'last_name=' }, `${LIST}?last_name=`, known).status).toBe(200)
  })

  it('expects Django’s redirect for the path without its slash, and its HTML 404 elsewhere', () => {
    const slash = AUTHORS_LIST_PATH.slice(0, -1)
    expect(expectedAnswer({ name: 'r', path: slash, query: 'limit=5' }, `${BASE}${slash}?limit=5`, known)).toEqual({
      status: 301,
      mediaType: 'text/html',
      location: `${LIST}?limit=5`,
    })
    expect(expectedAnswer({ name: 'n', path: '/api/author/' }, `${BASE}/api/author/`, known)).toEqual({
      status: 404,
      mediaType: 'text/html',
    })
  })

  it('has no body for HEAD, the browsable page by its media type only, and an error body as data', () => {
    expect(expectedAnswer({ name: 'h', method: 'HEAD' }, LIST, known)).toEqual({
      status: 200,
      headers: JSON_HEADERS,
      mediaType: 'application/json',
    })
    const html = expectedAnswer({ name: 'a', query: 'format=api' }, `${LIST}?format=api`, known)
    expect(html).toEqual({ status: 200, headers: { ...JSON_HEADERS, 'Content-Type': 'text/html; charset=utf-8' }, mediaType: 'text/html' })
    expect(expectedAnswer({ name: 'x', query: 'format=xml' }, `${LIST}?format=xml`, known).json).toEqual({ detail: 'Not found.' })
    expect(expectedAnswer({ name: 'o', method: 'OPTIONS' }, LIST, known).json).toMatchObject({ name: 'Non Active Author List' })
    expect(expectedAnswer({ name: 'v', accept: 'application/xml' }, LIST, known).status).toBe(406)
  })

  it('takes a page cap or a default page size the deployment has', () => {
    const capped = expectedAnswer({ name: 'c', query: 'limit=1000' }, `${LIST}?limit=1000`, { count: 12, rows }, { maxLimit: 4 })
    expect((capped.json as { results: Author[] }).results).toHaveLength(4)
    const small = expectedAnswer({ name: 'd' }, LIST, known, { defaultLimit: 3 })
    expect((small.json as { next: string }).next).toBe(`${LIST}?limit=3&offset=3`)
  })
})

describe('compareAnswer: by meaning, every part whatever another did', () => {
  const url = `${LIST}?limit=5&offset=5`
  // Made before each test, not while the tests are collected: an error here fails the tests
  // rather than leaving none to run (which a mutation run would count as a survivor).
  let expected: Expected
  beforeEach(() => {
    expected = expectedAnswer({ name: 'p', query: 'limit=5&offset=5' }, url, known)
  })
  const next = `${LIST}?limit=5&offset=10`
  const previous = `${LIST}?limit=5`
  const good = () => page(rows.slice(5, 10), next, previous)

  it('finds nothing in the same answer, whatever the case or spacing of its headers', () => {
    const headers = { 'Content-Type': 'Application/JSON ', Vary: ' accept ,', Allow: 'options,get,  head' }
    expect(compareAnswer(expected, live(url, 200, headers, good()))).toEqual([])
  })

  it('names a different Allow as a set, a missing header, and a media type with a charset', () => {
    const findings = compareAnswer(
      expected,
      live(url, 200, { 'Content-Type': 'application/json; charset=utf-8', Allow: 'GET, POST' }, good()),
    )
    expect(findings).toEqual([
      {
        cause: 'headers',
        text: 'Content-Type "application/json; charset=utf-8", not "application/json"',
        expected: { 'Content-Type': 'application/json' },
        actual: { 'Content-Type': 'application/json; charset=utf-8' },
      },
      { cause: 'headers', text: 'no Vary, not "Accept"', expected: { Vary: 'Accept' }, actual: { Vary: null } },
      {
        cause: 'headers',
        text: 'Allow "GET, POST", not "GET, HEAD, OPTIONS"',
        expected: { Allow: 'GET, HEAD, OPTIONS' },
        actual: { Allow: 'GET, POST' },
      },
    ])
    // Allow with one method fewer differs too (a subset is not the same set).
    expect(compareAnswer(expected, live(url, 200, { ...JSON_HEADERS, Allow: 'GET, HEAD' }, good())).map((f) => f.text)).toEqual([
      'Allow "GET, HEAD", not "GET, HEAD, OPTIONS"',
    ])
  })

  it('compares only the media type of a page Django answers itself', () => {
    const notFound: Expected = { status: 404, mediaType: 'text/html' }
    expect(compareAnswer(notFound, live(`${BASE}/x/`, 404, { 'Content-Type': 'text/html; charset=utf-8' }, '<h1>Not Found</h1>'))).toEqual(
      [],
    )
    expect(compareAnswer(notFound, live(`${BASE}/x/`, 404, { 'Content-Type': 'application/json' }, '{"detail":"x"}'))).toEqual([
      {
        cause: 'headers',
        text: 'Content-Type "application/json", not text/html',
        expected: { 'Content-Type': 'text/html' },
        actual: { 'Content-Type': 'application/json' },
      },
    ])
    expect(compareAnswer(notFound, live(`${BASE}/x/`, 404, {}, '')).map((f) => f.text)).toEqual(['Content-Type null, not text/html'])
  })

  it('follows a redirect’s Location from the address asked, and names one that leads elsewhere', () => {
    const slash = `${BASE}${AUTHORS_LIST_PATH.slice(0, -1)}?limit=5`
    const redirect = expectedAnswer({ name: 'r', path: AUTHORS_LIST_PATH.slice(0, -1), query: 'limit=5' }, slash, known)
    const html = { 'Content-Type': 'text/html; charset=utf-8' }
    expect(compareAnswer(redirect, live(slash, 301, { ...html, Location: `${AUTHORS_LIST_PATH}?limit=5` }, ''))).toEqual([])
    expect(compareAnswer(redirect, live(slash, 301, { ...html, Location: `${LIST}?limit=5` }, ''))).toEqual([])
    expect(compareAnswer(redirect, live(slash, 301, { ...html, Location: 'https://login.test/' }, ''))).toEqual([
      {
        cause: 'links',
        text: `Location https://login.test/, not ${LIST}?limit=5`,
        expected: `${LIST}?limit=5`,
        actual: 'https://login.test/',
      },
    ])
    expect(compareAnswer(redirect, live(slash, 301, html, '')).map((f) => f.text)).toEqual([`Location (none), not ${LIST}?limit=5`])
    expect(compareAnswer(redirect, live(slash, 301, { ...html, Location: 'http://[bad' }, '')).map((f) => f.text)).toEqual([
      `Location http://[bad, not ${LIST}?limit=5`,
    ])
    // Another status and a Location are each named.
    expect(compareAnswer(redirect, live(slash, 302, { ...html, Location: '/elsewhere/' }, '')).map((f) => f.cause)).toEqual([
      'status',
      'links',
    ])
  })

  it('puts a body of its own down to error bodies on an error status, to other answers otherwise', () => {
    const nulUrl = `${LIST}?last_name=%00`
    const nul = expectedAnswer({ name: 'n', query: 'last_name=%00' }, nulUrl, known)
    expect(compareAnswer(nul, live(nulUrl, 400, JSON_HEADERS, '<html>bad</html>'))).toEqual([
      { cause: 'error-body', text: 'a body that is not JSON (<html>bad</html>)', expected: nul.json, actual: '<html>bad</html>' },
    ])
    expect(compareAnswer(nul, live(nulUrl, 400, JSON_HEADERS, { detail: 'no' }))).toEqual([
      {
        cause: 'error-body',
        text: 'body {"detail":"no"}, not {"last_name":["Null characters are not allowed."]}',
        expected: nul.json,
        actual: { detail: 'no' },
      },
    ])
    const options = expectedAnswer({ name: 'o', method: 'OPTIONS' }, LIST, known)
    expect(compareAnswer(options, live(LIST, 200, JSON_HEADERS, { name: 'Other' }))[0]!.cause).toBe('body')
    expect(compareAnswer(options, live(LIST, 200, JSON_HEADERS, 'nope'))[0]!.cause).toBe('body')
    // The same body is no difference.
    expect(compareAnswer(nul, live(nulUrl, 400, JSON_HEADERS, nul.json))).toEqual([])
  })

  it('names an answer that is not a page of the list', () => {
    expect(compareAnswer(expected, live(url, 200, JSON_HEADERS, { results: [] }))).toEqual([
      { cause: 'rows', text: 'not a page of the list ({"results":[]})', expected: 'a page', actual: { results: [] } },
    ])
    expect(compareAnswer(expected, live(url, 200, JSON_HEADERS, { count: 1, results: 'x' }))[0]!.text).toMatch(/^not a page of the list/)
    expect(compareAnswer(expected, live(url, 200, JSON_HEADERS, null))[0]!.text).toBe('not a page of the list (null)')
  })

  it('marks rows per page and the parameters of a link as paging, which a page cap or page size may explain', () => {
    const short = compareAnswer(expected, live(url, 200, JSON_HEADERS, page(rows.slice(5, 8), `${LIST}?limit=3&offset=8`, previous)))
    expect(short).toEqual([
      { cause: 'rows', text: '3 rows, not 5', expected: 5, actual: 3, paging: true },
      {
        cause: 'links',
        text: 'next carries ?limit=3&offset=8, not ?limit=5&offset=10',
        expected: next,
        actual: `${LIST}?limit=3&offset=8`,
        paging: true,
      },
    ])
    const scheme = compareAnswer(expected, live(url, 200, JSON_HEADERS, page(rows.slice(5, 10), next.replace('http:', 'https:'), previous)))
    expect(scheme).toEqual([
      { cause: 'links', text: 'next uses https:, not http: (the scheme asked)', expected: next, actual: next.replace('http:', 'https:') },
    ])
  })

  it('names each link’s own difference: previous as well as next, null or not', () => {
    expect(compareAnswer(expected, live(url, 200, JSON_HEADERS, page(rows.slice(5, 10), next, null)))).toEqual([
      { cause: 'links', text: `previous is null, not ${previous}`, expected: previous, actual: null, paging: true },
    ])
    const last = expectedAnswer({ name: 'l', query: 'limit=5&offset=10' }, `${LIST}?limit=5&offset=10`, known)
    expect(
      compareAnswer(
        last,
        live(`${LIST}?limit=5&offset=10`, 200, JSON_HEADERS, page(rows.slice(10), `${LIST}?limit=5&offset=15`, `${LIST}?limit=5&offset=5`)),
      ),
    ).toEqual([
      {
        cause: 'links',
        text: `next is ${LIST}?limit=5&offset=15, not null`,
        expected: null,
        actual: `${LIST}?limit=5&offset=15`,
        paging: true,
      },
    ])
    expect(
      compareAnswer(expected, live(url, 200, JSON_HEADERS, page(rows.slice(5, 10), next, `${BASE}/other/?limit=5`))).map((f) => f.text),
    ).toEqual([`previous names the path /other/, not ${AUTHORS_LIST_PATH}`])
    // The parameters in another order are the same.
    expect(compareAnswer(expected, live(url, 200, JSON_HEADERS, page(rows.slice(5, 10), `${LIST}?offset=10&limit=5`, previous)))).toEqual(
      [],
    )
  })

  it('names the first row out of place, and the count as data', () => {
    const moved = [...rows.slice(5, 10)]
    ;[moved[3], moved[4]] = [moved[4]!, moved[3]!]
    expect(compareAnswer(expected, live(url, 200, JSON_HEADERS, page(moved, next, previous)))).toEqual([
      { cause: 'rows', text: 'row 4 is uid u09, not u08 as at that place before', expected: 'u08', actual: 'u09' },
    ])
    expect(compareAnswer(expected, live(url, 200, JSON_HEADERS, page(rows.slice(5, 10), next, previous, 13)))).toEqual([
      { cause: 'rows', text: 'count 13, not 12', expected: 12, actual: 13 },
    ])
  })

  it('compares no body of another status, and none where none is expected', () => {
    expect(compareAnswer(expected, live(url, 404, JSON_HEADERS, 'not json'))).toEqual([
      { cause: 'status', text: 'HTTP 404, not 200', expected: 200, actual: 404 },
    ])
    const head = expectedAnswer({ name: 'h', method: 'HEAD' }, LIST, known)
    expect(compareAnswer(head, live(LIST, 200, JSON_HEADERS, ''))).toEqual([])
  })
})

describe('describing an answer in a few words', () => {
  it('says status, type, where a redirect goes, and for a page its count, rows and links’ parameters', () => {
    expect(describeAnswer(200, 'application/json', page(rows.slice(0, 2), `${LIST}?limit=2&offset=2`, null))).toBe(
      'HTTP 200, application/json, count 12, 2 rows, next ?limit=2&offset=2, previous null',
    )
    expect(describeAnswer(200, 'application/json', page([], LIST, 'not a url'))).toBe(
      'HTTP 200, application/json, count 12, 0 rows, next (no parameters), previous "not a url"',
    )
    expect(describeAnswer(301, 'text/html', undefined, '/there/')).toBe('HTTP 301, text/html, → /there/')
    expect(describeAnswer(404, undefined, undefined)).toBe('HTTP 404')
    expect(describeAnswer(400, 'application/json', { detail: 'x'.repeat(100) })).toBe(
      `HTTP 400, application/json, {"detail":"${'x'.repeat(69)}…`,
    )
    expect(describeAnswer(204, undefined, undefined, null)).toBe('HTTP 204')
  })

  it('reads a live answer’s JSON only when it says it is JSON', () => {
    expect(describeLive(live(LIST, 200, { 'Content-Type': 'Application/Json; charset=utf-8' }, { detail: 'd' }))).toBe(
      'HTTP 200, Application/Json; charset=utf-8, {"detail":"d"}',
    )
    expect(describeLive(live(LIST, 200, { 'Content-Type': 'text/plain' }, { detail: 'd' }))).toBe('HTTP 200, text/plain')
    expect(describeLive(live(LIST, 200, { 'Content-Type': 'application/json' }, '{broken'))).toBe('HTTP 200, application/json')
    expect(describeLive(live(LIST, 302, { Location: '/next/' }, ''))).toBe('HTTP 302, → /next/')
  })

  it('reads the media type without parameters, spaces or case', () => {
    expect(mediaTypeOf(live(LIST, 200, { 'Content-Type': ' Text/HTML ; charset=utf-8' }, ''))).toBe('text/html')
    expect(mediaTypeOf(live(LIST, 200, {}, ''))).toBeUndefined()
  })

  it('cuts a text to a length on one line', () => {
    expect(excerpt('  a\n\tb  c ')).toBe('a b c')
    expect(excerpt('abcdef', 3)).toBe('abc…')
    expect(excerpt('abc', 3)).toBe('abc')
    expect(excerpt('x'.repeat(81))).toBe(`${'x'.repeat(80)}…`)
  })
})
