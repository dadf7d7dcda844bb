import { AUTHORS_LIST_PATH, MAX_LIMIT } from '../../shared/api/contract'
import { ShapeError, validateAuthorsPage } from '../../shared/api/validate-page'
import type { SearchSemantics } from '../list-engine'
import { AFFECTS, WIRE_CASES, type WireCase } from './cases'
import { LiveClient, LiveFailure, type LiveAnswer } from './live-client'
import { liveAnswerViolations } from './openapi-validate'
import { observedSearch, runProbe, searchProbes, type CheckResult, type ProbeSession } from './probes'
import { compareAnswer, describeAnswer, describeLive, excerpt, expectedAnswer, mediaTypeOf, Unpredictable, type KnownList } from './wire'

/**
 * `npm run api-check`: the demo API's assumptions held against a live deployment. First one
 * page of up to 1,000 rows (which also tells a wrong address, a login page or a 401 apart from
 * an API), then the shared wire cases, each compared with the demo API's own answer over the rows
 * the deployment showed, then the search and order probes on that data.
 */

export interface ApiCheckOptions {
  api: string
  firstNameParam?: string
  timeoutMs?: number
  maxWaitSeconds?: number
  sleep?: (ms: number) => Promise<void>
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
  search: SearchSemantics
}

export interface ApiCheckReport {
  api: string
  checkedAt: string
  plan: CheckPlan
  requests: { sent: number; repeatedAfter429: number }
  results: CheckResult[]
  differences: number
  observed: Observed
}

/** The API cannot be checked at all (not there, not an API, asks for a login); `message` says which. */
export class BadInput extends Error {
  override readonly name = 'BadInput'
}

export const DEFAULT_TIMEOUT_MS = 15_000
export const DEFAULT_MAX_WAIT_SECONDS = 120

export const LIVE_CASES: readonly WireCase[] = WIRE_CASES.filter((entry) => entry.live !== undefined)

export async function runApiCheck(options: ApiCheckOptions): Promise<ApiCheckReport> {
  const firstNameParam = options.firstNameParam ?? 'first_name'
  const probes = searchProbes(firstNameParam)
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  // The opening page, each live case once, each probe's most.
  const plan: CheckPlan = {
    expectations: LIVE_CASES.length + probes.length,
    maxRequests: 1 + LIVE_CASES.length + probes.reduce((sum, probe) => sum + probe.requests, 0),
    timeoutMs,
  }
  const api = checkApiAddress(options.api)
  const client = new LiveClient({
    api,
    timeoutMs,
    maxRequests: plan.maxRequests,
    maxWaitSeconds: options.maxWaitSeconds ?? DEFAULT_MAX_WAIT_SECONDS,
    ...(options.sleep && { sleep: options.sleep }),
    ...(options.onWait && { onWait: options.onWait }),
  })
  options.onPlan?.(plan)

  const results: CheckResult[] = []
  const record = (result: CheckResult) => {
    results.push(result)
    options.onResult?.(result)
  }
  try {
    const known = await openingPage(client)
    for (const entry of LIVE_CASES) record(await checkCase(client, entry, known))
    const session: ProbeSession = { client, firstNameParam, known, search: {} }
    for (const probe of probes) record(await runProbe(probe, session))
    return {
      api,
      checkedAt: new Date().toISOString(),
      plan,
      requests: { sent: client.sent, repeatedAfter429: client.repeats },
      results,
      differences: results.filter((result) => result.verdict === 'different').length,
      observed: await observe(client, known, session.search),
    }
  } catch (error) {
    if (error instanceof LiveFailure) throw new BadInput(error.message)
    throw error
  }
}

/** An http(s) origin with an optional path prefix; nothing a request could not carry. */
function checkApiAddress(raw: string): string {
  let url: URL | undefined
  try {
    url = new URL(raw)
  } catch {
    // Refused below.
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new BadInput(`--api wants the API's http(s) address, such as https://authors.example.org, not "${raw}"`)
  }
  if (url.search !== '' || url.hash !== '' || raw.includes('?') || raw.includes('#')) {
    throw new BadInput(`--api is the API's origin (and any path prefix), without a query or fragment: "${raw}"`)
  }
  if (url.username !== '' || url.password !== '')
    throw new BadInput('--api may not carry a user name or password; api-check sends no credentials')
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
 * address answers as the list does. Anything else ends the check with the reason.
 */
async function openingPage(client: LiveClient): Promise<KnownList> {
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
  try {
    const page = validateAuthorsPage(body, { limit: MAX_LIMIT, offset: 0 })
    return { count: page.count, rows: page.results }
  } catch (error) {
    if (!(error instanceof ShapeError)) throw error
    throw new BadInput(`${url} answered JSON, but not a page of the author list: ${error.message}`)
  }
}

function notTheList(answer: LiveAnswer, url: string): string | undefined {
  const { status } = answer
  if (status === 401 || status === 403) {
    const scheme = answer.headers.get('www-authenticate')
    return `${url} answered HTTP ${status}: it wants credentials${scheme ? ` (WWW-Authenticate: ${scheme})` : ''}. api-check sends none; check a deployment that lets the app read the list without them.`
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

async function checkCase(client: LiveClient, entry: WireCase, known: KnownList): Promise<CheckResult> {
  const request = {
    method: (entry.method ?? 'GET') as 'GET' | 'HEAD' | 'OPTIONS',
    path: entry.path ?? AUTHORS_LIST_PATH,
    query: entry.query,
    accept: entry.accept ?? '*/*',
  }
  const url = client.urlOf(request)
  const base = { id: `wire:${entry.name}`, title: entry.name, affects: AFFECTS[entry.live ?? 'paging'] }
  const live = await client.send(request)
  let expected
  try {
    expected = expectedAnswer(entry, url, known)
  } catch (error) {
    if (!(error instanceof Unpredictable)) throw error
    return { ...base, assumes: 'an answer that depends on rows not read', answered: describeLive(live), verdict: 'unknown' }
  }
  const differences = [
    ...compareAnswer(expected, live),
    ...(request.path === AUTHORS_LIST_PATH ? liveAnswerViolations(live, request.method) : []),
  ]
  return {
    ...base,
    assumes: describeAnswer(expected.status, expected.headers?.['Content-Type'] ?? expected.mediaType, expected.json, expected.location),
    answered: differences.length === 0 ? describeLive(live) : differences.join('; '),
    verdict: differences.length === 0 ? 'same' : 'different',
  }
}

/** The page cap, the default page size and the search, as seen: for a recording. */
async function observe(client: LiveClient, known: KnownList, search: Partial<SearchSemantics>): Promise<Observed> {
  const pageOf = async (query: string | undefined) => {
    const answer = await client.send({ path: AUTHORS_LIST_PATH, query, accept: '*/*' })
    try {
      return JSON.parse(answer.body) as { count: number; results: unknown[] }
    } catch {
      return undefined
    }
  }
  let maxLimit: number | null = null
  if (known.rows.length < Math.min(MAX_LIMIT, known.count)) {
    maxLimit = known.rows.length
  } else if (known.count > MAX_LIMIT) {
    // Two live cases ask for more than 1,000 rows (so no new request): fewer back than the list
    // holds from there means a cap.
    for (const [query, offset] of [
      ['limit=9999999999999999999999&offset=5', 5],
      ['limit=5000&offset=150', 150],
    ] as const) {
      const wide = await pageOf(query)
      if (wide && wide.results.length < known.count - offset) maxLimit = Math.max(maxLimit ?? 0, wide.results.length)
    }
  }
  const plain = await pageOf(undefined)
  const defaultLimit = plain && plain.results.length < known.count ? plain.results.length : null
  return { count: known.count, maxLimit, defaultLimit, search: observedSearch(search) }
}

const quote = (text: string) => JSON.stringify(text)
