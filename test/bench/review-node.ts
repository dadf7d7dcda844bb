/**
 * `npx tsx --expose-gc test/bench/review-node.ts [--size N]`: the review's work without a browser,
 * on the list the bench serves (author-index.ts): pages of 1,000 kept as the review keeps them,
 * then the grouping with a pause at each of its yields. Prints each phase's time and heap, and the
 * longest stretch of work between two yields. Asserts nothing.
 */
import { parseArgs } from 'node:util'
import { createAuthorIndex } from '../../src/demo-api/author-index'
import { respondToList } from '../../src/demo-api/list-engine'
import { FindingsAssembler, findingsMessages, sourceMessages } from '../../src/features/review/grouping/protocol'
import { groupInSource, recordsSource } from '../../src/features/review/review-findings'
import { RecordStore, ReviewRecords } from '../../src/features/review/review-records'
import { AUTHORS_LIST_PATH } from '../../src/shared/api/contract'

const { values: args } = parseArgs({ options: { size: { type: 'string', default: '100000' } } })
const SIZE = Math.max(1, Number.parseInt(args.size, 10) || 100_000)
const LIST_URL = `http://127.0.0.1${AUTHORS_LIST_PATH}?first_name=&last_name=&limit=1000&offset=`
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {})
const mb = () => `${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`

async function main() {
  const index = createAuthorIndex({ size: SIZE, seed: 7 })
  const rows = index.select({ last_name: '', first_name: '' })
  gc()
  console.log(`records ${rows.length}; heap at start ${mb()}`)
  let started = performance.now()
  const store = new RecordStore()
  const slots: number[] = []
  let peak = 0
  // The mock's share (a page answered by the list engine: made, paginated, written as JSON; msw and
  // the socket apart, see mock-pages.ts) and the app's (parsed, kept).
  let mockMs = 0
  let parseMs = 0
  let keepMs = 0
  for (let offset = 0; offset < rows.length; offset += 1000) {
    let at = performance.now()
    const { body: text } = respondToList({ method: 'GET', url: `${LIST_URL}${offset}` }, index)
    mockMs += performance.now() - at
    at = performance.now()
    const page = (JSON.parse(text) as { results: ReturnType<typeof rows.slice> }).results
    parseMs += performance.now() - at
    at = performance.now()
    for (const author of page) slots.push(store.add(author))
    // The reader keeps each record once by its uid number (use-review-job.ts).
    for (let at = slots.length - page.length; at < slots.length; at++) store.uidId(slots[at]!)
    keepMs += performance.now() - at
    if (offset % 100_000 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed)
  }
  const records = new ReviewRecords(store, Int32Array.from(slots))
  console.log(
    `reading: the mock writing pages ${mockMs.toFixed(0)} ms, the app parsing them ${parseMs.toFixed(0)} ms and keeping them ${keepMs.toFixed(0)} ms`,
  )
  console.log(`reading: ${(performance.now() - started).toFixed(0)} ms; distinct strings ${store.strings.length}; heap ${mb()}`)
  gc()
  console.log(`after gc ${mb()}`)
  let longest = 0
  let last = performance.now()
  let yields = 0
  let where = ''
  started = performance.now()
  const findings = await groupInSource(recordsSource(records), {
    pause: async () => {
      const now = performance.now()
      if (now - last > longest) where = new Error().stack?.split('\n').slice(2, 6).join(' < ') ?? ''
      longest = Math.max(longest, now - last)
      yields++
      peak = Math.max(peak, process.memoryUsage().heapUsed)
      await new Promise((done) => setImmediate(done))
      last = performance.now()
    },
  })
  longest = Math.max(longest, performance.now() - last)
  console.log(`longest stretch ended at ${where.replace(/\s+/g, ' ')}`)
  console.log(
    `grouping: ${(performance.now() - started).toFixed(0)} ms, ${yields} yields, longest stretch ${longest.toFixed(0)} ms; peak heap ${(peak / 1e6).toFixed(0)} MB; now ${mb()}`,
  )
  // What the worker's protocol leaves on the main thread: each chunk of columns made and cloned
  // (postMessage clones it: an upper bound, the clone's reading side is the receiver's), and each
  // batch of findings cloned and made arrays again (its making is the worker's, not timed).
  const longestOf = (
    label: string,
    messages: Iterable<{ message: unknown; transfer: ArrayBuffer[] }>,
    mainMakes: boolean,
    take: (message: unknown) => void = () => {},
  ) => {
    let longestMs = 0
    let total = 0
    let count = 0
    let longestType = ''
    let at = performance.now()
    for (const { message, transfer } of messages) {
      if (!mainMakes) at = performance.now()
      take(structuredClone(message, { transfer }))
      const now = performance.now()
      if (now - at > longestMs) longestType = (message as { type: string }).type
      longestMs = Math.max(longestMs, now - at)
      total += now - at
      count++
      at = performance.now()
    }
    console.log(`${label}: ${count} messages, ${total.toFixed(0)} ms in all, the longest ${longestMs.toFixed(1)} ms (${longestType})`)
  }
  gc()
  longestOf('main thread, to the worker (made and cloned)', sourceMessages(recordsSource(records)), true)
  const assembler = new FindingsAssembler()
  longestOf('main thread, from the worker (cloned and assembled)', findingsMessages(findings), false, (message) =>
    assembler.accept(message as Parameters<FindingsAssembler['accept']>[0]),
  )
  const kinds = new Map<string, number>()
  for (const group of findings.duplicates) kinds.set(group.kind, (kinds.get(group.kind) ?? 0) + 1)
  console.log(`twins ${findings.twins.start.length - 1}; duplicates ${JSON.stringify(Object.fromEntries(kinds))}`)
}

await main()
