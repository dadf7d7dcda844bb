import type { Author } from '../../shared/api/contract'
import { AUTHOR_FIELDS } from '../../entities/author/flags'

/** The record as the API sent it: its five fields in the API's order, null kept. */
export function recordJson(author: Author): string {
  return JSON.stringify(Object.fromEntries(AUTHOR_FIELDS.map((field) => [field, author[field]])), null, 2)
}

/**
 * A header line and the record's line, tab-separated, for pasting into a spreadsheet. A value
 * holding a tab, a line break or a double quote is quoted (quotes doubled), as spreadsheets read
 * it; null has no TSV form and is written as an empty cell.
 */
export function recordTsv(author: Author): string {
  const cell = (value: string | null) => {
    if (value === null) return ''
    return /[\t\r\n"]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
  }
  return `${AUTHOR_FIELDS.join('\t')}\n${AUTHOR_FIELDS.map((field) => cell(author[field])).join('\t')}`
}
