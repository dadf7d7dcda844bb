/**
 * `npx tsx --expose-gc test/bench/review-worker-node.ts [--size N]`: the grouping worker's heap in
 * Node, phase by phase. The list the bench serves (author-index.ts) is kept as the review keeps it,
 * sent as the worker's messages (cloned, as postMessage does), the main thread's copy let go, then
 * the worker's side (serveGrouping) is fed the messages one by one. At every yield where the
 * grouping has moved to another place in the code it collects garbage and prints what is held
 * (JS heap, and the typed arrays' buffers apart); the peak is sampled at every yield without a
 * collection (garbage included, as the bench's figure is). Asserts nothing.
 */
import { getHeapStatistics } from 'node:v8'
import { parseArgs } from 'node:util'
import { createAuthorIndex } from '../../src/demo-api/author-index'
import { respondToList } from '../../src/demo-api/list-engine'
import { sourceMessages, type FromWorker, type ToWorker } from '../../src/features/review/grouping/protocol'
import { serveGrouping, type GroupingPort } from '../../src/features/review/grouping/serve'
import { recordsSource } from '../../src/features/review/review-findings'
import { RecordStore, ReviewRecords } from '../../src/features/review/review-records'
import { AUTHORS_LIST_PATH } from '../../src/shared/api/contract'

const { values: args } = parseArgs({ options: { size: { type: 'string', default: '100000' } } })
const SIZE = Math.max(1, Number.parseInt(args.size, 10) || 100_000)
const LIST_URL = `http://127.0.0.1${AUTHORS_LIST_PATH}?first_name=&last_name=&limit=1000&offset=`
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {})
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`
const held = () => {
  const { heapUsed, arrayBuffers } = process.memoryUsage()
  return { heapUsed, arrayBuffers }
}

function readAll(): unknown[] {
  const index = createAuthorIndex({ size: SIZE, seed: 7 })
  const rows = index.select({ last_name: '', first_name: '' })
  const store = new RecordStore()
  const slots: number[] = []
  for (let offset = 0; offset < rows.length; offset += 1000) {
    const { body } = respondToList({ method: 'GET', url: `${LIST_URL}${offset}` }, index)
    for (const author of (JSON.parse(body) as { results: Parameters<RecordStore['add']>[0][] }).results) slots.push(store.add(author))
  }
  const records = new ReviewRecords(store, Int32Array.from(slots))
  // What arrives in the worker: each message cloned (its buffers moved).
  return [...sourceMessages(recordsSource(records))].map(({ message, transfer }) => structuredClone(message, { transfer }))
}

async function main() {
  const messages = readAll()
  gc()
  const base = held()
  console.log(`records ${SIZE}; the messages as received: heap ${mb(base.heapUsed)}, buffers ${mb(base.arrayBuffers)}`)
  let listener: ((event: MessageEvent<ToWorker>) => void) | undefined
  let done: (() => void) | undefined
  const finished = new Promise<void>((resolve) => (done = resolve))
  const sent = new Map<string, number>()
  let peak = 0
  let peakAt = ''
  let place = ''
  const sample = (where: string) => {
    const used = getHeapStatistics().used_heap_size
    if (used > peak) {
      peak = used
      peakAt = where
    }
  }
  const port: GroupingPort = {
    addEventListener: (_type, given) => (listener = given),
    postMessage: (message: FromWorker) => {
      const where =
        message.type === 'alive'
          ? (new Error().stack
              ?.split('\n')
              .slice(4, 7)
              .map((frame) =>
                frame
                  .trim()
                  .replace(/^at (async )?/, '')
                  .replace(/\(.*\/src\/features\/review\//, '('),
              )
              .join(' < ') ?? '')
          : `sending ${message.type}`
      sample(where)
      if (where !== place) {
        place = where
        gc()
        const now = held()
        console.log(`${where}: held ${mb(now.heapUsed)} + buffers ${mb(now.arrayBuffers)}`)
      }
      // The findings are counted, not kept: this heap is the worker's.
      if (message.type !== 'alive') sent.set(message.type, (sent.get(message.type) ?? 0) + 1)
      if (message.type === 'done' || message.type === 'failed') done?.()
    },
  }
  serveGrouping(port)
  // The worker says it is alive at every HEARTBEAT_MS; here about every 5 ms (its clock runs 200 times as fast), to sample finely.
  const realNow = performance.now.bind(performance)
  const started = realNow()
  performance.now = () => realNow() * 200
  while (messages.length > 0) listener!({ data: messages.shift() } as MessageEvent<ToWorker>)
  gc()
  const received = held()
  console.log(`the worker's columns, the messages let go: held ${mb(received.heapUsed)} + buffers ${mb(received.arrayBuffers)}`)
  listener!({ data: { type: 'find', nearMisses: true } } as MessageEvent<ToWorker>)
  await finished
  performance.now = realNow
  console.log(`messages sent: ${JSON.stringify(Object.fromEntries(sent))}`)
  console.log(
    `grouped in ${(realNow() - started).toFixed(0)} ms; the worker's peak JS heap (garbage included, buffers apart) ${mb(peak)} at ${peakAt}`,
  )
}

await main()
