import type { Format } from '../../shared/i18n/format'
import type { StatusParts } from './status-parts'
import type { en } from './messages'
import type { ExportJobState } from './use-export-job'

/** All matches being read or the file written: a progress bar in authors, what holds it up, and Cancel. */
export function runningStatus(
  state: Extract<ExportJobState, { phase: 'running' | 'building' }>,
  m: typeof en,
  f: Format,
  onCancel: () => void,
): StatusParts {
  const progress = state.progress
  const notes = [
    state.phase === 'building' ? m.shortBuilding : '',
    progress && progress.pass > 1 ? m.shortAgain : '',
    progress?.waitingSeconds !== undefined ? m.shortWaiting(progress.waitingSeconds, f) : '',
  ].filter(Boolean)
  const said = <p>{m.exporting(state.format)}</p>
  const line = (
    <>
      {progress ? (
        <progress
          aria-label={m.exporting(state.format)}
          max={Math.max(progress.count, 1)}
          value={progress.received}
          aria-valuetext={m.progress(progress.received, progress.count, f)}
        />
      ) : (
        <progress aria-label={m.exporting(state.format)} />
      )}
      {progress && <span className="export-progress-text">{m.progress(progress.received, progress.count, f)}</span>}
      {notes.map((note) => (
        <span key={note} className="export-progress-note">
          {' · '}
          {note}
        </span>
      ))}
      <button type="button" onClick={onCancel}>
        {m.cancel}
      </button>
    </>
  )
  const details =
    progress && (progress.pass > 1 || progress.waitingSeconds !== undefined || state.phase === 'building') ? (
      <>
        <p>{m.exporting(state.format)}</p>
        {state.phase === 'building' && <p>{m.building}</p>}
        {progress.pass > 1 && <p>{m.recheck}</p>}
        {progress.waitingSeconds !== undefined && <p>{m.waiting(progress.waitingSeconds, f)}</p>}
      </>
    ) : null
  return { said, line, details }
}
