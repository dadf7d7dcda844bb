import './list-states.css'
import { useEffect, useEffectEvent } from 'react'
import type { ApiError } from '../../../shared/api/api-error'
import { useFormat, useMessages } from '../../../shared/i18n/language-provider'
import { describeError } from '../../../shared/errors/error-message'
import { en, ru } from './rate-limit-messages'
import { useSecondsLeft } from './use-seconds-left'

/** The same error, saying how long is left to wait instead of how long the server first said. */
function withSecondsLeft(error: ApiError, seconds: number): ApiError {
  return Object.assign(Object.create(Object.getPrototypeOf(error) as object) as ApiError, error, { retryAfterSeconds: seconds })
}

/**
 * An error that asked the person to wait: the wait counts down, Retry says when the app will
 * retry by itself (and still retries at once when pressed), and the app retries when the time is up. Mount it keyed by the deadline. The ticking words
 * are not a live region of their own (aria-live="off" inside the alert), so a screen reader
 * hears the error once rather than every second.
 */
export function WaitThenRetry({
  error,
  deadline,
  retrying,
  onRetry,
}: {
  error: ApiError
  deadline: number
  retrying: boolean
  onRetry: () => void
}) {
  const m = useMessages({ en, ru })
  const f = useFormat()
  const left = useSecondsLeft(deadline)
  const retryWhenDue = useEffectEvent(() => {
    if (!retrying) onRetry()
  })
  const due = left === 0
  useEffect(() => {
    if (due) retryWhenDue()
  }, [due])
  const { title, body } = describeError(withSecondsLeft(error, left), f.lang)
  return (
    <div className="panel panel-error" role="alert">
      <h2>{title}</h2>
      <p>
        <span aria-live="off">{body}</span> {m.willRetry}
      </p>
      {/* Waiting is the app's job; the person may still retry at once. */}
      <button type="button" aria-disabled={retrying || due} onClick={retrying || due ? undefined : onRetry}>
        {retrying || due ? m.retrying : m.retryIn(left, f)}
      </button>
    </div>
  )
}
