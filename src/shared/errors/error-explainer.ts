import { useEffect, useSyncExternalStore } from 'react'
import { useLang } from '../i18n/language-provider'
import type { describeError, ErrorMessage } from './error-message'

/**
 * The error explanations (both languages, about 2 kB gzip) are not needed for the first rows:
 * they load on first use, or just after the first rows are shown (preloadErrorExplanations), so
 * they are almost always here before an error is. Until then a panel shows its Retry alone.
 */
interface Module {
  describeError: typeof describeError
}

let loaded: Module | undefined
let loading: Promise<Module | undefined> | undefined
const listeners = new Set<() => void>()

/** Where the explanations come from: a chunk of their own. An object, so a test can watch a load start. */
export const explanationsChunk = { load: (): Promise<Module> => import('./error-message') }

export function preloadErrorExplanations(): Promise<Module | undefined> {
  loading ??= explanationsChunk.load().then(
    (module) => {
      loaded = module
      for (const listener of listeners) listener()
      return module
    },
    () => {
      // A chunk that failed to load (a deploy mid-visit, the network) is tried again next time.
      loading = undefined
      return undefined
    },
  )
  return loading
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Explains an error in the UI's language, once the explanations are loaded (undefined before).
 * `needed` false: a caller that shows no error yet does not ask for them (the page's first
 * render: they would be part of the first load).
 */
export function useExplainError(needed = true): ((error: unknown) => ErrorMessage) | undefined {
  const module = useSyncExternalStore(subscribe, () => loaded, () => undefined)
  const lang = useLang()
  useEffect(() => {
    // Once loaded (or loading), asking again returns the same promise: nothing more to check.
    if (needed) void preloadErrorExplanations()
  }, [needed])
  return module && ((error: unknown) => module.describeError(error, lang))
}
