import { AUTHORS_LIST_PATH, MAX_LIMIT, type Author } from '../../shared/api/contract'
import { DEMO_SEARCH, type ListOptions } from '../list-engine'
import { resolvedSearch, type RecordedSearch } from '../recorded-dataset'
import { WIRE_CASES, type WireCase } from './cases'
import type { CauseKey, Finding } from './causes'
import { checkFields, readRows } from './fields'
import { LiveClient, LiveFailure, type LiveAnswer } from './live-client'
import { liveAnswerViolations } from './openapi-validate'
import { observedSearch, runProbe, searchProbes, type CheckResult, type ProbeSession } from './probes'
import { hideUserInfo, type SentHeader } from './secrets'
import {
  compareAnswer,
  describeAnswer,
  describeLive,
  excerpt,
  expectedAnswer,
  mediaTypeOf,
  Unpredictable,
  type KnownList,
  type WireFinding,
} from './wire'

/**
 * `npm run api-check`: the demo API's assumptions held against a live deployment. First one
 * page of up to 1,000 rows (which also tells a wrong address, a login page or a 401 apart from
 * an API) and the fields of its records; then the shared wire cases, each compared with the demo
 * API's own answer over the rows the deployment showed, every difference put down to its cause
 * (a page cap or a default page size the deployment showed explains rows and links it changes);
 * then pages across the list to cut search terms from, and the search and order probes.
 */

export interface ApiCheckOptions {
  api: string
  firstNameParam?: string
  timeoutMs?: number
  maxWaitSeconds?: number
  /** Sent with every request (`--header`, `--cookie`). */
  headers?: readonly SentHeader[]
  sleep?: (ms: number) => Promise<void>
  fetch?: typeof fetch
  /** Told once, before any request: how many expectations and at most how many requests. */
  onPlan?: (plan: CheckPlan) => void
  onResult?: (result: CheckResult) => void
  onWait?: (seconds: number, url: string) => void
}

export interface CheckPlan {
  expectations: number
  maxRequests: number
  timeoutMs: number
}

/** What a deployment showed of itself, as a recording states it. */
export interface Observed {
  count: number
  /** null: no page was cut short by a cap (the list is too short to show one). */
  maxLimit: number | null
  /** null: the list is too short to show the default page size. */
  defaultLimit: number | null
  search: RecordedSearch
}

export interface ApiCheckReport {
  api: string
  checkedAt: string
  plan: CheckPlan
  requests: { sent: number; repeatedAfter429: number }
  results: CheckResult[]
  observed: Observed
}

/** The API cannot be checked at all (not there, not an API, asks for a login); `message` says which. */
export class BadInput extends Error {
  override readonly name = 'BadInput'
}

export const DEFAULT_TIMEOUT_MS = 15_000
export const DEFAULT_MAX_WAIT_SECONDS = 120
/** Pages read across the list for search terms, beyond the first. */
export const SPREAD_PAGES = 8
/** Rows each of those pages asks for. */
export const SPREAD_LIMIT = 100

export const LIVE_CASES: readonly WireCase[] = WIRE_CASES.filter((entry) => entry.live !== undefined)

export async function runApiCheck(options: ApiCheckOptions): Promise<ApiCheckReport> {
  const firstNameParam = options.firstNameParam ?? 'first_name'
  const probes = searchProbes(firstNameParam)
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  // The fields of a record, each live case, each probe. Requests: the opening page, each live
  // case once, the pages across the list, each probe's most.
  const plan: CheckPlan = {
    expectations: 1 + LIVE_CASES.length + probes.length,
    maxRequests: 1 + LIVE_CASES.length + SPREAD_PAGES + probes.reduce((sum, probe) => sum + probe.requests, 0),
    timeoutMs,
  }
  const api = checkApiAddress(options.api)
  const client = new LiveClient({
    api,
    timeoutMs,
    maxRequests: plan.maxRequests,
    maxWaitSeconds: options.maxWaitSeconds ?? DEFAULT_MAX_WAIT_SECONDS,
    ...(options.headers && { headers: options.headers }),
    ...(options.sleep && { sleep: options.sleep }),
    ...(options.fetch && { fetch: options.fetch }),
    ...(options.onWait && { onWait: options.onWait }),
  })
  options.onPlan?.(plan)

  const results: CheckResult[] = []
  const record = (result: CheckResult) => {
    results.push(result)
    options.onResult?.(result)
  }
  try {
    const { known, fields } = await openingPage(client)
    record(fields)
    const limits = await observeLimits(client, known)
    // The probes first: the cases then put a difference the search explains down to it.
    const session: ProbeSession = {
      client,
      firstNameParam,
      known,
      pool: [...known.rows, ...(await spreadRows(client, known, limits.maxLimit))],
      search: { last_name: {}, first_name: {} },
      urls: [],
    }
    const probed: CheckResult[] = []
    for (const probe of probes) probed.push(await runProbe(probe, session))
    const observed: Observed = { count: known.count, ...limits, search: observedSearch(session.search) }
    for (const entry of LIVE_CASES) record(await checkCase(client, entry, known, observed, fields.verdict === 'different'))
    probed.forEach(record)
    return {
      api,
      checkedAt: new Date().toISOString(),
      plan,
      requests: { sent: client.sent, repeatedAfter429: client.repeats },
      results,
      observed,
    }
  } catch (error) {
    if (error instanceof LiveFailure) throw new BadInput(error.message)
    throw error
  }
}

/** An http(s) origin with an optional path prefix; nothing a request could not carry. Messages hide any password. */
export function checkApiAddress(raw: string): string {
  const shown = hideUserInfo(raw)
  let url: URL | undefined
  try {
    url = new URL(raw)
  } catch {
    // Refused below.
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new BadInput(`--api wants the API's http(s) address, such as https://authors.example.org, not "${shown}"`)
  }
  if (url.username !== '' || url.password !== '')
    throw new BadInput(
      `--api may not carry a user name or password (${shown}); send credentials with --header "Authorization: Basic …" or API_CHECK_HEADER instead`,
    )
  // The raw text, not url.search and url.hash: they are empty for a bare `?` or `#`.
  if (raw.includes('?') || raw.includes('#')) {
    throw new BadInput(`--api is the API's origin (and any path prefix), without a query or fragment: "${shown}"`)
  }
  const base = url.href.replace(/\/+$/, '')
  if (base.endsWith(AUTHORS_LIST_PATH.slice(0, -1))) {
    throw new BadInput(
      `--api is the address before ${AUTHORS_LIST_PATH}; leave that path out: ${base.slice(0, -(AUTHORS_LIST_PATH.length - 1))}`,
    )
  }
  return base
}

/**
 * The first page at 1,000 rows: what the live list holds at its start, and proof that the
 * address answers as the list does. Anything else ends the check with the reason; records whose
 * fields differ are a difference, not a reason to stop.
 */
async function openingPage(client: LiveClient): Promise<{ known: KnownList; fields: CheckResult }> {
  const request = { path: AUTHORS_LIST_PATH, query: `limit=${MAX_LIMIT}` }
  const url = client.urlOf(request)
  const answer = await client.send(request)
  const refusal = notTheList(answer, url)
  if (refusal) throw new BadInput(refusal)
  let body: unknown
  try {
    body = JSON.parse(answer.body)
  } catch {
    throw new BadInput(`${url} answered HTTP 200 with something that is not JSON: ${quote(excerpt(answer.body, 120))}`)
  }
  const rows = readRows(body)
  if (typeof rows === 'string') throw new BadInput(`${url} answered JSON, but not a page of the author list: ${rows}`)
  const count = (body as { count: number }).count
  const findings = checkFields(rows)
  const fields: CheckResult = {
    id: 'fields',
    title: 'a record has uid, first_name, last_name, parent_name and public_name, typed as the app reads them',
    assumes: 'uid, first_name, last_name and public_name text; parent_name text or null; no other field',
    answered:
      findings.length === 0 ? `each of the ${rows.length} records read has them` : findings.map((finding) => finding.text).join('; '),
    verdict: findings.length === 0 ? 'same' : 'different',
    findings,
    requests: [url],
  }
  return { known: { count, rows: rows.map(asAuthor) }, fields }
}

/**
 * A record as the probes and cases read it: each field as text (a name sent as a number or an
 * object as its JSON), a missing or null one empty; a parent name missing or null stays null. The
 * opening page's fields check has already named such a record as a difference.
 */
export function asAuthor(row: Record<string, unknown>): Author {
  const text = (value: unknown) => (typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value))
  return {
    uid: text(row.uid),
    first_name: text(row.first_name),
    last_name: text(row.last_name),
    parent_name: row.parent_name === null || row.parent_name === undefined ? null : text(row.parent_name),
    public_name: text(row.public_name),
  }
}

function notTheList(answer: LiveAnswer, url: string): string | undefined {
  const { status } = answer
  if (status === 401 || status === 403) {
    const scheme = answer.headers.get('www-authenticate')
    return `${url} answered HTTP ${status}: it wants credentials${scheme ? ` (WWW-Authenticate: ${scheme})` : ''}. Send them with --header "Name: value" or --cookie (or API_CHECK_HEADER, API_CHECK_COOKIE); api-check never prints them.`
  }
  if (status >= 300 && status < 400) {
    const location = answer.headers.get('location') ?? '(no Location)'
    let elsewhere = true
    try {
      elsewhere = new URL(location, url).origin !== new URL(url).origin
    } catch {
      // An unreadable Location counts as elsewhere.
    }
    return elsewhere
      ? `${url} redirects to ${location}, another address: a login page or a proxy in front of the API? Give --api the API's own address.`
      : `${url} redirects to ${location}: give --api the address it ends at.`
  }
  if (status === 404)
    return `${url} answered HTTP 404: no author list there. --api is the API's origin and any path prefix, before ${AUTHORS_LIST_PATH}.`
  if (status !== 200) return `${url} answered HTTP ${status}${answer.body ? `: ${quote(excerpt(answer.body, 120))}` : ''}`
  const type = mediaTypeOf(answer)
  if (type === 'text/html' || /^\s*</.test(answer.body)) {
    const login = /<form|password|log\s?in|sign\s?in|<input/i.test(answer.body)
    return `${url} answered HTTP 200 with an HTML page${login ? ' that looks like a login page' : ''}, not the list's JSON: ${quote(excerpt(answer.body, 120))}`
  }
  return undefined
}

type Limits = Pick<Observed, 'maxLimit' | 'defaultLimit'>

/**
 * The page cap and the default page size, from requests the live cases send anyway: the opening
 * page and the two asking for more than 1,000 rows show a cap, the plain page the default.
 */
async function observeLimits(client: LiveClient, known: KnownList): Promise<Limits> {
  const pageOf = async (query: string | undefined) => {
    const answer = await client.send({ path: AUTHORS_LIST_PATH, query, accept: '*/*' })
    try {
      const body = JSON.parse(answer.body) as { results?: unknown }
      return Array.isArray(body.results) ? body.results : undefined
    } catch {
      return undefined
    }
  }
  let maxLimit: number | null = null
  if (known.rows.length < Math.min(MAX_LIMIT, known.count)) {
    maxLimit = known.rows.length
  } else {
    // Whole pages of a list no longer than the first page are whole here too, and these are two
    // live cases' own requests (asked once): a list of any length is asked them.
    for (const [query, offset] of [
      ['limit=9999999999999999999999&offset=5', 5],
      ['limit=5000&offset=150', 150],
    ] as const) {
      const wide = await pageOf(query)
      if (wide && wide.length < known.count - offset) maxLimit = Math.max(maxLimit ?? 0, wide.length)
    }
  }
  const plain = await pageOf(undefined)
  const defaultLimit = plain && plain.length < known.count ? plain.length : null
  return { maxLimit, defaultLimit }
}

/** Pages at spread offsets across the list, so that search terms come from all of it, not only its start. */
async function spreadRows(client: LiveClient, known: KnownList, maxLimit: number | null): Promise<Author[]> {
  if (known.count <= known.rows.length) return []
  const limit = Math.min(SPREAD_LIMIT, maxLimit ?? SPREAD_LIMIT)
  const rows: Author[] = []
  for (let k = 1; k <= SPREAD_PAGES; k++) {
    const offset = Math.floor((known.count * k) / (SPREAD_PAGES + 1))
    const answer = await client.send({ path: AUTHORS_LIST_PATH, query: `limit=${limit}&offset=${offset}` })
    // A page that is not one gives no terms; the cases report what is wrong with such answers.
    let page: ReturnType<typeof readRows>
    try {
      page = readRows(JSON.parse(answer.body))
    } catch {
      continue
    }
    if (typeof page !== 'string') rows.push(...page.map(asAuthor))
  }
  return rows
}

/**
 * One live case: sent once, compared with the demo API's answer over the rows read, each
 * difference put down to its cause; a case whose answer needs rows not read is unknown.
 */
export async function checkCase(
  client: LiveClient,
  entry: WireCase,
  known: KnownList,
  observed: Observed,
  fieldsDiffer: boolean,
): Promise<CheckResult> {
  const request = {
    method: (entry.method ?? 'GET') as 'GET' | 'HEAD' | 'OPTIONS',
    path: entry.path ?? AUTHORS_LIST_PATH,
    query: entry.query,
    accept: entry.accept ?? '*/*',
  }
  const url = client.urlOf(request)
  const base = { id: `wire:${entry.name}`, title: entry.name, requests: [url] }
  const live = await client.send(request)
  let expected
  try {
    expected = expectedAnswer(entry, url, known)
  } catch (error) {
    if (!(error instanceof Unpredictable)) throw error
    return { ...base, assumes: 'an answer that depends on rows not read', answered: describeLive(live), verdict: 'unknown', findings: [] }
  }
  const documentFindings = openApiFindings(live, request, expected.status, fieldsDiffer)
  const findings = [...attribute(compareAnswer(expected, live), entry, url, known, observed, live), ...documentFindings]
  const differences = findings.filter((finding) => finding.cause !== 'vary')
  return {
    ...base,
    assumes: describeAnswer(expected.status, expected.headers?.['Content-Type'] ?? expected.mediaType, expected.json, expected.location),
    answered: findings.length === 0 ? describeLive(live) : findings.map((finding) => finding.text).join('; '),
    verdict: differences.length > 0 ? 'different' : findings.length > 0 ? 'note' : 'same',
    findings: findings.map((finding): Finding => {
      const copy = { ...finding }
      delete copy.paging
      return copy
    }),
  }
}

/**
 * A body the OpenAPI document does not allow is a difference of a record's fields, said once a
 * case ("results[…].uid", not once per row). An answer of another status is the status cause's,
 * not the document's; and the records' own fields, when the opening page's check already named
 * how they differ, are not said again in the document's words.
 */
function openApiFindings(
  live: LiveAnswer,
  request: { path: string; method: string },
  expectedStatus: number,
  fieldsDiffer: boolean,
): WireFinding[] {
  if (request.path !== AUTHORS_LIST_PATH || live.status !== expectedStatus) return []
  const texts = liveAnswerViolations(live, request.method)
    .map((text) => text.replace(/results\[\d+\]/gu, 'results[…]'))
    .filter((text) => !(fieldsDiffer && text.startsWith('OpenAPI: results[…]')))
  return [...new Set(texts)].map((text) => ({ cause: 'fields', text, expected: 'an answer openapi.json allows', actual: text }))
}

/**
 * Rows per page and the limit links carry, when the deployment's own page cap or default page
 * size gives exactly what it answered, are put down to that cause; what is left over is compared
 * against the answer the demo API would give with that cap or size, so nothing else is hidden.
 * A difference the deployment's search of one field explains whole (an ignored parameter is not
 * validated either) is put down to that field's search.
 */
function attribute(
  findings: WireFinding[],
  entry: WireCase,
  url: string,
  known: KnownList,
  observed: Observed,
  live: LiveAnswer,
): WireFinding[] {
  // A cap or page size not seen (the demo's own), the demo's own, or a field searching as the
  // demo does, gives the answer already compared: its findings are all left over, so it explains
  // nothing and needs no test here.
  const alternatives: Array<[CauseKey, ListOptions]> = [
    ['max-limit', { maxLimit: observed.maxLimit ?? undefined }],
    ['default-page-size', { defaultLimit: observed.defaultLimit ?? undefined }],
  ]
  if (findings.some((finding) => finding.paging)) {
    for (const [cause, options] of alternatives) {
      const rest = compareAnswer(expectedAnswer(entry, url, known, options), live)
      if (rest.some((finding) => finding.paging)) continue
      const explained: Finding[] = findings.filter((finding) => finding.paging).map((finding) => ({ ...finding, cause }))
      return [...explained, ...rest]
    }
  }
  const resolved = resolvedSearch(observed.search)
  for (const field of ['last_name', 'first_name'] as const) {
    const search = { last_name: DEMO_SEARCH, first_name: DEMO_SEARCH, [field]: resolved[field] }
    let rest: WireFinding[]
    try {
      rest = compareAnswer(expectedAnswer(entry, url, known, { search }), live)
    } catch (error) {
      // With that search the answer depends on rows not read (an unstripped blank term): no telling.
      if (error instanceof Unpredictable) continue
      throw error
    }
    if (rest.length === 0) return findings.map((finding) => ({ ...finding, cause: `search:${field}` }))
  }
  return findings
}

const quote = (text: string) => JSON.stringify(text)
