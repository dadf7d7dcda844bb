import { AUTHORS_LIST_PATH } from '../../shared/api/contract'
import type { Author } from '../../shared/api/contract'
import { respondToList, type AuthorIndex, type AuthorRows, type ListOptions } from '../list-engine'
import type { WireCase } from './cases'
import type { CauseKey, Finding } from './causes'
import type { LiveAnswer } from './live-client'

/**
 * What the demo API would answer to one of the shared wire cases, given the rows a live
 * deployment showed: the demo's own list engine run over those rows (a position not seen is a
 * stand-in that matches any author), and Django's APPEND_SLASH redirect and 404 around it as the
 * mock server adds them. Compared with the live answer, field by field, in words.
 */

/** What api-check knows of the live list: its count, and its first rows in its order. */
export interface KnownList {
  count: number
  rows: readonly Author[]
}

export interface Expected {
  status: number
  /** Exact headers of the list endpoint's answers (Content-Type, Allow, Vary). */
  headers?: Record<string, string>
  /** Only the media type, for paths Django answers itself. */
  mediaType?: string
  /** Where a redirect points, absolute. */
  location?: string
  /** The parsed JSON body; a page's unseen rows are UNSEEN stand-ins. */
  json?: unknown
}

/** A position of the live list api-check has not read: it matches any author. */
export const UNSEEN_UID = '\u0000unseen'

/** The case needs rows api-check cannot know (a search over the whole list). */
export class Unpredictable extends Error {}

export function expectedAnswer(entry: WireCase, url: string, known: KnownList, options: ListOptions = {}): Expected {
  const method = entry.method ?? 'GET'
  const path = entry.path ?? AUTHORS_LIST_PATH
  const target = new URL(url)
  if (path === AUTHORS_LIST_PATH.slice(0, -1)) {
    return { status: 301, mediaType: 'text/html', location: new URL(`${target.pathname}/${target.search}`, target).href }
  }
  if (path !== AUTHORS_LIST_PATH) return { status: 404, mediaType: 'text/html' }
  const answer = respondToList({ method, url, accept: entry.accept ?? '*/*' }, seenRows(known), options)
  // Content-Length depends on the host in the links and on rows not read: not compared.
  const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => name !== 'Content-Length'))
  const mediaType = headers['Content-Type']?.split(';')[0]
  const json = mediaType === 'application/json' && answer.body !== '' ? (JSON.parse(answer.body) as unknown) : undefined
  return { status: answer.status, headers, mediaType, ...(json !== undefined && { json }) }
}

/** The live list as far as it was read, in its own order; a search over it cannot be predicted. */
function seenRows(known: KnownList): AuthorIndex {
  return {
    select(terms) {
      if (terms.last_name !== '' || terms.first_name !== '') throw new Unpredictable('a search over rows not read')
      const rows: AuthorRows = {
        length: known.count,
        slice(start = 0, end = known.count) {
          const out: Author[] = []
          for (let i = start; i < Math.min(end, known.count); i++) out.push(known.rows[i] ?? unseen())
          return out
        },
      }
      return rows
    },
  }
}

function unseen(): Author {
  return { uid: UNSEEN_UID, first_name: '', last_name: '', parent_name: null, public_name: '' }
}

/** A finding about rows per page or the limit a link carries: a page cap or default page size may explain it. */
export interface WireFinding extends Finding {
  paging?: true
}

/**
 * Each way the live answer departs from the expected one, by meaning, each put down to a cause.
 * Every part is compared whatever another part did: a header difference does not hide a status,
 * count, row, order, link or body difference. Only a body of another status is not compared.
 */
export function compareAnswer(expected: Expected, live: LiveAnswer): WireFinding[] {
  const findings: WireFinding[] = []
  const add = (cause: CauseKey, text: string, want: unknown, got: unknown, paging?: true) =>
    findings.push({ cause, text, expected: want, actual: got, ...(paging && { paging }) })
  const sameStatus = live.status === expected.status
  if (!sameStatus) add('status', `HTTP ${live.status}, not ${expected.status}`, expected.status, live.status)
  findings.push(...compareHeaders(expected, live))
  if (expected.location !== undefined) {
    const location = live.headers.get('location')
    const resolved = location === null ? null : safeUrl(location, live.url)
    if (resolved !== expected.location)
      add('links', `Location ${location ?? '(none)'}, not ${expected.location}`, expected.location, location)
  }
  if (!sameStatus || expected.json === undefined) return findings
  let json: unknown
  try {
    json = JSON.parse(live.body)
  } catch {
    add(bodyCause(expected.status), `a body that is not JSON (${excerpt(live.body)})`, expected.json, excerpt(live.body, 200))
    return findings
  }
  if (isPage(expected.json)) findings.push(...comparePage(expected.json, json, live.url))
  else if (JSON.stringify(json) !== JSON.stringify(expected.json))
    add(
      bodyCause(expected.status),
      `body ${excerpt(JSON.stringify(json))}, not ${excerpt(JSON.stringify(expected.json))}`,
      expected.json,
      json,
    )
  return findings
}

const bodyCause = (status: number): CauseKey => (status >= 400 ? 'error-body' : 'body')

const tokens = (value: string) =>
  value
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean)
const mediaValue = (value: string) => value.replace(/\s+/g, '').toLowerCase()

/** Headers for what they mean to a client: Content-Type as a value, Allow as a set, Vary naming what the demo's names. */
function compareHeaders(expected: Expected, live: LiveAnswer): WireFinding[] {
  const findings: WireFinding[] = []
  for (const [name, value] of Object.entries(expected.headers ?? {})) {
    const got = live.headers.get(name)
    const finding = (cause: CauseKey, text: string) => findings.push({ cause, text, expected: { [name]: value }, actual: { [name]: got } })
    if (got === null) {
      finding('headers', `no ${name}, not ${JSON.stringify(value)}`)
    } else if (name === 'Vary') {
      const wanted = tokens(value)
      const have = new Set(tokens(got))
      const missing = wanted.filter((token) => !have.has(token) && !have.has('*'))
      const extra = [...have].filter((token) => !wanted.includes(token))
      if (missing.length > 0) finding('headers', `Vary ${JSON.stringify(got)} does not name ${missing.join(', ')}`)
      if (extra.length > 0) finding('vary', `Vary ${JSON.stringify(got)} also names ${extra.join(', ')}`)
    } else if (name === 'Allow') {
      if ([...tokens(got)].sort().join() !== [...tokens(value)].sort().join())
        finding('headers', `Allow ${JSON.stringify(got)}, not ${JSON.stringify(value)}`)
    } else if (mediaValue(got) !== mediaValue(value)) {
      finding('headers', `${name} ${JSON.stringify(got)}, not ${JSON.stringify(value)}`)
    }
  }
  if (!expected.headers && expected.mediaType && mediaTypeOf(live) !== expected.mediaType) {
    findings.push({
      cause: 'headers',
      text: `Content-Type ${JSON.stringify(live.headers.get('content-type'))}, not ${expected.mediaType}`,
      expected: { 'Content-Type': expected.mediaType },
      actual: { 'Content-Type': live.headers.get('content-type') },
    })
  }
  return findings
}

interface PageJson {
  count: number
  next: string | null
  previous: string | null
  results: Author[]
}

function comparePage(expected: PageJson, json: unknown, url: string): WireFinding[] {
  if (!isPage(json))
    return [{ cause: 'rows', text: `not a page of the list (${excerpt(JSON.stringify(json))})`, expected: 'a page', actual: json }]
  const findings: WireFinding[] = []
  if (json.count !== expected.count)
    findings.push({ cause: 'rows', text: `count ${json.count}, not ${expected.count}`, expected: expected.count, actual: json.count })
  if (json.results.length !== expected.results.length) {
    findings.push({
      cause: 'rows',
      text: `${json.results.length} rows, not ${expected.results.length}`,
      expected: expected.results.length,
      actual: json.results.length,
      paging: true,
    })
  } else {
    const moved = expected.results.findIndex((author, index) => author.uid !== UNSEEN_UID && author.uid !== json.results[index]?.uid)
    if (moved !== -1)
      findings.push({
        cause: 'rows',
        text: `row ${moved + 1} is uid ${json.results[moved]?.uid}, not ${expected.results[moved]?.uid} as at that place before`,
        expected: expected.results[moved]?.uid,
        actual: json.results[moved]?.uid,
      })
  }
  for (const link of ['next', 'previous'] as const) {
    const want = expected[link]
    const got = json[link]
    if (want === null || got === null) {
      if (want !== got)
        findings.push({
          cause: 'links',
          text: `${link} ${got === null ? 'is null' : `is ${got}`}, not ${want === null ? 'null' : want}`,
          expected: want,
          actual: got,
          paging: true,
        })
      continue
    }
    findings.push(...compareLink(link, got, want, url))
  }
  return findings
}

/** A link names the list the request went to (scheme, host, path), and carries the same parameters (in any order). */
function compareLink(link: string, got: string, want: string, url: string): WireFinding[] {
  const target = new URL(url)
  let parsed: URL
  try {
    parsed = new URL(got)
  } catch {
    return [{ cause: 'links', text: `${link} ${JSON.stringify(got)} is not an absolute address`, expected: want, actual: got }]
  }
  const findings: WireFinding[] = []
  const add = (text: string, paging?: true) =>
    findings.push({ cause: 'links', text, expected: want, actual: got, ...(paging && { paging }) })
  if (parsed.protocol !== target.protocol) add(`${link} uses ${parsed.protocol}, not ${target.protocol} (the scheme asked)`)
  if (parsed.host !== target.host) add(`${link} names ${parsed.host}, not ${target.host} (the host asked)`)
  if (parsed.pathname !== target.pathname) add(`${link} names the path ${parsed.pathname}, not ${target.pathname}`)
  const params = (text: string) => text.slice(1).split('&').filter(Boolean).sort().join('&')
  const wanted = params(new URL(want).search)
  if (params(parsed.search) !== wanted) add(`${link} carries ?${params(parsed.search)}, not ?${wanted}`, true)
  return findings
}

/** The answer in a few words: status, type, and for a page its count, rows and links' parameters. */
export function describeAnswer(status: number, mediaType: string | undefined, json: unknown, location?: string | null): string {
  const parts = [`HTTP ${status}`]
  if (mediaType) parts.push(mediaType)
  if (location) parts.push(`→ ${location}`)
  if (isPage(json)) {
    parts.push(`count ${json.count}, ${json.results.length} rows`)
    for (const link of ['next', 'previous'] as const) {
      const value = json[link]
      parts.push(`${link} ${value === null ? 'null' : shortLink(value)}`)
    }
  } else if (json !== undefined) {
    parts.push(excerpt(JSON.stringify(json)))
  }
  return parts.join(', ')
}

export function describeLive(live: LiveAnswer): string {
  let json: unknown
  if (mediaTypeOf(live) === 'application/json') {
    try {
      json = JSON.parse(live.body)
    } catch {
      json = undefined
    }
  }
  return describeAnswer(live.status, live.headers.get('content-type') ?? undefined, json, live.headers.get('location'))
}

function shortLink(link: string): string {
  try {
    const url = new URL(link)
    return url.search === '' ? '(no parameters)' : url.search
  } catch {
    return JSON.stringify(link)
  }
}

export function mediaTypeOf(live: LiveAnswer): string | undefined {
  return live.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
}

function isPage(value: unknown): value is PageJson {
  return typeof value === 'object' && value !== null && Array.isArray((value as PageJson).results) && 'count' in value
}

function safeUrl(location: string, base: string): string | null {
  try {
    return new URL(location, base).href
  } catch {
    return null
  }
}

export function excerpt(text: string, length = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > length ? `${flat.slice(0, length)}…` : flat
}
