import { AUTHOR_COLUMNS, type AuthorColumn } from '../../entities/author/columns'
import { findFlags, type AuthorField, type FlagKind } from '../../entities/author/flags'
import type { FlagText } from '../../entities/author/flag-messages'
import { countTwins } from '../../entities/author/twins'
import type { Author } from '../../shared/api/contract'
import type { XlsxSheet } from './xlsx'

/** Excel holds at most this many characters in a cell (UTF-16 units); a longer value is cut. */
export const EXCEL_CELL_LIMIT = 32_767

/**
 * What a spreadsheet export holds: the columns shown on screen, in the screen's order, under the
 * headers the screen shows in the UI's language; the UID always (a row must say which record it
 * is), where the screen puts it; then the Checks, in words. (CSV and JSON keep the API's names
 * and fields.)
 */
export interface SheetLayout {
  name: string
  /** The columns hidden on screen. */
  hidden: readonly AuthorColumn[]
  headers: Record<AuthorColumn, string>
  checksHeader: string
  /** The Checks in words: each flag with the fields it was found in, and the file's twins. */
  flags: Record<FlagKind, FlagText>
  fields: Record<AuthorField, string>
  twins: (count: number) => string
}

/** What the file says beyond its rows: the UID added though hidden on screen, and values cut to fit Excel. */
export interface SheetNotes {
  uidAdded: boolean
  /** Values longer than Excel's limit, cut to it. */
  cutValues: number
}

export function sheetColumns(hidden: readonly AuthorColumn[]): AuthorColumn[] {
  return AUTHOR_COLUMNS.filter((column) => column === 'uid' || !hidden.includes(column))
}

/** A value cut to Excel's limit, an ellipsis saying so, never between the halves of a surrogate pair. */
export function cutForExcel(value: string): string {
  if (value.length <= EXCEL_CELL_LIMIT) return value
  let end = EXCEL_CELL_LIMIT - 1
  const last = value.charCodeAt(end - 1)
  if (last >= 0xd800 && last <= 0xdbff) end -= 1
  return `${value.slice(0, end)}…`
}

/** The Checks cell of each record: its twins in the file and its flags, or null for none. */
export function checksText(authors: readonly Author[], layout: Pick<SheetLayout, 'flags' | 'fields' | 'twins'>): Array<string | null> {
  const twins = countTwins(authors)
  return authors.map((author, index) => {
    const parts = findFlags(author).map(
      (flag) => `${layout.flags[flag.kind].name} (${flag.fields.map((field) => layout.fields[field]).join(', ')})`,
    )
    const count = twins[index] ?? 1
    if (count > 1) parts.unshift(layout.twins(count))
    return parts.length === 0 ? null : parts.join('; ')
  })
}

export function authorsSheet(authors: readonly Author[], layout: SheetLayout): { sheet: XlsxSheet; notes: SheetNotes } {
  const columns = sheetColumns(layout.hidden)
  const checks = checksText(authors, layout)
  let cutValues = 0
  const cell = (value: string | null) => {
    if (value === null || value.length <= EXCEL_CELL_LIMIT) return value
    cutValues++
    return cutForExcel(value)
  }
  const rows = authors.map((author, index) => [...columns.map((column) => cell(author[column])), cell(checks[index] ?? null)])
  return {
    sheet: { name: layout.name, headers: [...columns.map((column) => layout.headers[column]), layout.checksHeader], rows },
    notes: { uidAdded: layout.hidden.includes('uid'), cutValues },
  }
}
