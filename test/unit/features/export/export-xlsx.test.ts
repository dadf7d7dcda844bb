import { describe, expect, it } from 'vitest'
import { AUTHOR_COLUMNS } from '../../../../src/entities/author/columns'
import type { Author } from '../../../../src/shared/api/contract'
import { buildExportFile, MIME_TYPES } from '../../../../src/features/export/build-file'
import { en, ru } from '../../../../src/features/export/messages'
import { en as listEn, ru as listRu } from '../../../../src/features/list/messages'
import type { SheetLayout } from '../../../../src/features/export/sheet-layout'
import { buildXlsxFile, columnName, xmlText } from '../../../../src/features/export/xlsx'
import { readXlsx } from '../../../xlsx-reader'

const author = (overrides: Partial<Author> = {}): Author => ({
  uid: '0b0f7e3c-1d2a-4c5b-8e9f-a0b1c2d3e4f5',
  first_name: 'Пётр',
  last_name: 'Иванов',
  parent_name: null,
  public_name: 'Иванов П.',
  ...overrides,
})

const layout = (messages: typeof en, hidden: readonly string[] = []): SheetLayout => {
  const columns = AUTHOR_COLUMNS.filter((column) => !hidden.includes(column))
  return { name: messages.sheetName, columns, headers: columns.map((column) => messages.columns[column]) }
}

const read = async (blob: Blob) => readXlsx(new Uint8Array(await blob.arrayBuffer()))

/** Values a spreadsheet could take for something else: formulas, odd characters, XML's own. */
const TRICKY: Author[] = [
  author({ uid: 'u1', first_name: '=1+1', last_name: '+7', parent_name: '-', public_name: '@SUM(A1)' }),
  author({ uid: 'u2', first_name: '=HYPERLINK("http://x","y")', last_name: '\tTab', parent_name: '', public_name: '\rCR' }),
  author({ uid: 'u3', first_name: ' Анна ', last_name: 'Орлов A.', parent_name: null, public_name: 'a & b <c> "d" \'e\'' }),
  author({
    uid: 'u4',
    first_name: 'Zero\u200bwidth',
    last_name: 'NUL\u0000here',
    parent_name: 'bell\u0007',
    public_name: 'two\r\nlines\nthree',
  }),
  author({ uid: 'u5', first_name: '_x0041_', last_name: '_x005F_', parent_name: 'lone \ud800 surrogate', public_name: 'emoji 👩🏽‍🔬 and Ё' }),
  author({ uid: 'u6', first_name: '   ', last_name: 'ends with space ', parent_name: '\u00a0nbsp', public_name: '' }),
]

describe('the Excel (XLSX) export', () => {
  it('reads back with the headers on screen, in the screen order, in English and in Russian', async () => {
    for (const [messages, list] of [
      [en, listEn],
      [ru, listRu],
    ] as const) {
      const sheet = await read(await buildExportFile([author()], 'xlsx', undefined, layout(messages)))
      expect(sheet.name).toBe(messages === en ? 'Authors' : 'Авторы')
      // The same words as the table's headers, in the table's order.
      expect(sheet.rows[0]).toEqual(AUTHOR_COLUMNS.map((column) => list.columns[column]))
      expect(sheet.rows[1]).toEqual(['Иванов П.', 'Иванов', 'Пётр', null, '0b0f7e3c-1d2a-4c5b-8e9f-a0b1c2d3e4f5'])
    }
  })

  it('holds only the columns shown when some are hidden', async () => {
    const sheet = await read(await buildExportFile([author()], 'xlsx', undefined, layout(ru, ['public_name', 'uid'])))
    expect(sheet.rows).toEqual([
      ['Фамилия', 'Имя', 'Отчество'],
      ['Иванов', 'Пётр', null],
    ])
  })

  it('keeps every value exactly, Cyrillic and odd characters included; null is no cell, "" an empty text cell', async () => {
    const shown = layout(en)
    const sheet = await read(await buildExportFile(TRICKY, 'xlsx', undefined, shown))
    expect(sheet.rows.slice(1)).toEqual(TRICKY.map((row) => shown.columns.map((column) => row[column])))
    // null: no cell at all (D4, the patronymic of u3); "": a text cell that is empty (D3).
    expect(sheet.cellStyles.has('D4')).toBe(false)
    expect(sheet.cellStyles.has('D3')).toBe(true)
    expect(sheet.rows[3]![3]).toBeNull()
    expect(sheet.rows[2]![3]).toBe('')
  })

  it('never writes a formula: "=1+1", "+7", "-" and "@…" are text, shown and kept as text when edited', async () => {
    const sheet = await read(await buildExportFile(TRICKY, 'xlsx', undefined, layout(en)))
    expect(sheet.formulas).toEqual([])
    expect(sheet.rows[1]).toEqual(['@SUM(A1)', '+7', '=1+1', '-', 'u1'])
    // Each value cell's style has quotePrefix: Excel keeps "=1+1" text even when the cell is edited.
    const styles = [...sheet.styles.getElementsByTagName('cellXfs')[0]!.getElementsByTagName('xf')]
    for (const [reference, style] of sheet.cellStyles) {
      expect(styles[style]?.getAttribute('quotePrefix'), reference).toBe('1')
      expect(styles[style]?.getAttribute('numFmtId'), reference).toBe('49')
    }
  })

  it('is a package Excel opens: content types, relationships, workbook, styles and sheet', async () => {
    const blob = await buildExportFile([author()], 'xlsx', undefined, layout(en))
    expect(blob.type).toBe(MIME_TYPES.xlsx)
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    const bytes = new Uint8Array(await blob.arrayBuffer())
    expect(String.fromCharCode(...bytes.slice(0, 2))).toBe('PK')
    expect((await read(blob)).parts.sort()).toEqual(
      [
        '[Content_Types].xml',
        '_rels/.rels',
        'xl/_rels/workbook.xml.rels',
        'xl/styles.xml',
        'xl/workbook.xml',
        'xl/worksheets/sheet1.xml',
      ].sort(),
    )
  })

  it('writes many rows in chunks, all of them, in order, and stops when aborted', async () => {
    const many = Array.from({ length: 2500 }, (_, index) => author({ uid: `u${index}`, public_name: `Автор ${index}` }))
    const sheet = await read(await buildExportFile(many, 'xlsx', undefined, layout(en)))
    expect(sheet.rows).toHaveLength(2501)
    expect(sheet.rows.slice(1).map((row) => row[4])).toEqual(many.map((row) => row.uid))
    const controller = new AbortController()
    controller.abort()
    await expect(buildExportFile(many, 'xlsx', controller.signal, layout(en))).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('names columns as a spreadsheet does, and refuses an export without the screen layout', async () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA'])
    await expect(buildExportFile([author()], 'xlsx')).rejects.toThrow(TypeError)
  })

  it('escapes XML and the characters XML cannot hold', () => {
    expect(xmlText('a & <b>')).toBe('a &amp; &lt;b&gt;')
    expect(xmlText('\u0000\u001f\t\n')).toBe('_x0000__x001F_\t\n')
    expect(xmlText('\r')).toBe('&#13;')
    expect(xmlText('_x0041_')).toBe('_x005F_x0041_')
  })

  it('gives the sheet a name Excel accepts', async () => {
    const sheet = await read(await buildXlsxFile({ name: 'a/b:c?d*e[f]g and a name far longer than thirty-one', headers: ['h'], rows: [] }))
    expect(sheet.name).toBe('a b c d e f g and a name far lo')
    expect(sheet.rows).toEqual([['h']])
  })
})

describe('the export headers', () => {
  it('are the table headers, word for word, in both languages', () => {
    expect(en.columns).toEqual(listEn.columns)
    expect(ru.columns).toEqual(listRu.columns)
  })
})
