import type { Author } from '../../shared/api/contract'
import { neutraliseFormula } from '../../shared/lib/formula-text'

/** The columns of every export, in the order and with the names the API uses. */
export const EXPORT_FIELDS = ['uid', 'first_name', 'last_name', 'parent_name', 'public_name'] as const satisfies readonly (keyof Author)[]

/** Excel reads a CSV file as UTF-8 only when it starts with a byte order mark. */
export const UTF8_BOM = '\uFEFF'

/** RFC 4180 ends every record, the last one included, with CRLF. */
const CRLF = '\r\n'

/** A field that holds a comma, a double quote, CR or LF is quoted; its quotes are doubled (RFC 4180 §2.6–2.7). */
const NEEDS_QUOTES = /[",\r\n]/

/** One CSV field: null (no patronymic) is an empty field, like an empty string. */
export function csvField(value: string | null): string {
  if (value === null) return ''
  const safe = neutraliseFormula(value)
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

export function csvHeader(): string {
  return EXPORT_FIELDS.join(',') + CRLF
}

/** Rows for a batch of authors, each ended with CRLF, so batches can be joined as they come. */
export function csvRows(authors: readonly Author[]): string {
  let text = ''
  for (const author of authors) {
    text += EXPORT_FIELDS.map((field) => csvField(author[field])).join(',') + CRLF
  }
  return text
}
