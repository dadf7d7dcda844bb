import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../../src/shared/api/api-error'
import type { Author } from '../../../../src/shared/api/contract'
import { AllMatchesExport, type ExportProgress, type RetryPolicy } from '../../../../src/shared/api/all-matches'

const person = (index: number): Author => ({
  uid: `uid-${String(index).padStart(6, '0')}`,
  first_name: `Имя ${index}`,
  last_name: 'Иванов',
  parent_name: index % 3 ? null : '',
  public_name: `Иванов ${index}`,
})
const people = (count: number, from = 0) => Array.from({ length: count }, (_, index) => person(from + index))

const noRetries: RetryPolicy = { shouldRetry: () => false, retryDelay: () => 0 }
const instantSleep = (_ms: number, signal: AbortSignal) => (signal.aborted ? Promise.reject(signal.reason) : Promise.resolve())

/** A list served by offset and limit as DRF slices it; `list` may be swapped between requests. */
function server(initial: Author[], options: { pageSize?: number } = {}) {
  const state = { list: initial, requests: [] as { offset: number; limit: number }[], inFlight: 0, maxInFlight: 0 }
  const fetchPage = async (offset: number, limit: number, signal: AbortSignal) => {
    state.requests.push({ offset, limit })
    state.inFlight += 1
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight)
    try {
      await Promise.resolve()
      signal.throwIfAborted()
      const size = Math.min(limit, options.pageSize ?? limit)
      return { count: state.list.length, results: state.list.slice(offset, offset + size) }
    } finally {
      state.inFlight -= 1
    }
  }
  return { state, fetchPage }
}

afterEach(() => vi.useRealTimers())

describe('exporting all matches', () => {
  it('fetches every page at the given page size, a bounded number at a time, in list order', async () => {
    const list = people(5432)
    const { state, fetchPage } = server(list)
    const progress: ExportProgress[] = []
    const exporter = new AllMatchesExport({
      fetchPage,
      retry: noRetries,
      pageSize: 1000,
      concurrency: 3,
      onProgress: (p) => progress.push(p),
    })
    const result = await exporter.run(new AbortController().signal)
    expect(result.authors).toEqual(list)
    expect(result.changed).toBe(false)
    expect(state.requests.map((request) => request.limit)).toEqual(Array(6).fill(1000))
    expect(state.requests.map((request) => request.offset).sort((a, b) => a - b)).toEqual([0, 1000, 2000, 3000, 4000, 5000])
    expect(state.maxInFlight).toBe(3)
    expect(progress.at(-1)).toMatchObject({ received: 5432, count: 5432, pass: 1, changed: false })
    const received = progress.map((p) => p.received)
    expect(received).toHaveLength(6)
    expect(received).toEqual([...received].sort((a, b) => a - b))
  })

  it('exports an empty search as an empty list with one request', async () => {
    const { state, fetchPage } = server([])
    const result = await new AllMatchesExport({ fetchPage, retry: noRetries }).run(new AbortController().signal)
    expect(result.authors).toEqual([])
    expect(state.requests).toHaveLength(1)
  })

  it('steps by the rows the service gives when it caps the page size lower', async () => {
    const list = people(250)
    const { state, fetchPage } = server(list, { pageSize: 100 })
    const result = await new AllMatchesExport({ fetchPage, retry: noRetries, pageSize: 1000 }).run(new AbortController().signal)
    expect(result.authors).toEqual(list)
    expect(state.requests.map((request) => request.offset).sort((a, b) => a - b)).toEqual([0, 100, 200])
  })

  it('goes through again when records are added during the export, and keeps each once', async () => {
    const list = people(2500)
    const { state, fetchPage } = server(list)
    let calls = 0
    const changing = async (offset: number, limit: number, signal: AbortSignal) => {
      calls += 1
      // After the first page, five records are added at the front and two removed from the middle.
      if (calls === 2) state.list = [...people(5, 100_000), ...list.slice(0, 1200), ...list.slice(1202)]
      return fetchPage(offset, limit, signal)
    }
    const result = await new AllMatchesExport({ fetchPage: changing, retry: noRetries, concurrency: 2 }).run(new AbortController().signal)
    expect(result.changed).toBe(true)
    expect(result.settled).toBe(true)
    expect(result.countAtStart).toBe(2500)
    expect(result.countAtEnd).toBe(2503)
    expect(result.authors).toEqual(state.list)
    expect(new Set(result.authors.map((a) => a.uid)).size).toBe(result.authors.length)
  })

  it('when the list never holds still, gives every author seen, once each, and says it is unsettled', async () => {
    const { state, fetchPage } = server(people(1500))
    let added = 0
    const drifting = async (offset: number, limit: number, signal: AbortSignal) => {
      added += 1
      state.list = [...people(1, 200_000 + added), ...state.list]
      return fetchPage(offset, limit, signal)
    }
    const result = await new AllMatchesExport({ fetchPage: drifting, retry: noRetries }).run(new AbortController().signal)
    expect(result.changed).toBe(true)
    expect(result.settled).toBe(false)
    const uids = result.authors.map((a) => a.uid)
    expect(new Set(uids).size).toBe(uids.length)
    for (const original of people(1500)) expect(uids).toContain(original.uid)
  })

  it('says a service that repeats the same records repeated, not that the list kept changing', async () => {
    // Each page starts ten records early, giving again the end of the page before; the count steady.
    const list = people(2500)
    const repeating = async (offset: number, limit: number) => {
      const from = Math.max(0, offset - 10)
      return { count: list.length, results: list.slice(from, from + limit) }
    }
    const result = await new AllMatchesExport({ fetchPage: repeating, retry: noRetries, pageSize: 1000 }).run(new AbortController().signal)
    expect(result.settled).toBe(false)
    expect(result.repeated).toBe(true)
    expect(new Set(result.authors.map((a) => a.uid)).size).toBe(result.authors.length)
  })

  it('does not call a list that changed "repeated"', async () => {
    const { state, fetchPage } = server(people(1500))
    let added = 0
    const drifting = async (offset: number, limit: number, signal: AbortSignal) => {
      added += 1
      state.list = [...people(1, 200_000 + added), ...state.list]
      return fetchPage(offset, limit, signal)
    }
    const result = await new AllMatchesExport({ fetchPage: drifting, retry: noRetries }).run(new AbortController().signal)
    expect(result.repeated).toBeUndefined()
  })

  it('retries as the list does, then fails; run again resumes without fetching the pages it has', async () => {
    const list = people(4000)
    const { state, fetchPage } = server(list)
    let failOffset3000 = 3
    const failing = async (offset: number, limit: number, signal: AbortSignal) => {
      if (offset === 3000 && failOffset3000-- > 0) throw new ApiError('http', 'HTTP 500', { status: 500 })
      return fetchPage(offset, limit, signal)
    }
    const retry: RetryPolicy = { shouldRetry: (failures) => failures < 2, retryDelay: () => 1000 }
    const exporter = new AllMatchesExport({ fetchPage: failing, retry, concurrency: 1, sleep: instantSleep })
    await expect(exporter.run(new AbortController().signal)).rejects.toMatchObject({ status: 500 })
    expect(exporter.progress.received).toBe(3000)
    const before = state.requests.length
    const result = await exporter.run(new AbortController().signal)
    expect(result.authors).toEqual(list)
    expect(state.requests.slice(before).map((request) => request.offset)).toEqual([3000])
  })

  it('waits as long as a 429 says, showing the wait, then carries on', async () => {
    vi.useFakeTimers()
    const list = people(1500)
    const { fetchPage } = server(list)
    let throttled = false
    const limited = async (offset: number, limit: number, signal: AbortSignal) => {
      if (offset === 1000 && !throttled) {
        throttled = true
        throw new ApiError('http', 'HTTP 429', { status: 429, retryAfterSeconds: 30 })
      }
      return fetchPage(offset, limit, signal)
    }
    const progress: ExportProgress[] = []
    const exporter = new AllMatchesExport({ fetchPage: limited, retry: noRetries, onProgress: (p) => progress.push(p) })
    const done = exporter.run(new AbortController().signal)
    await vi.advanceTimersByTimeAsync(29_000)
    expect(exporter.progress.waitingSeconds).toBe(30)
    expect(exporter.progress.received).toBe(1000)
    await vi.advanceTimersByTimeAsync(1_000)
    expect((await done).authors).toEqual(list)
    expect(exporter.progress.waitingSeconds).toBeUndefined()
  })

  it('aborts every request in flight on cancel', async () => {
    const signals: AbortSignal[] = []
    const hanging = (_offset: number, _limit: number, signal: AbortSignal) => {
      signals.push(signal)
      if (signals.length === 1) return Promise.resolve({ count: 10_000, results: people(1000) })
      return new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)))
    }
    const controller = new AbortController()
    const done = new AllMatchesExport({ fetchPage: hanging, retry: noRetries, concurrency: 3 }).run(controller.signal)
    await vi.waitFor(() => expect(signals).toHaveLength(4))
    controller.abort(new DOMException('cancelled', 'AbortError'))
    await expect(done).rejects.toMatchObject({ name: 'AbortError' })
    expect(signals.slice(1).every((signal) => signal.aborted)).toBe(true)
  })
})

describe('a failed page', () => {
  it('stops new requests but keeps the pages already in flight, so a resume asks only for the failed one', async () => {
    const list = people(6000)
    const { state, fetchPage } = server(list)
    let failed = false
    const failing = async (offset: number, limit: number, signal: AbortSignal) => {
      if (offset === 1000 && !failed) {
        failed = true
        throw new ApiError('network', 'offline')
      }
      return fetchPage(offset, limit, signal)
    }
    const exporter = new AllMatchesExport({ fetchPage: failing, retry: noRetries, concurrency: 3 })
    await expect(exporter.run(new AbortController().signal)).rejects.toMatchObject({ kind: 'network' })
    const fetched = new Set(state.requests.map((request) => request.offset))
    expect(fetched.has(5000)).toBe(false)
    const before = state.requests.length
    expect((await exporter.run(new AbortController().signal)).authors).toEqual(list)
    const again = state.requests.slice(before).map((request) => request.offset)
    expect(again[0]).toBe(1000)
    expect(again.filter((offset) => fetched.has(offset) && offset !== 1000)).toEqual([])
  })
})
