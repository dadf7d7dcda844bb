import './list-states.css'
import { useExplainError } from '../../../shared/errors/error-explainer'
import { retryText, useFaultMessages } from './retry-text'

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
