import { AUTHORS_LIST_PATH, MAX_LIMIT } from '../../shared/api/contract'
import type { Author } from '../../shared/api/contract'
import { compareCodePoints, DEMO_SEARCH, type SearchField } from '../list-engine'
import { UNKNOWN, type RecordedFieldSearch, type RecordedSearch } from '../recorded-dataset'
import type { CauseKey, Finding } from './causes'
import type { LiveClient } from './live-client'
import { describeLive, excerpt, mediaTypeOf, type KnownList } from './wire'

/**
 * The demo API's assumptions that depend on the data, checked on the live data itself, for each
 * search field on its own: whether the server applies the parameter at all, how a term matches
 * (inside a name, at its start, or the whole name), case, the spaces around a term, ё and е; and
 * the order of the list. Terms are cut from records across the whole list (the first page and
 * pages at spread offsets), and each search names the author's other name too, so the author
 * sought is among the rows answered even where thousands share a first name. What no probe can
 * tell stays "unknown": never the demo's own assumption written down as observed.
 */

export type Verdict = 'same' | 'different' | 'note' | 'unknown'

export interface CheckResult {
  id: string
  title: string
  /** What the demo API assumes (and would answer). */
  assumes: string
  /** What the live API answered. */
  answered: string
  verdict: Verdict
  /** Each difference, put down to its cause, expected and actual as data. */
  findings: Finding[]
  /** The address of every request this expectation read. */
  requests: string[]
}

export interface ProbeSession {
  client: LiveClient
  /** The first-name search's parameter; '' when the deployment has none. */
  firstNameParam: string
  known: KnownList
  /** Rows to cut terms from: the first page, then pages across the list. */
  pool: readonly Author[]
  /** What the probes saw of each field's search, for the report and a recording. */
  search: Record<SearchField, Partial<RecordedFieldSearch>>
  /** The requests of the probe running. */
  urls: string[]
}

type Outcome = Omit<CheckResult, 'id' | 'title' | 'findings' | 'requests'> & { expected?: unknown; actual?: unknown }

export interface Probe {
  id: string
  title: string
  cause: CauseKey
  /** The most requests it sends. */
  requests: number
  run: (session: ProbeSession) => Promise<Outcome>
}

interface Found {
  count: number
  results: Author[]
}

/** A search answered with something other than a page of the list. */
class NotAPage extends Error {}

async function search(session: ProbeSession, terms: ReadonlyArray<readonly [string, string]>, limit = MAX_LIMIT): Promise<Found> {
  const query = [...terms.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`), `limit=${limit}`].join('&')
  const request = { path: AUTHORS_LIST_PATH, query }
  session.urls.push(session.client.urlOf(request))
  const answer = await session.client.send(request)
  if (answer.status === 200 && mediaTypeOf(answer) === 'application/json') {
    try {
      const body = JSON.parse(answer.body) as Found
      if (typeof body.count === 'number' && Array.isArray(body.results)) return body
    } catch {
      // Described below.
    }
  }
  throw new NotAPage(`?${query} answered ${describeLive(answer)}`)
}

const OTHER: Record<SearchField, SearchField> = { last_name: 'first_name', first_name: 'last_name' }
const keyOf = (field: SearchField, session: ProbeSession) => (field === 'last_name' ? 'last_name' : session.firstNameParam)

/** A name the probes can cut terms from, and the author's other name to narrow the search to them. */
interface Sample {
  author: Author
  name: string
  /** The name without its first letter: found only by a search that looks inside names. */
  inner: string
  /** As long as `inner`, from the name's start: found by a prefix search too. */
  prefix: string
  /** The other field's parameter and the author's whole other name, or none. */
  narrow: ReadonlyArray<readonly [string, string]>
}

function narrowing(author: Author, field: SearchField, session: ProbeSession): Array<readonly [string, string]> {
  const other = OTHER[field]
  const key = keyOf(other, session)
  const value = author[other]
  // A row the search answered is the live JSON as it came: its other name may be anything.
  const usable = key !== '' && typeof value === 'string' && value !== '' && value.trim() === value && !value.includes('\0')
  return usable ? [[key, value]] : []
}

function pickSample(session: ProbeSession, field: SearchField): Sample | undefined {
  for (const author of session.pool) {
    const name = author[field]
    if (!/^\p{L}{5,}$/u.test(name) || /[ёЁеЕ]/.test(name)) continue
    const inner = name.slice(1)
    if (inner.toUpperCase() === inner.toLowerCase() || name.toLowerCase().startsWith(inner.toLowerCase())) continue
    return { author, name, inner, prefix: name.slice(0, inner.length), narrow: narrowing(author, field, session) }
  }
  return undefined
}

const has = (found: Found, author: Author) => found.results.some((row) => row.uid === author.uid)
const complete = (found: Found) => found.results.length >= found.count
const contains = (name: unknown, term: string) => typeof name === 'string' && name.toLowerCase().includes(term.toLowerCase())
const quote = (text: string) => JSON.stringify(text)

const noSample = (field: SearchField): Outcome => ({
  assumes: '',
  answered: `no ${field} in the rows read is plain letters without ё or е, so there is nothing to cut a term from`,
  verdict: 'unknown',
})

/**
 * Why a later probe of a field cannot run: the field is ignored, or how it matches is unknown.
 * (Without a first-name parameter there are no first-name probes at all: `searchProbes`.)
 */
function untellable(field: SearchField, session: ProbeSession): Outcome | undefined {
  const match = session.search[field].match
  if (match === 'ignored')
    return { assumes: '', answered: `cannot be told: the server ignores ${keyOf(field, session)}`, verdict: 'unknown' }
  if (match === undefined || match === UNKNOWN)
    return { assumes: '', answered: `cannot be told: how ${keyOf(field, session)} matches is unknown`, verdict: 'unknown' }
  return undefined
}

/** The term that finds the sample on this deployment: inside the name, its start, or the whole name. */
function workingTerm(sample: Sample, field: SearchField, session: ProbeSession): string {
  const match = session.search[field].match
  return match === 'prefix' ? sample.prefix : match === 'exact' ? sample.name : sample.inner
}

/** A term no name holds: a server that applies the parameter finds none; one that ignores it lists everyone. */
export const NONSENSE_TERM = 'zqxjЖщzqxj'

function appliedProbe(field: SearchField): Probe {
  return {
    id: `search-${field}-applied`,
    title: `${field} is a search the server applies`,
    cause: `search:${field}`,
    requests: 1,
    run: async (session) => {
      const key = keyOf(field, session)
      const assumes = `${key}=${quote(NONSENSE_TERM)}, a term no name holds, finds no one`
      const found = await search(session, [[key, NONSENSE_TERM]], 1)
      if (found.count === 0) return { assumes, answered: 'it finds no one', verdict: 'same' }
      const total = session.known.count
      if (found.count >= total) {
        session.search[field] = { match: 'ignored', caseSensitive: UNKNOWN, strip: UNKNOWN, yoAsYe: UNKNOWN }
        return {
          assumes,
          answered: `it finds all ${found.count}: the server ignores ${key}`,
          verdict: 'different',
          expected: { match: DEMO_SEARCH.match },
          actual: { match: 'ignored' },
        }
      }
      session.search[field].match = UNKNOWN
      return {
        assumes,
        answered: `it finds ${found.count} of ${total}`,
        verdict: 'different',
        expected: { count: 0 },
        actual: { count: found.count },
      }
    },
  }
}

function matchProbe(field: SearchField): Probe {
  return {
    id: `search-${field}-match`,
    title: `${field} finds text inside a name`,
    cause: `search:${field}`,
    requests: 3,
    run: async (session) => {
      if (session.search[field].match !== undefined) return untellable(field, session)!
      const sample = pickSample(session, field)
      if (!sample) {
        session.search[field].match = UNKNOWN
        return noSample(field)
      }
      const key = keyOf(field, session)
      const assumes = `${key}=${quote(sample.inner)} finds ${quote(sample.name)} (uid ${sample.author.uid}), and every row it finds has ${quote(sample.inner)} in its ${field}`
      const found = await search(session, [[key, sample.inner], ...sample.narrow])
      const stray = found.results.find((row) => !contains(row[field], sample.inner))
      if (stray) {
        session.search[field].match = UNKNOWN
        return {
          assumes,
          answered: `found ${quote(String(stray[field]))}, which does not contain it`,
          verdict: 'different',
          expected: sample.inner,
          actual: stray[field],
        }
      }
      if (has(found, sample.author)) {
        session.search[field].match = 'substring'
        return { assumes, answered: `found it among ${found.count}`, verdict: 'same' }
      }
      if (!complete(found)) {
        session.search[field].match = UNKNOWN
        return { assumes, answered: `not on the first ${found.results.length} of ${found.count} found`, verdict: 'unknown' }
      }
      const byPrefix = await search(session, [[key, sample.prefix], ...sample.narrow])
      if (has(byPrefix, sample.author)) {
        session.search[field].match = 'prefix'
        return {
          assumes,
          answered: `found ${found.count} without it; ${key}=${quote(sample.prefix)}, the name's start, finds it: a prefix search`,
          verdict: 'different',
          expected: { match: 'substring' },
          actual: { match: 'prefix' },
        }
      }
      const whole = await search(session, [[key, sample.name], ...sample.narrow])
      if (has(whole, sample.author)) {
        session.search[field].match = 'exact'
        return {
          assumes,
          answered: `neither ${quote(sample.inner)} nor its start ${quote(sample.prefix)} finds it; only the whole name ${quote(sample.name)} does: an exact search`,
          verdict: 'different',
          expected: { match: 'substring' },
          actual: { match: 'exact' },
        }
      }
      session.search[field].match = UNKNOWN
      return {
        assumes,
        answered: `found ${found.count} without it, and neither its start ${quote(sample.prefix)} nor the whole name finds it`,
        verdict: 'different',
        expected: { match: 'substring' },
        actual: { match: UNKNOWN },
      }
    },
  }
}

function caseProbe(field: SearchField): Probe {
  return {
    id: `search-${field}-case`,
    title: `${field} search ignores case`,
    cause: `search:${field}`,
    requests: 3,
    run: async (session) => {
      const why = untellable(field, session)
      if (why) return why
      const sample = pickSample(session, field)
      if (!sample) return noSample(field)
      const key = keyOf(field, session)
      const term = workingTerm(sample, field, session)
      const variants = [...new Set([term.toUpperCase(), term.toLowerCase()])]
      const assumes = `${variants.map(quote).join(' and ')} find what ${quote(term)} finds`
      const original = await search(session, [[key, term], ...sample.narrow])
      if (!has(original, sample.author))
        return { assumes, answered: `${quote(term)} does not find ${quote(sample.name)} to begin with`, verdict: 'unknown' }
      const misses: string[] = []
      for (const variant of variants) {
        const found = await search(session, [[key, variant], ...sample.narrow])
        if (found.count !== original.count || !has(found, sample.author)) misses.push(`${quote(variant)} finds ${found.count}`)
      }
      if (misses.length === 0) {
        session.search[field].caseSensitive = false
        return { assumes, answered: `each finds the same ${original.count}`, verdict: 'same' }
      }
      session.search[field].caseSensitive = true
      return {
        assumes,
        answered: `${quote(term)} finds ${original.count}, ${misses.join(', ')}: a case-sensitive search`,
        verdict: 'different',
        expected: { caseSensitive: false },
        actual: { caseSensitive: true },
      }
    },
  }
}

function stripProbe(field: SearchField): Probe {
  return {
    id: `search-${field}-strip`,
    title: `${field} search drops the spaces around a term`,
    cause: `search:${field}`,
    requests: 2,
    run: async (session) => {
      const why = untellable(field, session)
      if (why) return why
      const sample = pickSample(session, field)
      if (!sample) return noSample(field)
      const key = keyOf(field, session)
      const term = workingTerm(sample, field, session)
      const spaced = `  ${term} `
      const assumes = `${quote(spaced)} finds what ${quote(term)} finds`
      const original = await search(session, [[key, term], ...sample.narrow])
      if (!has(original, sample.author))
        return { assumes, answered: `${quote(term)} does not find ${quote(sample.name)} to begin with`, verdict: 'unknown' }
      const found = await search(session, [[key, spaced], ...sample.narrow])
      if (found.count === original.count && has(found, sample.author)) {
        session.search[field].strip = true
        return { assumes, answered: `both find ${found.count}`, verdict: 'same' }
      }
      session.search[field].strip = false
      return {
        assumes,
        answered: `${quote(term)} finds ${original.count}, ${quote(spaced)} finds ${found.count}`,
        verdict: 'different',
        expected: { strip: true },
        actual: { strip: false },
      }
    },
  }
}

const YO = /[ёЁ]/

/** ё for е (or е for ё) in a name: the first е becomes ё when the name holds no ё. */
function swapYo(name: string): string {
  if (YO.test(name)) return name.replaceAll('ё', 'е').replaceAll('Ё', 'Е')
  return name.replace(/[еЕ]/, (letter) => (letter === 'е' ? 'ё' : 'Ё'))
}

function yoProbe(field: SearchField): Probe {
  return {
    id: `search-${field}-yo`,
    title: `ё and е are two letters to the ${field} search`,
    cause: `search:${field}`,
    requests: 3,
    run: async (session) => {
      const why = untellable(field, session)
      if (why) return why
      const key = keyOf(field, session)
      // A whole name the search can find in any mode: no spaces around it, ё or е in it.
      const usable = (row: Author) => {
        const value = row[field]
        return (
          typeof value === 'string' && value.trim() === value && [...value].length >= 3 && /[ёЁеЕ]/.test(value) && !value.includes('\0')
        )
      }
      const pick = (rows: readonly Author[]) => rows.find((row) => usable(row) && YO.test(row[field])) ?? rows.find(usable)
      let author = pick(session.pool)
      const match = session.search[field].match
      if (!author && (match === 'substring' || match === 'prefix')) {
        // None in the rows read: ask the search itself for names holding е.
        author = pick((await search(session, [[key, match === 'prefix' ? 'Е' : 'е']], 50)).results)
      }
      if (!author) return { assumes: '', answered: `no ${field} in the rows read holds ё or е, so this cannot be told`, verdict: 'unknown' }
      const name = author[field]
      const swapped = swapYo(name)
      const narrow = narrowing(author, field, session)
      const assumes = `${key}=${quote(swapped)} does not find ${quote(name)} (uid ${author.uid})`
      const original = await search(session, [[key, name], ...narrow])
      if (!has(original, author)) return { assumes, answered: `${quote(name)} does not find itself to begin with`, verdict: 'unknown' }
      const found = await search(session, [[key, swapped], ...narrow])
      if (has(found, author)) {
        session.search[field].yoAsYe = true
        return {
          assumes,
          answered: `it does: ё and е are folded`,
          verdict: 'different',
          expected: { yoAsYe: false },
          actual: { yoAsYe: true },
        }
      }
      if (!complete(found))
        return { assumes, answered: `not on the first ${found.results.length} of ${found.count} found`, verdict: 'unknown' }
      session.search[field].yoAsYe = false
      return { assumes, answered: `it finds ${found.count}, not that author`, verdict: 'same' }
    },
  }
}

const wildcardProbe: Probe = {
  id: 'search-wildcards',
  title: '% and _ are plain characters to the last_name search',
  cause: 'search:last_name',
  requests: 2,
  run: async (session) => {
    const why = untellable('last_name', session)
    if (why) return why
    const assumes = 'last_name="%" and "_" find only names that hold that character'
    for (const character of ['%', '_']) {
      const found = await search(session, [['last_name', character]], 50)
      const stray = found.results.find((row) => !String(row.last_name).includes(character))
      if (stray)
        return {
          assumes,
          answered: `${quote(character)} found ${quote(String(stray.last_name))} (${found.count} in all): a wildcard`,
          verdict: 'different',
          expected: { wildcard: null },
          actual: { wildcard: character },
        }
    }
    return { assumes, answered: 'each finds only names holding it', verdict: 'same' }
  },
}

const bothProbe: Probe = {
  id: 'search-both-names',
  title: 'a first-name and a last-name search together narrow both ways',
  cause: 'search:both',
  requests: 1,
  run: async (session) => {
    const why = untellable('last_name', session) ?? untellable('first_name', session)
    if (why) return why
    const author = session.pool.find((row) => /^\p{L}{5,}$/u.test(row.last_name) && /^\p{L}{5,}$/u.test(row.first_name))
    if (!author) return noSample('first_name')
    const term = (field: SearchField) => {
      const match = session.search[field].match
      const name = author[field]
      return match === 'exact' ? name : match === 'prefix' ? name.slice(0, -1) : name.slice(1)
    }
    const [firstTerm, lastTerm] = [term('first_name'), term('last_name')]
    const assumes = `${session.firstNameParam}=${quote(firstTerm)}&last_name=${quote(lastTerm)} finds ${quote(`${author.first_name} ${author.last_name}`)}, and only rows with both`
    const found = await search(session, [
      [session.firstNameParam, firstTerm],
      ['last_name', lastTerm],
    ])
    const stray = found.results.find((row) => !contains(row.first_name, firstTerm) || !contains(row.last_name, lastTerm))
    if (stray) return { assumes, answered: `found ${quote(`${stray.first_name} ${stray.last_name}`)}`, verdict: 'different' }
    if (!has(found, author))
      return { assumes, answered: `found ${found.count} without it`, verdict: complete(found) ? 'different' : 'unknown' }
    return { assumes, answered: `found it among ${found.count}`, verdict: 'same' }
  },
}

type OrderKey = readonly (keyof Author)[]
const DEMO_ORDER: OrderKey = ['first_name', 'last_name', 'uid']
const OTHER_ORDERS: readonly OrderKey[] = [
  ['last_name', 'first_name', 'uid'],
  ['last_name', 'first_name', 'parent_name', 'uid'],
  ['public_name', 'uid'],
  ['uid'],
]

function sortedBy(rows: readonly Author[], key: OrderKey): boolean {
  const compare = (a: Author, b: Author) => {
    for (const field of key) {
      const order = compareCodePoints(String(a[field] ?? ''), String(b[field] ?? ''))
      if (order !== 0) return order
    }
    return 0
  }
  return rows.every((row, index) => index === 0 || compare(rows[index - 1]!, row) <= 0)
}

const orderProbe: Probe = {
  id: 'order',
  title: 'the list is ordered by first name, last name, uid',
  cause: 'order',
  requests: 0,
  run: async (session) => {
    const rows = session.known.rows
    const assumes = `the first ${rows.length} rows in order of first_name, last_name, uid (by code point)`
    if (sortedBy(rows, DEMO_ORDER)) return { assumes, answered: 'they are', verdict: 'same' }
    const other = OTHER_ORDERS.find((key) => sortedBy(rows, key))
    const index = rows.findIndex((row, i) => i > 0 && compareCodePoints(rows[i - 1]!.first_name, row.first_name) > 0)
    const example = index === -1 ? '' : ` (${quote(rows[index - 1]!.first_name)} comes before ${quote(rows[index]!.first_name)})`
    return {
      assumes,
      answered: other ? `ordered by ${other.join(', ')} instead${example}` : `in another order${example}`,
      verdict: 'different',
      expected: DEMO_ORDER,
      actual: other,
    }
  },
}

export function searchProbes(firstNameParam: string): Probe[] {
  const fields: SearchField[] = firstNameParam === '' ? ['last_name'] : ['last_name', 'first_name']
  return [
    ...fields.flatMap((field) => [appliedProbe(field), matchProbe(field), caseProbe(field), stripProbe(field), yoProbe(field)]),
    wildcardProbe,
    ...(firstNameParam === '' ? [] : [bothProbe]),
    orderProbe,
  ]
}

export async function runProbe(probe: Probe, session: ProbeSession): Promise<CheckResult> {
  session.urls = []
  const base = { id: probe.id, title: probe.title }
  let outcome: Outcome
  try {
    outcome = await probe.run(session)
  } catch (error) {
    if (!(error instanceof NotAPage)) throw error
    outcome = {
      assumes: 'a page of the list',
      answered: excerpt(error.message, 160),
      verdict: 'different',
      expected: 'a page of the list',
      actual: excerpt(error.message, 300),
    }
  }
  const { expected, actual, ...rest } = outcome
  const findings: Finding[] =
    outcome.verdict === 'different'
      ? [
          {
            cause: probe.cause,
            text: outcome.answered,
            expected: expected ?? outcome.assumes,
            // A name the API sent as null is shown as null.
            actual: actual === undefined ? outcome.answered : actual,
          },
        ]
      : []
  return { ...base, ...rest, findings, requests: [...new Set(session.urls)] }
}

/** Each field's search as a recording states it: what the probes saw, "unknown" where they could not tell. */
export function observedSearch(seen: Record<SearchField, Partial<RecordedFieldSearch>>): RecordedSearch {
  const field = (partial: Partial<RecordedFieldSearch>): RecordedFieldSearch => ({
    match: partial.match ?? UNKNOWN,
    caseSensitive: partial.caseSensitive ?? UNKNOWN,
    strip: partial.strip ?? UNKNOWN,
    yoAsYe: partial.yoAsYe ?? UNKNOWN,
  })
  return { last_name: field(seen.last_name), first_name: field(seen.first_name) }
}
