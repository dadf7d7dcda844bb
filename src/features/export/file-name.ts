export type ExportFormat = 'csv' | 'json' | 'xlsx'
export type ExportScope = 'page' | 'all'

export interface ExportFileNameParts {
  lastName: string
  firstName: string
  scope: ExportScope
  /** How many authors the file holds. */
  count: number
  /** For a page: its 1-based number. */
  page?: number
  format: ExportFormat
  date: Date
}

/**
 * Characters a file name must not carry: those no file system accepts or some shells and mail
 * clients mangle; every control character (C0, DEL, C1: \p{Cc}); path separators and the slashes
 * that look like them; and every character that shows nothing or reorders what is shown, so a
 * name cannot hide text or pass for another: format characters (\p{Cf}: the bidirectional
 * controls U+202A–U+202E, U+2066–U+2069, U+200E, U+200F and U+061C, zero-width characters, the
 * soft hyphen, the byte order mark, tags) and the other default-ignorable ones (variation
 * selectors, Hangul fillers). A search for `x\u202Egpj.exe` would otherwise name a file that
 * shows as `…exe.jpg`.
 */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}<>:"/\\|?*\u2044\u2215\u29f8\u29f9\uff0f\uff3c]+/gu
const MAX_TERM_LENGTH = 40

/**
 * A file name that says what the file holds, e.g.
 * `non-active-authors_last-name-Иванов_all_1200_2026-11-22.csv` or
 * `non-active-authors_page-3_50_2026-11-22.json`. Names stay as typed (Cyrillic included):
 * browsers save Unicode names; only characters file systems refuse are dropped.
 */
export function exportFileName(parts: ExportFileNameParts): string {
  const pieces = ['non-active-authors']
  const lastName = fileSafe(parts.lastName)
  const firstName = fileSafe(parts.firstName)
  if (lastName) pieces.push(`last-name-${lastName}`)
  if (firstName) pieces.push(`first-name-${firstName}`)
  pieces.push(parts.scope === 'all' ? 'all' : `page-${parts.page ?? 1}`)
  pieces.push(`${parts.count}-${parts.count === 1 ? 'author' : 'authors'}`)
  pieces.push(localDate(parts.date))
  return `${pieces.join('_')}.${parts.format}`
}

function fileSafe(text: string): string {
  const cleaned = text.trim().replace(UNSAFE, '').replace(/\s+/g, '-').replace(/^\.+/, '')
  return Array.from(cleaned).slice(0, MAX_TERM_LENGTH).join('')
}

/** The person's own calendar date, not UTC's: an export at 00:30 in Moscow is dated that day. */
function localDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}
