import './list-states.css'
import { useId } from 'react'
import { useExplainError } from '../../../shared/errors/error-explainer'
import { signInPart } from '../../../shared/errors/sign-in-part'
import { useMessages } from '../../../shared/i18n/language-provider'
import { en, ru } from './fault-messages'

/**
 * A background refetch (window focus, network back, a stale page revisited) failed while rows
 * were on screen: they stay, marked as possibly out of date, with the reason and a Retry.
 */
export function StaleRowsNotice({ error, retrying, onRetry }: { error: unknown; retrying: boolean; onRetry: () => void }) {
  const titleId = useId()
  const m = useMessages({ en, ru })
  const explain = useExplainError()
  const message = explain?.(error)
  const signedOut = message?.access === 'signed-out'
  const signIn = signInPart.use(signedOut)
  // Shown with its reason, once the explanations are here (or could not be loaded).
  if (!message) return null
  return (
    <section className="notice notice-stale" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <span aria-hidden="true">⟳ </span>
        {m.staleTitle}
      </h2>
      <p>{m.staleBody(message.title)}</p>
      {signedOut && signIn.module ? (
        <signIn.module.SignIn />
      ) : signedOut && !signIn.failed ? null : (
        <button type="button" aria-disabled={retrying} onClick={retrying ? undefined : onRetry}>
          {retrying ? m.retrying : m.retry}
        </button>
      )}
    </section>
  )
}
