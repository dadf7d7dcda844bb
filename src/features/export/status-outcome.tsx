import type { Format } from '../../shared/i18n/format'
import { useFormat, useMessages } from '../../shared/i18n/language-provider'
import type { StatusParts } from './status-parts'
import { en, ru } from './messages'
import type { ExportJobState } from './use-export-job'

type DoneState = Extract<ExportJobState, { phase: 'done' }>

/** A file saved (a page, or all matches): its name and size, and what the file holds that a person should know. */
export function outcomeStatus(state: Extract<ExportJobState, { phase: 'saved' | 'done' }>, m: typeof en, f: Format): StatusParts {
  const sheet = state.sheetNotes
  const cut = sheet !== undefined && sheet.cutValues > 0
  const warnings = (
    <>
      {cut && <p className="export-changed">{m.cutValues(sheet.cutValues, f)}</p>}
      {sheet?.uidAdded && <p>{m.uidAdded}</p>}
      {state.phase === 'done' && <DoneWarnings state={state} />}
    </>
  )
  const warned = cut || (state.phase === 'done' && doneWarned(state))
  const said = (
    <>
      <p>{m.downloaded(state.fileName, state.count, f)}</p>
      {warnings}
    </>
  )
  const line = (
    <span className={warned ? 'export-warned' : undefined}>
      <span className="export-mark" aria-hidden="true">
        {warned ? '⚠' : '✓'}{' '}
      </span>
      {(warned ? m.shortDoneWarn : m.shortDone)(state.count, f)}
    </span>
  )
  const details = (
    <>
      <p className="export-file-name">{m.downloaded(state.fileName, state.count, f)}</p>
      {warnings}
    </>
  )
  return { said, line, details }
}

/** The list changed, or the service gave fewer or more than it said, while all matches were read. */
function doneWarned(state: DoneState): boolean {
  return (state.changed && state.cutShort?.kind !== 'more') || state.cutShort !== undefined
}

function DoneWarnings({ state }: { state: DoneState }) {
  const m = useMessages({ en, ru })
  const f = useFormat()
  return (
    <>
      {state.changed && state.cutShort?.kind !== 'more' && (
        <p className="export-changed">
          {state.repeated ? m.repeated : (state.unsettled ? m.changedUnsettled : m.changed)(state.countAtStart, state.countAtEnd, f)}
        </p>
      )}
      {state.cutShort && (
        <p className="export-changed">
          {state.cutShort.kind === 'fewer'
            ? m.cutFewer(state.cutShort.said, state.cutShort.got, f)
            : m.cutMore(state.cutShort.said, state.cutShort.got, state.cutShort.pages, f)}
        </p>
      )}
    </>
  )
}
