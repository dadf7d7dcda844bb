import type { Lang } from './lang'

/**
 * The forms of a word by Intl.PluralRules category. English needs `one` and `other`; Russian
 * needs `one` (1, 21, 101), `few` (2–4, 22–24), `many` (0, 5–20, 25–30) and `other` (fractions).
 */
export interface PluralForms {
  one: string
  few?: string
  many?: string
  other: string
}

/** Numbers and words for counts, in the UI's language (never the browser's locale). */
export interface Format {
  lang: Lang
  /** 1,234 (en) · 1 234 (ru, with a no-break space). */
  number: (value: number) => string
  /** 51–100, with an en dash. */
  range: (first: number, last: number) => string
  /** The form of a word that goes with `count`: plural(5, { one: 'автор', few: 'автора', many: 'авторов', other: 'автора' }) → 'авторов'. */
  plural: (count: number, forms: PluralForms) => string
  /** The number and its word: count(21, …) → '21 автор', count(1234, …) → '1,234 authors'. */
  count: (count: number, forms: PluralForms) => string
  /** A list joined as the language joins it: 'a and b', 'a, b, and c' · 'a и b', 'a, b и c'. */
  list: (items: readonly string[]) => string
  /** Text in the language's quotation marks: “text” · «text». */
  quote: (text: string) => string
}

const QUOTES: Record<Lang, [string, string]> = { en: ['“', '”'], ru: ['«', '»'] }
/** The thousands separator: a comma in English, a no-break space in Russian (as Intl writes them). */
const GROUP: Record<Lang, string> = { en: ',', ru: '\u00a0' }

/**
 * Whole numbers (every count, offset and page number the UI shows) are grouped here rather than
 * by Intl: the first use of any Intl object in a tab loads its locale data, measured at 17–38 ms
 * in Chromium on the two-core machine, and the first page's render would pay it before its rows
 * could be painted. Fractions and other numbers go to Intl, created when first needed. The unit
 * tests check both against Intl itself, number by number.
 */
function groupDigits(value: number, separator: string): string | undefined {
  if (!Number.isSafeInteger(value)) return undefined
  return String(value).replace(/\B(?=(\d{3})+$)/g, separator)
}

/** The plural category of a whole number ≥ 0, by the CLDR rules of each language. */
function wholePlural(lang: Lang, count: number): Intl.LDMLPluralRule {
  if (lang === 'en') return count === 1 ? 'one' : 'other'
  const last = count % 10
  const lastTwo = count % 100
  if (last === 1 && lastTwo !== 11) return 'one'
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return 'few'
  return 'many'
}

function createFormat(lang: Lang): Format {
  let numbers: Intl.NumberFormat | undefined
  let plurals: Intl.PluralRules | undefined
  let lists: Intl.ListFormat | undefined
  const [open, close] = QUOTES[lang]
  const number = (value: number) => groupDigits(value, GROUP[lang]) ?? (numbers ??= new Intl.NumberFormat(lang)).format(value)
  const plural = (count: number, forms: PluralForms) => {
    const category =
      Number.isSafeInteger(count) && count >= 0 ? wholePlural(lang, count) : (plurals ??= new Intl.PluralRules(lang)).select(count)
    const form = forms[category as keyof PluralForms]
    if (form !== undefined) return form
    // A missing Russian form would print "5 автора": loud in development (the story test fails on
    // console errors), the `other` form in production.
    if (import.meta.env?.DEV) console.error(`Plural form "${category}" (${lang}, ${count}) missing in`, forms)
    return forms.other
  }
  return {
    lang,
    number,
    range: (first, last) => `${number(first)}–${number(last)}`,
    plural,
    count: (count, forms) => `${number(count)} ${plural(count, forms)}`,
    // Conjunction ("and"/"и") is the default type.
    list: (items) => (lists ??= new Intl.ListFormat(lang)).format(items),
    quote: (text) => `${open}${text}${close}`,
  }
}

// Building Intl formatters costs about a millisecond each; a page change formats several numbers.
const formats = new Map<Lang, Format>()

/** The one Format for a language (the same object every time, so it is safe in dependency lists). */
export function formatFor(lang: Lang): Format {
  let format = formats.get(lang)
  if (!format) {
    format = createFormat(lang)
    formats.set(lang, format)
  }
  return format
}
