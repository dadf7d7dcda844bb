// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { getDefaultDataset } from '../../../src/demo-api/dataset'
import { DIFFERENCE_KINDS } from '../../../src/features/review/name-key'
import { findInRecords } from '../../../src/features/review/review-findings'

describe('the demo dataset for the review', () => {
  it('holds possible duplicates of every kind the register has (all but Unicode forms), and twins beside them', async () => {
    const authors = getDefaultDataset()
    const found = await findInRecords(authors, { pause: async () => {} })
    const kinds = new Set(found.duplicates.flatMap((group) => group.differences))
    expect(DIFFERENCE_KINDS.filter((kind) => !kinds.has(kind))).toEqual(['unicode-form'])
    expect(found.twins.length).toBeGreaterThan(10)
    // A look-alike: a Latin letter inside a Cyrillic surname, its twin spelt in Cyrillic.
    const script = found.duplicates.find((group) => group.differences.includes('script'))!
    expect(script.members.map((index) => authors[index]!.last_name).some((name) => /[a-z]/.test(name) && /[а-я]/.test(name))).toBe(true)
  })
})
