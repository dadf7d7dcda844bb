// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { AUTHOR_COLUMNS, type AuthorColumn } from '../../../../src/entities/author/columns'
import { formatFor } from '../../../../src/shared/i18n/format'
import type { Author } from '../../../../src/shared/api/contract'
import { buildExportFile, buildSheetFile, MIME_TYPES } from '../../../../src/features/export/build-file'
import { en, ru } from '../../../../src/features/export/messages'
import { en as listEn, ru as listRu } from '../../../../src/features/list/messages'
import { cutForExcel, EXCEL_CELL_LIMIT, type SheetLayout } from '../../../../src/features/export/sheet-layout'
import { buildXlsxFile, COLUMN_WIDTH, columnName, columnWidths, xmlText } from '../../../../src/features/export/xlsx'
import { readXlsx } from '../../../xlsx-reader'

const author = (overrides: Partial<Author> = {}): Author => ({
  uid: '0b0f7e3c-1d2a-4c5b-8e9f-a0b1c2d3e4f5',
  first_name: 'Пётр',
  last_name: 'Иванов',
  parent_name: null,
  public_name: 'Иванов П.',
  ...overrides,
})

const layout = (messages: typeof en, hidden: readonly AuthorColumn[] = []): SheetLayout => ({
  name: messages.sheetName,
  hidden,
  headers: messages.columns,
  checksHeader: messages.checksHeader,
  flags: messages.flags,
  fields: messages.columns,
  twins: (count) => messages.twinsInFile(count, formatFor(messages === en ? 'en' : 'ru')),
})
const fields = (row: ReadonlyArray<string | null> | undefined) => row?.slice(0, 5)

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
      expect(sheet.rows[0]).toEqual([...AUTHOR_COLUMNS.map((column) => list.columns[column]), messages === en ? 'Checks' : 'Проверки'])
      expect(sheet.rows[1]).toEqual(['Иванов П.', 'Иванов', 'Пётр', null, '0b0f7e3c-1d2a-4c5b-8e9f-a0b1c2d3e4f5', null])
    }
  })

  it('holds only the columns shown when some are hidden, but the UID always, where the screen puts it', async () => {
    const sheet = await read(await buildExportFile([author()], 'xlsx', undefined, layout(ru, ['public_name', 'uid'])))
    expect(sheet.rows).toEqual([
      ['Фамилия', 'Имя', 'Отчество', 'UID', 'Проверки'],
      ['Иванов', 'Пётр', null, '0b0f7e3c-1d2a-4c5b-8e9f-a0b1c2d3e4f5', null],
    ])
    const shown = await read(await buildExportFile([author()], 'xlsx', undefined, layout(en, ['first_name', 'parent_name'])))
    expect(shown.rows[0]).toEqual(['Public name', 'Last name', 'UID', 'Checks'])
  })

  it('keeps every value exactly, Cyrillic and odd characters included; null is no cell, "" an empty text cell', async () => {
    const shown = layout(en)
    const sheet = await read(await buildExportFile(TRICKY, 'xlsx', undefined, shown))
    expect(sheet.rows.slice(1).map(fields)).toEqual(TRICKY.map((row) => AUTHOR_COLUMNS.map((column) => row[column])))
    // null: no cell at all (D4, the patronymic of u3); "": a text cell that is empty (D3).
    expect(sheet.cellStyles.has('D4')).toBe(false)
    expect(sheet.cellStyles.has('D3')).toBe(true)
    expect(sheet.rows[3]![3]).toBeNull()
    expect(sheet.rows[2]![3]).toBe('')
  })

  it('never writes a formula: "=1+1", "+7", "-" and "@…" are text, shown and kept as text when edited', async () => {
    const sheet = await read(await buildExportFile(TRICKY, 'xlsx', undefined, layout(en)))
    expect(sheet.formulas).toEqual([])
    expect(fields(sheet.rows[1])).toEqual(['@SUM(A1)', '+7', '=1+1', '-', 'u1'])
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

describe('the Excel file as a spreadsheet user expects it', () => {
  it('has filter buttons on the header row over every row, named as Excel names them', async () => {
    const many = Array.from({ length: 7 }, (_, index) => author({ uid: `u${index}` }))
    const sheet = await read(await buildExportFile(many, 'xlsx', undefined, layout(en)))
    expect(sheet.autoFilter).toBe('A1:F8')
    expect(sheet.definedNames.get('_xlnm._FilterDatabase')).toBe("'Authors'!$A$1:$F$8")
    const narrow = await read(await buildExportFile([author()], 'xlsx', undefined, layout(ru, ['public_name', 'first_name'])))
    expect(narrow.autoFilter).toBe('A1:D2')
  })

  it('makes each column as wide as its content, within bounds', async () => {
    const long = author({ uid: '0b0f7e3c-1d2a-4c5b-8e9f-a0b1c2d3e4f5', first_name: 'Ян', public_name: 'x'.repeat(500) })
    const sheet = await read(await buildExportFile([long], 'xlsx', undefined, layout(en)))
    const [publicName, lastName, firstName, patronymic, uid] = sheet.columnWidths
    // A UID's 36 characters show whole; a 500-character value does not make a column screens wide.
    expect(uid).toBeGreaterThanOrEqual(36)
    expect(publicName).toBe(COLUMN_WIDTH.max)
    // Short values: the header decides ("Last name", "Patronymic"), never below the least width.
    expect(lastName).toBeGreaterThanOrEqual('Last name'.length)
    expect(patronymic).toBeGreaterThanOrEqual('Patronymic'.length)
    expect(firstName).toBeGreaterThanOrEqual(COLUMN_WIDTH.min)
    expect(firstName).toBeLessThan(uid!)
    expect(sheet.columnWidths).toHaveLength(6)
    expect(columnWidths({ headers: ['a'], rows: [['b'], [null]] })).toEqual([COLUMN_WIDTH.min])
  })

  it('writes the Checks in words: the flags with their fields, and twins in the file', async () => {
    const twin = { first_name: 'Иван', last_name: 'Иванов', parent_name: 'Иванович' }
    const records = [
      author({ uid: 'a', ...twin, public_name: 'Иванов И.И.' }),
      author({ uid: 'b', ...twin, public_name: 'Иванов И. И.' }),
      author({ uid: 'c', first_name: 'Пётр', last_name: '\u00a0Петров', parent_name: null, public_name: 'Петров П.' }),
      author({ uid: 'd' }),
    ]
    const english = await read(await buildExportFile(records, 'xlsx', undefined, layout(en)))
    expect(english.rows.map((row) => row[5])).toEqual([
      'Checks',
      '2 records in the file with this name',
      '2 records in the file with this name',
      'Whitespace at the start or end (Last name); No-break or other unusual space (Last name)',
      null,
    ])
    const russian = await read(await buildExportFile(records, 'xlsx', undefined, layout(ru)))
    expect(russian.rows[1]![5]).toBe('2 записи в файле с этим именем')
    expect(russian.rows[3]![5]).toBe('Пробел в начале или в конце (Фамилия); Неразрывный или другой необычный пробел (Фамилия)')
  })

  it('cuts a value over 32,767 characters to fit, says how many, and keeps CSV and JSON whole', async () => {
    const huge = 'Я'.repeat(EXCEL_CELL_LIMIT + 10)
    const emoji = `${'a'.repeat(EXCEL_CELL_LIMIT - 2)}👩${'b'.repeat(10)}`
    const records = [author({ uid: 'u1', public_name: huge }), author({ uid: 'u2', first_name: emoji }), author({ uid: 'u3' })]
    const { blob, notes } = await buildSheetFile(records, layout(en))
    expect(notes).toEqual({ uidAdded: false, cutValues: 2 })
    const sheet = await read(blob)
    expect(sheet.rows[1]![0]).toHaveLength(EXCEL_CELL_LIMIT)
    expect(sheet.rows[1]![0]!.endsWith('Я…')).toBe(true)
    // Never half of a surrogate pair.
    expect(sheet.rows[2]![2]).toBe(`${'a'.repeat(EXCEL_CELL_LIMIT - 2)}…`)
    expect(cutForExcel('short')).toBe('short')
    for (const format of ['csv', 'json'] as const) expect(await (await buildExportFile(records, format)).text()).toContain(huge)
    expect((await buildSheetFile(records, layout(en, ['uid']))).notes.uidAdded).toBe(true)
  })
})

describe('the export headers', () => {
  it('are the table headers, word for word, in both languages', () => {
    expect(en.columns).toEqual(listEn.columns)
    expect(ru.columns).toEqual(listRu.columns)
  })
})
