import type { Author } from '../../shared/api/contract'
import { AUTHOR_COLUMNS } from '../../entities/author/columns'
import { AUTHOR_FIELDS } from '../../entities/author/flags'
import type { Lang } from '../../shared/i18n/lang'
import { neutraliseFormula } from '../../shared/lib/formula-text'
import { en, ru } from './messages'

/** The record as the API sent it: its five fields in the API's order, null kept. */
export function recordJson(author: Author): string {
  return JSON.stringify(Object.fromEntries(AUTHOR_FIELDS.map((field) => [field, author[field]])), null, 2)
}

/**
 * A header line and the record's line, tab-separated, for pasting into a spreadsheet, as "Copy
 * page as TSV" pastes a page: the fields in the table's order under the names the screen gives
 * them in the UI's language, and a value a spreadsheet would read as a formula kept as text (a
 * quote in front). A value holding a tab, a line break or a double quote is quoted (quotes
 * doubled), as spreadsheets read it, so it pastes whole into one cell; null has no TSV form and is
 * written as an empty cell.
 */
export function recordTsv(author: Author, lang: Lang): string {
  const names = (lang === 'ru' ? ru : en).fieldLabel
  const cell = (value: string | null) => {
    if (value === null) return ''
    const text = neutraliseFormula(value)
    return /[\t\r\n"]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
  }
  return `${AUTHOR_COLUMNS.map((field) => names[field]).join('\t')}\n${AUTHOR_COLUMNS.map((field) => cell(author[field])).join('\t')}`
}
