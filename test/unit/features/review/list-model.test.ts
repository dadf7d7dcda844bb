// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { FLAG_KINDS } from '../../../../src/entities/author/flags'
import { entryMembers, listEntry, listLength } from '../../../../src/features/review/lists/list-model'
import type { ReviewFindings } from '../../../../src/features/review/review-findings'

const flags = Object.fromEntries(FLAG_KINDS.map((kind) => [kind, [] as number[]])) as ReviewFindings['flags']
const findings: ReviewFindings = {
  records: 9,
  twins: [
    [0, 1],
    [2, 3, 4],
  ],
  duplicates: [
    { kind: 'same-key', members: [5, 6], spellings: 2, differences: ['script'] },
    { kind: 'swapped', members: [7, 8], spellings: 2, differences: [], reason: { kind: 'swapped' } },
  ],
  flags: { ...flags, [FLAG_KINDS[0]!]: [4, 8, 1] },
}

describe("a review list's entries, made one at a time", () => {
  it('counts each list and gives each entry its members without making it', () => {
    expect([listLength('twins', findings), listLength('duplicates', findings), listLength(FLAG_KINDS[0]!, findings)]).toEqual([2, 2, 3])
    expect(listLength(FLAG_KINDS[1]!, findings)).toBe(0)
    expect(entryMembers('twins', findings, 1)).toEqual([2, 3, 4])
    expect(entryMembers('duplicates', findings, 1)).toEqual([7, 8])
    expect(entryMembers(FLAG_KINDS[0]!, findings, 2)).toEqual([1])
  })

  it("makes an entry with its number, kind, words and the rules' group", () => {
    expect(listEntry('twins', findings, 1)).toEqual({
      number: 2,
      members: [2, 3, 4],
      kind: 'twins',
      spellings: 0,
      differsIn: [],
      diff: false,
    })
    expect(listEntry('duplicates', findings, 0)).toEqual({
      number: 1,
      members: [5, 6],
      kind: 'same-key',
      spellings: 2,
      differsIn: ['script'],
      diff: true,
      duplicate: findings.duplicates[0],
    })
    expect(listEntry('duplicates', findings, 1).kind).toBe('swapped')
    expect(listEntry(FLAG_KINDS[0]!, findings, 1)).toEqual({ number: 2, members: [8], spellings: 0, differsIn: [], diff: false })
  })
})
