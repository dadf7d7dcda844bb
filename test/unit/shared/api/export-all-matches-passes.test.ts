// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Author } from '../../../../src/shared/api/contract'
import { AllMatchesExport, type ExportProgress, type MatchesPage, type RetryPolicy } from '../../../../src/shared/api/all-matches'
import { author } from '../../../list-overrides'

const person = (index: number): Author => author({ uid: `uid-${index}`, last_name: `Иванов ${index}` })
const people = (count: number, from = 0) => Array.from({ length: count }, (_, index) => person(from + index))

const noRetries: RetryPolicy = { shouldRetry: () => false, retryDelay: () => 0 }

/** Pages answered by `answer(offset, limit, call)`, where `call` counts the requests from 1; every request is recorded. */
function scripted(answer: (offset: number, limit: number, call: number) => MatchesPage) {
  const requests: { offset: number; limit: number }[] = []
  const fetchPage = async (offset: number, limit: number) => {
    requests.push({ offset, limit })
    await Promise.resolve()
    return answer(offset, limit, requests.length)
  }
  return { requests, fetchPage }
}

const uids = (authors: readonly Author[]) => authors.map((one) => one.uid)

describe('when to trust a pass through the list', () => {
  it('does not trust a count that changed, even when the rows add up to the first count', async () => {
    // A record is added at the end after the first page: the later pages count it, but the
    // last page does not hold it yet. Every pass looks the same, so the export ends unsettled.
    const list = people(2000)
    const { requests, fetchPage } = scripted((offset, limit) => ({
      count: offset === 0 ? 2000 : 2001,
      results: list.slice(offset, offset + limit),
    }))
    const result = await new AllMatchesExport({ fetchPage, retry: noRetries, concurrency: 1 }).run(new AbortController().signal)
    expect(result).toMatchObject({ settled: false, changed: true, countAtStart: 2000, countAtEnd: 2001 })
    expect(uids(result.authors)).toEqual(uids(list))
    // Three passes, each from the start, then it settles for what it has.
    expect(requests.filter((request) => request.offset === 0)).toHaveLength(3)
  })

  it('does not trust a pass that skipped an author and read another twice, though every count agrees', async () => {
    // After the first page, an author is added at the front and one is removed further on: the
    // count stays 2000, the second page repeats the first page's last author and the new one is missed.
    const before = people(2000)
    const after = [person(9000), ...before.slice(0, 1500), ...before.slice(1501)]
    const { fetchPage } = scripted((offset, limit, call) => ({
      count: 2000,
      results: (call === 1 ? before : after).slice(offset, offset + limit),
    }))
    const result = await new AllMatchesExport({ fetchPage, retry: noRetries, concurrency: 1 }).run(new AbortController().signal)
    expect(result).toMatchObject({ settled: true, changed: true, countAtStart: 2000, countAtEnd: 2000 })
    expect(uids(result.authors)).toEqual(uids(after))
  })

  it('does not trust a page that holds more rows than its count leaves room for', async () => {
    // The second page's count was taken before an author was added at the front, its rows after.
    const before = people(1500)
    const after = [person(9000), ...before]
    const { fetchPage } = scripted((offset, limit, call) => {
      if (call === 1) return { count: 1500, results: before.slice(offset, offset + limit) }
      if (call === 2) return { count: 1500, results: after.slice(offset, offset + limit) }
      return { count: 1501, results: after.slice(offset, offset + limit) }
    })
    const result = await new AllMatchesExport({ fetchPage, retry: noRetries, concurrency: 1 }).run(new AbortController().signal)
    expect(result).toMatchObject({ settled: true, changed: true })
    expect(uids(result.authors)).toEqual(uids(after))
  })

  it('puts in the unsettled file an author seen only in an earlier pass', async () => {
    // The count never agrees with itself; the first pass sees an author who is gone afterwards.
    const first = people(1200)
    const later = people(1199, 1)
    const { fetchPage } = scripted((offset, limit, call) => {
      const list = call <= 2 ? first : later
      return { count: offset === 0 ? list.length : list.length + 1, results: list.slice(offset, offset + limit) }
    })
    const result = await new AllMatchesExport({ fetchPage, retry: noRetries, concurrency: 1 }).run(new AbortController().signal)
    expect(result.settled).toBe(false)
    expect(uids(result.authors)).toEqual([...uids(later), 'uid-0'])
  })

  it('says the list changed as soon as a page counts differently, while the export still runs', async () => {
    const list = people(1500)
    const { fetchPage } = scripted((offset, limit, call) => ({
      count: call === 1 ? 1500 : 1499,
      results: list.slice(offset, offset + limit),
    }))
    const progress: ExportProgress[] = []
    await new AllMatchesExport({ fetchPage, retry: noRetries, concurrency: 1, onProgress: (step) => progress.push(step) }).run(
      new AbortController().signal,
    )
    expect(progress.slice(0, 2).map((step) => [step.pass, step.count, step.changed])).toEqual([
      [1, 1500, false],
      [1, 1499, true],
    ])
  })
})

describe('a first page with no rows', () => {
  it('though the count says there are some, ends the export, never stepped by nothing, and says the service gave none', async () => {
    // The count never moves, so reading again would only read the same nothing.
    const { requests, fetchPage } = scripted(() => ({ count: 5, results: [] }))
    const result = await new AllMatchesExport({ fetchPage, retry: noRetries }).run(new AbortController().signal)
    expect(result).toMatchObject({
      authors: [],
      settled: true,
      changed: false,
      countAtStart: 5,
      countAtEnd: 5,
      cutShort: { kind: 'fewer', said: 5, got: 0 },
    })
    expect(requests).toEqual([{ offset: 0, limit: 1000 }])
  })
})

describe('a cancel that comes with the last page', () => {
  it('still stops the export: no file is made from the pages', async () => {
    const controller = new AbortController()
    const list = people(1500)
    const { fetchPage } = scripted((offset, limit) => {
      if (offset === 1000) controller.abort(new DOMException('cancelled', 'AbortError'))
      return { count: 1500, results: list.slice(offset, offset + limit) }
    })
    const done = new AllMatchesExport({ fetchPage, retry: noRetries }).run(controller.signal)
    await expect(done).rejects.toMatchObject({ name: 'AbortError' })
  })
})
