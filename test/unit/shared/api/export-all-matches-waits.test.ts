import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../../src/shared/api/api-error'
import type { Author } from '../../../../src/shared/api/contract'
import { AllMatchesExport, sleep, type ExportProgress, type RetryPolicy } from '../../../../src/shared/api/all-matches'
import { author } from '../../../list-overrides'

const person = (index: number): Author =>
  author({ uid: `uid-${index}`, first_name: 'Анна', last_name: 'Иванова', public_name: 'Иванова А.' })
const people = (count: number) => Array.from({ length: count }, (_, index) => person(index))

const noRetries: RetryPolicy = { shouldRetry: () => false, retryDelay: () => 0 }

/** The list served by offset and limit; `before(offset)` may throw instead. */
function serve(list: Author[], before: (offset: number) => void = () => {}) {
  const offsets: number[] = []
  const fetchPage = async (offset: number, limit: number) => {
    offsets.push(offset)
    before(offset)
    await Promise.resolve()
    return { count: list.length, results: list.slice(offset, offset + limit) }
  }
  return { offsets, fetchPage }
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('waiting on a busy server (HTTP 429)', () => {
  it('waits five seconds when the server does not say how long', async () => {
    vi.useFakeTimers()
    let throttled = false
    const { fetchPage } = serve(people(1500), (offset) => {
      if (offset === 1000 && !throttled) {
        throttled = true
        throw new ApiError('http', 'HTTP 429', { status: 429 })
      }
    })
    const exporter = new AllMatchesExport({ fetchPage, retry: noRetries })
    const done = exporter.run(new AbortController().signal)
    await vi.advanceTimersByTimeAsync(4_999)
    expect(exporter.progress.waitingSeconds).toBe(5)
    await vi.advanceTimersByTimeAsync(1)
    expect((await done).authors).toHaveLength(1500)
  })

  it('gives up on a page after five waits in a row, with the 429 itself', async () => {
    const busy = new ApiError('http', 'HTTP 429', { status: 429, retryAfterSeconds: 1 })
    const { offsets, fetchPage } = serve(people(10), () => {
      throw busy
    })
    const waits: number[] = []
    const exporter = new AllMatchesExport({
      fetchPage,
      retry: { shouldRetry: () => true, retryDelay: () => 0 },
      sleep: async (ms) => {
        waits.push(ms)
      },
    })
    await expect(exporter.run(new AbortController().signal)).rejects.toBe(busy)
    expect(offsets).toHaveLength(6)
    expect(waits).toEqual([1000, 1000, 1000, 1000, 1000])
  })

  it('shows the wait while it lasts, and not once it is over', async () => {
    let throttled = false
    const { fetchPage } = serve(people(5), () => {
      if (!throttled) {
        throttled = true
        throw new ApiError('http', 'HTTP 429', { status: 429, retryAfterSeconds: 7 })
      }
    })
    const progress: ExportProgress[] = []
    const exporter = new AllMatchesExport({ fetchPage, retry: noRetries, sleep: async () => {}, onProgress: (step) => progress.push(step) })
    await exporter.run(new AbortController().signal)
    expect(progress.map((step) => step.waitingSeconds)).toEqual([7, undefined, undefined])
  })
})

describe('retrying a failed page', () => {
  it('waits as the retry policy says between tries, counting the failures', async () => {
    let failures = 0
    const { fetchPage } = serve(people(5), () => {
      if (failures < 2) {
        failures += 1
        throw new ApiError('http', 'HTTP 502', { status: 502 })
      }
    })
    const asked: number[] = []
    const waits: number[] = []
    const exporter = new AllMatchesExport({
      fetchPage,
      retry: {
        shouldRetry: (count) => {
          asked.push(count)
          return true
        },
        retryDelay: (count) => 100 * (count + 1),
      },
      sleep: async (ms) => {
        waits.push(ms)
      },
    })
    expect((await exporter.run(new AbortController().signal)).authors).toHaveLength(5)
    expect(asked).toEqual([0, 1])
    expect(waits).toEqual([100, 200])
  })

  it('stops at once when cancelled during a failed request, without retrying', async () => {
    const controller = new AbortController()
    const { offsets, fetchPage } = serve(people(5), () => {
      controller.abort(new DOMException('cancelled', 'AbortError'))
      throw new ApiError('network', 'offline')
    })
    const exporter = new AllMatchesExport({ fetchPage, retry: { shouldRetry: () => true, retryDelay: () => 0 }, sleep: async () => {} })
    await expect(exporter.run(controller.signal)).rejects.toMatchObject({ name: 'AbortError' })
    expect(offsets).toEqual([0])
  })
})

describe('one request at a time at least', () => {
  it('still fetches when asked for no concurrency at all', async () => {
    const { offsets, fetchPage } = serve(people(2500))
    const result = await new AllMatchesExport({ fetchPage, retry: noRetries, concurrency: 0 }).run(new AbortController().signal)
    expect(result.authors).toHaveLength(2500)
    expect(offsets).toEqual([0, 1000, 2000])
  })
})

describe('putting the file together', () => {
  it('lets the browser in every ten pages, and stops there when cancelled', async () => {
    const controller = new AbortController()
    let yields = 0
    vi.stubGlobal('scheduler', {
      yield: () => {
        yields += 1
        if (yields === 2) controller.abort(new DOMException('cancelled', 'AbortError'))
        return Promise.resolve()
      },
    })
    const { fetchPage } = serve(people(2500))
    const exporter = new AllMatchesExport({ fetchPage, retry: noRetries, pageSize: 100 })
    // 25 pages: the browser is let in before pages 11 and 21; the cancel at the second stops it.
    await expect(exporter.run(controller.signal)).rejects.toMatchObject({ name: 'AbortError' })
    expect(yields).toBe(2)
  })

  it('lets the browser in exactly before every tenth page after the first', async () => {
    let yields = 0
    vi.stubGlobal('scheduler', {
      yield: () => {
        yields += 1
        return Promise.resolve()
      },
    })
    const { fetchPage } = serve(people(2500))
    const result = await new AllMatchesExport({ fetchPage, retry: noRetries, pageSize: 100 }).run(new AbortController().signal)
    expect(result.authors).toHaveLength(2500)
    expect(yields).toBe(2)
  })
})

describe('sleep', () => {
  it('resolves after the time given', async () => {
    vi.useFakeTimers()
    let done = false
    const waiting = sleep(1000, new AbortController().signal).then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(999)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await waiting
    expect(done).toBe(true)
  })

  it('stops at once, with the reason, when cancelled before or during the wait, leaving no timer', async () => {
    vi.useFakeTimers()
    const reason = new DOMException('cancelled', 'AbortError')
    const cancelled = new AbortController()
    cancelled.abort(reason)
    await expect(sleep(1000, cancelled.signal)).rejects.toBe(reason)
    expect(vi.getTimerCount()).toBe(0)
    const controller = new AbortController()
    const waiting = sleep(60_000, controller.signal)
    controller.abort(reason)
    await expect(waiting).rejects.toBe(reason)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('forgets the cancel once the wait is over', async () => {
    vi.useFakeTimers()
    const controller = new AbortController()
    const remove = vi.spyOn(controller.signal, 'removeEventListener')
    const waiting = sleep(10, controller.signal)
    await vi.advanceTimersByTimeAsync(10)
    await waiting
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function))
  })
})
