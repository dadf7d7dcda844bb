// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Author } from '../../../../src/shared/api/contract'
import { findInRecords } from '../../../../src/features/review/review-findings'
import { ReviewRecords } from '../../../../src/features/review/review-records'
import { findFlags } from '../../../../src/entities/author/flags'
import { nameKey } from '../../../../src/entities/author/twins'
import { duplicateKey } from '../../../../src/features/review/name-key'
import { generateAuthors } from '../../../../src/demo-api/dataset'

let next = 0
const author = (
  last_name: string,
  first_name: string,
  parent_name: string | null,
  public_name = `${last_name} ${first_name[0]}.`,
): Author => ({
  uid: `uid-${++next}`,
  last_name,
  first_name,
  parent_name,
  public_name,
})

describe('findInRecords', () => {
  const records = [
    author('Иванов', 'Иван', 'Иванович'), // 0
    author('Петров', 'Пётр', null), // 1
    author('Иванов', 'Иван', 'Иванович'), // 2: twin of 0
    author('Ivanov', 'Ivan', 'Ivanovich'), // 3: same key as 0 and 2
    author('Сидоров', 'Олег', null), // 4
    author('Петров', 'Пётр', ''), // 5: not a twin of 1 (null and '' differ as received), same key
    author('Сидоров', 'Олег', null), // 6: twin of 4, no other spelling
  ]

  it('finds twins as the workbench does, across every record, in the list order', async () => {
    const found = await findInRecords(records)
    expect(found.records).toBe(7)
    expect(found.twins).toEqual([
      [0, 2],
      [4, 6],
    ])
  })

  it('finds possible duplicates: a shared key with more than one exact name, every member, and what differs', async () => {
    const found = await findInRecords(records)
    expect(found.duplicates).toEqual([
      { kind: 'same-key', members: [0, 2, 3], spellings: 2, differences: ['transliteration'] },
      { kind: 'same-key', members: [1, 5], spellings: 2, differences: ['blank-patronymic'] },
    ])
  })

  it('counts each flag kind over every record', async () => {
    const found = await findInRecords([author(' Иванов', 'Иван', null, 'Иванов И.'), author('Ивaнов', 'Иван', null, 'Ивaнов И.')])
    expect(found.flags['edge-space']).toEqual([0])
    expect(found.flags['mixed-script']).toEqual([1])
    expect(found.flags.tab).toEqual([])
  })

  it('works in slices with the browser let in between, and stops when aborted', async () => {
    const many = Array.from({ length: 1000 }, (_, index) => author(`Фамилия${index % 10}`, 'Имя', null))
    let pauses = 0
    const controller = new AbortController()
    const found = await findInRecords(many, {
      sliceOver: () => true,
      pause: async () => {
        pauses += 1
      },
    })
    expect(pauses).toBeGreaterThan(10)
    expect(found.twins).toHaveLength(10)
    const stopped = findInRecords(many, {
      signal: controller.signal,
      sliceOver: () => true,
      pause: async () => controller.abort(new Error('cancelled')),
    })
    await expect(stopped).rejects.toThrow('cancelled')
  })
})

describe('findInRecords on the demo dataset', () => {
  const authors = generateAuthors({ seed: 3, size: 3000 })

  it('finds the twins, the same-key groups and the flags that the record-by-record rules give', async () => {
    const found = await findInRecords(authors, { nearMisses: false })
    // The rules applied to each record as an object, one by one.
    const byName = new Map<string, number[]>()
    const byKey = new Map<string, number[]>()
    authors.forEach((author, index) => {
      byName.set(nameKey(author), [...(byName.get(nameKey(author)) ?? []), index])
      byKey.set(duplicateKey(author), [...(byKey.get(duplicateKey(author)) ?? []), index])
    })
    expect(found.twins).toEqual([...byName.values()].filter((members) => members.length > 1))
    const sameKey = [...byKey.values()].filter((members) => new Set(members.map((index) => nameKey(authors[index]!))).size > 1)
    expect(found.duplicates.map((group) => group.members)).toEqual(sameKey)
    expect(sameKey.length).toBeGreaterThan(10)
    for (const [kind, members] of Object.entries(found.flags)) {
      expect(members, kind).toEqual(
        authors.flatMap((author, index) => (findFlags(author).some((flag) => flag.kind === kind) ? [index] : [])),
      )
    }
  })
})

describe('ReviewRecords', () => {
  it('gives back every record exactly as received, a uid in any form and a null patronymic included', () => {
    const authors: Author[] = [
      { uid: '0f8fad5b-d9cb-469f-a165-70867728950e', last_name: 'Иванов', first_name: 'Иван', parent_name: null, public_name: 'Иванов И.' },
      { uid: '0F8FAD5B-D9CB-469F-A165-70867728950E', last_name: ' Иванов', first_name: 'Иван', parent_name: '', public_name: 'x' },
      { uid: 'not a uuid', last_name: 'Иванов', first_name: 'Иван', parent_name: 'Ильич', public_name: 'Иванов И.' },
    ]
    const records = ReviewRecords.of(authors)
    expect(authors.map((_, index) => records.author(index))).toEqual(authors)
    expect(records.store.strings.filter((text) => text === 'Иванов')).toHaveLength(1)
    const view = records.asArray()
    expect(view.length).toBe(3)
    expect(view[2]).toEqual(authors[2])
    expect(view[3]).toBeUndefined()
    expect(view.map((author) => author.uid)).toEqual(authors.map((author) => author.uid))
    expect([...view]).toEqual(authors)
  })
})
