import './list-states.css'
import { useMessages } from '../../../shared/i18n/language-provider'
import type { ErrorMessage } from '../../../shared/errors/error-message'
import { useExplainError } from '../../../shared/errors/error-explainer'
import { en, ru } from './fault-messages'

/** "Server error (HTTP 500). Trying again automatically (attempt 2)…" */
export function retryText(m: typeof en, explain: ((error: unknown) => ErrorMessage) | undefined, reason: unknown, attempt: number): string {
  return m.retryingAutomatically(explain?.(reason).title ?? m.failed, attempt)
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
  const m = useFaultMessages()
  const explain = useExplainError()
  // Shown with its reason, once the explanations are here (or could not be loaded).
  return explain ? <p className="retry-notice">{retryText(m, explain, reason, attempt)}</p> : null
}
