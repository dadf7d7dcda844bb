// TEMPORARY until the i18n core (src/i18n) lands: the same signatures, English only.
export interface PluralForms {
  one: string
  few?: string
  many?: string
  other: string
}
export interface Format {
  lang: 'en' | 'ru'
  number: (value: number) => string
  range: (first: number, last: number) => string
  plural: (count: number, forms: PluralForms) => string
  count: (count: number, forms: PluralForms) => string
  list: (items: readonly string[]) => string
  quote: (text: string) => string
}
const numbers = new Intl.NumberFormat('en')
const plurals = new Intl.PluralRules('en')
const format: Format = {
  lang: 'en',
  number: (value) => numbers.format(value),
  range: (first, last) => `${numbers.format(first)}–${numbers.format(last)}`,
  plural: (count, forms) => forms[plurals.select(count) as keyof PluralForms] ?? forms.other,
  count: (count, forms) => `${numbers.format(count)} ${forms[plurals.select(count) as keyof PluralForms] ?? forms.other}`,
  list: (items) => new Intl.ListFormat('en').format(items),
  quote: (text) => `“${text}”`,
}
export const useFormat = (): Format => format
export const useMessages = <M,>(catalogue: { en: M; ru: M }): M => catalogue.en
