import { onlyKeys } from '../lib/search-keys'

/** The languages the UI speaks. */
export type Lang = 'en' | 'ru'

export const LANGS: readonly Lang[] = ['en', 'ru']

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'ru'
}

/** "ru", "ru-RU", "RU_ua"… but not "rue" (Rusyn), which is a language of its own. */
const RUSSIAN = /^ru(?:[-_]|$)/i

/**
 * The browser's languages (navigator.languages, most wanted first) name Russian anywhere → Russian,
 * otherwise English: an editor who reads Russian at all reads the directory's names in it.
 */
export function detectLang(languages: readonly string[] | undefined): Lang {
  return languages?.some((tag) => RUSSIAN.test(tag.trim())) ? 'ru' : 'en'
}

/** The browser's choice, or English where there is no navigator (Node). */
export function browserLang(): Lang {
  if (typeof navigator === 'undefined') return 'en'
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language]
  return detectLang(languages)
}

/** The query parameter that names the UI's language for one page: `?lang=ru`, `?lang=en`. */
export const LANG_PARAM = 'lang'

/** "ru", "RU", "ru-RU", " en_GB "… as the language they name; anything else is none. */
const URL_LANG = /^(en|ru)(?:[-_][a-z\d]{1,8})*$/i

function readLangValue(value: string | undefined): Lang | undefined {
  const match = value === undefined ? null : URL_LANG.exec(value.trim())
  return match ? (match[1]!.toLowerCase() as Lang) : undefined
}

/** The query string of only the language parameter ("" when there is none): what the app renders again for. */
export function langPart(search: string): string {
  return onlyKeys(search, [LANG_PARAM])
}

/**
 * The language a URL names, used for that page before the remembered one (so a link shared in
 * Russian opens in Russian); the last of repeated parameters wins, as for the list's own.
 */
export function langFromSearch(search: string): Lang | undefined {
  return readLangValue(new URLSearchParams(search).getAll(LANG_PARAM).at(-1))
}

/**
 * The query string with its language in canonical form: the language it names, once, where it
 * stood; a value the UI does not speak is dropped. Every other parameter is kept where it was.
 */
export function normaliseLangParam(search: string): string {
  const params = new URLSearchParams(search)
  if (!params.has(LANG_PARAM)) return search
  const lang = langFromSearch(search)
  if (lang) params.set(LANG_PARAM, lang)
  else params.delete(LANG_PARAM)
  const query = params.toString()
  return query === '' ? '' : `?${query}`
}

/** The query string naming `lang`, when it names a language at all (a chosen language then follows the URL). */
export function withLangParam(search: string, lang: Lang): string {
  const params = new URLSearchParams(search)
  if (!params.has(LANG_PARAM)) return search
  params.set(LANG_PARAM, lang)
  return `?${params.toString()}`
}
