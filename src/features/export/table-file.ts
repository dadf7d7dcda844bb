import { yieldToBrowser } from '../../shared/lib/yield'
import { csvField, UTF8_BOM } from './csv'
import { cutForExcel, EXCEL_CELL_LIMIT } from './sheet-layout'

/** A value of a table's cell: text, a number, a yes/no, a list of words, or nothing. */
export type TableCell = string | number | boolean | readonly string[] | null

/** A table of any columns (the review's lists: a group's number, kind, decision… beside each record). */
export interface TableFile {
  fields: readonly string[]
  /** The fields' headers in the UI's language, for XLSX (CSV and JSON keep the field names). */
  headers: readonly string[]
  rows: ReadonlyArray<Readonly<Record<string, TableCell>>>
  /**
   * The words XLSX writes in the UI's language in place of codes (CSV and JSON keep the codes):
   * yes for true, and a field's coded values (a group's kind, a decision) by their words.
   */
  sheetWords?: { yes: string; values: Readonly<Record<string, Readonly<Record<string, string>>>> }
}

const ROWS_PER_CHUNK = 1000

/** A cell as text: a list of words joined with "; ", yes/no as "yes" or nothing, null as nothing. */
function cellText(value: TableCell | undefined): string | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'boolean') return value ? 'yes' : ''
  if (typeof value === 'number') return String(value)
  if (typeof value === 'string') return value
  return value.join('; ')
}

/**
 * The table as CSV (the export's quoting and formula rule), JSON (one object per row, values as
 * they are: numbers, true/false, arrays, null) or XLSX (the UI's headers, every value text; a
 * value over Excel's 32,767 characters a cell cut to fit, and counted, as the list's export does).
 */
export async function buildTableFile(
  table: TableFile,
  format: 'csv' | 'json' | 'xlsx',
  sheetName: string,
): Promise<{ blob: Blob; cutValues: number }> {
  if (format === 'xlsx') {
    const { buildXlsxFile } = await import('./xlsx')
    let cutValues = 0
    const words = table.sheetWords
    const word = (field: string, value: string) => {
      const values = words?.values[field]
      return values && Object.hasOwn(values, value) ? values[value]! : value
    }
    const cell = (field: string, value: TableCell | undefined) => {
      const text = words && value === true ? words.yes : typeof value === 'string' ? word(field, value) : cellText(value)
      if (text === null || text.length <= EXCEL_CELL_LIMIT) return text
      cutValues++
      return cutForExcel(text)
    }
    const rows = table.rows.map((row) => table.fields.map((field) => cell(field, row[field])))
    return { blob: await buildXlsxFile({ name: sheetName, headers: table.headers, rows }), cutValues }
  }
  const parts: Blob[] = [new Blob([format === 'csv' ? UTF8_BOM + table.fields.join(',') + '\r\n' : '['])]
  for (let start = 0; start < table.rows.length; start += ROWS_PER_CHUNK) {
    let text = ''
    const end = Math.min(start + ROWS_PER_CHUNK, table.rows.length)
    for (let at = start; at < end; at++) {
      const row = table.rows[at]!
      if (format === 'csv') text += table.fields.map((field) => csvField(cellText(row[field]))).join(',') + '\r\n'
      else text += (at === 0 ? '\n' : ',\n') + JSON.stringify(Object.fromEntries(table.fields.map((field) => [field, row[field] ?? null])))
    }
    parts.push(new Blob([text]))
    if (end < table.rows.length) await yieldToBrowser()
  }
  if (format === 'json') parts.push(new Blob([table.rows.length === 0 ? ']\n' : '\n]\n']))
  const type = format === 'csv' ? 'text/csv;charset=utf-8' : 'application/json'
  return { blob: new Blob(parts, { type }), cutValues: 0 }
}
