// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTHORS_LIST_PATH } from '../../src/shared/api/contract'
import { startMockApiServer } from '../../src/demo-api/http-server'
import type { MockApiServer } from '../../src/demo-api/http-server'
import { exportDataset, startDjango } from '../django-fixture'
import { rawRequest } from '../raw-http'
import type { RawExchange } from '../raw-http'

/**
 * The demo API against the real thing: a stock Django REST framework ListAPIView with
 * LimitOffsetPagination and django-filter (test/contract/django), both serving the same dataset,
 * both sent the same requests. Any difference is a bug in the demo API, to be fixed there.
 */

const SEED = 1
const SIZE = 1200
const NAME = 'Non Active Author List'
const DESCRIPTION = 'Search works only by last_name and first_name.'

interface Case {
  name: string
  /** Raw query string, without the `?`; sent byte for byte. */
  query?: string
  method?: string
  path?: string
  accept?: string
  /** The answer must hold rows, so that comparing results is not comparing two empty lists. */
  rows?: boolean
}

const enc = (text: string) => encodeURIComponent(text)

const MATRIX: Case[] = [
  { name: 'no parameters', rows: true },

  // limit and offset parsing (wire doc §1.1)
  { name: 'limit=0 falls back to 50', query: 'limit=0' },
  { name: 'limit=-1 falls back to 50', query: 'limit=-1' },
  { name: 'limit=abc falls back to 50', query: 'limit=abc' },
  { name: 'limit= (empty) falls back to 50', query: 'limit=' },
  { name: 'bare limit falls back to 50', query: 'limit' },
  { name: 'limit=5.0 falls back to 50', query: 'limit=5.0' },
  { name: 'limit=+5 is 5', query: 'limit=+5' },
  { name: 'limit=%205 is 5', query: 'limit=%205' },
  { name: 'limit=1_0 is 10', query: 'limit=1_0' },
  { name: 'limit=1__0 falls back to 50', query: 'limit=1__0' },
  { name: 'limit=full-width 5 is 5', query: 'limit=%EF%BC%95' },
  { name: 'limit=Devanagari 5 is 5', query: 'limit=%E0%A5%AB' },
  { name: 'limit=5%00 falls back to 50', query: 'limit=5%00' },
  { name: 'limit with no-break spaces is 5', query: 'limit=%C2%A05%E2%80%AF' },
  { name: 'limit after a byte-order mark falls back to 50', query: 'limit=%EF%BB%BF5' },
  { name: '; is not a separator', query: 'limit=5;offset=10' },
  { name: 'repeated limit: the last wins', query: 'limit=10&limit=20' },
  { name: 'limit=1000 (max_limit)', query: 'limit=1000', rows: true },
  { name: 'limit=5000 is capped at 1000', query: 'limit=5000&offset=150' },
  { name: 'huge limit is capped at 1000', query: 'limit=9999999999999999999999&offset=5' },
  { name: 'offset=-1 is 0', query: 'offset=-1' },
  { name: 'offset=abc is 0', query: 'offset=abc' },
  { name: 'full-width offset 10', query: 'offset=%EF%BC%91%EF%BC%90&limit=5' },
  { name: 'offset=5&limit=10: previous drops offset', query: 'offset=5&limit=10' },
  { name: 'offset=10&limit=10: previous drops offset', query: 'offset=10&limit=10' },
  { name: 'offset=25&limit=10', query: 'offset=25&limit=10' },
  { name: 'the last row', query: 'offset=1199', rows: true },
  { name: 'offset at the end (= count)', query: 'offset=1200' },
  { name: 'offset past the end', query: 'offset=5000&limit=10' },
  { name: 'huge offset', query: 'offset=9999999999999999999999' },

  // filters (django-filter CharFilter: stripped, blank ignored, last value wins)
  { name: 'last_name Cyrillic, lower case', query: `last_name=${enc('иванов')}`, rows: true },
  { name: 'last_name Cyrillic, upper case', query: `last_name=${enc('ИВАНОВА')}`, rows: true },
  { name: 'last_name with ё', query: `last_name=${enc('соловьёв')}`, rows: true },
  { name: 'last_name Ё alone', query: `last_name=${enc('Ё')}`, rows: true },
  { name: 'last_name Latin, mixed case', query: 'last_name=sMiTh', rows: true },
  { name: 'last_name Latin with an umlaut, upper case', query: `last_name=${enc('MÜLLER')}`, rows: true },
  { name: 'last_name with surrounding spaces', query: 'last_name=%20%20Smith%20', rows: true },
  { name: 'last_name with no-break spaces around', query: 'last_name=%C2%A0Smith%C2%A0', rows: true },
  { name: 'last_name with + for a space', query: 'last_name=von+hoh', rows: true },
  { name: 'last_name apostrophe', query: 'last_name=%27&limit=10&offset=10', rows: true },
  { name: 'last_name % is not a wildcard', query: 'last_name=%25' },
  { name: 'last_name _ is not a wildcard', query: 'last_name=_' },
  { name: 'last_name empty', query: 'last_name=', rows: true },
  { name: 'last_name only spaces', query: 'last_name=%20%20', rows: true },
  { name: 'last_name repeated: the last wins', query: `last_name=Smith&last_name=${enc('Иванов')}`, rows: true },
  { name: 'last_name invalid UTF-8', query: 'last_name=%FF' },
  { name: 'last_name malformed escape', query: 'last_name=%ZZ' },
  { name: 'first_name Cyrillic', query: `first_name=${enc('анна')}`, rows: true },
  { name: 'first_name Latin with an accent', query: `first_name=${enc('ÉTIENNE')}`, rows: true },
  {
    name: 'first_name and last_name together, paged',
    query: `first_name=${enc('алекс')}&last_name=${enc('ов')}&limit=5&offset=5`,
    rows: true,
  },
  { name: 'last_name with a NUL is a 400', query: 'last_name=%00' },
  { name: 'both names with a NUL is a 400', query: 'first_name=a%00&last_name=%00' },

  // links keep every parameter, sorted and re-encoded (wire doc §1.3)
  { name: 'unknown parameters are kept', query: 'zzz=1&a=2&limit=3&offset=3' },
  { name: 'case-variant keys are kept apart', query: 'LIMIT=10&Offset=3&offset=3' },
  { name: 'repeated and bare unknown keys', query: 'x=1&x=2&foo&limit=5' },
  { name: 'values re-encoded with quote_plus', query: 'q=a%20b*c/d;e~f%3D&a%20b=1&limit=5&offset=5' },
  { name: 'non-ASCII unknown value', query: `note=${enc('Пётр & Seán')}&limit=5` },

  // formats and content negotiation (wire doc §3)
  { name: 'format=json', query: 'format=json&limit=5&offset=5' },
  { name: 'format= (empty) is ignored', query: 'format=&limit=5' },
  { name: 'format=api', query: 'format=api' },
  { name: 'format=api, paged and filtered', query: `format=api&limit=5&offset=10&last_name=${enc('ов')}` },
  { name: 'unknown format is a JSON 404', query: 'format=xml' },
  { name: 'Accept: text/html gives the browsable page', accept: 'text/html' },
  { name: 'Accept with q-values ignored', query: 'limit=3', accept: 'application/json;q=0.1, text/html;q=1.0' },
  { name: 'Accept: text/* gives the browsable page', query: 'limit=3', accept: 'text/*' },
  { name: 'Accept: application/json; indent=2 pretty-prints', query: 'limit=3&offset=3', accept: 'application/json; indent=2' },
  { name: 'Accept: */*; indent=20 pretty-prints with 8', query: 'limit=2&offset=1', accept: '*/*; indent=20' },
  { name: 'Accept: indent=0 stays compact', query: 'limit=2', accept: 'application/json; indent=0' },
  { name: 'Accept: indent=abc stays compact', query: 'limit=2', accept: 'application/json;indent=abc' },
  { name: 'Accept: application/xml is a 406', accept: 'application/xml' },
  { name: 'format=api with Accept: application/json is a 406', query: 'format=api', accept: 'application/json' },
  { name: 'format=json with Accept: text/html is a 406', query: 'format=json', accept: 'text/html' },

  // methods (wire doc §4, §5)
  { name: 'HEAD', method: 'HEAD' },
  { name: 'HEAD, paged and filtered', method: 'HEAD', query: `limit=5&offset=5&last_name=${enc('ов')}` },
  { name: 'OPTIONS', method: 'OPTIONS' },
  { name: 'OPTIONS with an unknown format', method: 'OPTIONS', query: 'format=xml' },
  { name: 'OPTIONS pretty-printed', method: 'OPTIONS', accept: 'application/json; indent=4' },
  { name: 'POST', method: 'POST' },
  { name: 'PUT', method: 'PUT' },
  { name: 'PATCH', method: 'PATCH', query: 'limit=5' },
  { name: 'DELETE', method: 'DELETE' },
  { name: 'POST with format=api', method: 'POST', query: 'format=api' },
  { name: 'POST pretty-printed', method: 'POST', accept: 'application/json; indent=2' },
  { name: 'POST with an unknown format: negotiation first', method: 'POST', query: 'format=xml' },

  // Django around DRF
  { name: 'no trailing slash: APPEND_SLASH redirect', path: AUTHORS_LIST_PATH.slice(0, -1), query: 'limit=5&last_name=Smith' },
  { name: 'unknown path', path: '/api/author/' },
  { name: 'unknown path below the list', path: `${AUTHORS_LIST_PATH}1/` },
]

let mock: MockApiServer
let drf: { url: string; stop: () => Promise<void> }
let workDir: string

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'drf-contract-'))
  const authorsFile = join(workDir, 'authors.json')
  writeFileSync(authorsFile, exportDataset(SEED, SIZE))
  ;[drf, mock] = await Promise.all([startDjango(authorsFile), startMockApiServer({ port: 0, seed: SEED, size: SIZE })])
})

afterAll(async () => {
  await Promise.all([mock?.close(), drf?.stop()])
  if (workDir) rmSync(workDir, { recursive: true, force: true })
})

describe('the demo API answers as Django REST framework does', () => {
  it('has a matrix worth the name', () => {
    expect(MATRIX.length).toBeGreaterThanOrEqual(40)
    expect(new Set(MATRIX.map((entry) => entry.name)).size).toBe(MATRIX.length)
  })

  it.each(MATRIX)('$name', async (entry) => {
    const [ours, theirs] = await Promise.all([send(mock.url, entry), send(drf.url, entry)])
    const method = entry.method ?? 'GET'
    const path = entry.path ?? AUTHORS_LIST_PATH

    expect(ours.status, 'status').toBe(theirs.status)
    if (path === AUTHORS_LIST_PATH) {
      expect(ours.headers.get('content-type'), 'Content-Type').toBe(theirs.headers.get('content-type'))
      expect(ours.headers.get('allow'), 'Allow').toBe(theirs.headers.get('allow'))
      expect(ours.headers.get('vary'), 'Vary').toBe(theirs.headers.get('vary'))
    } else {
      // Django 3.2 (Debian 12) sends its 404 page as bare text/html; Django 4+ adds the charset.
      expect(mediaType(ours), 'media type').toBe(mediaType(theirs))
    }
    expect(ours.headers.get('location'), 'Location').toBe(theirs.headers.get('location'))

    if (method === 'HEAD') {
      expect(ours.body.length, 'HEAD body bytes (demo API)').toBe(0)
      expect(theirs.body.length, 'HEAD body bytes (DRF)').toBe(0)
      // Each server's Content-Length is its own GET's: the links name each its own host.
      const [ourGet, theirGet] = await Promise.all([
        send(mock.url, { ...entry, method: 'GET' }),
        send(drf.url, { ...entry, method: 'GET' }),
      ])
      expect(ours.headers.get('content-length')).toBe(String(ourGet.body.length))
      expect(theirs.headers.get('content-length')).toBe(String(theirGet.body.length))
      return
    }
    expect(ours.headers.get('content-length'), 'Content-Length (demo API)').toBe(String(ours.body.length))

    const ourText = ours.body.toString('utf8')
    const theirText = theirs.body.toString('utf8')
    const type = mediaType(theirs)
    if (type === 'application/json') {
      const ourJson: unknown = JSON.parse(ourText)
      const theirJson: unknown = JSON.parse(theirText)
      if (isPage(theirJson) && isPage(ourJson)) {
        expect(ourJson.count, 'count').toBe(theirJson.count)
        expect(ourJson.results, 'results and their order').toEqual(theirJson.results)
        for (const link of ['next', 'previous'] as const) {
          expect(ourJson[link] === null, `${link} is null`).toBe(theirJson[link] === null)
          if (ourJson[link] !== null && theirJson[link] !== null) {
            expect(linkQuery(ourJson[link], mock.url), `${link} query`).toEqual(linkQuery(theirJson[link], drf.url))
          }
        }
        if (entry.rows) expect(ourJson.results.length, 'rows to compare').toBeGreaterThan(0)
      } else {
        expect(ourJson).toEqual(theirJson)
      }
      // Compact separators, key order, raw UTF-8 and the links' exact bytes: the same body but for the host.
      expect(withoutOrigin(ourText, mock.url), 'the JSON byte for byte').toBe(withoutOrigin(theirText, drf.url))
    } else if (type === 'text/html' && path === AUTHORS_LIST_PATH) {
      for (const text of [ourText, theirText]) {
        expect(text).toContain(NAME)
        expect(text).toContain(DESCRIPTION)
      }
    } else {
      expect(ourText, 'body').toBe(theirText)
    }
  })
})

interface Page {
  count: number
  next: string | null
  previous: string | null
  results: unknown[]
}

function isPage(value: unknown): value is Page {
  return typeof value === 'object' && value !== null && 'results' in value && 'count' in value
}

/** An absolute link to this server's list; its query as a sorted multiset of raw `key=value` pairs. */
function linkQuery(link: string, origin: string): string[] {
  const url = new URL(link)
  expect(url.origin, `${link} names its own server`).toBe(origin)
  expect(url.pathname).toBe(AUTHORS_LIST_PATH)
  return url.search.slice(1).split('&').filter(Boolean).sort()
}

function withoutOrigin(text: string, origin: string): string {
  return text.replaceAll(origin, 'http://server')
}

function mediaType(exchange: RawExchange): string | undefined {
  return exchange.headers.get('content-type')?.split(';')[0]?.trim()
}

async function send(origin: string, entry: Case): Promise<RawExchange & { status: number }> {
  const url = `${origin}${entry.path ?? AUTHORS_LIST_PATH}${entry.query === undefined ? '' : `?${entry.query}`}`
  const headers: Record<string, string> = entry.accept === undefined ? {} : { Accept: entry.accept }
  const exchange = await rawRequest(entry.method ?? 'GET', url, headers)
  const status = Number(exchange.statusLine.split(' ')[1])
  return { ...exchange, status }
}
