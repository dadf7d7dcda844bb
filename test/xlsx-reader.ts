import { unzipSync, strFromU8 } from 'fflate'

/**
 * An XLSX reader for the tests' side of the Excel export, written from ECMA-376 rather than from
 * the app's writer: unzips the package, follows the relationships from `_rels/.rels` to the
 * workbook and its first sheet, and reads each cell as a spreadsheet would: inline strings and
 * shared strings as text (with Excel's `_xHHHH_` escapes decoded), a formula as a formula. A
 * missing cell is null.
 */
export interface ReadSheet {
  name: string
  rows: Array<Array<string | null>>
  /** Every cell that holds a formula (an `<f>` element), by reference: none is expected. */
  formulas: string[]
  /** The package's part names. */
  parts: string[]
  /** The workbook's styles part, parsed, to check how cells are shown. */
  styles: Document
  /** Each written cell's style index, by reference. */
  cellStyles: Map<string, number>
  /** The sheet's filter range (`<autoFilter ref>`), e.g. "A1:F101"; undefined without filter buttons. */
  autoFilter: string | undefined
  /** Each column's width in characters (`<cols>`, its ranges expanded), undefined where none is set. */
  columnWidths: Array<number | undefined>
  /** The workbook's defined names, by name (`_xlnm._FilterDatabase` names the filtered range). */
  definedNames: Map<string, string>
}

const xml = (text: string) => {
  const document = new DOMParser().parseFromString(text, 'application/xml')
  if (document.getElementsByTagName('parsererror').length > 0) throw new Error(`not well-formed XML: ${text.slice(0, 200)}`)
  return document
}

const decodeEscapes = (text: string) => text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

function target(rels: Document, type: string): string {
  const relation = [...rels.getElementsByTagName('Relationship')].find((element) => element.getAttribute('Type')?.endsWith(`/${type}`))
  if (!relation) throw new Error(`no ${type} relationship`)
  return relation.getAttribute('Target')!
}

function columnIndex(reference: string): number {
  const letters = reference.match(/^[A-Z]+/)![0]
  let index = 0
  for (const letter of letters) index = index * 26 + (letter.charCodeAt(0) - 64)
  return index - 1
}

export function readXlsx(bytes: Uint8Array): ReadSheet {
  const files = unzipSync(bytes)
  const text = (path: string) => {
    const file = files[path]
    if (!file) throw new Error(`no part ${path} in ${Object.keys(files).join(', ')}`)
    return strFromU8(file)
  }
  const types = xml(text('[Content_Types].xml'))
  const workbookPath = target(xml(text('_rels/.rels')), 'officeDocument')
  const workbook = xml(text(workbookPath))
  const base = workbookPath.slice(0, workbookPath.lastIndexOf('/') + 1)
  const workbookRels = xml(text(`${base}_rels/${workbookPath.slice(base.length)}.rels`))
  const sheet = workbook.getElementsByTagName('sheet')[0]!
  const sheetRelId = sheet.getAttribute('r:id')
  const sheetTarget = [...workbookRels.getElementsByTagName('Relationship')].find((element) => element.getAttribute('Id') === sheetRelId)!
  const sheetPath = base + sheetTarget.getAttribute('Target')!
  if (![...types.getElementsByTagName('Override')].some((element) => element.getAttribute('PartName') === `/${sheetPath}`))
    throw new Error(`the sheet ${sheetPath} has no content type`)
  const shared = files[`${base}sharedStrings.xml`]
    ? [...xml(text(`${base}sharedStrings.xml`)).getElementsByTagName('si')].map((si) => decodeEscapes(si.textContent ?? ''))
    : []

  const rows: Array<Array<string | null>> = []
  const formulas: string[] = []
  const cellStyles = new Map<string, number>()
  const sheetXml = xml(text(sheetPath))
  const columnWidths: Array<number | undefined> = []
  for (const col of sheetXml.getElementsByTagName('col')) {
    const width = Number(col.getAttribute('width'))
    for (let index = Number(col.getAttribute('min')); index <= Number(col.getAttribute('max')); index++) columnWidths[index - 1] = width
  }
  const definedNames = new Map(
    [...workbook.getElementsByTagName('definedName')].map((element) => [element.getAttribute('name') ?? '', element.textContent ?? '']),
  )
  for (const row of sheetXml.getElementsByTagName('row')) {
    const values: Array<string | null> = []
    for (const cell of row.getElementsByTagName('c')) {
      const reference = cell.getAttribute('r')!
      const index = columnIndex(reference)
      while (values.length < index) values.push(null)
      if (cell.getElementsByTagName('f').length > 0) formulas.push(reference)
      cellStyles.set(reference, Number(cell.getAttribute('s') ?? 0))
      const type = cell.getAttribute('t')
      const value =
        type === 'inlineStr'
          ? [...cell.getElementsByTagName('t')].map((t) => t.textContent ?? '').join('')
          : type === 's'
            ? (shared[Number(cell.getElementsByTagName('v')[0]?.textContent)] ?? '')
            : (cell.getElementsByTagName('v')[0]?.textContent ?? '')
      values.push(type === 'inlineStr' ? decodeEscapes(value) : value)
    }
    rows[Number(row.getAttribute('r')) - 1] = values
  }
  const width = Math.max(0, ...rows.map((row) => row?.length ?? 0))
  return {
    name: sheet.getAttribute('name')!,
    rows: Array.from(rows, (row) => [...(row ?? []), ...Array<null>(width - (row?.length ?? 0)).fill(null)]),
    formulas,
    parts: Object.keys(files),
    styles: xml(text(`${base}styles.xml`)),
    cellStyles,
    autoFilter: sheetXml.getElementsByTagName('autoFilter')[0]?.getAttribute('ref') ?? undefined,
    columnWidths: Array.from(columnWidths),
    definedNames,
  }
}
