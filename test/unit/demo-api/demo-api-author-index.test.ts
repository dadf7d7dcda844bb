// @vitest-environment node
import { createHash } from 'node:crypto'
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

  it('answers every search as a fresh list does, however many searches come between', () => {
    const kept = createAuthorIndex({ seed: 3, size: 2000 })
    // More distinct searches than the index keeps worked out, each asked again after the others.
    const letters = [...'аеиоурнвкaeiourn -']
    const searches = Array.from(
      { length: 40 },
      (_, n) =>
        `last_name=${encodeURIComponent(letters[Math.floor(n / 3) % letters.length]!)}&first_name=${['', 'a', 'а'][n % 3]!}&limit=20&offset=${n * 7}`,
    )
    for (const query of [...searches, ...searches.reverse(), ...searches]) {
      expect(answer(kept, query), query).toEqual(answer(createAuthorIndex({ seed: 3, size: 2000 }), query))
    }
  })

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

  // Pinned from the list as first made (before its pages were made faster): the same seed must keep
  // giving the same million authors, every field of them, unfiltered and filtered.
  it('keeps the records of a million authors, at offsets spread over the list, as they were made', () => {
    const index = createAuthorIndex({ seed: 7, size: 1_000_000 })
    const all = index.select({ last_name: '', first_name: '' })
    expect(all.length).toBe(1_000_000)
    const at = (offset: number) => all.slice(offset, offset + 1)[0]
    expect(at(0)).toEqual({
      uid: '27dfdf2b-f6ad-40a9-a8c2-abf55f45edb4',
      first_name: 'Alice',
      last_name: ' Laurent',
      parent_name: '',
      public_name: 'Laurent A.',
    })
    expect(at(1)).toEqual({
      uid: '890f6952-2d73-444c-9b44-42079a208b07',
      first_name: 'Alice',
      last_name: ' Laurent',
      parent_name: 'S',
      public_name: 'Laurent A. S.',
    })
    expect(at(333_333)).toEqual({
      uid: 'df72d32b-4336-45a7-94c6-af4951830f08',
      first_name: 'Stefan',
      last_name: 'Schwarzenegger-Girard-Dupont',
      parent_name: '',
      public_name: 'Schwarzenegger-Girard-Dupont S.',
    })
    expect(at(765_432)).toEqual({
      uid: '97c1511a-fffe-49d2-b01c-0bfa27502d19',
      first_name: 'Максим',
      last_name: 'Вознесенский-Шевченко',
      parent_name: 'Иванович',
      public_name: 'Вознесенский-Шевченко М.И.',
    })
    expect(at(999_999)).toEqual({
      uid: '3664f704-3a3d-4b4d-b1f5-f29acf3f3b89',
      first_name: 'Ярослав',
      last_name: 'Щербаков-Быков',
      parent_name: 'Тимофеевич',
      public_name: 'Щербаков-Быков Я.Т.',
    })
    // Whole pages, every field, through a digest of their JSON.
    const digest = (rows: readonly Author[]) => createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 16)
    const pages = [0, 123_456, 500_000, 999_000].map((offset) => digest(all.slice(offset, offset + 1000)))
    expect(pages).toEqual(['c703619479c98c2c', '42ebd059b3628a06', '5bce510829c7a5ee', 'a2f56670b9409b89'])
    const filtered = [
      { last_name: 'ов', first_name: '' },
      { last_name: '', first_name: 'an' },
      { last_name: ' ', first_name: 'а' },
    ].map((terms) => {
      const rows = index.select(terms)
      const middle = Math.floor(rows.length / 2)
      return [rows.length, digest(rows.slice(middle, middle + 500)), digest(rows.slice(rows.length - 300))]
    })
    expect(filtered).toEqual([
      [490_230, '34d6f93668794ab0', '3ec33d2073273c22'],
      [78_584, 'e4e6caab42512fb3', '8fef1eba886026ba'],
      [3186, '83bc9c3133046273', '6a1bbcaaa360a7c1'],
    ])
  })

  it('pages the last rows of 100,000 as DRF does', () => {
    const body = answer(createAuthorIndex({ seed: 7, size: 100_000 }), 'limit=50&offset=99990')
    expect(body.count).toBe(100_000)
    expect(body.results).toHaveLength(10)
    expect(body.next).toBeNull()
    expect(body.previous).toBe(`http://testserver${AUTHORS_LIST_PATH}?limit=50&offset=99940`)
  })
})
