// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { generateAuthors } from '../../../../src/demo-api/dataset'
import { findingsCounts } from '../../../../src/features/review/findings-counts'
import { FindingsAssembler, findingsMessages } from '../../../../src/features/review/grouping/protocol'
import { DUPLICATE_KINDS, findInRecords, groupInSource, type ReviewFindings } from '../../../../src/features/review/review-findings'
import { ReviewRecords } from '../../../../src/features/review/review-records'
import { columnsOf } from './grouping-helpers'

const noPause = async () => {}

describe("the summary's counts", () => {
  it('count the groups and records of every kind as the groups hold them, once a review', async () => {
    const findings = await findInRecords(generateAuthors({ size: 5_000 }), { pause: noPause })
    const counts = findingsCounts(findings)
    expect(counts.twinRecords).toBe(findings.twins.flat().length)
    expect(counts.duplicateRecords).toBe(findings.duplicates.flatMap((group) => group.members).length)
    for (const kind of DUPLICATE_KINDS) {
      const groups = findings.duplicates.filter((group) => group.kind === kind)
      expect({ kind, ...counts.kinds[kind] }).toEqual({
        kind,
        groups: groups.length,
        records: groups.flatMap((group) => group.members).length,
      })
    }
    // The demo data has groups of more than one kind, so the counts are not all alike.
    expect(new Set(DUPLICATE_KINDS.map((kind) => counts.kinds[kind].groups)).size).toBeGreaterThan(1)
    expect(findingsCounts(findings)).toBe(counts)
  })

  it('count nothing in a review with no groups', async () => {
    const counts = findingsCounts(await findInRecords([], { pause: noPause }))
    expect(counts.twinRecords + counts.duplicateRecords).toBe(0)
    expect(DUPLICATE_KINDS.map((kind) => counts.kinds[kind])).toEqual(DUPLICATE_KINDS.map(() => ({ groups: 0, records: 0 })))
  })

  it("come with the worker's findings, tallied batch by batch: the summary's render reads no group", async () => {
    const authors = generateAuthors({ seed: 3, size: 5_000 })
    const compact = await groupInSource(columnsOf(ReviewRecords.of(authors)), { pause: noPause })
    const assembler = new FindingsAssembler()
    let found: ReviewFindings | undefined
    for (const { message, transfer } of findingsMessages(compact)) found = assembler.accept(structuredClone(message, { transfer })) ?? found
    expect(found).toBeDefined()
    const findings = found!
    // The same counts a pass over the groups gives (a copy of the findings is counted afresh)...
    const counted = findingsCounts({ ...findings })
    expect(counted.twinRecords).toBeGreaterThan(0)
    expect(counted.duplicateRecords).toBeGreaterThan(0)
    // ...which the assembler's own findings answer without reading a group.
    const unread = () => {
      throw new Error('the groups were read to count them')
    }
    for (const groups of [findings.twins, findings.duplicates]) Object.defineProperty(groups, Symbol.iterator, { value: unread })
    expect(findingsCounts(findings)).toEqual(counted)
  })
})
