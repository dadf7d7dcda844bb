import { strToU8, Zip, ZipDeflate } from 'fflate'
import { yieldToBrowser } from '../../shared/lib/yield'

/**
 * An Excel workbook (Office Open XML, ECMA-376) of one sheet: a header row, then one row per
 * record. Loaded on the first XLSX export only (fflate and this writer are a chunk of their own).
 *
 * Zipped with fflate's streaming, synchronous ZipDeflate, chunk by chunk with a yield to the
 * browser between chunks: fflate's one-call `zip()` (which write-excel-file uses) starts Web
 * Workers from blob: URLs for files over 160 kB, which the deployed CSP (`worker-src 'self'`)
 * refuses, and a 100,000-row sheet in one call would block input for a long time.
 *
 * Every value is an inline string (`t="inlineStr"`): a spreadsheet never runs it as a formula,
 * since only an `<f>` element is a formula, so "=1+1" stays the text "=1+1", exactly as the API
 * sent it (no apostrophe is added, unlike CSV). The cells carry the `quotePrefix` style, so that
 * editing such a cell in Excel keeps it text too. A null is no cell at all; an empty string is an
 * empty text cell.
 */
export interface XlsxSheet {
  /** The sheet's name (at most 31 characters, none of : \ / ? * [ ]). */
  name: string
  headers: readonly string[]
  rows: ReadonlyArray<ReadonlyArray<string | null>>
}

export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Rows written between two yields to the browser. */
const ROWS_PER_CHUNK = 1000

export async function buildXlsxFile(sheet: XlsxSheet, signal?: AbortSignal): Promise<Blob> {
  const parts: Uint8Array[] = []
  let failure: Error | null = null
  const zip = new Zip((error, data) => {
    if (error) failure = error
    else parts.push(data)
  })
  const fixed = (path: string, text: string) => {
    const file = new ZipDeflate(path, { level: 6 })
    zip.add(file)
    file.push(strToU8(text), true)
  }
  fixed('[Content_Types].xml', CONTENT_TYPES)
  fixed('_rels/.rels', ROOT_RELS)
  const lastCell = `${columnName(Math.max(sheet.headers.length, 1) - 1)}${sheet.rows.length + 1}`
  fixed('xl/workbook.xml', workbook(sheet.name, lastCell))
  fixed('xl/_rels/workbook.xml.rels', WORKBOOK_RELS)
  fixed('xl/styles.xml', STYLES)

  const sheetFile = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 })
  zip.add(sheetFile)
  sheetFile.push(strToU8(sheetStart(columnWidths(sheet)) + row(1, sheet.headers, HEADER_STYLE)))
  for (let start = 0; start < sheet.rows.length; start += ROWS_PER_CHUNK) {
    let text = ''
    const end = Math.min(start + ROWS_PER_CHUNK, sheet.rows.length)
    for (let index = start; index < end; index++) text += row(index + 2, sheet.rows[index]!, TEXT_STYLE)
    sheetFile.push(strToU8(text))
    if (end < sheet.rows.length) await yieldToBrowser()
    signal?.throwIfAborted()
  }
  sheetFile.push(strToU8(sheetEnd(lastCell)), true)
  zip.end()
  if (failure) throw failure
  return new Blob(parts as BlobPart[], { type: XLSX_MIME_TYPE })
}

/** Style 1: text that stays text when edited (quotePrefix); style 2: the same, bold, for the header. */
const TEXT_STYLE = 1
const HEADER_STYLE = 2

function row(number: number, values: ReadonlyArray<string | null>, style: number): string {
  let cells = ''
  values.forEach((value, column) => {
    if (value === null) return
    cells += `<c r="${columnName(column)}${number}" s="${style}" t="inlineStr"><is><t xml:space="preserve">${xmlText(value)}</t></is></c>`
  })
  return `<row r="${number}">${cells}</row>`
}

/** The narrowest and widest a column is made, in characters: a long value wraps or is read in the cell. */
export const COLUMN_WIDTH = { min: 8, max: 60 } as const

/**
 * Each column as wide as its longest value or header (in characters, with room for the filter
 * button), within COLUMN_WIDTH: a UID's 36 characters show whole, a 20,000-character value does
 * not make a column screens wide.
 */
export function columnWidths(sheet: Pick<XlsxSheet, 'headers' | 'rows'>): number[] {
  return sheet.headers.map((header, column) => {
    let longest = header.length + 3
    for (const values of sheet.rows) {
      const length = values[column]?.length ?? 0
      if (length > longest) longest = length
      if (longest >= COLUMN_WIDTH.max) break
    }
    return Math.min(COLUMN_WIDTH.max, Math.max(COLUMN_WIDTH.min, longest + 1))
  })
}

/** A, B, …, Z, AA, AB, … */
export function columnName(index: number): string {
  let name = ''
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) name = String.fromCharCode(65 + ((rest - 1) % 26)) + name
  return name
}

/**
 * Text as XML character data that a spreadsheet reads back as exactly the same string. XML 1.0
 * cannot hold most control characters (U+0000–U+001F but tab, LF and CR; U+FFFE, U+FFFF) nor a
 * lone surrogate: those are written as Excel's `_xHHHH_` escape, and a literal `_xHHHH_` in the
 * text has its underscore escaped (`_x005F_`) so that it is not read as one.
 */
export function xmlText(value: string): string {
  return value
    .replace(/_(x[0-9A-Fa-f]{4}_)/g, '_x005F_$1')
    .replace(/[&<>]/g, (char) => (char === '&' ? '&amp;' : char === '<' ? '&lt;' : '&gt;'))
    .replace(
      // eslint-disable-next-line no-control-regex -- the characters XML 1.0 cannot hold
      /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      (char) => `_x${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`,
    )
    .replace(/\r/g, '&#13;')
}

/** A sheet name Excel accepts: no : \ / ? * [ ], at most 31 characters, not blank. */
function sheetName(name: string): string {
  const cleaned = Array.from(name.replace(/[:\\/?*[\]]/g, ' ').trim())
    .slice(0, 31)
    .join('')
  return cleaned === '' ? 'Sheet1' : cleaned
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'

const CONTENT_TYPES =
  XML_HEAD +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>'

const ROOT_RELS =
  XML_HEAD +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>'

const WORKBOOK_RELS =
  XML_HEAD +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>` +
  '</Relationships>'

/** The filter's range is also named, as Excel names it: LibreOffice shows the buttons only then. */
const workbook = (name: string, lastCell: string) =>
  XML_HEAD +
  `<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>` +
  `<sheet name="${xmlText(sheetName(name)).replaceAll('"', '&quot;')}" sheetId="1" r:id="rId1"/>` +
  '</sheets><definedNames>' +
  `<definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">${xmlText(`'${sheetName(name).replaceAll("'", "''")}'!$A$1:${absolute(lastCell)}`)}</definedName>` +
  '</definedNames></workbook>'

/** "E101" → "$E$101". */
const absolute = (cell: string) => cell.replace(/^([A-Z]+)(\d+)$/, '$$$1$$$2')

const STYLES =
  XML_HEAD +
  `<styleSheet xmlns="${MAIN_NS}">` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" quotePrefix="1"/>' +
  '<xf numFmtId="49" fontId="1" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyFont="1" quotePrefix="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>'

/** The header row stays in view while scrolling (a frozen pane); each column is as wide as its content. */
const sheetStart = (widths: readonly number[]) =>
  XML_HEAD +
  `<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
  '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
  `<cols>${widths.map((width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`).join('')}</cols>` +
  '<sheetData>'

/** Filter buttons on the header row, over every row written. */
const sheetEnd = (lastCell: string) => `</sheetData><autoFilter ref="A1:${lastCell}"/></worksheet>`
