import './list-states.css'
import type { ApiError } from '../../../shared/api/api-error'
import { useMessages } from '../../../shared/i18n/language-provider'
import { useExplainError } from '../../../shared/errors/error-explainer'
import { useExplanationBody } from '../../../shared/errors/explanation-body'
import { signInPart } from '../../../shared/errors/sign-in-part'
import { lazyPart } from '../../../shared/lib/lazy-part'
import { PartLoadFailed, ReloadPageButton } from '../../../shared/lib/part-load-failed'
import { en, ru } from './fault-messages'
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
  const message = explain?.(error)
  const body = useExplanationBody(message)
  // Signed out: the panel comes with its Sign in link (a chunk of its own), never without it.
  const signedOut = message?.access === 'signed-out'
  const signIn = signInPart.use(signedOut)
  // An alert is announced as it is inserted: each one here waits for its words (a moment, the
  // first time), never shows without them. The countdown's chunk brings the explanations with it.
  if (deadline !== undefined && !wait.failed) {
    return wait.module ? (
      <wait.module.WaitThenRetry key={deadline} error={error as ApiError} deadline={deadline} retrying={retrying} onRetry={onRetry} />
    ) : null
  }
  if (!message) return null
  if (signedOut && !signIn.module && !signIn.failed) return null
  return (
    <>
      <div className="panel panel-error" role="alert">
        <h2>{message.title}</h2>
        <p>{body}</p>
        {signedOut ? (
          // Asking again cannot sign anyone in: the way out is signing in, which brings the person back here.
          signIn.module && <signIn.module.SignIn />
        ) : (
          <button type="button" aria-disabled={retrying} onClick={retrying ? undefined : onRetry}>
            {retrying ? m.retrying : m.retry}
          </button>
        )}
        {message.fallback && <ReloadPageButton />}
      </div>
      {/* The error without its countdown, and why. */}
      {deadline !== undefined && <PartLoadFailed onRetry={wait.retry} retrying={wait.retrying} />}
      {/* Signed out, and the Sign in link could not be loaded: said, with Try again. */}
      {signedOut && signIn.failed && <PartLoadFailed onRetry={signIn.retry} retrying={signIn.retrying} />}
    </>
  )
}
