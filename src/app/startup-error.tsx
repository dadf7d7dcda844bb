import type { Lang } from '../shared/i18n/lang'
import { en as appEn, ru as appRu } from './messages'
import { en, ru } from './startup-messages'
import { ConfigError, ConfigRefusal } from './runtime-config'

/**
 * What the person sees when the app cannot start (a chunk of its own, with its words, loaded only
 * then): the reason in their language when it is the config check's (every reason comes in
 * English and Russian), otherwise the browser's own words, marked as English.
 */
export function StartupError({ error, lang }: { error: unknown; lang: Lang }) {
  const m = lang === 'ru' ? ru : en
  const title = (lang === 'ru' ? appRu : appEn).title
  const reason =
    error instanceof ConfigError
      ? { text: lang === 'ru' ? error.ru : error.message, lang }
      : error instanceof ConfigRefusal
        ? // The words for why could not be loaded either.
          { text: m.configRefused, lang }
        : { text: error instanceof Error ? error.message : String(error), lang: 'en' as const }
  return (
    <main className="startup-error" role="alert">
      <h1>{title}</h1>
      <p>
        {m.startFailed} <span lang={reason.lang}>{reason.text}</span>
      </p>
      <p>{m.checkConfig}</p>
    </main>
  )
}
