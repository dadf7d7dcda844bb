// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Author } from '../../../../src/shared/api/contract'
import { DEFAULT_DATASET_SIZE, generateDataset } from '../../../../src/demo-api/dataset'
import { duplicateKey } from '../../../../src/features/review/name-key'
import { initialsOf } from '../../../../src/features/review/near-misses'
import { findInRecords } from '../../../../src/features/review/review-findings'

/**
 * The demo dataset knows who is who (generateDataset's `people`: each record's person and that
 * person's true name). True strangers are people whose true names differ. The test lists every
 * near-miss group that holds two of them, with what was written and the truth.
 *
 * Initials lose letters, and the register drops patronymics: "Weber K. A." (Käthe Anke) written
 * beside "Weber Klaus" (no patronymic) cannot be told from a respelling by anything written.
 * So an initials group may hold strangers only through a record written in initials; two records
 * written in full by two people are never grouped by initials unless they are one name as written.
 */
describe('near misses on the generated demo dataset', () => {
  for (const { seed, size } of [
    { seed: 1, size: DEFAULT_DATASET_SIZE },
    { seed: 2, size: 5000 },
  ]) {
    it(`groups no true strangers (seed ${seed}, ${size} records)`, async () => {
      const { authors, people } = generateDataset({ seed, size })
      const found = await findInRecords(authors)
      const nearMisses = found.duplicates.filter((group) => group.kind !== 'same-key')
      expect(nearMisses.length).toBeGreaterThan(0)
      const describe = (index: number) => {
        const { last_name, first_name, parent_name } = authors[index]!
        const truth = people[index]!.name
        return `${JSON.stringify([last_name, first_name, parent_name])} (truly ${JSON.stringify([truth.last_name, truth.first_name, truth.parent_name])})`
      }
      const inFull = (author: Author) => initialsOf(author.first_name) === undefined
      const strangers = nearMisses.flatMap((group) => {
        const pairs: string[] = []
        group.members.forEach((a, at) =>
          group.members.slice(at + 1).forEach((b) => {
            if (duplicateKey(people[a]!.name) === duplicateKey(people[b]!.name)) return
            const bothInFull = inFull(authors[a]!) && inFull(authors[b]!)
            if (group.kind === 'initials' && !(bothInFull && duplicateKey(authors[a]!) !== duplicateKey(authors[b]!))) return
            pairs.push(`${group.kind}: ${describe(a)} / ${describe(b)}`)
          }),
        )
        return pairs
      })
      expect(strangers).toEqual([])
    })
  }
})
