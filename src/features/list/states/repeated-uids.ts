import type { Author } from '../../../shared/api/contract'

/** A uid that appears more than once on one page, and where: row numbers in the whole list. */
export interface RepeatedUid {
  uid: string
  rows: number[]
}

/**
 * uids are the register's keys, so one that appears twice on a page is a data problem (an API
 * bug, a join gone wrong) the person should see, not one the table should hide. Rows are
 * numbered as the pager numbers them: offset + position + 1.
 */
export function findRepeatedUids(authors: readonly Author[], offset: number): RepeatedUid[] {
  const rowsByUid = new Map<string, number[]>()
  authors.forEach((author, index) => {
    const rows = rowsByUid.get(author.uid)
    if (rows) rows.push(offset + index + 1)
    else rowsByUid.set(author.uid, [offset + index + 1])
  })
  return [...rowsByUid].filter(([, rows]) => rows.length > 1).map(([uid, rows]) => ({ uid, rows }))
}
