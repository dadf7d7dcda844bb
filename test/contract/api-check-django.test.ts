// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WIRE_CASES } from '../../src/demo-api/api-check/cases'
import { runApiCheck, type ApiCheckReport } from '../../src/demo-api/api-check/check'
import { main } from '../../src/demo-api/api-check/cli'
import { startMockApiServer, type MockApiServer } from '../../src/demo-api/http-server'
import { DEMO_SEARCH } from '../../src/demo-api/list-engine'
import { parseDataset, searchForBoth, type RecordedDataset } from '../../src/demo-api/recorded-dataset'
import { pseudonymizeAuthors } from '../../src/demo-api/api-check/pseudonymize'
import { exportDataset, startDjango, type DjangoFixture } from '../django-fixture'
import { firstLetterGuessRate, firstLetterPairs, nameWords, reviewCounts } from '../pseudonym-measures'
import { expectSameAnswer } from './same-answer'

/**
 * api-check against the Django REST framework reference: the demo API's assumptions hold there
 * (no difference), a Django with another max_limit is named as different, and a directory
 * recorded from Django and served by the demo API answers every contract case as Django does.
 */

const SEED = 1
const SIZE = 1200
// A check sends some 70 requests one at a time, and a recording reads the whole list: a ceiling
// for a hang on busy shared cores, not a budget.
const CEILING_MS = 180_000

let workDir: string
let drf: DjangoFixture
let capped: DjangoFixture
const servers: MockApiServer[] = []

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'api-check-django-'))
  const authorsFile = join(workDir, 'authors.json')
  writeFileSync(authorsFile, exportDataset(SEED, SIZE))
  ;[drf, capped] = await Promise.all([startDjango(authorsFile), startDjango(authorsFile, 0, { maxLimit: 100 })])
})

afterAll(async () => {
  await Promise.all([drf?.stop(), capped?.stop(), ...servers.map((server) => server.close())])
  if (workDir) rmSync(workDir, { recursive: true, force: true })
})

const quiet = { out: () => {}, err: (text: string) => void process.stderr.write(text) }

async function record(api: string, file: string, ...options: string[]): Promise<{ code: number; dataset: RecordedDataset }> {
  const code = await main(['--api', api, '--record', file, ...options], quiet, {})
  return { code, dataset: parseDataset(JSON.parse(readFileSync(file, 'utf8'))) }
}

async function serve(dataset: RecordedDataset): Promise<MockApiServer> {
  const server = await startMockApiServer({ port: 0, dataset })
  servers.push(server)
  return server
}

const differences = (report: ApiCheckReport) => report.results.filter((result) => result.verdict !== 'same')

describe('api-check against Django REST framework', () => {
  it(
    'finds the demo API’s every assumption holds, and tells everything',
    async () => {
      const report = await runApiCheck({ api: drf.url })
      expect(differences(report)).toEqual([])
      expect(report.observed).toEqual({ count: SIZE, maxLimit: 1000, defaultLimit: 50, search: searchForBoth(DEMO_SEARCH) })
    },
    CEILING_MS,
  )

  it(
    'names a Django with max_limit 100 as different, with what it affects',
    async () => {
      const report = await runApiCheck({ api: capped.url })
      const titles = differences(report).map((result) => result.title)
      expect(titles).toEqual(['limit=1000 (max_limit)', 'limit=5000 is capped at 1000', 'huge limit is capped at 1000'])
      expect(report.observed.maxLimit).toBe(100)
    },
    CEILING_MS,
  )
})

describe('a directory recorded from Django, served by the demo API', () => {
  let recorded: MockApiServer
  let recordedCapped: MockApiServer

  beforeAll(async () => {
    const full = await record(drf.url, join(workDir, 'django.json'))
    expect(full.code).toBe(0)
    expect(full.dataset.authors).toHaveLength(SIZE)
    const small = await record(capped.url, join(workDir, 'django-100.json'))
    expect(small.code).toBe(1)
    expect(small.dataset.maxLimit).toBe(100)
    ;[recorded, recordedCapped] = await Promise.all([serve(full.dataset), serve(small.dataset)])
  }, CEILING_MS)

  it.each(WIRE_CASES)('answers as Django does: $name', async (entry) => {
    await expectSameAnswer(entry, recorded.url, drf.url)
  })

  it.each(WIRE_CASES.filter((entry) => entry.live === 'maxLimit' || entry.live === 'paging'))(
    'answers as the Django with max_limit 100 does: $name',
    async (entry) => {
      await expectSameAnswer(entry, recordedCapped.url, capped.url)
    },
  )
})

describe('a pseudonymized recording of the Django fixture', () => {
  const KEY = 'contract-test-key'
  let original: RecordedDataset
  let pseudonymized: RecordedDataset

  beforeAll(async () => {
    ;[original, pseudonymized] = [
      (await record(drf.url, join(workDir, 'plain.json'))).dataset,
      (await record(drf.url, join(workDir, 'pseudonymized.json'), '--pseudonymize', '--key', KEY)).dataset,
    ]
  }, CEILING_MS)

  it('keeps the review’s counts: twins, each kind of possible duplicate, each flag', async () => {
    const before = await reviewCounts(original.authors)
    expect(before.twinGroups).toBeGreaterThan(0)
    expect(Object.keys(before.differences).length).toBeGreaterThanOrEqual(8)
    expect(await reviewCounts(pseudonymized.authors)).toEqual(before)
  })

  it('leaves no original name word of two letters or more, and no original uid', () => {
    const before = nameWords(original.authors)
    expect([...nameWords(pseudonymized.authors)].filter((word) => before.has(word))).toEqual([])
    const uids = new Set(original.authors.map((author) => author.uid))
    expect(pseudonymized.authors.filter((author) => uids.has(author.uid))).toEqual([])
  })

  it('makes first letters no function of each other, either way', () => {
    // The same key with the uids kept gives the same names, record by record.
    const byUid = new Map(pseudonymizeAuthors(original.authors, { key: KEY, keepUids: true }).map((author) => [author.uid, author]))
    const names = (author: { first_name: string; last_name: string; parent_name: string | null; public_name: string }) =>
      JSON.stringify([author.first_name, author.last_name, author.parent_name, author.public_name])
    expect([...byUid.values()].map(names).sort()).toEqual(pseudonymized.authors.map(names).sort())
    const pairs = firstLetterPairs(
      original.authors,
      original.authors.map((author) => byUid.get(author.uid)!),
    )
    expect(pairs.length).toBeGreaterThan(2000)
    expect(firstLetterGuessRate(pairs)).toBeLessThan(0.45)
    expect(firstLetterGuessRate(pairs.map(([from, to]) => [to, from] as const))).toBeLessThan(0.45)
  })

  it('is served by the demo API in the list’s own order over the new names', async () => {
    const server = await serve(pseudonymized)
    const response = await fetch(`${server.url}/api/author/non-active/list/?limit=1000`)
    const page = (await response.json()) as { results: { uid: string }[] }
    expect(page.results.map((author) => author.uid)).toEqual(pseudonymized.authors.slice(0, 1000).map((author) => author.uid))
  })
})
