import type { Author } from '../../shared/api/contract'
import { DIALOG_KEYS, onlyKeys } from '../../shared/lib/search-keys'

/**
 * The record whose details are open, in the URL: `author=<uid>`, and `row=<n>` (its place on the
 * page, from 1) only when the page holds that uid more than once, which a faulty API can do.
 */
export interface OpenRecord {
  uid: string
  row?: number
}

export const OPEN_RECORD_KEYS = { uid: DIALOG_KEYS.record, row: DIALOG_KEYS.recordRow } as const

/** The open record's keys alone, what the workbench renders again for. */
export function openRecordPart(search: string): string {
  return onlyKeys(search, [OPEN_RECORD_KEYS.uid, OPEN_RECORD_KEYS.row])
}

/** The last of repeated keys wins, as for the list's own parameters; an unusable row is ignored. */
export function readOpenRecord(search: string): OpenRecord | undefined {
  const params = new URLSearchParams(search)
  const uid = params.getAll(OPEN_RECORD_KEYS.uid).at(-1)
  if (uid === undefined || uid === '') return undefined
  const row = params.getAll(OPEN_RECORD_KEYS.row).at(-1)
  return /^[1-9]\d{0,5}$/.test(row ?? '') ? { uid, row: Number(row) } : { uid }
}

/** The query string with this record open (or none), every other parameter kept where it was. */
export function writeOpenRecord(search: string, open: OpenRecord | undefined): string {
  const params = new URLSearchParams(search)
  params.delete(OPEN_RECORD_KEYS.uid)
  params.delete(OPEN_RECORD_KEYS.row)
  if (open) {
    params.set(OPEN_RECORD_KEYS.uid, open.uid)
    if (open.row !== undefined) params.set(OPEN_RECORD_KEYS.row, String(open.row))
  }
  const query = params.toString()
  return query === '' ? '' : `?${query}`
}

/** How a row is named in the URL: by uid, with its place only when the uid is not unique on the page. */
export function openRecordFor(authors: readonly Author[], index: number): OpenRecord | undefined {
  const uid = authors[index]?.uid
  if (uid === undefined) return undefined
  const repeated = authors.some((author, other) => other !== index && author.uid === uid)
  return repeated ? { uid, row: index + 1 } : { uid }
}

/** The index on the page of the open record: the named row when it holds that uid, else the first with it. */
export function findOpenRow(authors: readonly Author[], open: OpenRecord): number | undefined {
  if (open.row !== undefined && authors[open.row - 1]?.uid === open.uid) return open.row - 1
  const index = authors.findIndex((author) => author.uid === open.uid)
  return index === -1 ? undefined : index
}
