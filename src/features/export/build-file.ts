import type { Author } from '../../shared/api/contract'
import { csvHeader, csvRows, UTF8_BOM } from './csv'
import type { ExportFormat } from './file-name'
import { jsonEnd, jsonRows, jsonStart } from './json'
import { yieldToBrowser } from '../../shared/lib/yield'
import { authorsSheet, type SheetLayout, type SheetNotes } from './sheet-layout'

/** Rows written between two yields to the browser: a few milliseconds of work. */
const ROWS_PER_CHUNK = 1000

export const MIME_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  json: 'application/json',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

/** The spreadsheet writer and its zip library load on the first XLSX export only. */
const loadXlsxWriter = () => import('./xlsx').then(({ buildXlsxFile }) => buildXlsxFile)

/**
 * The file as Blob parts, one per chunk of rows, with a yield to the browser between
 * chunks so that a 100,000-row export never blocks input or paint for long. Nothing is joined
 * into one large string: the Blob takes the parts as they are.
 */
export async function buildExportFile(
  authors: readonly Author[],
  format: ExportFormat,
  signal?: AbortSignal,
  layout?: SheetLayout,
): Promise<Blob> {
  if (format === 'xlsx') {
    if (!layout) throw new TypeError('An XLSX export needs the columns on screen')
    return (await buildSheetFile(authors, layout, signal)).blob
  }
  // Each chunk becomes a Blob at once, so its UTF-8 encoding happens in its own task; the file's
  // Blob then only refers to them, instead of encoding megabytes of text in one go.
  const parts: Blob[] = [new Blob([format === 'csv' ? UTF8_BOM + csvHeader() : jsonStart()])]
  for (let start = 0; start < authors.length; start += ROWS_PER_CHUNK) {
    const chunk = authors.slice(start, start + ROWS_PER_CHUNK)
    parts.push(new Blob([format === 'csv' ? csvRows(chunk) : jsonRows(chunk, start === 0)]))
    if (start + ROWS_PER_CHUNK < authors.length) await yieldToBrowser()
    signal?.throwIfAborted()
  }
  if (format === 'json') parts.push(new Blob([jsonEnd(authors.length === 0)]))
  return new Blob(parts, { type: MIME_TYPES[format] })
}

/** The whole file at once, for a page (at most 1,000 rows), as CSV or JSON (XLSX: buildExportFile). */
export function buildPageFile(authors: readonly Author[], format: Exclude<ExportFormat, 'xlsx'>): Blob {
  const text =
    format === 'csv' ? UTF8_BOM + csvHeader() + csvRows(authors) : jsonStart() + jsonRows(authors, true) + jsonEnd(authors.length === 0)
  return new Blob([text], { type: MIME_TYPES[format] })
}

/** An Excel file, and what it says beyond its rows (the UID added, values cut to Excel's limit). */
export async function buildSheetFile(
  authors: readonly Author[],
  layout: SheetLayout,
  signal?: AbortSignal,
): Promise<{ blob: Blob; notes: SheetNotes }> {
  const buildXlsxFile = await loadXlsxWriter()
  signal?.throwIfAborted()
  const { sheet, notes } = authorsSheet(authors, layout)
  return { blob: await buildXlsxFile(sheet, signal), notes }
}
