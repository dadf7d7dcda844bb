// @vitest-environment node
import { MessageChannel, type MessagePort } from 'node:worker_threads'
import { describe, expect, it, vi } from 'vitest'
import type { Author } from '../../../../src/shared/api/contract'
import { FLAG_KINDS } from '../../../../src/entities/author/flags'
import { createAuthorIndex } from '../../../../src/demo-api/author-index'
import { generateAuthors } from '../../../../src/demo-api/dataset'
import { groupReview, type WorkerLike } from '../../../../src/features/review/grouping/client'
import {
  ColumnSource,
  FindingsAssembler,
  findingsMessages,
  RECORDS_CHUNK,
  TWINS_BATCH,
  type FromWorker,
  type ToWorker,
} from '../../../../src/features/review/grouping/protocol'
import { serveGrouping, type GroupingPort } from '../../../../src/features/review/grouping/serve'
import { findInReviewRecords, findInSource, recordsSource, type ReviewFindings } from '../../../../src/features/review/review-findings'
import { ReviewRecords } from '../../../../src/features/review/review-records'
import { columnsOf, compactFindings, testWorker } from './grouping-helpers'

const noPause = async () => {}

let next = 0
const author = (last_name: string, first_name: string, parent_name: string | null, uid = `uid-${++next}`): Author => ({
  uid,
  last_name,
  first_name,
  parent_name,
  public_name: `${last_name} ${first_name.slice(0, 1)}.`,
})
/** Every kind of group, both scripts, a uid that is not a UUID (flags of its own) and one repeated. */
const crafted = (): Author[] => [
  author('Иванов', 'Пётр', 'Ильич'),
  author('Иваноф', 'Петр', 'Ильич'),
  author('Иванов', 'И.', 'И.'),
  author('Иванов', 'Иван', 'Ильич'),
  author('Ivanova', 'Natalia', null),
  author('Ivanowa', 'Natalia', null),
  author('Петров', 'Сергей', 'Иванович'),
  author('Сергей', 'Петров', ''),
  author('Быкoв', 'Олег', null),
  author('Быков', 'Олег', null),
  author('Tsoi', 'Viktor', null, '00000000-0000-4000-8000-000000000001'),
  author('Цой', 'Виктор', null, '00000000-0000-4000-8000-000000000002'),
  author('Цой', 'Виктор', null, '00000000-0000-4000-8000-000000000002'),
  author(' Иванов', 'Пётр', 'Ильич', 'not a uuid '),
]

/**
 * A worker in the test's own thread: the client's end and the worker's end of a real
 * MessageChannel (structured clone and transfer as a Worker does them), the worker's end served by
 * the very code the worker file runs. Records what was posted and whether it was terminated.
 */
function channelWorker(serve: (port: GroupingPort) => void = serveGrouping) {
  const { port1, port2 } = new MessageChannel()
  /** Each message posted, and a copy of it made before its buffers were transferred (detached). */
  const sent: Array<{ message: ToWorker; transfer: Transferable[]; copy: ToWorker }> = []
  serve({
    postMessage: (message, transfer) => port2.postMessage(message, transfer as never),
    addEventListener: (_type, listener) => port2.on('message', (data: ToWorker) => listener({ data } as MessageEvent<ToWorker>)),
  })
  const { worker, say, fire, terminated } = testWorker(
    (message, transfer) => {
      sent.push({ message, transfer, copy: structuredClone(message) })
      port1.postMessage(message, transfer as never)
    },
    () => close(port1, port2),
  )
  port1.on('message', (data: FromWorker) => say(data))
  return { worker: { ...worker, fire }, sent, terminated }
}

function close(...ports: MessagePort[]) {
  for (const port of ports) port.close()
}

describe("the review's grouping in a worker", () => {
  it('finds what the main thread finds, on crafted records of every kind and on the demo dataset', async () => {
    for (const authors of [crafted(), generateAuthors()]) {
      const records = ReviewRecords.of(authors)
      const { worker, terminated } = channelWorker()
      const onFallback = vi.fn()
      const found = await groupReview(records, { startWorker: () => worker, pause: noPause, onFallback })
      expect(onFallback).not.toHaveBeenCalled()
      expect(found).toEqual(await findInReviewRecords(records, { pause: noPause }))
      expect(found.duplicates.length).toBeGreaterThan(0)
      // Done, the worker is let go.
      expect(terminated()).toBe(true)
    }
  })

  it('sends the columns in chunks whose buffers are transferred (the sender keeps none), and the findings back in batches', async () => {
    const rows = createAuthorIndex({ size: RECORDS_CHUNK * 2 + 5, seed: 7 }).select({ last_name: '', first_name: '' })
    const records = ReviewRecords.of(rows.slice(0, rows.length))
    const { worker, sent } = channelWorker()
    const found = await groupReview(records, { startWorker: () => worker, pause: noPause })
    expect(found).toEqual(await findInReviewRecords(records, { pause: noPause }))

    const chunks = sent.filter(({ message }) => message.type === 'records')
    expect(chunks.map(({ copy: message }) => (message as Extract<ToWorker, { type: 'records' }>).forms.length)).toEqual([
      RECORDS_CHUNK,
      RECORDS_CHUNK,
      5,
    ])
    // A public name the names give back (most) travels as its form's number, not as text; any other as text.
    const texts = chunks.flatMap(({ copy: message }) => (message as Extract<ToWorker, { type: 'records' }>).publicNames)
    const made = chunks.reduce(
      (sum, { copy: message }) => sum + (message as Extract<ToWorker, { type: 'records' }>).forms.filter((form) => form > 0).length,
      0,
    )
    expect(made).toBeGreaterThan(records.length / 2)
    expect(texts.length + made).toBe(records.length)
    for (const { message, transfer } of chunks) {
      const columns = message as Extract<ToWorker, { type: 'records' }>
      expect(transfer).toEqual([columns.last.buffer, columns.first.buffer, columns.parent.buffer, columns.forms.buffer])
      // Transferred, not copied: the main thread's buffers are detached once posted.
      expect(columns.last.byteLength).toBe(0)
    }
    expect(sent[0]!.message).toEqual({ type: 'start', count: records.length })
    expect(sent.at(-1)!.message).toEqual({ type: 'find', nearMisses: true })
  })

  it('carries every record through the columns: names, public names and the uids that are not UUIDs, at their index', () => {
    const records = ReviewRecords.of([...crafted(), author('Б', 'В', null, ' odd uid')])
    const columns = columnsOf(records)
    const expected = recordsSource(records)
    expect(columns.length).toBe(records.length)
    expect(columns.strings).toEqual(expected.strings)
    for (let index = 0; index < records.length; index++) {
      expect([
        columns.lastId(index),
        columns.firstId(index),
        columns.parentId(index),
        columns.publicName(index),
        columns.textUid(index),
      ]).toEqual([
        expected.lastId(index),
        expected.firstId(index),
        expected.parentId(index),
        expected.publicName(index),
        expected.textUid(index),
      ])
    }
    expect(columns.textUid(records.length - 1)).toBe(' odd uid')
    expect(columns.parentId(4)).toBe(-1)
  })

  it("lets go of the worker's copy of the public names once the per-record pass has read them, and finds the same", async () => {
    const records = ReviewRecords.of(crafted())
    const columns = columnsOf(records)
    let released = false
    const reads = { before: 0, after: 0 }
    const watched = {
      length: columns.length,
      strings: columns.strings,
      lastId: (index: number) => columns.lastId(index),
      firstId: (index: number) => columns.firstId(index),
      parentId: (index: number) => columns.parentId(index),
      publicName: (index: number) => {
        reads[released ? 'after' : 'before']++
        return columns.publicName(index)
      },
      textUid: (index: number) => columns.textUid(index),
      release: () => {
        released = true
        columns.release()
      },
    }
    const found = await findInSource(watched, { pause: noPause })
    expect(released).toBe(true)
    expect(reads).toEqual({ before: records.length, after: 0 })
    expect(() => columns.publicName(0)).toThrow('let go')
    expect(found).toEqual(await findInReviewRecords(records, { pause: noPause }))
  })

  it('brings findings of more groups than a batch back whole and in order', () => {
    const twins = Array.from({ length: TWINS_BATCH * 2 + 3 }, (_, at) => [at * 3, at * 3 + 1, ...(at % 2 ? [at * 3 + 2] : [])])
    const findings: ReviewFindings = {
      records: twins.length * 3,
      twins,
      duplicates: [
        { kind: 'same-key', members: [1, 2], spellings: 2, differences: ['script'] },
        { kind: 'spelling', members: [4, 5, 6], spellings: 3, differences: [], reason: { kind: 'spelling', differences: [] } },
      ],
      flags: {
        ...(Object.fromEntries(FLAG_KINDS.map((kind) => [kind, []])) as unknown as ReviewFindings['flags']),
        [FLAG_KINDS[0]!]: [3, 7],
      },
    }
    const assembler = new FindingsAssembler()
    let result: ReviewFindings | undefined
    const messages = [...findingsMessages(compactFindings(findings))]
    expect(messages.filter(({ message }) => message.type === 'twins')).toHaveLength(3)
    for (const { message, transfer } of messages) result = assembler.accept(structuredClone(message, { transfer }))
    expect(result).toEqual(findings)
  })

  it('refuses a batch that does not add up, and a worker that failed says why', () => {
    expect(() =>
      new FindingsAssembler().accept({ type: 'twins', sizes: new Int32Array([2, 2]), members: new Int32Array([1, 2, 3]) }),
    ).toThrow('does not add up')
    expect(() => new FindingsAssembler().accept({ type: 'failed', message: 'out of memory' })).toThrow('out of memory')
    const columns = new ColumnSource(1)
    const chunk = {
      type: 'records' as const,
      last: new Int32Array(2),
      first: new Int32Array(2),
      parent: new Int32Array(2),
      forms: new Uint8Array(2),
      publicNames: ['a', 'b'],
      textUids: [],
    }
    expect(() => columns.addRecords(chunk)).toThrow('More records than the review announced')
  })

  it('reports a message before "start" as failed, not silently', async () => {
    const { port1, port2 } = new MessageChannel()
    serveGrouping({
      postMessage: (message, transfer) => port2.postMessage(message, transfer as never),
      addEventListener: (_type, listener) => port2.on('message', (data: ToWorker) => listener({ data } as MessageEvent<ToWorker>)),
    })
    const reply = new Promise<FromWorker>((resolve) => port1.once('message', resolve))
    port1.postMessage({ type: 'find', nearMisses: true })
    expect(await reply).toEqual({ type: 'failed', message: 'A "find" message before "start"' })
    close(port1, port2)
  })

  it('Cancel terminates the worker and ends the grouping with the abort, falling back to nothing', async () => {
    const records = ReviewRecords.of(generateAuthors())
    // A worker that never answers: the grouping waits on it until Cancel.
    const { worker, terminated, sent } = channelWorker(() => {})
    const controller = new AbortController()
    const onFallback = vi.fn()
    const grouping = groupReview(records, { startWorker: () => worker, pause: noPause, signal: controller.signal, onFallback })
    await vi.waitFor(() => expect(sent.at(-1)?.message.type).toBe('find'))
    controller.abort(new DOMException('Cancelled', 'AbortError'))
    await expect(grouping).rejects.toThrow('Cancelled')
    expect(terminated()).toBe(true)
    expect(onFallback).not.toHaveBeenCalled()
  })

  it('a review cancelled before it starts asks for no worker', async () => {
    const startWorker = vi.fn()
    const controller = new AbortController()
    controller.abort()
    await expect(groupReview(ReviewRecords.of(crafted()), { startWorker, signal: controller.signal })).rejects.toThrow()
    expect(startWorker).not.toHaveBeenCalled()
  })

  describe('falls back to the main thread, sliced, and finds the same', () => {
    const cases: Array<[string, () => WorkerLike | undefined]> = [
      ['where there is no Worker (jsdom, an old browser)', () => undefined],
      [
        'when the worker cannot be made (a CSP that forbids it throws)',
        () => {
          throw new DOMException('Refused to create a worker', 'SecurityError')
        },
      ],
      [
        'when the worker fails to load (an error event)',
        () => {
          const { worker } = channelWorker(() => {})
          setTimeout(() => worker.fire('error'), 0)
          return worker
        },
      ],
      [
        'when the worker reports a failure',
        () =>
          channelWorker((port) =>
            port.addEventListener('message', (event) => {
              if (event.data.type === 'find') port.postMessage({ type: 'failed', message: 'out of memory' }, [])
            }),
          ).worker,
      ],
    ]
    for (const [when, startWorker] of cases) {
      it(when, async () => {
        const records = ReviewRecords.of(crafted())
        const onFallback = vi.fn()
        const pause = vi.fn(noPause)
        const found = await groupReview(records, { startWorker, pause, onFallback })
        expect(onFallback).toHaveBeenCalledOnce()
        expect(found).toEqual(await findInReviewRecords(records, { pause: noPause }))
        expect(found.duplicates.map((group) => group.kind)).toEqual(expect.arrayContaining(['same-key', 'swapped', 'spelling', 'initials']))
      })
    }
  })
})
