import { useLang, useMessages } from '../../i18n/language-provider'
import type { Lang } from '../../i18n/lang'
import { describeError } from '../error-message'
import { en, ru } from './messages'

/** "Server error (HTTP 500). Trying again automatically (attempt 2)…" */
export function retryText(m: typeof en, lang: Lang, reason: unknown, attempt: number): string {
  return m.retryingAutomatically(describeError(reason, lang).title, attempt)
}

/** The texts of the notices, for the page's live region. */
export function useFaultMessages(): typeof en {
  return useMessages({ en, ru })
}

/**
 * Shown while the app retries by itself after a failure, so the wait is never silent. The page's
 * polite live region says the same words.
 */
export function RetryNotice({ reason, attempt }: { reason: unknown; attempt: number }) {
  return <p className="retry-notice">{retryText(useFaultMessages(), useLang(), reason, attempt)}</p>
}
