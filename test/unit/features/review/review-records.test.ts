// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import type { Author } from '../../../../src/shared/api/contract'
import { AllMatchesExport, type RetryPolicy } from '../../../../src/shared/api/all-matches'
import { TripleIndex } from '../../../../src/features/review/number-index'
import { IdBits, packUuid, RecordStore, ReviewRecords, unpackUuid } from '../../../../src/features/review/review-records'
import { packUuid as packUuidByPattern } from './reference/review-records'
import { generateAuthors } from '../../../../src/demo-api/dataset'

const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`
const author = (uid: string, last_name = 'Иванов', parent_name: string | null = null): Author => ({
  uid,
  last_name,
  first_name: 'Иван',
  parent_name,
  public_name: `${last_name} И.`,
})

describe('the compact record store', () => {
  it('gives every distinct uid one number, from 0 in the order met, however often and in whatever form it comes', () => {
    const store = new RecordStore()
    // Many canonical uids (the hash table grows past its first size) and a few that are not UUIDs.
    const given = [
      ...Array.from({ length: 5000 }, (_, n) => uuid(n)),
      'uid-1',
      'UID-1',
      ' uid-1',
      '00000000-0000-4000-8000-00000000000A',
      ...Array.from({ length: 5000 }, (_, n) => uuid(4999 - n)),
      'uid-1',
      '',
    ]
    const slots = given.map((uid) => store.add(author(uid)))
    const numbers = slots.map((slot) => store.uidId(slot))
    const firstNumber = new Map<string, number>()
    given.forEach((uid, at) => firstNumber.set(uid, firstNumber.get(uid) ?? numbers[at]!))
    expect(numbers).toEqual(given.map((uid) => firstNumber.get(uid)))
    expect([...firstNumber.values()]).toEqual(Array.from({ length: firstNumber.size }, (_, n) => n))
    expect(store.uidCount).toBe(firstNumber.size)
    expect(slots.map((slot) => store.uid(slot))).toEqual(given)
  })

  it('gives each record back as received, its names from the dictionary and its public name its own', () => {
    const records = [
      author(uuid(1), 'Иванов', null),
      author('not-a-uuid', 'Иванов', ''),
      { ...author(uuid(2), 'Петров', 'Ильич'), public_name: ' Петров  П.И. ' },
    ]
    const review = ReviewRecords.of(records)
    expect(Array.from({ length: review.length }, (_, at) => review.author(at))).toEqual(records)
    expect([...review.asArray()]).toEqual(records)
    expect(review.store.strings).toEqual(['Иванов', 'Иван', '', 'Петров', 'Ильич'])
  })
})

describe('IdBits', () => {
  it('holds the numbers added, nothing else, growing as far as asked', () => {
    const bits = new IdBits()
    const added = [0, 31, 32, 33, 1023, 40_000, 1_000_003]
    added.forEach((id) => bits.add(id))
    for (const id of [...added, 1, 30, 34, 1024, 39_999, 1_000_002, 1_000_004, 5_000_000]) expect(bits.has(id)).toBe(added.includes(id))
  })
})

describe('TripleIndex', () => {
  it('numbers each distinct triple once, in the order met, past the size it was made for', () => {
    const index = new TripleIndex(4)
    const triples: Array<[number, number, number]> = []
    for (let a = -1; a < 20; a++) for (let b = 0; b < 20; b += 3) triples.push([a, b, a === b ? -1 : 7])
    const ids = triples.map(([a, b, c]) => index.id(a, b, c))
    expect(ids).toEqual(triples.map((_, at) => at))
    expect(triples.map(([a, b, c]) => index.id(a, b, c))).toEqual(ids)
    expect(index.size).toBe(triples.length)
    expect(triples.map(([a, b, c]) => index.find(a, b, c))).toEqual(ids)
    expect([index.find(0, 1, 7), index.find(-1, 0, 0), index.find(19, 2, 7), index.find(20, 0, 7)]).toEqual([-1, -1, -1, -1])
    expect([index.a(5), index.b(5), index.c(5)]).toEqual(triples[5])
  })
})

describe("the review's reading: rows are the store's slots, told apart by their uid's number", () => {
  const noRetries: RetryPolicy = { shouldRetry: () => false, retryDelay: () => 0 }

  it('keeps each record once, in the list order, when pages overlap and the list is read again, as the uid path does', async () => {
    const list = Array.from({ length: 25 }, (_, n) => author(n === 7 ? 'odd uid' : uuid(n), `Имя${n}`))
    // The second page comes back five records early (an overlap): the engine reads the list again.
    const serve = () => {
      let asked = 0
      return (offset: number, limit: number) => {
        asked += 1
        const from = asked === 2 ? offset - 5 : offset
        return { count: list.length, results: list.slice(from, from + limit) }
      }
    }
    const store = new RecordStore()
    const page = serve()
    const reader = new AllMatchesExport<number, number>({
      fetchPage: async (offset, limit) => {
        const { count, results } = page(offset, limit)
        return { count, results: results.map((row) => store.add(row)) }
      },
      pageSize: 10,
      concurrency: 1,
      retry: noRetries,
      identity: { idOf: (slot) => store.uidId(slot), newSet: () => new IdBits() },
    })
    const result = await reader.run(new AbortController().signal)
    const byUid = serve()
    const before = await new AllMatchesExport({
      fetchPage: async (offset, limit) => byUid(offset, limit),
      pageSize: 10,
      concurrency: 1,
      retry: noRetries,
    }).run(new AbortController().signal)
    expect(result.changed).toBe(true)
    expect(result.authors.map((slot) => store.author(slot))).toEqual(list)
    expect({ ...result, authors: result.authors.map((slot) => store.author(slot)) }).toEqual(before)
    expect(store.uidCount).toBe(list.length)
  })
})

describe("the records' uid numbers, for the lists", () => {
  it('finds the number of each uid the records hold, and none for any other', () => {
    const records = ReviewRecords.of([author(uuid(1)), author('text-uid'), author(uuid(255)), author(uuid(1))])
    expect([uuid(1), 'text-uid', uuid(255), uuid(2), 'other', uuid(255).toUpperCase()].map((uid) => records.store.findUidId(uid))).toEqual([
      0, 1, 2, -1, -1, -1,
    ])
    expect([0, 1, 2, 3].map((index) => records.uidIdAt(index))).toEqual([0, 1, 2, 0])
    const bits = records.uidNumbers([uuid(255), 'nobody', uuid(1)])
    expect([0, 1, 2].map((id) => bits.has(id))).toEqual([true, false, true])
  })

  it('gives back every packed uid as it came', () => {
    const uids = ['00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', '0123abcd-4567-89ef-a0b1-c2d3e4f56789']
    const records = ReviewRecords.of(uids.map((uid) => author(uid)))
    expect(uids.map((_, index) => records.author(index).uid)).toEqual(uids)
  })
})

describe('RecordStore.reserve', () => {
  it('keeps every uid number when it makes room, and believes no count past its cap', () => {
    const store = new RecordStore()
    const first = Array.from({ length: 3000 }, (_, n) => store.add(author(uuid(n))))
    store.reserve(100_000)
    store.reserve(Number.MAX_SAFE_INTEGER)
    store.reserve(-5)
    const again = Array.from({ length: 3000 }, (_, n) => store.add(author(uuid(n))))
    expect(again.map((slot) => store.uidId(slot))).toEqual(first.map((slot) => store.uidId(slot)))
    expect(store.findUidId(uuid(2999))).toBe(2999)
    expect(store.uidCount).toBe(3000)
  })

  it('makes room for a million uids in one table of the size that holds them, not one table per doubling on the way', () => {
    const store = new RecordStore()
    const kept = Array.from({ length: 1000 }, (_, n) => store.add(author(uuid(n))))
    // The tables the store makes from here on: every Int32Array of a uid table's size or more.
    const made: number[] = []
    const Real = Int32Array
    vi.stubGlobal(
      'Int32Array',
      class extends Real {
        constructor(length: number) {
          super(length)
          if (length >= 2048) made.push(length)
        }
      },
    )
    try {
      store.reserve(1_000_000)
      // Room again: nothing more is made.
      store.reserve(1_000_000)
      store.reserve(10)
    } finally {
      vi.unstubAllGlobals()
    }
    expect(made).toEqual([2 ** 21])
    expect(kept.map((slot) => store.findUidId(uuid(slot)))).toEqual(kept.map((slot) => store.uidId(slot)))
    expect(store.findUidId(uuid(1000))).toBe(-1)
  })
})

describe('packing a uid', () => {
  // Every hex digit in every place, and every way a text can fail to be a canonical lower-case UUID.
  const hex = '0123456789abcdef'
  const canonical = Array.from({ length: 64 }, (_, n) => {
    let text = ''
    for (let at = 0; at < 32; at++) text += hex[(n * 7 + at * (n + 3)) % 16]
    return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`
  })
  const spoilt = canonical.flatMap((uid, n) => {
    const place = n % 36
    return [
      uid.toUpperCase(),
      uid.slice(0, place) + 'g' + uid.slice(place + 1),
      uid.slice(0, place) + 'A' + uid.slice(place + 1),
      uid.slice(0, place) + '/' + uid.slice(place + 1),
      uid.slice(0, place) + ':' + uid.slice(place + 1),
      uid.slice(0, place) + '`' + uid.slice(place + 1),
      uid.slice(0, place) + '-' + uid.slice(place + 1),
      uid.replace(/-/g, ''),
      `${uid.slice(0, 9)}${uid.slice(10)}0`,
      `${uid}0`,
      uid.slice(1),
      ` ${uid.slice(1)}`,
    ]
  })

  it('reads a canonical UUID into the same four words as the pattern did, and refuses what the pattern refused', () => {
    for (const uid of [...canonical, ...spoilt, '', 'ffffffff-ffff-ffff-ffff-ffffffffffff', '00000000-0000-0000-0000-000000000000']) {
      const words = new Uint32Array(8).fill(7)
      const expected = new Uint32Array(8).fill(7)
      expect({ uid, packed: packUuid(uid, words, 2) }).toEqual({ uid, packed: packUuidByPattern(uid, expected, 2) })
      expect([...words]).toEqual([...expected])
    }
  })

  it('gives back the same text when unpacked', () => {
    const words = new Uint32Array(4)
    for (const uid of canonical) {
      packUuid(uid, words, 0)
      expect(unpackUuid(words, 0)).toBe(uid)
    }
  })
})

describe('keeping the public names', () => {
  const record = (last_name: string, first_name: string, parent_name: string | null, public_name: string): Author => ({
    uid: `uid-${last_name}-${first_name}-${String(parent_name)}-${public_name}`,
    last_name,
    first_name,
    parent_name,
    public_name,
  })
  // Every way a public name can stand to its fields: the usual forms, and what is not one.
  const crafted = [
    record('Иванов', 'Иван', 'Ильич', 'Иванов И. И.'),
    record('Иванов', 'Иван', 'Ильич', 'Иванов И.И.'),
    record('Иванов', 'Иван', null, 'Иванов И.'),
    record('Иванов', 'Иван', '', 'Иванов И.'),
    record('Иванов', 'Иван', '', 'Иванов И. '),
    record('Иванов', 'Иван', 'Ильич', 'Иванов И.'),
    record('Иванов', 'Иван', 'Ильич', 'Иванов И..И.'),
    record('Иванов', 'Иван', 'Ильич', 'И.И. Иванов'),
    record('Иванов', 'Иван', 'Ильич', 'Иванов  И. И.'),
    record('Иванов', 'Иван', 'Ильич', 'Иванов И. И. '),
    record('Иванов', 'Иван', 'Ильич', 'иванов и. и.'),
    record(' Иванов ', ' Иван', 'Ильич ', 'Иванов И. И.'),
    record(' Иванов ', ' Иван', 'Ильич ', ' Иванов  И. И.'),
    record('Иванов', '   ', 'Ильич', 'Иванов . И.'),
    record('Иванов', '', '', 'Иванов '),
    record('', '', null, ' '),
    record('', '', null, ''),
    record('Smith', '𝔄lice', 'Bob', 'Smith 𝔄. B.'),
    record('Smith', '𝔄lice', 'Bob', 'Smith \ud835. B.'),
    record('Smith', 'Alice', null, 'Smith A'),
    record('Smith', 'Alice', null, 'Smith A.'),
  ]

  it('gives back every public name exactly as received, whether it was kept as text or made again from the fields', () => {
    const authors = [...crafted, ...generateAuthors()]
    const records = ReviewRecords.of(authors)
    expect(authors.map((_, index) => records.author(index))).toEqual(authors)
    expect(authors.map((_, index) => records.store.publicName(records.slot(index)))).toEqual(authors.map((one) => one.public_name))
  })

  it('keeps as text only the public names that are not "<last name> <initials>", spaced or not', () => {
    const store = new RecordStore()
    for (const one of crafted) store.add(one)
    // Forms of their fields: the first four, the trimmed fields' (12th), a blank first name's
    // period (14th), no initials at all (15th, 16th), a letter beyond the BMP (18th), one initial (21st).
    expect(store.publicTexts).toBe(crafted.length - 10)
    const demo = new RecordStore()
    const authors = generateAuthors()
    for (const one of authors) demo.add(one)
    // The demo data writes most public names in the two usual forms.
    expect(demo.publicTexts).toBeLessThan(authors.length * 0.3)
    expect(demo.publicTexts).toBeGreaterThan(0)
  })
})
