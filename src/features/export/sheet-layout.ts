import type { AuthorColumn } from '../../entities/author/columns'
import type { Author } from '../../shared/api/contract'
import type { XlsxSheet } from './xlsx'

/**
 * What a spreadsheet export holds: the columns shown on screen, in the screen's order, under the
 * headers the screen shows in the UI's language. (CSV and JSON keep the API's names and fields.)
 */
export interface SheetLayout {
  name: string
  columns: readonly AuthorColumn[]
  headers: readonly string[]
}

export function authorsSheet(authors: readonly Author[], layout: SheetLayout): XlsxSheet {
  return {
    name: layout.name,
    headers: layout.headers,
    rows: authors.map((author) => layout.columns.map((column) => author[column])),
  }
}
