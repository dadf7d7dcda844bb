import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Author } from '../../../../src/shared/api/contract'
import { buildExportFile, buildPageFile } from '../../../../src/features/export/build-file'
import { pageTsv } from '../../../../src/features/export/tsv'
import { exportFileName } from '../../../../src/features/export/file-name'

const author = (uid: string): Author => ({ uid, first_name: 'Пётр', last_name: 'Иванов', parent_name: null, public_name: 'Иванов П.' })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the file’s type', () => {
  it('is CSV in UTF-8 or JSON, for a page and for all matches alike', async () => {
    expect(buildPageFile([author('a')], 'csv').type).toBe('text/csv;charset=utf-8')
    expect(buildPageFile([author('a')], 'json').type).toBe('application/json')
    expect((await buildExportFile([author('a')], 'csv')).type).toBe('text/csv;charset=utf-8')
    expect((await buildExportFile([author('a')], 'json')).type).toBe('application/json')
  })

  it('writes an empty JSON export as an empty array', async () => {
    expect(await (await buildExportFile([], 'json')).text()).toBe('[]\n')
    expect(await buildPageFile([], 'json').text()).toBe('[]\n')
  })
})

describe('a large file built in chunks', () => {
  it('lets the browser in between chunks of a thousand rows, not after the last', async () => {
    let yields = 0
    vi.stubGlobal('scheduler', {
      yield: () => {
        yields += 1
        return Promise.resolve()
      },
    })
    const many = Array.from({ length: 2001 }, (_, index) => author(`u${index}`))
    const text = await (await buildExportFile(many, 'csv')).text()
    expect(text.trimEnd().split('\r\n')).toHaveLength(2002)
    expect(yields).toBe(2)
    yields = 0
    await buildExportFile(many.slice(0, 2000), 'json')
    expect(yields).toBe(1)
  })

  it('stops when cancelled between chunks', async () => {
    const controller = new AbortController()
    vi.stubGlobal('scheduler', {
      yield: () => {
        controller.abort(new DOMException('cancelled', 'AbortError'))
        return Promise.resolve()
      },
    })
    const many = Array.from({ length: 1500 }, (_, index) => author(`u${index}`))
    await expect(buildExportFile(many, 'csv', controller.signal)).rejects.toMatchObject({ name: 'AbortError' })
  })
})

describe('file names, more', () => {
  it('date the file by the person’s own calendar, with two-digit months and days', () => {
    const date = new Date(2027, 0, 5, 0, 30)
    expect(exportFileName({ lastName: '', firstName: '', scope: 'all', count: 0, format: 'csv', date })).toBe(
      'non-active-authors_all_0-authors_2027-01-05.csv',
    )
  })

  it('call a page without a number page 1, and drop leading dots so the file is not hidden', () => {
    const date = new Date(2026, 10, 22)
    expect(exportFileName({ lastName: '..Иванов', firstName: ' .Пётр', scope: 'page', count: 2, format: 'json', date })).toBe(
      'non-active-authors_last-name-Иванов_first-name-Пётр_page-1_2-authors_2026-11-22.json',
    )
  })
})

describe('file names of a review list', () => {
  const date = new Date(2026, 10, 22)
  it('name the list in place of the scope, in the UI’s language, lower-cased and file-safe', () => {
    expect(
      exportFileName({ lastName: 'Быков', firstName: '', scope: 'all', review: 'Двойники', count: 5, format: 'xlsx', date, lang: 'ru' }),
    ).toBe('неактивные-авторы_фамилия-Быков_проверка-двойники_5-авторов_2026-11-22.xlsx')
    expect(
      exportFileName({ lastName: '', firstName: '', scope: 'all', review: 'Empty patronymic (not null)', count: 1, format: 'csv', date }),
    ).toBe('non-active-authors_review-empty-patronymic-(not-null)_1-author_2026-11-22.csv')
  })

  it('fall back to the scope when the list’s name has nothing a file may carry', () => {
    expect(exportFileName({ lastName: '', firstName: '', scope: 'all', review: ' /?* ', count: 2, format: 'csv', date })).toBe(
      'non-active-authors_all_2-authors_2026-11-22.csv',
    )
  })
})

describe('TSV, more', () => {
  it('turns a carriage return inside a value into a space too', () => {
    expect(pageTsv([{ ...author('a'), last_name: 'Ива\r\nнов' }], [], 'en').split('\n')[1]).toBe('Иванов П.\tИва  нов\tПётр\t\ta')
  })
})

describe('file names, dots', () => {
  it('keep a dot inside a name: only leading dots go', () => {
    const date = new Date(2026, 10, 22)
    expect(exportFileName({ lastName: 'Сент-Экзюпери.А', firstName: 'Ж.-Б.', scope: 'all', count: 3, format: 'csv', date })).toBe(
      'non-active-authors_last-name-Сент-Экзюпери.А_first-name-Ж.-Б._all_3-authors_2026-11-22.csv',
    )
  })
})

describe('JSON, line by line', () => {
  it('writes the bracket, then one author per line, then the closing bracket on its own line', async () => {
    const a = author('a')
    const b = author('b')
    expect(await buildPageFile([a, b], 'json').text()).toBe(`[\n${JSON.stringify(a)},\n${JSON.stringify(b)}\n]\n`)
    expect(await (await buildExportFile([a], 'json')).text()).toBe(`[\n${JSON.stringify(a)}\n]\n`)
  })
})
