import { DEFAULT_LIMIT, MAX_LIMIT } from '../shared/api/contract'
import type { Author, AuthorsPageBody } from '../shared/api/contract'

/**
 * The list endpoint as Django REST framework serves it (ListAPIView + LimitOffsetPagination +
 * django-filter), byte for byte where it matters to a client. The rules are those of
 * shared/api/drf-wire-behaviour.md; section numbers below refer to it. Pure: no msw, DOM or Node.
 */

export interface ListRequest {
  method: string
  url: string
  accept?: string | null
}

export interface ListResponse {
  status: number
  headers: Record<string, string>
  body: string
}

export interface ListOptions {
  maxLimit?: number
  defaultLimit?: number
  description?: string
  /** How last_name and first_name match (one for both, or each its own); the default is DRF's `icontains` as the demo assumes. */
  search?: SearchSemantics | FieldSearch
  /**
   * `sorted` (the default): by first name, last name, uid, as the demo's Django view orders.
   * `as-given`: the authors' own order, e.g. a live directory recorded in the API's order.
   */
  order?: 'sorted' | 'as-given'
}

/**
 * How a deployment's search matches a name, as api-check observes it. The demo's own (and
 * Django's `icontains` behind a CharFilter): a substring, any case, the term stripped, ё and е
 * two letters.
 */
export interface SearchSemantics {
  /**
   * `substring` anywhere in the name, `prefix`: the name starts with the term, `exact`: the name
   * is the term, `ignored`: the parameter filters nothing (the server does not know it).
   */
  match: 'substring' | 'prefix' | 'exact' | 'ignored'
  caseSensitive: boolean
  /** The term's surrounding whitespace is dropped (Django forms strip it), and a blank term filters nothing. */
  strip: boolean
  /** ё is searched as е and е finds ё (Ё and Е too). */
  yoAsYe: boolean
}

export const DEMO_SEARCH: SearchSemantics = { match: 'substring', caseSensitive: false, strip: true, yoAsYe: false }

export type SearchField = 'last_name' | 'first_name'

/** Each search field's own semantics: a deployment may search one name differently from the other. */
export type FieldSearch = Record<SearchField, SearchSemantics>

/** The semantics of one field, from one setting for both or one per field. */
export function searchOf(search: SearchSemantics | FieldSearch | undefined, field: SearchField): SearchSemantics {
  if (search === undefined) return DEMO_SEARCH
  return 'match' in search ? search : search[field]
}

export type QueryPair = readonly [key: string, value: string]

/** The search as the engine applies it: each term stripped and lower-cased, '' for none. */
export type FilterTerms = Record<(typeof FILTER_FIELDS)[number], string>

/** Matching authors in the list's order; an array is one, and so is a list made on demand. */
export interface AuthorRows {
  readonly length: number
  slice(start?: number, end?: number): readonly Author[]
}

/**
 * A list too large to hold (the `huge` scenario): it keeps its own order (first name, last name,
 * uid, as sortAuthors gives) and filters itself exactly as filterAuthors would, on demand.
 */
export interface AuthorIndex {
  select(terms: FilterTerms): AuthorRows
}

/** The authors the engine serves: all of them in memory, or an index that makes them on demand. */
export type AuthorSource = readonly Author[] | AuthorIndex

type Renderer = 'json' | 'html'
export type Negotiation = Renderer | 'not-found' | 'not-acceptable'

export const VIEW_NAME = 'Non Active Author List'
export const DEFAULT_DESCRIPTION = 'Search works only by last_name and first_name.'

const ALLOW = 'GET, HEAD, OPTIONS'
const FILTER_FIELDS = ['last_name', 'first_name'] as const
const NUL_MESSAGE = 'Null characters are not allowed.'
// The statuses the browsable page is rendered for: a 404 (unknown format) and a 406 are always JSON.
const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  400: 'Bad Request',
  405: 'Method Not Allowed',
}

const RENDERERS = [
  { renderer: 'json', format: 'json', mainType: 'application', subType: 'json', contentType: 'application/json' },
  { renderer: 'html', format: 'api', mainType: 'text', subType: 'html', contentType: 'text/html; charset=utf-8' },
] as const

const utf8Encoder = new TextEncoder()
// Python's UTF-8 codec keeps a leading BOM; TextDecoder would silently drop it.
const utf8Decoder = new TextDecoder('utf-8', { ignoreBOM: true })

// str.isspace() in Python: unlike JS \s it includes \x1c-\x1f and \x85, and excludes \ufeff.
const PY_SPACE = '\\t\\n\\v\\f\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000'
const PY_STRIP = new RegExp(`^[${PY_SPACE}]+|[${PY_SPACE}]+$`, 'g')
const DECIMAL_DIGIT = /^\p{Nd}$/u
// Python 3.11+ refuses int() of longer strings (sys.int_info.default_max_str_digits).
const MAX_INT_DIGITS = 4300

export function respondToList(request: ListRequest, authors: AuthorSource, options: ListOptions = {}): ListResponse {
  const method = request.method.toUpperCase()
  const response = dispatch(method, new URL(request.url), request.accept, authors, options)
  // HEAD runs the whole GET; the server only drops the body (§5).
  return method === 'HEAD' ? { ...response, body: '' } : response
}

function dispatch(method: string, url: URL, accept: string | null | undefined, authors: AuthorSource, options: ListOptions): ListResponse {
  const query = parseQuery(url.search)
  const description = options.description ?? DEFAULT_DESCRIPTION

  // Negotiation runs before the method check, so a bad format or Accept beats 405 (§3).
  const accepted = acceptMediaType(lastValue(query, 'format'), accept)
  if (accepted === 'not-found') return render(404, { detail: 'Not found.' }, 'json', description)
  if (accepted === 'not-acceptable') {
    return render(406, { detail: 'Could not satisfy the request Accept header.' }, 'json', description)
  }
  const { renderer, indent } = accepted
  if (method === 'OPTIONS') return render(200, metadata(description), renderer, description, indent)
  if (method !== 'GET' && method !== 'HEAD') {
    return render(405, { detail: `Method "${method}" not allowed.` }, renderer, description, indent)
  }

  // A parameter the server ignores is not validated either.
  const invalid = FILTER_FIELDS.filter(
    (field) => searchOf(options.search, field).match !== 'ignored' && (lastValue(query, field)?.includes('\0') ?? false),
  )
  if (invalid.length > 0) {
    const errors = Object.fromEntries(invalid.map((field) => [field, [NUL_MESSAGE]]))
    return render(400, errors, renderer, description, indent)
  }

  const search = options.search ?? DEMO_SEARCH
  const terms = filterTerms(query, search)
  const ordered = isAuthorIndex(authors) ? authors : options.order === 'as-given' ? authors : sortAuthors(authors)
  const matching = isAuthorIndex(ordered) ? ordered.select(terms) : filterAuthors(ordered, terms, search)
  const page = paginate(`${url.origin}${url.pathname}`, query, matching, options)
  return render(200, page, renderer, description, indent)
}

/** Python `parse_qsl(qs, keep_blank_values=True)`: `&` only, `+` is a space, a bare key has a blank value. */
export function parseQuery(search: string): QueryPair[] {
  const queryString = search.startsWith('?') ? search.slice(1) : search
  const pairs: QueryPair[] = []
  for (const field of queryString.split('&')) {
    if (field === '') continue
    const equals = field.indexOf('=')
    const key = equals === -1 ? field : field.slice(0, equals)
    const value = equals === -1 ? '' : field.slice(equals + 1)
    pairs.push([unquotePlus(key), unquotePlus(value)])
  }
  return pairs
}

/** Django's `QueryDict.get`: the last of repeated values. */
function lastValue(query: readonly QueryPair[], key: string): string | undefined {
  let found: string | undefined
  for (const [name, value] of query) if (name === key) found = value
  return found
}

/** Python `unquote_plus`: malformed escapes stay literal, invalid UTF-8 becomes U+FFFD. */
function unquotePlus(text: string): string {
  const spaced = text.replaceAll('+', ' ')
  if (!spaced.includes('%')) return spaced
  let decoded = ''
  let bytes: number[] = []
  const flush = () => {
    if (bytes.length === 0) return
    decoded += utf8Decoder.decode(new Uint8Array(bytes))
    bytes = []
  }
  for (let i = 0; i < spaced.length; i++) {
    const code = spaced.charCodeAt(i)
    const escape = spaced.slice(i + 1, i + 3)
    if (code === 0x25 && /^[0-9A-Fa-f]{2}$/.test(escape)) {
      bytes.push(parseInt(escape, 16))
      i += 2
    } else if (code < 0x80) {
      bytes.push(code)
    } else {
      flush()
      decoded += spaced[i]
    }
  }
  flush()
  return decoded
}

/** Python `quote_plus(s, safe='')`, as `urlencode` applies it to keys and values. */
export function quotePlus(text: string): string {
  let quoted = ''
  for (const byte of utf8Encoder.encode(text)) {
    if (byte === 0x20) quoted += '+'
    else if (isAlwaysSafe(byte)) quoted += String.fromCharCode(byte)
    else quoted += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
  }
  return quoted
}

function isAlwaysSafe(byte: number): boolean {
  return (
    (byte >= 0x30 && byte <= 0x39) ||
    (byte >= 0x41 && byte <= 0x5a) ||
    (byte >= 0x61 && byte <= 0x7a) ||
    byte === 0x5f || // _
    byte === 0x2e || // .
    byte === 0x2d || // -
    byte === 0x7e // ~
  )
}

/** Python `str.strip()`. */
export function pythonStrip(text: string): string {
  return text.replace(PY_STRIP, '')
}

/**
 * Python `int(text)`: surrounding whitespace, a sign, single underscores between digits and any
 * Unicode decimal digit are all accepted. Returns null where Python raises ValueError.
 */
export function parsePythonInt(text: string): bigint | null {
  const chars = Array.from(pythonStrip(text))
  const sign = chars[0] === '-' ? -1n : 1n
  if (chars[0] === '-' || chars[0] === '+') chars.shift()
  let digits = ''
  let afterUnderscoreOrStart = true
  for (const char of chars) {
    if (char === '_') {
      if (afterUnderscoreOrStart) return null
      afterUnderscoreOrStart = true
      continue
    }
    const digit = decimalValue(char)
    if (digit === null) return null
    digits += digit
    afterUnderscoreOrStart = false
  }
  if (digits === '' || afterUnderscoreOrStart || digits.length > MAX_INT_DIGITS) return null
  return sign * BigInt(digits)
}

/** Unicode puts every set of decimal digits in one contiguous run 0..9, so the offset into the run is the value. */
function decimalValue(char: string): number | null {
  if (char >= '0' && char <= '9') return char.charCodeAt(0) - 0x30
  if (!DECIMAL_DIGIT.test(char)) return null
  let codePoint = char.codePointAt(0) ?? 0
  let stepsFromZero = 0
  while (DECIMAL_DIGIT.test(String.fromCodePoint(codePoint - 1))) {
    codePoint--
    stepsFromZero++
  }
  return stepsFromZero % 10
}

/** Order of Python `str` and SQL BINARY collation; plain `<` would compare UTF-16 units instead. */
export function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length)
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i)
    const y = b.charCodeAt(i)
    if (x !== y) return codeUnitRank(x) - codeUnitRank(y)
  }
  return a.length - b.length
}

function codeUnitRank(unit: number): number {
  if (unit >= 0xd800 && unit <= 0xdfff) return unit + 0x2000
  if (unit >= 0xe000) return unit - 0x800
  return unit
}

/**
 * DRF's `DefaultContentNegotiation` (§3): `?format=` picks the renderer, then Accept tokens are tried
 * from most to least specific, ignoring q-values, with the JSON renderer first within a group.
 */
export function negotiate(format: string | undefined, accept: string | null | undefined): Negotiation {
  const accepted = acceptMediaType(format, accept)
  return typeof accepted === 'string' ? accepted : accepted.renderer
}

interface Accepted {
  renderer: Renderer
  /** JSON indent asked for by the accepted media type, e.g. `application/json; indent=4`. */
  indent: number | undefined
}

function acceptMediaType(format: string | undefined, accept: string | null | undefined): Accepted | 'not-found' | 'not-acceptable' {
  const candidates = format ? RENDERERS.filter((candidate) => candidate.format === format) : RENDERERS
  if (candidates.length === 0) return 'not-found'

  // A missing Accept header counts as */*; an empty one is treated the same way here.
  const header = accept?.trim() ? accept : '*/*'
  const tokens = header.split(',').map(parseMediaType)
  for (let precedence = 3; precedence >= 0; precedence--) {
    const group = tokens.filter((token) => token.precedence === precedence)
    for (const candidate of candidates) {
      // The matched token's parameters travel with it, even when it was */* (DRF's full_media_type).
      const token = group.find((mediaType) => mediaTypeMatches(candidate, mediaType))
      if (token) return { renderer: candidate.renderer, indent: jsonIndent(token.params) }
    }
  }
  return 'not-acceptable'
}

/** DRF `JSONRenderer.get_indent`: `int(indent)` clamped to 0..8, where 0 means compact. */
function jsonIndent(params: ReadonlyMap<string, string>): number | undefined {
  const raw = params.get('indent')
  const value = raw === undefined ? null : parsePythonInt(raw)
  if (value === null) return undefined
  const clamped = value < 0n ? 0 : value > 8n ? 8 : Number(value)
  return clamped === 0 ? undefined : clamped
}

interface MediaType {
  mainType: string
  subType: string
  params: ReadonlyMap<string, string>
  precedence: number
}

/** Django `parse_header_parameters` plus DRF `_MediaType.precedence`. */
function parseMediaType(token: string): MediaType {
  const [fullType = '', ...rawParams] = token.split(';')
  const slash = fullType.trim().toLowerCase().split('/')
  const mainType = slash[0] ?? ''
  const subType = slash.slice(1).join('/')
  const params = new Map<string, string>()
  for (const param of rawParams) {
    const equals = param.indexOf('=')
    if (equals === -1) continue
    const value = param.slice(equals + 1).trim()
    const quoted = value.length >= 2 && value.startsWith('"') && value.endsWith('"')
    params.set(param.slice(0, equals).trim().toLowerCase(), quoted ? value.slice(1, -1) : value)
  }
  let precedence = 3
  if (mainType === '*') precedence = 0
  else if (subType === '*') precedence = 1
  else if ([...params.keys()].every((name) => name === 'q')) precedence = 2
  return { mainType, subType, params, precedence }
}

function mediaTypeMatches(renderer: (typeof RENDERERS)[number], accepted: MediaType): boolean {
  if (accepted.subType !== '*' && accepted.subType !== renderer.subType) return false
  return accepted.mainType === '*' || accepted.mainType === renderer.mainType
}

const sortedCache = new WeakMap<readonly Author[], readonly Author[]>()

function sortAuthors(authors: readonly Author[]): readonly Author[] {
  let sorted = sortedCache.get(authors)
  if (!sorted) {
    sorted = [...authors].sort(
      (a, b) =>
        compareCodePoints(a.first_name, b.first_name) || compareCodePoints(a.last_name, b.last_name) || compareCodePoints(a.uid, b.uid),
    )
    sortedCache.set(authors, sorted)
  }
  return sorted
}

function isAuthorIndex(authors: AuthorSource): authors is AuthorIndex {
  return !Array.isArray(authors)
}

/**
 * django-filter CharFields stripped like Django forms, matched as `icontains`; a blank value
 * narrows nothing. Another deployment's semantics (a recording's) shape the term the same way.
 */
function filterTerms(query: readonly QueryPair[], options: SearchSemantics | FieldSearch): FilterTerms {
  const term = (field: SearchField) => {
    const search = searchOf(options, field)
    if (search.match === 'ignored') return ''
    const raw = lastValue(query, field) ?? ''
    return foldName(search.strip ? pythonStrip(raw) : raw, search)
  }
  return { last_name: term('last_name'), first_name: term('first_name') }
}

/** A name or a term as the search compares it: lower-cased unless case counts, ё as е if folded. */
function foldName(text: string, search: SearchSemantics): string {
  const cased = search.caseSensitive ? text : text.toLowerCase()
  return search.yoAsYe ? cased.replaceAll('ё', 'е').replaceAll('Ё', 'Е') : cased
}

function filterAuthors(authors: readonly Author[], terms: FilterTerms, options: SearchSemantics | FieldSearch): readonly Author[] {
  const active = FILTER_FIELDS.filter((field) => terms[field] !== '')
  if (active.length === 0) return authors
  const matches = (field: SearchField, author: Author) => {
    const search = searchOf(options, field)
    const name = foldName(author[field], search)
    const term = terms[field]
    if (search.match === 'prefix') return name.startsWith(term)
    if (search.match === 'exact') return name === term
    return name.includes(term)
  }
  return authors.filter((author) => active.every((field) => matches(field, author)))
}

function paginate(base: string, query: readonly QueryPair[], authors: AuthorRows, options: ListOptions): AuthorsPageBody {
  const limit = parseLimit(lastValue(query, 'limit'), options)
  const offset = parseOffset(lastValue(query, 'offset'))
  const count = BigInt(authors.length)
  // Offsets may be far beyond Number's range, so all page arithmetic stays in BigInt (§1.1). An
  // offset past the end (Infinity, once it is a Number) slices nothing, from an array or an index.
  const results = authors.slice(Number(offset), Number(min(offset + limit, count)))

  let next: string | null = null
  if (offset + limit < count) {
    next = buildLink(base, query, { limit: String(limit), offset: String(offset + limit) })
  }
  let previous: string | null = null
  if (offset > 0n) {
    const previousOffset = offset - limit
    previous = buildLink(base, query, { limit: String(limit), offset: previousOffset > 0n ? String(previousOffset) : null })
  }
  return { count: authors.length, next, previous, results: results.map(toAuthor) }
}

function parseLimit(raw: string | undefined, options: ListOptions): bigint {
  const fallback = BigInt(options.defaultLimit ?? DEFAULT_LIMIT)
  const limit = raw === undefined ? null : parsePythonInt(raw)
  if (limit === null || limit <= 0n) return fallback
  const maxLimit = options.maxLimit ?? MAX_LIMIT
  return maxLimit > 0 && Number.isFinite(maxLimit) ? min(limit, BigInt(Math.floor(maxLimit))) : limit
}

function parseOffset(raw: string | undefined): bigint {
  const offset = raw === undefined ? null : parsePythonInt(raw)
  return offset === null || offset < 0n ? 0n : offset
}

function min(a: bigint, b: bigint): bigint {
  return a < b ? a : b
}

/**
 * DRF `replace_query_param` / `remove_query_param` (§1.3): every original parameter survives, keys are
 * sorted by code point and everything is re-encoded with `quote_plus`. A null value removes the key.
 */
export function buildLink(base: string, query: readonly QueryPair[], changes: Readonly<Record<string, string | null>>): string {
  const grouped = new Map<string, string[]>()
  for (const [key, value] of query) {
    const values = grouped.get(key)
    if (values) values.push(value)
    else grouped.set(key, [value])
  }
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) grouped.delete(key)
    else grouped.set(key, [value])
  }
  const encoded = [...grouped.keys()]
    .sort(compareCodePoints)
    .flatMap((key) => (grouped.get(key) ?? []).map((value) => `${quotePlus(key)}=${quotePlus(value)}`))
    .join('&')
  return encoded === '' ? base : `${base}?${encoded}`
}

/** Exactly the five fields of the contract, in the serializer's order. */
function toAuthor(author: Author): Author {
  const { uid, first_name, last_name, parent_name, public_name } = author
  return { uid, first_name, last_name, parent_name, public_name }
}

function metadata(description: string) {
  return {
    name: VIEW_NAME,
    description,
    renders: RENDERERS.map((candidate) => `${candidate.mainType}/${candidate.subType}`),
    parses: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
  }
}

function render(status: number, data: unknown, renderer: Renderer, description: string, indent?: number): ListResponse {
  const body = renderer === 'json' ? toJson(data, indent) : toBrowsablePage(status, data, description)
  const contentType = RENDERERS.find((candidate) => candidate.renderer === renderer)?.contentType ?? 'application/json'
  return {
    status,
    headers: {
      'Content-Type': contentType,
      Vary: 'Accept',
      Allow: ALLOW,
      'Content-Length': String(utf8Length(body)),
    },
    body,
  }
}

/**
 * DRF `JSONRenderer`: compact separators, raw UTF-8, and U+2028/U+2029 escaped so the output is valid
 * JavaScript. With an indent, Python's `json.dumps(indent=n, separators=(',', ': '))` lays it out
 * exactly as JSON.stringify does.
 */
function toJson(data: unknown, indent?: number): string {
  const json = JSON.stringify(data, null, indent)
  return LINE_SEPARATORS.test(json) ? json.replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029') : json
}

const LINE_SEPARATORS = /[\u2028\u2029]/

/** The length of a text in UTF-8, counted without encoding it (a lone surrogate as U+FFFD's three bytes, as TextEncoder writes it). */
export function utf8Length(text: string): number {
  let bytes = text.length
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i)
    if (unit < 0x80) continue
    if (unit < 0x800) bytes += 1
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      // A surrogate pair: two units, four bytes.
      bytes += 2
      i++
    } else bytes += 2
  }
  return bytes
}

function toBrowsablePage(status: number, data: unknown, description: string): string {
  const headerBox = [
    `HTTP ${status} ${STATUS_TEXT[status] ?? ''}`.trimEnd(),
    `Allow: ${ALLOW}`,
    'Content-Type: application/json',
    'Vary: Accept',
  ].join('\n')
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>${escapeHtml(VIEW_NAME)}</title>`,
    '</head>',
    '<body>',
    `<h1>${escapeHtml(VIEW_NAME)}</h1>`,
    `<p>${escapeHtml(description)}</p>`,
    `<pre>${escapeHtml(headerBox)}\n\n${escapeHtml(JSON.stringify(data, null, 4))}</pre>`,
    '</body>',
    '</html>',
    '',
  ].join('\n')
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
}
