import { useEffect, useRef, useState } from 'react'
import { useFormat, useMessages } from '../../shared/i18n/language-provider'
import { useKeepInView } from '../../shared/lib/keep-in-view'
import { en, ru } from './messages'
import { failedStatus } from './status-failed'
import { StatusDetails } from './status-details'
import { outcomeStatus } from './status-outcome'
import type { StatusParts } from './status-parts'
import { runningStatus } from './status-running'
import type { ExportJobState } from './use-export-job'
import type { Format } from '../../shared/i18n/format'

/**
 * The "all matches" export's progress, failure with Resume, and outcome (and a saved page), as
 * one short line beside the toolbar's buttons, so the rows below do not move by more than a
 * line; the long sentences (the file's name, why the file holds fewer authors, what failed) are
 * announced in full and shown under Details, a popover that covers the rows instead of pushing
 * them down.
 */
export function ExportStatus({
  state,
  onCancel,
  onResume,
  detailsOpen = false,
}: {
  state: ExportJobState
  onCancel: () => void
  onResume: () => void
  /** Details shown at first (for the stories). */
  detailsOpen?: boolean
}) {
  const m = useMessages({ en, ru })
  const f = useFormat()
  const region = useRef<HTMLDivElement>(null)
  const [closed, setClosed] = useState<ExportJobState>()
  useKeepInView(region, state.phase)
  // Cancel and Resume take themselves away: keep focus in the export's status, not on <body>.
  useEffect(() => {
    const active = document.activeElement
    if (active === null || active === document.body) region.current?.focus()
  }, [state.phase])

  const { said, line, details } = statusParts(state, m, f, { onCancel, onResume })

  // The status floats under the toolbar (export.css), over the rows: an outcome can be closed.
  const shown = state.phase !== 'idle' && closed !== state
  const closable = state.phase === 'cancelled' || state.phase === 'saved' || state.phase === 'done'
  // The live region is always in the document, so that screen readers announce what enters it;
  // the progress numbers stay outside it, or every page would be read out.
  return (
    <div className={shown ? 'export-status export-status-active' : 'export-status'} ref={region} tabIndex={-1}>
      <div className="visually-hidden" aria-live="polite">
        {said}
      </div>
      {shown && line}
      {shown && closable && (
        <button type="button" className="export-status-close" aria-label={m.closeStatus} onClick={() => setClosed(state)}>
          <span aria-hidden="true">×</span>
        </button>
      )}
      {shown && details && (
        <StatusDetails key={state.phase} initiallyOpen={detailsOpen}>
          {details}
        </StatusDetails>
      )}
    </div>
  )
}

/** What the status shows in the job's phase. */
function statusParts(state: ExportJobState, m: typeof en, f: Format, actions: { onCancel: () => void; onResume: () => void }): StatusParts {
  switch (state.phase) {
    case 'idle':
      return { said: null, line: null, details: null }
    case 'running':
    case 'building':
      return runningStatus(state, m, f, actions.onCancel)
    case 'failed':
      return failedStatus(state, m, f, actions)
    case 'cancelled':
      return { said: <p>{m.cancelled}</p>, line: <span>{m.shortCancelled}</span>, details: null }
    case 'saved':
    case 'done':
      return outcomeStatus(state, m, f)
  }
}
