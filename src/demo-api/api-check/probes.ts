import { AUTHORS_LIST_PATH, MAX_LIMIT } from '../../shared/api/contract'
import type { Author } from '../../shared/api/contract'
import { compareCodePoints, DEMO_SEARCH, type SearchSemantics } from '../list-engine'
import { AFFECTS, type Affected } from './cases'
import type { LiveClient } from './live-client'
import { describeLive, excerpt, mediaTypeOf, type KnownList } from './wire'

/**
 * The demo API's assumptions that depend on the data, checked on the live data itself: how a
 * search matches (inside a name or only at its start, in any case, stripped, ё and е apart, no
 * wildcards) and the order of the list. Each probe picks its search terms from rows the live API
 * showed, states what the demo API would answer, and says how many requests it may send.
 */

export type Verdict = 'same' | 'different' | 'unknown'

export interface CheckResult {
  id: string
  title: string
  /** What the demo API assumes (and would answer). */
  assumes: string
  /** What the live API answered. */
  answered: string
  verdict: Verdict
  /** The app behaviour a difference affects. */
  affects: string
}

export interface ProbeSession {
  client: LiveClient
  /** The first-name search's parameter; '' when the deployment has none. */
  firstNameParam: string
  known: KnownList
  /** What the probes saw of the deployment's search, for a recording. */
  search: Partial<SearchSemantics>
}

export interface Probe {
  id: string
  title: string
  affects: Affected
  /** The most requests it sends. */
  requests: number
  run: (session: ProbeSession) => Promise<Omit<CheckResult, 'id' | 'title' | 'affects'>>
}

interface Found {
  count: number
  results: Author[]
}

type Field = 'last_name' | 'first_name'

/** A search answered with something other than a page of the list. */
class NotAPage extends Error {}

async function search(session: ProbeSession, terms: ReadonlyArray<readonly [string, string]>, limit = MAX_LIMIT): Promise<Found> {
  const query = [...terms.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`), `limit=${limit}`].join('&')
  const answer = await session.client.send({ path: AUTHORS_LIST_PATH, query })
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

/** A name the probes can cut terms from: letters only, with case, no ё, no stray spaces. */
interface Sample {
  author: Author
  name: string
  /** The name without its first letter: found only by a search that looks inside names. */
  inner: string
  /** As long as `inner`, from the name's start: found by a prefix search too. */
  prefix: string
}

function pickSample(rows: readonly Author[], field: Field): Sample | undefined {
  for (const author of rows) {
    const name = author[field]
    if (!/^\p{L}{5,}$/u.test(name) || /[ёЁеЕ]/.test(name)) continue
    const inner = name.slice(1)
    if (inner.toUpperCase() === inner.toLowerCase() || name.toLowerCase().startsWith(inner.toLowerCase())) continue
    return { author, name, inner, prefix: name.slice(0, inner.length) }
  }
  return undefined
}

const has = (found: Found, author: Author) => found.results.some((row) => row.uid === author.uid)
const complete = (found: Found) => found.results.length >= found.count
const contains = (name: string, term: string) => name.toLowerCase().includes(term.toLowerCase())
const quote = (text: string) => JSON.stringify(text)
const fieldName = (field: Field, session: ProbeSession) => (field === 'last_name' ? 'last_name' : session.firstNameParam)

const NO_SAMPLE = (field: Field) => ({
  assumes: '',
  answered: `no ${field.replace('_', ' ')} in the rows read is plain letters without ё or е, so there is nothing to cut a term from`,
  verdict: 'unknown' as const,
})

/** The term that finds the sample on this deployment: inside the name, or from its start on a prefix search. */
function workingTerm(sample: Sample, session: ProbeSession): string {
  return session.search.match === 'prefix' ? sample.prefix : sample.inner
}

function insideProbe(field: Field): Probe {
  return {
    id: `search-${field}-inside`,
    title: `${field} finds text inside a name`,
    affects: 'search',
    requests: 2,
    run: async (session) => {
      const sample = pickSample(session.known.rows, field)
      if (!sample) return NO_SAMPLE(field)
      const key = fieldName(field, session)
      const assumes = `${key}=${quote(sample.inner)} finds ${quote(sample.name)} (uid ${sample.author.uid}), and every row it finds has ${quote(sample.inner)} in its ${field}`
      const found = await search(session, [[key, sample.inner]])
      const stray = found.results.find((row) => !contains(row[field], sample.inner))
      if (stray) {
        return { assumes, answered: `found ${quote(stray[field])}, which does not contain it`, verdict: 'different' }
      }
      if (has(found, sample.author)) {
        session.search.match = 'substring'
        return { assumes, answered: `found it among ${found.count}`, verdict: 'same' }
      }
      if (!complete(found))
        return { assumes, answered: `not on the first ${found.results.length} of ${found.count} found`, verdict: 'unknown' }
      const byPrefix = await search(session, [[key, sample.prefix]])
      if (has(byPrefix, sample.author)) {
        session.search.match = 'prefix'
        return {
          assumes,
          answered: `found ${found.count} without it; ${key}=${quote(sample.prefix)}, the name's start, finds it: a prefix search`,
          verdict: 'different',
        }
      }
      return {
        assumes,
        answered: `found ${found.count} without it, and ${quote(sample.prefix)} (its start) does not find it either`,
        verdict: 'different',
      }
    },
  }
}

function caseProbe(field: Field): Probe {
  return {
    id: `search-${field}-case`,
    title: `${field} search ignores case`,
    affects: 'search',
    requests: 3,
    run: async (session) => {
      const sample = pickSample(session.known.rows, field)
      if (!sample) return NO_SAMPLE(field)
      const key = fieldName(field, session)
      const term = workingTerm(sample, session)
      const variants = [...new Set([term.toUpperCase(), term.toLowerCase()])]
      const assumes = `${variants.map(quote).join(' and ')} find what ${quote(term)} finds`
      const original = await search(session, [[key, term]])
      if (!has(original, sample.author))
        return { assumes, answered: `${quote(term)} does not find ${quote(sample.name)} to begin with`, verdict: 'unknown' }
      const misses: string[] = []
      for (const variant of variants) {
        const found = await search(session, [[key, variant]])
        if (found.count !== original.count || !has(found, sample.author)) misses.push(`${quote(variant)} finds ${found.count}`)
      }
      if (misses.length === 0) {
        session.search.caseSensitive = false
        return { assumes, answered: `each finds the same ${original.count}`, verdict: 'same' }
      }
      session.search.caseSensitive = true
      return {
        assumes,
        answered: `${quote(term)} finds ${original.count}, ${misses.join(', ')}: a case-sensitive search`,
        verdict: 'different',
      }
    },
  }
}

function stripProbe(field: Field): Probe {
  return {
    id: `search-${field}-strip`,
    title: `${field} search drops the spaces around a term`,
    affects: 'search',
    requests: 2,
    run: async (session) => {
      const sample = pickSample(session.known.rows, field)
      if (!sample) return NO_SAMPLE(field)
      const key = fieldName(field, session)
      const term = workingTerm(sample, session)
      const spaced = `  ${term} `
      const assumes = `${quote(spaced)} finds what ${quote(term)} finds`
      const original = await search(session, [[key, term]])
      const found = await search(session, [[key, spaced]])
      if (found.count === original.count && has(found, sample.author) === has(original, sample.author)) {
        session.search.strip = true
        return { assumes, answered: `both find ${found.count}`, verdict: 'same' }
      }
      session.search.strip = false
      return { assumes, answered: `${quote(term)} finds ${original.count}, ${quote(spaced)} finds ${found.count}`, verdict: 'different' }
    },
  }
}

const YO = /[ёЁ]/
const YE = /[еЕ]/

const yoProbe: Probe = {
  id: 'search-yo',
  title: 'ё and е are two letters to the search',
  affects: 'searchYo',
  requests: 2,
  run: async (session) => {
    const assumes = 'last_name="ё" finds only names with ё, and "е" only names with е'
    const yo = await search(session, [['last_name', 'ё']])
    const ye = await search(session, [['last_name', 'е']], 200)
    const folded =
      yo.results.find((row) => !YO.test(row.last_name) && YE.test(row.last_name)) ??
      ye.results.find((row) => !YE.test(row.last_name) && YO.test(row.last_name))
    if (folded) {
      session.search.yoAsYe = true
      return { assumes, answered: `found ${quote(folded.last_name)} for the other letter: ё and е are folded`, verdict: 'different' }
    }
    const stray = yo.results.find((row) => !YO.test(row.last_name))
    if (stray) return { assumes, answered: `"ё" found ${quote(stray.last_name)}`, verdict: 'different' }
    if (yo.count === 0) return { assumes, answered: 'no name with ё in the list, so this cannot be told', verdict: 'unknown' }
    session.search.yoAsYe = false
    return { assumes, answered: `"ё" finds ${yo.count}, each with ё; "е" finds ${ye.count}, none with ё alone`, verdict: 'same' }
  },
}

const wildcardProbe: Probe = {
  id: 'search-wildcards',
  title: '% and _ are plain characters to the search',
  affects: 'search',
  requests: 2,
  run: async (session) => {
    const assumes = 'last_name="%" and "_" find only names that hold that character'
    for (const character of ['%', '_']) {
      const found = await search(session, [['last_name', character]], 50)
      const stray = found.results.find((row) => !row.last_name.includes(character))
      if (stray)
        return {
          assumes,
          answered: `${quote(character)} found ${quote(stray.last_name)} (${found.count} in all): a wildcard`,
          verdict: 'different',
        }
    }
    return { assumes, answered: 'each finds only names holding it', verdict: 'same' }
  },
}

const bothProbe: Probe = {
  id: 'search-both-names',
  title: 'a first-name and a last-name search together narrow both ways',
  affects: 'search',
  requests: 1,
  run: async (session) => {
    // One author whose last and first names both give terms.
    const author = session.known.rows.find((row) => pickSample([row], 'last_name') && pickSample([row], 'first_name'))
    const last = author && pickSample([author], 'last_name')
    const first = author && pickSample([author], 'first_name')
    if (!last || !first || session.firstNameParam === '') return NO_SAMPLE('first_name')
    const lastTerm = workingTerm(last, session)
    const firstTerm = session.search.match === 'prefix' ? first.prefix : first.inner
    const assumes = `${session.firstNameParam}=${quote(firstTerm)}&last_name=${quote(lastTerm)} finds ${quote(`${first.name} ${last.name}`)}, and only rows with both`
    const found = await search(session, [
      [session.firstNameParam, firstTerm],
      ['last_name', lastTerm],
    ])
    const stray = found.results.find((row) => !contains(row.first_name, firstTerm) || !contains(row.last_name, lastTerm))
    if (stray) return { assumes, answered: `found ${quote(`${stray.first_name} ${stray.last_name}`)}`, verdict: 'different' }
    if (!has(found, last.author))
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
      const order = compareCodePoints(a[field] ?? '', b[field] ?? '')
      if (order !== 0) return order
    }
    return 0
  }
  return rows.every((row, index) => index === 0 || compare(rows[index - 1]!, row) <= 0)
}

const orderProbe: Probe = {
  id: 'order',
  title: 'the list is ordered by first name, last name, uid',
  affects: 'order',
  requests: 0,
  run: async (session) => {
    const rows = session.known.rows
    const assumes = `the first ${rows.length} rows in order of first_name, last_name, uid (by code point)`
    if (sortedBy(rows, DEMO_ORDER)) return { assumes, answered: 'they are', verdict: 'same' }
    const other = OTHER_ORDERS.find((key) => sortedBy(rows, key))
    const index = rows.findIndex((row, i) => i > 0 && compareCodePoints(rows[i - 1]!.first_name, row.first_name) > 0)
    const example = index > 0 ? ` (${quote(rows[index - 1]!.first_name)} comes before ${quote(rows[index]!.first_name)})` : ''
    return {
      assumes,
      answered: other ? `ordered by ${other.join(', ')} instead${example}` : `in another order${example}`,
      verdict: 'different',
    }
  },
}

export function searchProbes(firstNameParam: string): Probe[] {
  const fields: Field[] = firstNameParam === '' ? ['last_name'] : ['last_name', 'first_name']
  return [
    ...fields.flatMap((field) => [insideProbe(field), caseProbe(field), stripProbe(field)]),
    yoProbe,
    wildcardProbe,
    ...(firstNameParam === '' ? [] : [bothProbe]),
    orderProbe,
  ]
}

export async function runProbe(probe: Probe, session: ProbeSession): Promise<CheckResult> {
  const base = { id: probe.id, title: probe.title, affects: AFFECTS[probe.affects] }
  try {
    return { ...base, ...(await probe.run(session)) }
  } catch (error) {
    if (!(error instanceof NotAPage)) throw error
    return { ...base, assumes: 'a page of the list', answered: excerpt(error.message, 160), verdict: 'different' }
  }
}

/** The search semantics a recording states: what the probes saw, the demo's own where they could not tell. */
export function observedSearch(seen: Partial<SearchSemantics>): SearchSemantics {
  return { ...DEMO_SEARCH, ...seen }
}
