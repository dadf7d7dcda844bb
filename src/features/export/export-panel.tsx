import './export.css'
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react'
import type { AuthorColumn } from '../../entities/author/columns'
import type { ApiSettings } from '../../shared/api/authors-api'
import { describeError } from '../../shared/errors/error-message'
import { SignInLink, SignInNote } from '../../shared/errors/sign-in'
import { useFormat, useMessages } from '../../shared/i18n/language-provider'
import { useKeepInView, useLightDismiss } from '../../shared/lib/keep-in-view'
import { buildPageFile, buildSheetFile } from './build-file'
import { exportFileName, type ExportFormat } from './file-name'
import { en, ru } from './messages'
import { saveFile } from './save-file'
import type { ExportPage } from './export-page'
import type { SheetLayout } from './sheet-layout'
import { useExportJob, type ExportJobState, type ExportSearch } from './use-export-job'

/** Excel first: it is what most editors open a file with. */
const FORMATS: readonly ExportFormat[] = ['xlsx', 'csv', 'json']

/**
 * The export popover (opened by the toolbar's Export button: non-modal, focus moves into it,
 * Escape or a click elsewhere closes it) and the one-line status of the last export beside the
 * toolbar's buttons. Stays mounted while closed, so an export keeps running.
 */
export function ExportPanel({
  id,
  open,
  onClose,
  toggleRef,
  settings,
  search,
  page,
  hiddenColumns,
}: {
  id: string
  open: boolean
  /** `returnFocus`: Escape or a choice made (focus goes back to the Export button); not for a click elsewhere. */
  onClose: (returnFocus: boolean) => void
  /** The Export button: a click on it is not a click elsewhere. */
  toggleRef: RefObject<HTMLElement | null>
  settings: ApiSettings
  search: ExportSearch
  page: ExportPage | undefined
  hiddenColumns?: readonly AuthorColumn[] | undefined
}) {
  const m = useMessages({ en, ru })
  const f = useFormat()
  const { state, start, resume, cancel, pageSaved } = useExportJob(settings)
  const titleId = useId()
  const pageLabelId = useId()
  const allLabelId = useId()
  const popover = useRef<HTMLElement>(null)
  const busy = state.phase === 'running' || state.phase === 'building'
  useLightDismiss(popover, toggleRef, open, () => onClose(false))
  useKeepInView(popover, open, { fitHeight: true })

  // Focus moves into the popover when it opens (the first choice).
  useEffect(() => {
    if (!open) return
    const first = popover.current?.querySelector<HTMLElement>('button:not([aria-disabled="true"])')
    ;(first ?? popover.current)?.focus()
  }, [open])

  const layout: SheetLayout = {
    name: m.sheetName,
    hidden: hiddenColumns ?? [],
    headers: m.columns,
    checksHeader: m.checksHeader,
    flags: m.flags,
    fields: m.columns,
    twins: (count) => m.twinsInFile(count, f),
  }

  const exportPage = async (format: ExportFormat) => {
    if (!page) return
    onClose(true)
    const fileName = exportFileName({
      ...search,
      firstName: settings.firstNameParam ? search.firstName : '',
      scope: 'page',
      page: Math.floor(page.offset / page.limit) + 1,
      count: page.authors.length,
      format,
      date: new Date(),
      lang: f.lang,
    })
    const { blob, notes } =
      format === 'xlsx' ? await buildSheetFile(page.authors, layout) : { blob: buildPageFile(page.authors, format), notes: undefined }
    saveFile(blob, fileName)
    pageSaved(format, fileName, page.authors.length, notes)
  }

  return (
    <>
      {open && (
        <section
          id={id}
          ref={popover}
          className="export-popover"
          aria-labelledby={titleId}
          tabIndex={-1}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation()
              onClose(true)
            }
          }}
        >
          <h2 id={titleId}>{m.panelTitle}</h2>
          {page && page.authors.length > 0 ? (
            <>
              <div className="export-choice" role="group" aria-labelledby={pageLabelId}>
                <p id={pageLabelId}>
                  <strong>{m.currentPage}</strong> · {m.currentPageDetail(page.offset + 1, page.offset + page.authors.length, f)}
                </p>
                {FORMATS.map((format) => (
                  <button key={format} type="button" aria-label={m.pageAs(format)} onClick={() => void exportPage(format)}>
                    {FORMAT_LABELS[format]}
                  </button>
                ))}
              </div>
              <div className="export-choice" role="group" aria-labelledby={allLabelId}>
                <p id={allLabelId}>
                  <strong>{m.allMatches}</strong> · {m.allMatchesDetail(page.count, f)}
                </p>
                {FORMATS.map((format) => (
                  <button
                    key={format}
                    type="button"
                    aria-label={m.allAs(format)}
                    aria-disabled={busy}
                    onClick={
                      busy
                        ? undefined
                        : () => {
                            onClose(true)
                            start(format, search, layout, f.lang)
                          }
                    }
                  >
                    {FORMAT_LABELS[format]}
                  </button>
                ))}
              </div>
              <p className="export-note">{m.formatsNote}</p>
            </>
          ) : (
            <p>{m.nothingToExport}</p>
          )}
        </section>
      )}
      <ExportStatus state={state} onCancel={cancel} onResume={resume} />
    </>
  )
}

/** What the format buttons show; their names say the scope too ("All matches as CSV"). */
const FORMAT_LABELS: Record<ExportFormat, string> = { xlsx: 'Excel (XLSX)', csv: 'CSV', json: 'JSON' }

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

  /** Announced in full, unseen (the line says it short). */
  let said: ReactNode = null
  /** The line. */
  let line: ReactNode = null
  /** The full story under Details; none, no Details button. */
  let details: ReactNode = null
  switch (state.phase) {
    case 'idle':
      break
    case 'running':
    case 'building': {
      const progress = state.progress
      const notes = [
        state.phase === 'building' ? m.shortBuilding : '',
        progress && progress.pass > 1 ? m.shortAgain : '',
        progress?.waitingSeconds !== undefined ? m.shortWaiting(progress.waitingSeconds, f) : '',
      ].filter(Boolean)
      said = <p>{m.exporting(state.format)}</p>
      line = (
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
      if (progress && (progress.pass > 1 || progress.waitingSeconds !== undefined || state.phase === 'building'))
        details = (
          <>
            <p>{m.exporting(state.format)}</p>
            {state.phase === 'building' && <p>{m.building}</p>}
            {progress.pass > 1 && <p>{m.recheck}</p>}
            {progress.waitingSeconds !== undefined && <p>{m.waiting(progress.waitingSeconds, f)}</p>}
          </>
        )
      break
    }
    case 'failed': {
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
      line = (
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
      details = (
        <>
          <p className="export-status-title">{m.failedTitle}</p>
          {explained}
          <button type="button" onClick={onCancel}>
            {m.cancel}
          </button>
        </>
      )
      break
    }
    case 'cancelled':
      said = <p>{m.cancelled}</p>
      line = <span>{m.shortCancelled}</span>
      break
    case 'saved':
    case 'done': {
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
      said = (
        <>
          <p>{m.downloaded(state.fileName, state.count, f)}</p>
          {warnings}
        </>
      )
      line = (
        <span className={warned ? 'export-warned' : undefined}>
          <span className="export-mark" aria-hidden="true">
            {warned ? '⚠' : '✓'}{' '}
          </span>
          {(warned ? m.shortDoneWarn : m.shortDone)(state.count, f)}
        </span>
      )
      details = (
        <>
          <p className="export-file-name">{m.downloaded(state.fileName, state.count, f)}</p>
          {warnings}
        </>
      )
      break
    }
  }

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

type DoneState = Extract<ExportJobState, { phase: 'done' }>

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

/** "Details": a non-modal popover under the status line, over the rows. */
function StatusDetails({ children, initiallyOpen }: { children: ReactNode; initiallyOpen: boolean }) {
  const m = useMessages({ en, ru })
  const [open, setOpen] = useState(initiallyOpen)
  const id = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  const popover = useRef<HTMLElement>(null)
  useLightDismiss(popover, toggle, open, () => setOpen(false))
  useKeepInView(popover, open, { fitHeight: true })
  const opened = useRef(initiallyOpen)
  useEffect(() => {
    // Focus moves in when the person opens it, not when it is drawn open.
    if (open && !opened.current) popover.current?.focus()
    opened.current = open
  }, [open])
  return (
    <>
      <button ref={toggle} type="button" aria-expanded={open} {...(open ? { 'aria-controls': id } : {})} onClick={() => setOpen(!open)}>
        {m.details}
      </button>
      {open && (
        <section
          id={id}
          ref={popover}
          className="export-popover export-details"
          aria-label={m.statusDetails}
          tabIndex={-1}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation()
              setOpen(false)
              toggle.current?.focus()
            }
          }}
        >
          {children}
        </section>
      )}
    </>
  )
}
