import { expect } from 'vitest'
import { AUTHORS_LIST_PATH } from '../../src/shared/api/contract'
import type { WireCase } from '../../src/demo-api/api-check/cases'
import { rawRequest } from '../raw-http'
import type { RawExchange } from '../raw-http'

/**
 * One case of the contract matrix sent to two servers (`ours`, `theirs`: origins), which must
 * answer alike: status, headers, results and their order, links and the JSON's bytes but for the
 * host. The contract test holds the demo API to Django with it, and the recording test holds a
 * recorded Django directory, served by the demo API, to the Django it was recorded from.
 */

const NAME = 'Non Active Author List'
const DESCRIPTION = 'Search works only by last_name and first_name.'

export async function expectSameAnswer(entry: WireCase, oursUrl: string, theirsUrl: string): Promise<void> {
  const [ours, theirs] = await Promise.all([send(oursUrl, entry), send(theirsUrl, entry)])
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
    const [ourGet, theirGet] = await Promise.all([send(oursUrl, { ...entry, method: 'GET' }), send(theirsUrl, { ...entry, method: 'GET' })])
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
          expect(linkQuery(ourJson[link], oursUrl), `${link} query`).toEqual(linkQuery(theirJson[link], theirsUrl))
        }
      }
      if (entry.rows) expect(ourJson.results.length, 'rows to compare').toBeGreaterThan(0)
    } else {
      expect(ourJson).toEqual(theirJson)
    }
    // Compact separators, key order, raw UTF-8 and the links' exact bytes: the same body but for the host.
    expect(withoutOrigin(ourText, oursUrl), 'the JSON byte for byte').toBe(withoutOrigin(theirText, theirsUrl))
  } else if (type === 'text/html' && path === AUTHORS_LIST_PATH) {
    for (const text of [ourText, theirText]) {
      expect(text).toContain(NAME)
      expect(text).toContain(DESCRIPTION)
    }
  } else {
    expect(ourText, 'body').toBe(theirText)
  }
}

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

async function send(origin: string, entry: WireCase): Promise<RawExchange & { status: number }> {
  const url = `${origin}${entry.path ?? AUTHORS_LIST_PATH}${entry.query === undefined ? '' : `?${entry.query}`}`
  const headers: Record<string, string> = entry.accept === undefined ? {} : { Accept: entry.accept }
  const exchange = await rawRequest(entry.method ?? 'GET', url, headers)
  const status = Number(exchange.statusLine.split(' ')[1])
  return { ...exchange, status }
}
