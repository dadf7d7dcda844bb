import { describeError } from '../../shared/errors/error-message'
import { SignInLink, SignInNote } from '../../shared/errors/sign-in'
import type { Format } from '../../shared/i18n/format'
import type { StatusParts } from './status-parts'
import type { en } from './messages'
import type { ExportJobState } from './use-export-job'

/** All matches stopped by an error: an alert with what failed and how much is kept, Resume, and Cancel under Details. */
export function failedStatus(
  state: Extract<ExportJobState, { phase: 'failed' }>,
  m: typeof en,
  f: Format,
  { onCancel, onResume }: { onCancel: () => void; onResume: () => void },
): StatusParts {
  const { title, body, access } = describeError(state.error, f.lang)
  const signedOut = access === 'signed-out'
  const explained = (
    <>
      <p>
        {title}. {body}
      </p>
      <p>{m.failedKept(state.progress.received, state.progress.count, f)}</p>
      {signedOut && <SignInNote whileReading />}
    </>
  )
  const line = (
    <>
      <span role="alert">
        <span className="export-mark" aria-hidden="true">
          ⚠{' '}
        </span>
        <span className="export-status-title">{m.shortFailed}</span>
        <span className="visually-hidden">
          {': '}
          {title}. {body} {m.failedKept(state.progress.received, state.progress.count, f)}
        </span>
      </span>
      {/* In a new tab, so this one keeps what was read; Resume goes on from there. */}
      {signedOut && <SignInLink newTab />}
      <button type="button" onClick={onResume}>
        {m.resume}
      </button>
    </>
  )
  const details = (
    <>
      <p className="export-status-title">{m.failedTitle}</p>
      {explained}
      <button type="button" onClick={onCancel}>
        {m.cancel}
      </button>
    </>
  )
  return { said: null, line, details }
}
