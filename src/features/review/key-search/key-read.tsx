import { useEffect, useRef } from 'react'
import type { ApiSettings } from '../../../shared/api/authors-api'
import { useFormat, useMessages } from '../../../shared/i18n/language-provider'
import { liveWords } from '../dialog/progress'
import { en, ru } from '../messages'
import { WHOLE_DIRECTORY } from '../review-cache'
import { useReviewJob } from '../use-review-job'

/**
 * The whole directory's review read on the editor's request, beside a search's rows: the review's
 * own job (one read, kept for the session, so the review of the whole directory then shows at
 * once), its progress in records, Cancel, Continue reading and Resume, on one line. Once read, the
 * session's cache tells the line (also-written.tsx), which then unmounts this.
 */
export function KeyRead({ settings, label }: { settings: ApiSettings; label: string }) {
  const m = useMessages({ en, ru })
  const f = useFormat()
  const { state, resume, cancel } = useReviewJob(settings, WHOLE_DIRECTORY)
  const action = useRef<HTMLButtonElement>(null)
  // The request button is gone: focus goes to what replaced it (Cancel, then Continue or Resume).
  const phase = state.phase === 'grouping' ? 'reading' : state.phase
  useEffect(() => {
    const active = document.activeElement
    if (!active || active === document.body || active.closest('.key-read')) action.current?.focus()
  }, [phase])

  const progress = state.phase === 'done' ? undefined : state.progress
  const words =
    state.phase === 'cancelled'
      ? m.cancelled(state.progress.received, state.progress.count, f)
      : state.phase === 'failed'
        ? m.failed(state.progress.received, state.progress.count, f)
        : state.phase === 'grouping'
          ? m.grouping(state.progress.received, f)
          : progress && progress.count > 0
            ? m.reading(progress.received, progress.count, f)
            : m.readingStarted
  return (
    <span className="key-read">
      {progress && progress.count > 0 ? (
        <progress aria-label={label} max={progress.count} value={progress.received} />
      ) : (
        <progress aria-label={label} />
      )}{' '}
      <span>{words}</span>{' '}
      {state.phase === 'reading' || state.phase === 'grouping' ? (
        <button ref={action} type="button" className="key-action" onClick={cancel}>
          {m.cancel}
        </button>
      ) : state.phase === 'cancelled' || state.phase === 'failed' ? (
        <button ref={action} type="button" className="key-action" onClick={resume}>
          {state.phase === 'cancelled' ? m.continueReading : m.resume}
        </button>
      ) : null}
      <span className="visually-hidden" aria-live="polite" aria-atomic="true">
        {liveWords(state, m, f)}
      </span>
    </span>
  )
}
