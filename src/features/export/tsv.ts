import { AUTHOR_COLUMNS, type AuthorColumn } from '../../entities/author/columns'
import type { Author } from '../../shared/api/contract'
import type { Lang } from '../../shared/i18n/lang'
import { neutraliseFormula } from '../../shared/lib/formula-text'
import { en, ru } from './messages'

/**
 * "Copy page as TSV": the columns shown on screen, in the screen's order, under the headers the
 * screen shows in the UI's language, as spreadsheets paste it (a header line, then one line per
 * author). TSV cannot hold a tab or a line break inside a field, so those become spaces; the
 * formula rule applies as in CSV, since a paste into a spreadsheet is read the same way.
 * (Loaded on the first copy, with the export's words.)
 */
export function pageTsv(authors: readonly Author[], hidden: readonly AuthorColumn[], lang: Lang): string {
  const headers = (lang === 'ru' ? ru : en).columns
  const columns = AUTHOR_COLUMNS.filter((column) => !hidden.includes(column))
  const field = (value: string | null) => (value === null ? '' : neutraliseFormula(value).replace(/[\t\r\n]/g, ' '))
  const lines = [
    columns.map((column) => headers[column]).join('\t'),
    ...authors.map((author) => columns.map((column) => field(author[column])).join('\t')),
  ]
  return lines.join('\n') + '\n'
}
