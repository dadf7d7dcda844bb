// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Author } from '../../../../src/shared/api/contract'
import { AllMatchesExport } from '../../../../src/shared/api/all-matches'
import { generateAuthors } from '../../../../src/demo-api/dataset'
import { GroupingStalled, groupReview, WATCHDOG_MS } from '../../../../src/features/review/grouping/client'
import {
  FindingsAssembler,
  findingsMessages,
  HEARTBEAT_MS,
  sourceMessages,
  type FromWorker,
  type ToWorker,
} from '../../../../src/features/review/grouping/protocol'
import { serveGrouping } from '../../../../src/features/review/grouping/serve'
import { findInReviewRecords, findInSource, recordsSource } from '../../../../src/features/review/review-findings'
import { ReviewRecords } from '../../../../src/features/review/review-records'
import { columnsOf, compactFindings, testWorker } from './grouping-helpers'

const noPause = async () => {}
let next = 0
const author = (last_name: string, first_name: string, parent_name: string | null): Author => ({
  uid: `uid-${++next}`,
  last_name,
  first_name,
  parent_name,
  public_name: `${last_name} ${first_name.slice(0, 1)}.`,
})
const records = () =>
  ReviewRecords.of([
    author('Иванов', 'Пётр', 'Ильич'),
    author('Иваноф', 'Петр', 'Ильич'),
    author('Ivanov', 'Petr', 'Ilich'),
    author('Петров', 'Сергей', null),
    author('Сергей', 'Петров', null),
  ])

/** A worker the test speaks for: what the client posts is kept, what the worker says is said by the test. */
function fakeWorker() {
  const sent: ToWorker[] = []
  return { ...testWorker((message) => void sent.push(message)), sent }
}

describe("the grouping worker's watchdog", () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('gives up a worker that goes silent with work to do: a GroupingStalled, the worker terminated, no fallback to the main thread', async () => {
    const { worker, sent, terminated } = fakeWorker()
    const onFallback = vi.fn()
    const grouping = groupReview(records(), { startWorker: () => worker, pause: noPause, onFallback })
    const outcome = grouping.then(
      () => 'grouped',
      (error: unknown) => error,
    )
    await vi.advanceTimersByTimeAsync(0)
    expect(sent.at(-1)?.type).toBe('find')
    await vi.advanceTimersByTimeAsync(WATCHDOG_MS - 1)
    expect(terminated()).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const error = await outcome
    expect(error).toBeInstanceOf(GroupingStalled)
    expect((error as GroupingStalled).silentMs).toBe(WATCHDOG_MS)
    expect(terminated()).toBe(true)
    expect(onFallback).not.toHaveBeenCalled()
  })

  it('counts the silence from the last word: a worker that says it is alive is waited for as long as it works', async () => {
    const { worker, say, terminated } = fakeWorker()
    const grouping = groupReview(records(), { startWorker: () => worker, pause: noPause, watchdogMs: 5_000 })
    let done = false
    void grouping.then(() => (done = true))
    // Four times the watchdog's time at work, a word every 4.9 s.
    for (let beat = 0; beat < 16; beat++) {
      await vi.advanceTimersByTimeAsync(4_900)
      say({ type: 'alive' })
    }
    expect(terminated()).toBe(false)
    expect(done).toBe(false)
    // Then the findings: the grouping ends with them (none of these records' groups are lost).
    const expected = await findInReviewRecords(records(), { pause: noPause })
    for (const { message } of findingsMessages(compactFindings(expected))) say(message)
    await expect(grouping).resolves.toEqual(expected)
  })

  it('stops watching once the grouping is over: no timer left behind', async () => {
    const { worker, say } = fakeWorker()
    const grouping = groupReview(records(), { startWorker: () => worker, pause: noPause })
    await vi.advanceTimersByTimeAsync(0)
    for (const { message } of findingsMessages(compactFindings(await findInReviewRecords(records(), { pause: noPause })))) say(message)
    await grouping
    expect(vi.getTimerCount()).toBe(0)
  })

  it('stops watching on Cancel', async () => {
    const { worker, terminated } = fakeWorker()
    const controller = new AbortController()
    const grouping = groupReview(records(), { startWorker: () => worker, pause: noPause, signal: controller.signal })
    await vi.advanceTimersByTimeAsync(1_000)
    controller.abort(new DOMException('Cancelled', 'AbortError'))
    await expect(grouping).rejects.toThrow('Cancelled')
    expect(terminated()).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe("the worker's word that it is alive", () => {
  it('comes every HEARTBEAT_MS of grouping, and the findings are the same as without it', async () => {
    // The demo dataset: enough records for the grouping to reach its pauses.
    const given = ReviewRecords.of(generateAuthors())
    // The clock moves a third of a heartbeat each time it is read: the grouping "takes" many heartbeats.
    let now = 0
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => (now += HEARTBEAT_MS / 3))
    const out: FromWorker[] = []
    let onMessage: ((event: MessageEvent<ToWorker>) => void) | undefined
    serveGrouping({
      postMessage: (message) => void out.push(message),
      addEventListener: (_type, listener) => (onMessage = listener),
    })
    for (const { message } of sourceMessages(recordsSource(given))) onMessage?.({ data: message } as MessageEvent<ToWorker>)
    onMessage?.({ data: { type: 'find', nearMisses: true } } as MessageEvent<ToWorker>)
    await vi.waitFor(() => expect(out.at(-1)?.type).toBe('done'))
    clock.mockRestore()
    const alive = out.filter((message) => message.type === 'alive').length
    expect(alive).toBeGreaterThan(0)
    const assembler = new FindingsAssembler()
    let found
    for (const message of out) found = assembler.accept(message) ?? found
    expect(found).toEqual(await findInSource(columnsOf(given), { pause: noPause }))
  })
})

describe('Retry after a stalled grouping', () => {
  // Retry runs the review's job again: the reader, having read every page, gives the same records
  // without asking for a page again, whatever way the read ended (settled, or cut short).
  const list = Array.from({ length: 35 }, (_, n) => author(`Фамилия${n}`, 'Имя', null))
  const cases: Array<[string, (offset: number, limit: number) => { count: number; results: Author[] }]> = [
    ['a read that added up', (offset, limit) => ({ count: list.length, results: list.slice(offset, offset + limit) })],
    ['a read the service ended early', (offset, limit) => ({ count: list.length + 5, results: list.slice(offset, offset + limit) })],
    ['short pages', (offset, limit) => ({ count: list.length, results: list.slice(offset, offset + Math.min(limit, 7)) })],
  ]
  for (const [what, page] of cases) {
    it(`reads no page again: ${what}`, async () => {
      const asked: number[] = []
      const reader = new AllMatchesExport({
        fetchPage: async (offset, limit) => {
          asked.push(offset)
          return page(offset, limit)
        },
        pageSize: 10,
        retry: { shouldRetry: () => false, retryDelay: () => 0 },
      })
      const first = await reader.run(new AbortController().signal)
      const pagesRead = asked.length
      expect(pagesRead).toBeGreaterThan(0)
      const again = await reader.run(new AbortController().signal)
      expect(asked).toHaveLength(pagesRead)
      expect(again).toEqual(first)
      expect(again.authors.map((one) => one.uid)).toEqual(list.map((one) => one.uid))
    })
  }
})
