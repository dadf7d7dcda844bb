import type { ApiError } from '../../../shared/api/api-error'
import { useMessages } from '../../../shared/i18n/language-provider'
import { useExplainError } from '../../../shared/errors/error-explainer'
import { SignIn } from '../../../shared/errors/sign-in'
import { lazyPart } from '../../../shared/lib/lazy-part'
import { PartLoadFailed, ReloadPageButton } from '../../../shared/lib/part-load-failed'
import { en, ru } from '../messages'
import { retryDeadline } from './retry-deadline'

// Only a 429 that names its wait needs the countdown: loaded when first shown.
const countdown = lazyPart(() => import('./wait-then-retry'))

export function ErrorPanel({
  error,
  retrying,
  onRetry,
  failedAt,
}: {
  error: unknown
  retrying: boolean
  onRetry: () => void
  /** When the error arrived (epoch ms): a wait the server asked for counts down from here. */
  failedAt?: number
}) {
  const m = useMessages({ en, ru })
  const explain = useExplainError()
  const deadline = failedAt === undefined ? undefined : retryDeadline(error, failedAt)
  const wait = countdown.use(deadline !== undefined)
  // An alert is announced as it is inserted: each one here waits for its words (a moment, the
  // first time), never shows without them. The countdown's chunk brings the explanations with it.
  if (deadline !== undefined && !wait.failed) {
    return wait.module ? (
      <wait.module.WaitThenRetry key={deadline} error={error as ApiError} deadline={deadline} retrying={retrying} onRetry={onRetry} />
    ) : null
  }
  const message = explain?.(error)
  if (!message) return null
  return (
    <>
      <div className="panel panel-error" role="alert">
        <h2>{message.title}</h2>
        <p>{message.body}</p>
        {message.access === 'signed-out' ? (
          // Asking again cannot sign anyone in: the way out is signing in, which brings the person back here.
          <SignIn />
        ) : (
          <button type="button" aria-disabled={retrying} onClick={retrying ? undefined : onRetry}>
            {retrying ? m.retrying : m.retry}
          </button>
        )}
        {message.fallback && <ReloadPageButton />}
      </div>
      {/* The error without its countdown, and why. */}
      {deadline !== undefined && <PartLoadFailed onRetry={wait.retry} retrying={wait.retrying} />}
    </>
  )
}
