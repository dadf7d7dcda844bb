import { AUTHORS_LIST_PATH } from '../../shared/api/contract'
import type { Author } from '../../shared/api/contract'
import { respondToList, type AuthorIndex, type AuthorRows } from '../list-engine'
import type { WireCase } from './cases'
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

export function expectedAnswer(entry: WireCase, url: string, known: KnownList): Expected {
  const method = entry.method ?? 'GET'
  const path = entry.path ?? AUTHORS_LIST_PATH
  const target = new URL(url)
  if (path === AUTHORS_LIST_PATH.slice(0, -1)) {
    return { status: 301, mediaType: 'text/html', location: new URL(`${target.pathname}/${target.search}`, target).href }
  }
  if (path !== AUTHORS_LIST_PATH) return { status: 404, mediaType: 'text/html' }
  const answer = respondToList({ method, url, accept: entry.accept ?? '*/*' }, seenRows(known))
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

/** Each way the live answer departs from the expected one, in words; empty when they agree. */
export function compareAnswer(expected: Expected, live: LiveAnswer): string[] {
  const differences: string[] = []
  if (live.status !== expected.status) differences.push(`HTTP ${live.status}, not ${expected.status}`)
  for (const [name, value] of Object.entries(expected.headers ?? {})) {
    const got = live.headers.get(name)
    if (got !== value) differences.push(`${name}: ${got === null ? '(none)' : JSON.stringify(got)}, not ${JSON.stringify(value)}`)
  }
  if (!expected.headers && expected.mediaType && mediaTypeOf(live) !== expected.mediaType) {
    differences.push(`Content-Type ${JSON.stringify(live.headers.get('content-type'))}, not ${expected.mediaType}`)
  }
  if (expected.location !== undefined) {
    const location = live.headers.get('location')
    const resolved = location === null ? null : safeUrl(location, live.url)
    if (resolved !== expected.location) differences.push(`Location ${location ?? '(none)'}, not ${expected.location}`)
  }
  if (differences.length > 0 || expected.json === undefined) return differences
  let json: unknown
  try {
    json = JSON.parse(live.body)
  } catch {
    return [`a body that is not JSON (${excerpt(live.body)})`]
  }
  if (isPage(expected.json)) return comparePage(expected.json, json, live.url)
  if (JSON.stringify(json) !== JSON.stringify(expected.json))
    differences.push(`body ${excerpt(JSON.stringify(json))}, not ${excerpt(JSON.stringify(expected.json))}`)
  return differences
}

interface PageJson {
  count: number
  next: string | null
  previous: string | null
  results: Author[]
}

function comparePage(expected: PageJson, json: unknown, url: string): string[] {
  if (!isPage(json)) return [`not a page of the list (${excerpt(JSON.stringify(json))})`]
  const differences: string[] = []
  if (json.count !== expected.count) differences.push(`count ${json.count}, not ${expected.count}`)
  if (json.results.length !== expected.results.length) {
    differences.push(`${json.results.length} rows, not ${expected.results.length}`)
  } else {
    const moved = expected.results.findIndex((author, index) => author.uid !== UNSEEN_UID && author.uid !== json.results[index]?.uid)
    if (moved !== -1)
      differences.push(`row ${moved + 1} is uid ${json.results[moved]?.uid}, not ${expected.results[moved]?.uid} as at that place before`)
  }
  for (const link of ['next', 'previous'] as const) {
    const want = expected[link]
    const got = json[link]
    if (want === null || got === null) {
      if (want !== got) differences.push(`${link} ${got === null ? 'is null' : `is ${got}`}, not ${want === null ? 'null' : want}`)
      continue
    }
    differences.push(...compareLink(link, got, want, url))
  }
  return differences
}

/** A link names the list the request went to, and carries the same parameters (in any order). */
function compareLink(link: string, got: string, want: string, url: string): string[] {
  const target = new URL(url)
  let parsed: URL
  try {
    parsed = new URL(got)
  } catch {
    return [`${link} ${JSON.stringify(got)} is not an absolute address`]
  }
  const differences: string[] = []
  if (parsed.origin !== target.origin) differences.push(`${link} names ${parsed.origin}, not ${target.origin} (the host asked)`)
  else if (parsed.pathname !== target.pathname) differences.push(`${link} names the path ${parsed.pathname}, not ${target.pathname}`)
  const params = (text: string) => text.slice(1).split('&').filter(Boolean).sort().join('&')
  const wanted = params(new URL(want).search)
  if (params(parsed.search) !== wanted) differences.push(`${link} carries ?${params(parsed.search)}, not ?${wanted}`)
  return differences
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
