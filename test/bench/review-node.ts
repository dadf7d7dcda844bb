/**
 * `npx tsx --expose-gc test/bench/review-node.ts [--size N]`: the review's work without a browser,
 * on the list the bench serves (author-index.ts): pages of 1,000 kept as the review keeps them,
 * then the grouping with a pause at each of its yields. Prints each phase's time and heap, and the
 * longest stretch of work between two yields. Asserts nothing.
 */
import { parseArgs } from 'node:util'
import { createAuthorIndex } from '../../src/demo-api/author-index'
import { findInReviewRecords } from '../../src/features/review/review-findings'
import { RecordStore, ReviewRecords } from '../../src/features/review/review-records'

const { values: args } = parseArgs({ options: { size: { type: 'string', default: '100000' } } })
const SIZE = Math.max(1, Number.parseInt(args.size, 10) || 100_000)
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {})
const mb = () => `${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`

async function main() {
  const rows = createAuthorIndex({ size: SIZE, seed: 7 }).select({ last_name: '', first_name: '' })
  gc()
  console.log(`records ${rows.length}; heap at start ${mb()}`)
  let started = performance.now()
  const store = new RecordStore()
  const slots: number[] = []
  let peak = 0
  for (let offset = 0; offset < rows.length; offset += 1000) {
    // As the wire gives it: text, parsed.
    const page = JSON.parse(JSON.stringify(rows.slice(offset, offset + 1000))) as ReturnType<typeof rows.slice>
    for (const author of page) slots.push(store.add(author))
    // The reader keeps each record once by its uid number (use-review-job.ts).
    for (let at = slots.length - page.length; at < slots.length; at++) store.uidId(slots[at]!)
    if (offset % 100_000 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed)
  }
  const records = new ReviewRecords(store, Int32Array.from(slots))
  console.log(`reading: ${(performance.now() - started).toFixed(0)} ms; distinct strings ${store.strings.length}; heap ${mb()}`)
  gc()
  console.log(`after gc ${mb()}`)
  let longest = 0
  let last = performance.now()
  let yields = 0
  let where = ''
  started = performance.now()
  const findings = await findInReviewRecords(records, {
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
  const kinds = new Map<string, number>()
  for (const group of findings.duplicates) kinds.set(group.kind, (kinds.get(group.kind) ?? 0) + 1)
  console.log(`twins ${findings.twins.length}; duplicates ${JSON.stringify(Object.fromEntries(kinds))}`)
}

await main()
