import { formatFor } from '../../shared/i18n/format'
import type { Lang } from '../../shared/i18n/lang'

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
  /** The UI's language, which names the file (English by default). */
  lang?: Lang | undefined
  /** A list of the review of all matches, named in the UI's language ("Twins"): in place of the scope. */
  review?: string | undefined
}

/** The words of a file's name, in each language. */
const NAME_WORDS: Record<
  Lang,
  { list: string; lastName: string; firstName: string; all: string; page: string; review: string; authors: (count: number) => string }
> = {
  en: {
    list: 'non-active-authors',
    lastName: 'last-name',
    firstName: 'first-name',
    all: 'all',
    page: 'page',
    review: 'review',
    authors: (count) => (count === 1 ? 'author' : 'authors'),
  },
  ru: {
    list: 'неактивные-авторы',
    lastName: 'фамилия',
    firstName: 'имя',
    all: 'все',
    page: 'страница',
    review: 'проверка',
    authors: (count) => formatFor('ru').plural(count, { one: 'автор', few: 'автора', many: 'авторов', other: 'автора' }),
  },
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
 * A file name in the UI's language that says what the file holds, e.g.
 * `non-active-authors_last-name-Иванов_all_1200-authors_2026-11-22.csv` or
 * `неактивные-авторы_страница-3_50-авторов_2026-11-22.json`. Names stay as typed (Cyrillic
 * included): browsers save Unicode names; only characters file systems refuse are dropped.
 */
export function exportFileName(parts: ExportFileNameParts): string {
  const words = NAME_WORDS[parts.lang ?? 'en']
  const pieces = [words.list]
  const lastName = fileSafe(parts.lastName)
  const firstName = fileSafe(parts.firstName)
  if (lastName) pieces.push(`${words.lastName}-${lastName}`)
  if (firstName) pieces.push(`${words.firstName}-${firstName}`)
  const review = parts.review === undefined ? '' : fileSafe(parts.review.toLocaleLowerCase(parts.lang ?? 'en'))
  if (review) pieces.push(`${words.review}-${review}`)
  else pieces.push(parts.scope === 'all' ? words.all : `${words.page}-${parts.page ?? 1}`)
  pieces.push(`${parts.count}-${words.authors(parts.count)}`)
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
