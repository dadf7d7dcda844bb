/**
 * `npx tsx test/bench/mock-pages.ts [--size N] [--over engine|http|both]`: the demo API's share of
 * the review's reading, alone. Every page of 1,000 of the list the review bench serves
 * (author-index.ts, seed 7), in order, as the review asks for them: through the list engine in
 * this process (`engine`: the page made, paginated and written as JSON) and through the HTTP mock
 * server the bench starts (`http`: the same, plus msw and the socket, fetched one page at a time).
 * Prints each one's time. Asserts nothing; run it under `node --cpu-prof` to see where it goes.
 */
import { parseArgs } from 'node:util'
import { createAuthorIndex } from '../../src/demo-api/author-index'
import { startMockApiServer } from '../../src/demo-api/http-server'
import { respondToList } from '../../src/demo-api/list-engine'
import { AUTHORS_LIST_PATH } from '../../src/shared/api/contract'

const { values: args } = parseArgs({
  options: { size: { type: 'string', default: '100000' }, over: { type: 'string', default: 'both' } },
})
const SIZE = Math.max(1, Number.parseInt(args.size, 10) || 100_000)
const PAGE = 1000
const query = (offset: number) => `?first_name=&last_name=&limit=${PAGE}&offset=${offset}`

async function main() {
  const index = createAuthorIndex({ size: SIZE, seed: 7 })
  if (args.over !== 'http') {
    const started = performance.now()
    let bytes = 0
    for (let offset = 0; offset < SIZE; offset += PAGE) {
      const { status, body } = respondToList({ method: 'GET', url: `http://127.0.0.1${AUTHORS_LIST_PATH}${query(offset)}` }, index)
      if (status !== 200) throw new Error(`page at ${offset}: ${status}`)
      bytes += body.length
    }
    console.log(`engine: ${SIZE} records in ${(performance.now() - started).toFixed(0)} ms (${(bytes / 1e6).toFixed(0)} M characters)`)
  }
  if (args.over !== 'engine') {
    const server = await startMockApiServer({ port: Number(process.env.REVIEW_BENCH_MOCK_PORT) || 0, latencyMs: 0, index })
    try {
      const started = performance.now()
      let url: string | null = `${server.url}${AUTHORS_LIST_PATH}${query(0)}`
      let pages = 0
      while (url !== null && pages <= SIZE / PAGE) {
        const response: Response = await fetch(url)
        if (!response.ok) throw new Error(`${url}: ${response.status}`)
        url = ((await response.json()) as { next: string | null }).next
        pages++
      }
      console.log(`http: ${pages} pages in ${(performance.now() - started).toFixed(0)} ms (fetched and parsed here too)`)
    } finally {
      await server.close()
    }
  }
}

await main()
