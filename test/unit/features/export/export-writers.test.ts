import { describe, expect, it } from 'vitest'
import type { Author } from '../../../../src/shared/api/contract'
import { buildExportFile, buildPageFile } from '../../../../src/features/export/build-file'
import { pageTsv } from '../../../../src/features/export/tsv'
import { csvField, csvHeader, csvRows, UTF8_BOM } from '../../../../src/features/export/csv'
import { neutraliseFormula } from '../../../../src/shared/lib/formula-text'
import { exportFileName } from '../../../../src/features/export/file-name'
import { jsonEnd, jsonRows, jsonStart } from '../../../../src/features/export/json'
import { readCsvRows } from '../../../csv-reader'

const author = (overrides: Partial<Author> = {}): Author => ({
  uid: '0b0f7e3c-1d2a-4c5b-8e9f-a0b1c2d3e4f5',
  first_name: 'Пётр',
  last_name: 'Иванов',
  parent_name: null,
  public_name: 'Иванов П.',
  ...overrides,
})

describe('formula neutralisation (OWASP)', () => {
  it.each(['=SUM(A1:A2)', '=1+1', '+7 495', '+7', '-1', '-', '@import', '@', '\tTab', '\rCR'])('puts an apostrophe before %j', (value) => {
    expect(neutraliseFormula(value)).toBe(`'${value}`)
  })

  it.each(['Иванов', ' =spaced', "O'Brien", 'a=b', 'Smith-Jones', '', '\nLF', '1+1'])('leaves %j as it is', (value) => {
    expect(neutraliseFormula(value)).toBe(value)
  })
})

describe('CSV fields (RFC 4180)', () => {
  it.each([
    ['Иванов', 'Иванов'],
    ['Smith, John', '"Smith, John"'],
    ['He said "hi"', '"He said ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    ['  spaced  ', '  spaced  '],
    ['', ''],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['\r=1', `"'\r=1"`],
  ])('writes %j as %j', (value, written) => {
    expect(csvField(value)).toBe(written)
  })

  it('writes null as an empty field', () => {
    expect(csvField(null)).toBe('')
  })

  it('round-trips every value through an RFC 4180 reader, with the neutralised ones marked', () => {
    const tricky = [
      author({ first_name: 'Seán', last_name: "O'Brien", parent_name: '', public_name: 'O\'Brien S. "jr", <b>' }),
      author({ uid: 'u2', first_name: '=1+2', last_name: '-Smith', parent_name: '@x', public_name: '+7\r\nline' }),
      author({ uid: 'u3', first_name: ' Анна ', last_name: 'a,b', parent_name: null, public_name: 'Curie M. &amp; P.' }),
    ]
    const rows = readCsvRows(csvHeader() + csvRows(tricky))
    expect(rows[0]).toEqual(['uid', 'first_name', 'last_name', 'parent_name', 'public_name'])
    expect(rows.slice(1)).toEqual([
      [tricky[0]!.uid, 'Seán', "O'Brien", '', 'O\'Brien S. "jr", <b>'],
      ['u2', "'=1+2", "'-Smith", "'@x", "'+7\r\nline"],
      ['u3', ' Анна ', 'a,b', '', 'Curie M. &amp; P.'],
    ])
  })

  it('starts the file with a UTF-8 byte order mark and ends every record with CRLF', async () => {
    const bytes = new Uint8Array(await buildPageFile([author()], 'csv').arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
    expect(text.startsWith(UTF8_BOM + 'uid,first_name,last_name,parent_name,public_name\r\n')).toBe(true)
    expect(text.endsWith('Иванов П.\r\n')).toBe(true)
  })
})

describe('JSON', () => {
  it('keeps every value exactly as received, null included', async () => {
    const authors = [author(), author({ uid: 'u2', parent_name: '', first_name: '=1', public_name: 'a "b" \\ c\n' })]
    const text = await buildPageFile(authors, 'json').text()
    expect(JSON.parse(text)).toEqual(authors)
    expect(text).toContain('"parent_name":null')
    expect(text).not.toContain("'=1")
  })

  it('joins batches into one array, and writes an empty list as []', () => {
    const a = author()
    const b = author({ uid: 'u2' })
    expect(JSON.parse(jsonStart() + jsonRows([a], true) + jsonRows([b], false) + jsonEnd(false))).toEqual([a, b])
    expect(JSON.parse(jsonStart() + jsonEnd(true))).toEqual([])
  })
})

describe('files built in chunks', () => {
  it('equal the file written at once, for CSV and JSON', async () => {
    const many = Array.from({ length: 2500 }, (_, index) => author({ uid: `uid-${index}`, first_name: index % 7 ? 'Анна' : '=x' }))
    for (const format of ['csv', 'json'] as const) {
      const chunked = await (await buildExportFile(many, format)).text()
      expect(chunked).toBe(await buildPageFile(many, format).text())
    }
  })
})

describe('TSV for the clipboard', () => {
  it('writes a header and one line per author, with tabs and line breaks inside values as spaces', () => {
    const text = pageTsv([author({ public_name: 'a\tb\nc', parent_name: null, first_name: '=cmd' })], [], 'en')
    expect(text.split('\n')).toEqual(['Public name\tLast name\tFirst name\tPatronymic\tUID', `a b c\tИванов\t'=cmd\t\t${author().uid}`, ''])
  })

  it('holds the columns shown, in the screen’s order, under the screen’s headers in the UI’s language', () => {
    const one = author({ public_name: 'П', parent_name: 'Отч' })
    expect(pageTsv([one], ['uid', 'first_name'], 'ru').split('\n').slice(0, 2)).toEqual([
      'Публичное имя\tФамилия\tОтчество',
      'П\tИванов\tОтч',
    ])
    expect(pageTsv([one], ['public_name', 'last_name', 'parent_name'], 'en').split('\n')[0]).toBe('First name\tUID')
  })
})

describe('file names', () => {
  const date = new Date(2026, 10, 22, 23, 59)
  it('say what the file holds: search, scope, count and date', () => {
    expect(exportFileName({ lastName: ' Иванов ', firstName: 'Пётр', scope: 'all', count: 1234, format: 'csv', date })).toBe(
      'non-active-authors_last-name-Иванов_first-name-Пётр_all_1234-authors_2026-11-22.csv',
    )
    expect(exportFileName({ lastName: '', firstName: '', scope: 'page', page: 3, count: 1, format: 'json', date })).toBe(
      'non-active-authors_page-3_1-author_2026-11-22.json',
    )
  })

  it('drop characters file systems refuse and keep names short', () => {
    const name = exportFileName({ lastName: 'a/b\\c:d*e?"f<g>|h\u0007 i  j', firstName: '', scope: 'all', count: 2, format: 'csv', date })
    expect(name).toBe('non-active-authors_last-name-abcdefgh-i-j_all_2-authors_2026-11-22.csv')
    const long = exportFileName({ lastName: 'Я'.repeat(200), firstName: '', scope: 'all', count: 2, format: 'csv', date })
    expect(long).toContain(`last-name-${'Я'.repeat(40)}_all`)
  })
})
