// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Author } from '../../../../src/shared/api/contract'
import { createAuthorIndex } from '../../../../src/demo-api/author-index'
import { generateAuthors } from '../../../../src/demo-api/dataset'
import { FindingsAssembler, findingsMessages, TWINS_BATCH } from '../../../../src/features/review/grouping/protocol'
import { findInRecords, groupInSource, type ReviewFindings } from '../../../../src/features/review/review-findings'
import { ReviewRecords } from '../../../../src/features/review/review-records'
import { findNearMisses, unitColumns, type NameUnit } from '../../../../src/features/review/near-misses'
import { fieldKey } from '../../../../src/features/review/name-key'
import { findInRecords as findInRecordsBefore } from './reference/review-findings'
import { findNearMisses as findNearMissesBefore } from './reference/near-misses'
import { columnsOf } from './grouping-helpers'

/**
 * The columnar review (numbered exact names and keys, units as columns, the reader's numbers)
 * must find exactly what the record-by-record path found before it (kept in ./reference): the
 * same twins, groups, kinds, reasons, spelling counts, differences and flags, in the same order.
 */
const noPause = { pause: async () => {} }

/** The worker's path: the records as its columns, grouped into the compact form, sent back in batches (cloned) and put together. */
async function throughTheWorker(authors: readonly Author[]): Promise<ReviewFindings | undefined> {
  const compact = await groupInSource(columnsOf(ReviewRecords.of(authors)), noPause)
  const assembler = new FindingsAssembler()
  let found: ReviewFindings | undefined
  for (const { message, transfer } of findingsMessages(compact)) found = assembler.accept(structuredClone(message, { transfer })) ?? found
  return found
}

describe('the columnar review finds what the path before it found', () => {
  it('on the demo dataset (1,200 records) and a larger one (5,000, another seed)', async () => {
    for (const authors of [generateAuthors(), generateAuthors({ seed: 2, size: 5000 })]) {
      const found = await findInRecords(authors, noPause)
      expect(found.duplicates.some((group) => group.kind !== 'same-key')).toBe(true)
      expect(found).toEqual(await findInRecordsBefore(authors, noPause))
    }
  })

  it("on 20,000 records of the bench's list made on demand", async () => {
    const rows = createAuthorIndex({ size: 20_000, seed: 7 }).select({ last_name: '', first_name: '' })
    const authors = rows.slice(0, rows.length)
    const found = await findInRecords(authors, noPause)
    expect(found.twins.length).toBeGreaterThan(0)
    expect(found.duplicates.some((group) => group.kind === 'spelling')).toBe(true)
    expect(found).toEqual(await findInRecordsBefore(authors, noPause))
  })

  it('on crafted records of every kind, in both scripts, with repeated and odd uids', async () => {
    let next = 0
    const author = (
      last_name: string,
      first_name: string,
      parent_name: string | null,
      uid = `uid-${++next}`,
      public_name = `${last_name} ${first_name.slice(0, 1)}.`,
    ): Author => ({ uid, last_name, first_name, parent_name, public_name })
    const authors = [
      author('Иванов', 'Пётр', 'Ильич'),
      author('Иваноф', 'Петр', 'Ильич'),
      author('Иванов', 'И.', 'И.'),
      author('Иванов', 'Иван', 'Ильич'),
      author('Иванов', 'И.И.', null),
      author('Иванов', 'И.И.', 'Ильич'),
      author('Ivanova', 'Natalia', null),
      author('Ivanowa', 'Natalia', null),
      author('Петров', 'Сергей', 'Иванович'),
      author('Сергей', 'Петров', ''),
      author('Sergei', 'Petrov', null),
      author('Быкoв', 'Олег', null),
      author('Быков', 'Олег', null),
      author('Tsoi', 'Viktor', null, '00000000-0000-4000-8000-000000000001'),
      author('Цой', 'Виктор', null, '00000000-0000-4000-8000-000000000002'),
      author('Цой', 'Виктор', null, '00000000-0000-4000-8000-000000000002'),
      author(' Иванов', 'Пётр', 'Ильич', 'not a uuid '),
      author('', '', null),
      author('', '', ''),
      // A unit's words come from its first spelling: the Cyrillic one here, not the Latin one after it.
      author('Ivanov', 'Ivan', 'Ilich'),
      author('Иваноф', 'Иван', 'Ильич'),
    ]
    const found = await findInRecords(authors, noPause)
    expect(new Set(found.duplicates.map((group) => group.kind))).toEqual(new Set(['same-key', 'swapped', 'spelling', 'initials']))
    const before = await findInRecordsBefore(authors, noPause)
    expect(found).toEqual(before)
    // The worker's compact form (flat typed arrays, public names as forms), sent in batches and put back, finds the same.
    const publicNames = [
      author('Иванов', 'Пётр', 'Ильич', undefined, 'Иванов П. И.'),
      author('Иванов', 'Пётр', 'Ильич', undefined, 'Иванов П.И.'),
      author('Ivanov', 'Petr', null, undefined, 'Ivanov P.'),
      author('Ivanov', 'Petr', 'Ilich', undefined, 'Ivanov  P. I.'),
      author('Иванов', 'Пётр', 'Ильич', undefined, 'Petrov P. I.'),
    ]
    for (const given of [authors, [...authors, ...publicNames]])
      expect(await throughTheWorker(given)).toEqual(await findInRecordsBefore(given, noPause))
  })

  it("in the worker's compact form, on 20,000 records of the bench's list (groups in several batches)", async () => {
    const rows = createAuthorIndex({ size: 20_000, seed: 7 }).select({ last_name: '', first_name: '' })
    const authors = rows.slice(0, rows.length)
    const found = await throughTheWorker(authors)
    expect(found?.twins.length ?? 0).toBeGreaterThan(TWINS_BATCH)
    expect(found).toEqual(await findInRecordsBefore(authors, noPause))
  })

  it('finds the same near misses from units as columns as from an array of units', async () => {
    const unit = (last_name: string, first_name: string, parent_name: string | null, weight = 1): NameUnit => ({
      keys: [fieldKey(last_name), fieldKey(first_name), fieldKey(parent_name)],
      names: { last_name, first_name, parent_name },
      weight,
    })
    const units = [
      unit('Иванов', 'Иван', 'Ильич', 3),
      unit('Иваноф', 'Иван', 'Ильич'),
      unit('Иванов', 'И.', 'И.'),
      unit('Иван', 'Иванов', null),
      unit('Ivanova', 'Anna', null),
      unit('Ivanowa', 'Anna', null, 2),
    ]
    const before = await findNearMissesBefore(units)
    expect(before.length).toBeGreaterThan(2)
    expect(await findNearMisses(units)).toEqual(before)
    expect(await findNearMisses(unitColumns(units))).toEqual(before)
  })
})
