// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CauseKey } from '../../src/demo-api/api-check/causes'
import { main } from '../../src/demo-api/api-check/cli'
import type { JsonReport } from '../../src/demo-api/api-check/report'
import { exportDataset, startDjango, type DjangoFixture, type DjangoSwitches } from '../django-fixture'

/**
 * api-check against each variant of the Django fixture (its settings switches): a stock
 * deployment (exit 0, one note; --strict exit 1), and one difference each, named once with the
 * right cause and exit code: max_limit 100, PAGE_SIZE 20, https links behind a TLS proxy, a
 * prefix and an exact last-name search, a first-name parameter the server ignores, first_name
 * alone case-sensitive, an extra and a renamed field, token authentication, 100,000 authors.
 * Each variant's Django is started once, for its own test, and stopped after it.
 */

const SEED = 1
const SIZE = 1200
const BIG = 100_000
// Some 90 requests one at a time against wsgiref, and for 100,000 authors the loading too: a
// ceiling for a hang on busy shared cores, not a budget.
const CEILING_MS = 240_000
const TOKEN = 'tok-3f9a1c7e5b2d'

let workDir: string
let authorsFile: string

beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'api-check-variants-'))
  authorsFile = join(workDir, 'authors.json')
  writeFileSync(authorsFile, exportDataset(SEED, SIZE))
})

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true })
})

interface Run {
  code: number
  out: string
  err: string
  json: JsonReport
  junit: string
}

async function check(django: DjangoFixture, args: readonly string[] = [], env: Record<string, string> = {}): Promise<Run> {
  const name = Math.random().toString(36).slice(2)
  const jsonFile = join(workDir, `${name}.json`)
  const junitFile = join(workDir, `${name}.xml`)
  const output = { out: '', err: '' }
  const code = await main(
    ['--api', django.url, '--json', jsonFile, '--junit', junitFile, ...args],
    { out: (text) => void (output.out += text), err: (text) => void (output.err += text) },
    env,
  )
  return { code, ...output, json: JSON.parse(readFileSync(jsonFile, 'utf8')) as JsonReport, junit: readFileSync(junitFile, 'utf8') }
}

async function withDjango<T>(env: DjangoSwitches, run: (django: DjangoFixture) => Promise<T>, file = authorsFile): Promise<T> {
  const django = await startDjango(file, 0, { env })
  try {
    return await run(django)
  } finally {
    await django.stop()
  }
}

/** The causes the report names, each once in the text (its heading) and once in the JSON. */
function named(run: Run): CauseKey[] {
  const causes = run.json.causes.map((cause) => cause.cause)
  for (const cause of causes) expect(run.out.split(`${cause} — `).length - 1).toBe(1)
  return causes
}

const cases = (run: Run, cause: CauseKey) => run.json.results.filter((result) => result.findings.some((finding) => finding.cause === cause))

describe('api-check against a stock Django deployment', () => {
  it(
    'exits 0 with one note (Vary names Cookie and Origin too), and 1 under --strict, in under 60 lines',
    async () => {
      await withDjango({ CONTRACT_STOCK: '1' }, async (django) => {
        const run = await check(django)
        expect(run.code).toBe(0)
        expect(named(run)).toEqual(['vary'])
        expect(run.json.causes[0]).toMatchObject({ note: true, fails: false })
        expect(run.json.causes[0]!.live).toMatch(/cookie/i)
        expect(run.json.causes[0]!.live).toMatch(/origin/i)
        expect(run.out.split('\n').length).toBeLessThan(60)
        expect(run.json.results.filter((result) => result.verdict === 'unknown')).toEqual([])
        expect(run.junit).toMatch(/failures="0"/)

        const strict = await check(django, ['--strict'])
        expect(strict.code).toBe(1)
        expect(strict.json.causes.map((cause) => [cause.cause, cause.fails])).toEqual([['vary', true]])
        expect(strict.junit).not.toMatch(/failures="0"/)
      })
    },
    CEILING_MS,
  )
})

interface Variant {
  name: string
  env: DjangoSwitches
  cause: CauseKey
  /** What the cause's text must say. */
  says: RegExp
}

const VARIANTS: Variant[] = [
  { name: 'max_limit 100', env: { CONTRACT_MAX_LIMIT: '100' }, cause: 'max-limit', says: /max_limit 100/ },
  { name: 'PAGE_SIZE 20', env: { CONTRACT_PAGE_SIZE: '20' }, cause: 'default-page-size', says: /^20 rows/ },
  { name: 'https links behind a TLS proxy header', env: { CONTRACT_TLS_PROXY: '1' }, cause: 'links', says: /uses https:, not http:/ },
  {
    name: 'a prefix last-name search',
    env: { CONTRACT_SEARCH_LAST_NAME: 'istartswith' },
    cause: 'search:last_name',
    says: /^prefix, any case/,
  },
  {
    name: 'an exact last-name search',
    env: { CONTRACT_SEARCH_LAST_NAME: 'exact' },
    cause: 'search:last_name',
    says: /^exact, case-sensitive/,
  },
  {
    name: 'a first-name parameter the server ignores',
    env: { CONTRACT_SEARCH_FIRST_NAME: 'ignored' },
    cause: 'search:first_name',
    says: /^the parameter is ignored/,
  },
  {
    name: 'first_name alone case-sensitive',
    env: { CONTRACT_SEARCH_FIRST_NAME: 'contains' },
    cause: 'search:first_name',
    says: /^substring, case-sensitive, stripped/,
  },
  {
    name: 'an extra field',
    env: { CONTRACT_EXTRA_FIELD: 'birth_year' },
    cause: 'fields',
    says: /birth_year is a field the app does not know/,
  },
  {
    name: 'a renamed field',
    env: { CONTRACT_RENAME_FIELD: 'public_name:display_name' },
    cause: 'fields',
    says: /public_name is missing and display_name stands in its place/,
  },
]

describe('api-check names each variant once, with the right cause and exit 1', () => {
  it.each(VARIANTS)(
    '$name: $cause',
    async ({ env, cause, says }) => {
      await withDjango(env, async (django) => {
        const run = await check(django)
        expect(named(run).filter((each) => each !== 'vary')).toEqual([cause])
        expect(run.code).toBe(1)
        const reported = run.json.causes.find((each) => each.cause === cause)!
        expect(reported.live).toMatch(says)
        expect(reported.fails).toBe(true)
        // Each case it showed in carries its request URL, and expected and actual as data.
        for (const result of cases(run, cause)) {
          expect(result.requests.every((url) => url.startsWith(django.url))).toBe(true)
          for (const finding of result.findings) expect(finding).toHaveProperty('expected')
        }
        expect(run.junit).toContain(`type="${cause}"`)
        // Accepted, it no longer fails.
        const accepted = await check(django, ['--accept', cause])
        expect(accepted.code).toBe(0)
      })
    },
    CEILING_MS,
  )

  it(
    'first_name alone case-sensitive: last_name stays any case in the observed search',
    async () => {
      await withDjango({ CONTRACT_SEARCH_FIRST_NAME: 'contains' }, async (django) => {
        const run = await check(django)
        expect(run.json.observed?.search.last_name.caseSensitive).toBe(false)
        expect(run.json.observed?.search.first_name.caseSensitive).toBe(true)
      })
    },
    CEILING_MS,
  )
})

describe('api-check against token authentication', () => {
  it(
    'cannot check without the token (exit 2, the reason written to --json and --junit), checks with --header or API_CHECK_HEADER, and never shows it',
    async () => {
      await withDjango({ CONTRACT_TOKEN: TOKEN }, async (django) => {
        const refused = await check(django)
        expect(refused.code).toBe(2)
        expect(refused.json).toMatchObject({
          exitCode: 2,
          reason: expect.stringMatching(/HTTP 401: it wants credentials \(WWW-Authenticate: Token\)/),
        })
        expect(refused.junit).toMatch(/<failure message="[^"]*HTTP 401/)

        const run = await check(django, ['--header', `Authorization: Token ${TOKEN}`])
        expect(run.code).toBe(0)
        expect(named(run)).toEqual([])
        const fromEnv = await check(django, [], { API_CHECK_HEADER: `Authorization: Token ${TOKEN}` })
        expect(fromEnv.code).toBe(0)
        for (const each of [run, fromEnv]) {
          for (const text of [each.out, each.err, JSON.stringify(each.json), each.junit]) expect(text).not.toContain(TOKEN)
        }
        expect(run.json.options.headers).toEqual(['Authorization'])
      })
    },
    CEILING_MS,
  )
})

describe('api-check against 100,000 authors', () => {
  it(
    'cuts its search terms from across the list: every first-name probe tells, and nothing differs',
    async () => {
      const big = join(workDir, 'authors-100k.json')
      writeFileSync(big, exportDataset(SEED, BIG))
      await withDjango(
        {},
        async (django) => {
          const run = await check(django)
          expect(run.code).toBe(0)
          expect(named(run)).toEqual([])
          expect(run.json.results.filter((result) => result.verdict === 'unknown').map((result) => result.title)).toEqual([])
          expect(run.json.observed).toMatchObject({
            count: BIG,
            search: { first_name: { match: 'substring', caseSensitive: false, strip: true, yoAsYe: false } },
          })
          expect(run.json.requests!.sent).toBeLessThanOrEqual(run.json.plan!.maxRequests)
        },
        big,
      )
    },
    CEILING_MS,
  )
})
