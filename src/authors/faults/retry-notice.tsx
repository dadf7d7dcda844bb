import { describeError } from '../error-message'
import { en as m } from './messages'

/** Shown while the app retries by itself after a failure, so the wait is never silent. */
export function RetryNotice({ reason, attempt }: { reason: unknown; attempt: number }) {
  return (
    <p className="retry-notice">
      {m.retryingAutomatically(describeError(reason).title, attempt)}
    </p>
  )
}
