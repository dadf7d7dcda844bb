// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { AUTHORS_LIST_PATH } from '../../../src/shared/api/contract'
import type { Author } from '../../../src/shared/api/contract'
import { createAuthorIndex } from '../../../src/demo-api/author-index'
import { respondToList } from '../../../src/demo-api/list-engine'

const listUrl = (query: string) => `http://testserver${AUTHORS_LIST_PATH}?${query}`
const answer = (authors: Parameters<typeof respondToList>[1], query: string) =>
  JSON.parse(respondToList({ method: 'GET', url: listUrl(query) }, authors).body) as {
    count: number
    results: Author[]
    next: string | null
    previous: string | null
  }

const QUERIES = [
  'limit=1000',
  'limit=7&offset=3',
  'last_name=%D0%BE%D0%B2&limit=1000',
  'last_name=%D0%9E%D0%92%D0%90&limit=50&offset=10',
  'first_name=%D0%B0%D0%BD&limit=1000',
  'first_name=an&last_name=o&limit=1000',
  'last_name=+&limit=1000',
  'last_name=%20%D0%98&limit=1000',
  'last_name=-&offset=5',
  'first_name=zzz',
  'offset=999999',
  // Past the end and past Number's range: no rows, from the index as from the array.
  `offset=${'9'.repeat(400)}`,
]

describe('an author list made on demand', () => {
  // Small enough to hold in memory as well, with a last block only partly filled.
  for (const size of [701, 2000]) {
    it(`serves exactly what the engine serves from the same ${size} authors held in memory`, () => {
      const index = createAuthorIndex({ seed: 3, size })
      const all = index.select({ last_name: '', first_name: '' }).slice(0, size)
      expect(all).toHaveLength(size)
      for (const query of QUERIES) expect(answer(index, query), query).toEqual(answer([...all].reverse(), query))
    })
  }

  it('is the same list for the same seed, and another for another seed', () => {
    const page = (seed: number) => answer(createAuthorIndex({ seed, size: 100_000 }), 'limit=20&offset=54321').results
    expect(page(7)).toEqual(page(7))
    expect(page(8)).not.toEqual(page(7))
  })

  it('holds 100,000 authors with unique, well-formed uids, twins included', () => {
    const index = createAuthorIndex({ seed: 7, size: 100_000 })
    const rows = index.select({ last_name: '', first_name: '' })
    expect(rows.length).toBe(100_000)
    const sample = [...rows.slice(0, 3000), ...rows.slice(48_500, 51_500), ...rows.slice(97_000)]
    expect(sample).toHaveLength(9000)
    expect(new Set(sample.map((author) => author.uid)).size).toBe(9000)
    for (const { uid } of sample) expect(uid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    const twins = sample.filter(
      (author, i) => i > 0 && author.first_name === sample[i - 1]!.first_name && author.last_name === sample[i - 1]!.last_name,
    )
    expect(twins.length).toBeGreaterThan(1000)
    expect(sample.some((author) => author.parent_name === null)).toBe(true)
    expect(sample.some((author) => author.last_name.startsWith(' '))).toBe(true)
  })

  it('pages the last rows of 100,000 as DRF does', () => {
    const body = answer(createAuthorIndex({ seed: 7, size: 100_000 }), 'limit=50&offset=99990')
    expect(body.count).toBe(100_000)
    expect(body.results).toHaveLength(10)
    expect(body.next).toBeNull()
    expect(body.previous).toBe(`http://testserver${AUTHORS_LIST_PATH}?limit=50&offset=99940`)
  })
})
