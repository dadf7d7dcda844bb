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
