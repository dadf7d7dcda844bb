import { useEffect } from 'react'
import { useLang } from '../i18n/language-provider'
import { messagesFor } from '../i18n/messages'
import { lazyPart } from '../lib/lazy-part'
import type { describeError, ErrorMessage } from './error-message'
import { en, ru } from './fallback-messages'

/**
 * The error explanations (both languages, about 2.6 kB gzip) are not needed for the first rows:
 * they load on first use, or just after the first rows are shown (preloadErrorExplanations), so
 * they are almost always here before an error is. A panel waits for them before it shows (an
 * alert is announced as it is inserted, so it comes with its words); if they cannot be loaded, a
 * general title of the first load stands in (and the views' own general sentence, explanation-body.ts).
 * Measured (production build, first-load JavaScript gzip): the explanations in the first load would
 * add 2,049 bytes.
 */
interface Module {
  describeError: typeof describeError
}

/**
 * An error explained, or, when the explanations could not be loaded, its general title alone
 * (`fallback`): a view that shows a body gives the general sentence (useExplanationBody).
 */
export type Explanation =
  (ErrorMessage & { fallback?: undefined }) | { title: string; fallback: true; body?: undefined; access?: undefined }

/** Where the explanations come from: a chunk of their own. An object, so a test can watch a load start. */
export const explanationsChunk = { load: (): Promise<Module> => import('./error-message') }

const explanations = lazyPart(() => explanationsChunk.load())

/** Loads the explanations (again, after a failure); undefined if they could not be loaded. */
export function preloadErrorExplanations(): Promise<Module | undefined> {
  return explanations.load().catch(() => undefined)
}

/**
 * Explains an error in the UI's language once the explanations are loaded, or with the general
 * sentence once they could not be (undefined before either). `needed` false: a caller that shows
 * no error yet does not ask for them (the page's first render: they would be part of the first load).
 */
export function useExplainError(needed = true): ((error: unknown) => Explanation) | undefined {
  const { module, failed } = explanations.use(false)
  const lang = useLang()
  useEffect(() => {
    // Loaded or loading: nothing more happens. Failed: tried again, while the sentence stands in.
    if (needed) void preloadErrorExplanations()
  }, [needed])
  if (module) return (error: unknown) => module.describeError(error, lang)
  if (failed) return () => ({ title: messagesFor({ en, ru }, lang).title, fallback: true })
  return undefined
}
