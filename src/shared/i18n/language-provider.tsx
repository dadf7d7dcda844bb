import { createContext, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react'
import { formatFor, type Format } from './format'
import { browserLang, type Lang } from './lang'
import { messagesFor, type Catalogue } from './messages'

interface LanguageContextValue {
  lang: Lang
  setLang: (lang: Lang) => void
}

// Without a provider (a part rendered on its own) the UI speaks English.
const LanguageContext = createContext<LanguageContextValue>({ lang: 'en', setLang: () => {} })

/**
 * The UI's language for everything below it, and `<html lang>` to match (screen readers pick their
 * voice and hyphenation by it). Controlled when `lang` is given (the app keeps it with the
 * person's preferences); otherwise it starts from the browser's languages and keeps its own.
 */
export function LanguageProvider({
  lang: controlled,
  onLangChange,
  children,
}: {
  lang?: Lang | undefined
  onLangChange?: ((lang: Lang) => void) | undefined
  children: ReactNode
}) {
  const [own, setOwn] = useState<Lang>(() => controlled ?? browserLang())
  const lang = controlled ?? own
  useLayoutEffect(() => {
    document.documentElement.lang = lang
  }, [lang])
  const value = useMemo<LanguageContextValue>(
    () => ({
      lang,
      setLang: (next) => {
        setOwn(next)
        onLangChange?.(next)
      },
    }),
    [lang, onLangChange],
  )
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>
}

/** The UI's language. */
export function useLang(): Lang {
  return useContext(LanguageContext).lang
}

/** Switches the UI's language (the header's Language control). */
export function useSetLang(): (lang: Lang) => void {
  return useContext(LanguageContext).setLang
}

/** Numbers, ranges, plurals, lists and quotes in the UI's language. */
export function useFormat(): Format {
  return formatFor(useLang())
}

/** A feature's texts in the UI's language: `const m = useMessages({ en, ru })` → `m.title`, `m.shown(5, f)`. */
export function useMessages<M>(catalogue: Catalogue<M>): M {
  return messagesFor(catalogue, useLang())
}
