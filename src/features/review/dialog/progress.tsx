import { useId, type ReactNode } from 'react'
import type { ExportProgress } from '../../../shared/api/all-matches'
import { useExplainError } from '../../../shared/errors/error-explainer'
import { useExplanationBody } from '../../../shared/errors/explanation-body'
import { SignIn } from '../../../shared/errors/sign-in'
import type { Format } from '../../../shared/i18n/format'
import { GroupingStalled } from '../grouping/client'
import type { en } from '../messages'
import type { ReviewJobState } from '../use-review-job'

type Messages = typeof en

/** What the live region says of the job: the start, each tenth read, grouping, and the outcome (not every page). */
export function liveWords(state: ReviewJobState, m: Messages, f: Format): string {
  switch (state.phase) {
    case 'reading': {
      const progress = state.progress
      if (!progress || progress.count === 0) return m.readingStarted
      return m.readingPercent(Math.floor((progress.received / progress.count) * 10) * 10)
    }
    case 'grouping':
      return m.grouping(state.progress.received, f)
    case 'cancelled':
      return m.cancelled(state.progress.received, state.progress.count, f)
    case 'failed':
      // A failed read speaks through its alert; a stalled grouping has none, so it is said here.
      return state.error instanceof GroupingStalled ? m.stalled(state.progress.received, Math.round(state.error.silentMs / 1000), f) : ''
    case 'done':
      return state.data.findings.records === 0 ? m.empty : m.summaryReady(state.data.findings.records, f)
  }
}

/** The read under way: a progress bar in records, the server's wait, and Cancel. */
export function Reading({
  state,
  onCancel,
  m,
  f,
}: {
  state: Extract<ReviewJobState, { phase: 'reading' | 'grouping' }>
  onCancel: () => void
  m: Messages
  f: Format
}) {
  const progress = state.progress
  const labelId = useId()
  return (
    <section className="review-reading" aria-busy="true">
      <h3 data-review-heading tabIndex={-1} id={labelId}>
        {m.progressLabel}
      </h3>
      {progress && progress.count > 0 ? (
        <progress aria-labelledby={labelId} max={progress.count} value={progress.received} />
      ) : (
        <progress aria-labelledby={labelId} />
      )}
      <p>
        {state.phase === 'grouping'
          ? m.grouping(progress?.received ?? 0, f)
          : progress && progress.count > 0
            ? m.reading(progress.received, progress.count, f)
            : m.readingStarted}
      </p>
      {state.phase === 'reading' && progress?.waitingSeconds !== undefined && <p>{m.waiting(progress.waitingSeconds, f)}</p>}
      {state.phase === 'reading' && progress && progress.pass > 1 && <p>{m.rereading}</p>}
      <button type="button" onClick={onCancel}>
        {m.cancel}
      </button>
    </section>
  )
}

/** A read that stopped (cancelled or failed): how far it got, and what goes on from there. */
export function Stopped({ progress, text, m, children }: { progress: ExportProgress; text: string; m: Messages; children: ReactNode }) {
  return (
    <section className="review-stopped">
      <h3 data-review-heading tabIndex={-1}>
        {m.progressLabel}
      </h3>
      <progress aria-label={m.progressLabel} max={Math.max(1, progress.count)} value={progress.received} />
      <p>{text}</p>
      {children}
    </section>
  )
}

/** What a stopped read offers: go on (Retry or Resume, named by `goOn`) or Cancel. */
function GoOnOrCancel({ goOn, onGoOn, onCancel, m }: { goOn: string; onGoOn: () => void; onCancel: () => void; m: Messages }) {
  return (
    <div className="review-actions">
      <button type="button" onClick={onGoOn}>
        {goOn}
      </button>
      <button type="button" onClick={onCancel}>
        {m.cancel}
      </button>
    </div>
  )
}

export function Failed({
  state,
  onResume,
  onCancel,
  m,
  f,
}: {
  state: Extract<ReviewJobState, { phase: 'failed' }>
  onResume: () => void
  onCancel: () => void
  m: Messages
  f: Format
}) {
  // The error's words through the list's own loader (already loaded when the list met an error).
  const explanation = useExplainError()?.(state.error)
  const body = useExplanationBody(explanation)
  if (state.error instanceof GroupingStalled) {
    const seconds = Math.round(state.error.silentMs / 1000)
    return (
      <Stopped progress={state.progress} text={m.stalled(state.progress.received, seconds, f)} m={m}>
        <GoOnOrCancel goOn={m.retry} onGoOn={onResume} onCancel={onCancel} m={m} />
      </Stopped>
    )
  }
  return (
    <Stopped progress={state.progress} text={m.failed(state.progress.received, state.progress.count, f)} m={m}>
      <div role="alert" className="notice">
        {explanation && (
          <p>
            <strong>{explanation.title}</strong> {body}
          </p>
        )}
      </div>
      {/* Signed out midway: sign in in a new tab, then Resume goes on from the pages read. */}
      {explanation?.access === 'signed-out' && <SignIn whileReading />}
      <GoOnOrCancel goOn={m.resume} onGoOn={onResume} onCancel={onCancel} m={m} />
    </Stopped>
  )
}
