import type { Lang } from './lang'

/**
 * A feature's texts in every language. Each feature keeps its own in its own `messages.ts`:
 *
 *   export const en = { title: 'Authors', shown: (n: number, f: Format) => f.count(n, { one: 'author', other: 'authors' }) }
 *   export const ru: typeof en = { title: 'Авторы', shown: (n, f) => f.count(n, { one: 'автор', few: 'автора', many: 'авторов', other: 'автора' }) }
 *
 * `ru: typeof en` makes a key missing from (or extra in) either language a type error. Write `en`
 * without `as const`, so that its texts are typed `string` rather than the English words.
 */
export type Catalogue<M> = Readonly<Record<Lang, M>>

/** The texts for one language, outside React (pure functions take these as a parameter). */
export function messagesFor<M>(catalogue: Catalogue<M>, lang: Lang): M {
  return catalogue[lang]
}
