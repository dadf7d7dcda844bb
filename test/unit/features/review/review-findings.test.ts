// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Author } from '../../../../src/shared/api/contract'
import { findInRecords } from '../../../../src/features/review/review-findings'

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
      { members: [0, 2, 3], spellings: 2, differences: ['transliteration'] },
      { members: [1, 5], spellings: 2, differences: ['blank-patronymic'] },
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
