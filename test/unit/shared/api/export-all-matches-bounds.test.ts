// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Author } from '../../../../src/shared/api/contract'
import { AllMatchesExport, type MatchesPage, type RetryPolicy } from '../../../../src/shared/api/all-matches'
import { pageBudget } from '../../../../src/shared/api/reading-all'
import { author } from '../../../list-overrides'

const person = (index: number): Author => author({ uid: `uid-${index}`, last_name: `Иванов ${index}` })
const people = (count: number, from = 0) => Array.from({ length: count }, (_, index) => person(from + index))
const uids = (authors: readonly Author[]) => authors.map((one) => one.uid)

const noRetries: RetryPolicy = { shouldRetry: () => false, retryDelay: () => 0 }

/** Far more requests than any bounded read sends: past it, the API is looping the export. */
const RUNAWAY = 200

/**
 * Pages answered by `answer(offset, limit)`; every request is recorded. A read that goes past
 * RUNAWAY requests fails the test at once instead of running for ever.
 */
function scripted(answer: (offset: number, limit: number) => MatchesPage) {
  const requests: { offset: number; limit: number }[] = []
  const fetchPage = async (offset: number, limit: number) => {
    requests.push({ offset, limit })
    if (requests.length > RUNAWAY) throw new Error(`runaway: ${requests.length} requests`)
    await Promise.resolve()
    return answer(offset, limit)
  }
  return { requests, fetchPage }
}

const run = (fetchPage: (offset: number, limit: number) => Promise<MatchesPage>, concurrency = 3) =>
  new AllMatchesExport({ fetchPage, retry: noRetries, concurrency }).run(new AbortController().signal)

describe('every read of all matches ends by itself', () => {
  it('stops a count that grows with every page after as many pages as the first count allows, keeping what it read', async () => {
    // Each answer says there are two thousand more than its own offset, with new records and a next page every time.
    const { requests, fetchPage } = scripted((offset, limit) => ({ count: offset + 2000, results: people(limit, offset), last: false }))
    const result = await run(fetchPage)
    // 2,000 calls for two pages; the margin is two more.
    expect(pageBudget(2000, 1000)).toBe(4)
    expect(requests.map((request) => request.offset).sort((a, b) => a - b)).toEqual([0, 1000, 2000, 3000])
    expect(result.cutShort).toEqual({ kind: 'more', said: 2000, got: 4000, pages: 4 })
    expect(uids(result.authors)).toEqual(uids(people(4000)))
    expect(result).toMatchObject({ settled: false, countAtStart: 2000 })
  })

  it('bounds the read by the FIRST count, however high the later counts jump', async () => {
    const { requests, fetchPage } = scripted((offset, limit) => ({
      count: offset === 0 ? 1500 : 1_000_000_000,
      results: people(limit, offset),
      last: false,
    }))
    const result = await run(fetchPage)
    expect(requests).toHaveLength(pageBudget(1500, 1000))
    expect(result.cutShort).toEqual({ kind: 'more', said: 1500, got: 4000, pages: 4 })
  })

  it('stops where the API says there is no next page, though its count is absurd, and says it gave fewer', async () => {
    // 1e9 authors said, next null after the third page; a page asked beyond it still has records.
    const { requests, fetchPage } = scripted((offset, limit) => ({
      count: 1_000_000_000,
      results: people(limit, offset),
      last: offset + limit >= 3000,
    }))
    const result = await run(fetchPage)
    // The first page, then three at a time: at most one round past the last page.
    expect(requests.length).toBeLessThanOrEqual(1 + 3 + 2)
    expect(uids(result.authors)).toEqual(uids(people(3000)))
    expect(result).toMatchObject({ settled: true, changed: false, cutShort: { kind: 'fewer', said: 1_000_000_000, got: 3000 } })
  })

  it('stops at an empty page though the count is absurd and every page says there is a next one', async () => {
    const list = people(3000)
    const { requests, fetchPage } = scripted((offset, limit) => ({
      count: 1_000_000_000,
      results: list.slice(offset, offset + limit),
      last: false,
    }))
    const result = await run(fetchPage)
    expect(requests.length).toBeLessThanOrEqual(1 + 3 + 3)
    expect(uids(result.authors)).toEqual(uids(list))
    expect(result.cutShort).toEqual({ kind: 'fewer', said: 1_000_000_000, got: 3000 })
  })

  it('stops at a page that adds no new record (an API that ignores the offset), keeping each record once', async () => {
    const first = people(1000)
    const { requests, fetchPage } = scripted(() => ({ count: 5000, results: first, last: false }))
    const result = await run(fetchPage)
    expect(requests.length).toBeLessThanOrEqual(1 + 3)
    expect(uids(result.authors)).toEqual(uids(first))
    expect(result).toMatchObject({ settled: true, changed: false, cutShort: { kind: 'fewer', said: 5000, got: 1000 } })
  })

  it('keeps a page that adds records even when a page further on, answered first, added none', async () => {
    // Offsets 1000 and 2000 both answer the same thousand (past 1000 the API repeats itself);
    // whichever arrives first, the list's order decides which one is the list's.
    const list = people(2000)
    let slowFirst: (() => void) | undefined
    const requests: number[] = []
    const fetchPage = async (offset: number, limit: number): Promise<MatchesPage> => {
      requests.push(offset)
      if (offset === 1000) await new Promise<void>((resolve) => (slowFirst = resolve))
      else if (offset === 2000) queueMicrotask(() => slowFirst?.())
      const from = Math.min(offset, 1000)
      return { count: 3000, results: list.slice(from, from + limit), last: false }
    }
    const result = await new AllMatchesExport({ fetchPage, retry: noRetries, concurrency: 2 }).run(new AbortController().signal)
    expect(uids(result.authors)).toEqual(uids(list))
    expect(result.cutShort).toEqual({ kind: 'fewer', said: 3000, got: 2000 })
  })
})

describe('a page shorter than the limit', () => {
  it('steps by the rows it gave: the rest of that page is asked for next, so no record is skipped', async () => {
    // Offset 1000 answers 600 rows of the 1,000 asked (the list moved, or the service capped it).
    const list = people(2500)
    const { requests, fetchPage } = scripted((offset, limit) => {
      const size = offset === 1000 ? 600 : limit
      return { count: 2500, results: list.slice(offset, offset + size), last: offset + size >= 2500 }
    })
    const result = await run(fetchPage)
    expect(uids(result.authors)).toEqual(uids(list))
    expect(result).toMatchObject({ settled: true, changed: false })
    expect(result.cutShort).toBeUndefined()
    // The gap is asked for exactly: from the last row given up to the page already asked for.
    expect(requests.sort((a, b) => a.offset - b.offset)).toEqual([
      { offset: 0, limit: 1000 },
      { offset: 1000, limit: 1000 },
      { offset: 1600, limit: 400 },
      { offset: 2000, limit: 1000 },
    ])
  })

  it('steps by a lower max_limit from the first page on, and bounds the read by pages of that size', async () => {
    const list = people(250)
    const { requests, fetchPage } = scripted((offset) => ({
      count: 250,
      results: list.slice(offset, offset + 100),
      last: offset + 100 >= 250,
    }))
    const result = await run(fetchPage, 1)
    expect(uids(result.authors)).toEqual(uids(list))
    expect(requests).toEqual([
      { offset: 0, limit: 1000 },
      { offset: 100, limit: 100 },
      { offset: 200, limit: 100 },
    ])
  })
})
