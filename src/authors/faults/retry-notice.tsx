import { describeError } from '../error-message'
import { en as m } from './messages'

/** "Server error (HTTP 500). Trying again automatically (attempt 2)…" */
export function retryText(reason: unknown, attempt: number): string {
  return m.retryingAutomatically(describeError(reason).title, attempt)
}

/**
 * Shown while the app retries by itself after a failure, so the wait is never silent. The page's
 * polite live region says the same words.
 */
export function RetryNotice({ reason, attempt }: { reason: unknown; attempt: number }) {
  return <p className="retry-notice">{retryText(reason, attempt)}</p>
}
