import './export.css'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import type { ApiSettings } from '../../shared/api/authors-api'
import { describeError } from '../../shared/errors/error-message'
import { useFormat, useMessages } from '../../shared/i18n/language-provider'
import { buildPageFile } from './build-file'
import { exportFileName, type ExportFormat } from './file-name'
import { en, ru } from './messages'
import { saveFile } from './save-file'
import type { ExportPage } from './export-page'
import { useExportJob, type ExportJobState, type ExportSearch } from './use-export-job'

const FORMATS: readonly ExportFormat[] = ['csv', 'json']

export function ExportPanel({
  id,
  open,
  onClose,
  settings,
  search,
  page,
}: {
  id: string
  open: boolean
  onClose: () => void
  settings: ApiSettings
  search: ExportSearch
  page: ExportPage | undefined
}) {
  const m = useMessages({ en, ru })
  const f = useFormat()
  const { state, start, resume, cancel } = useExportJob(settings)
  const [pageNote, setPageNote] = useState('')
  const titleId = useId()
  const pageLabelId = useId()
  const allLabelId = useId()
  const busy = state.phase === 'running' || state.phase === 'building'

  const exportPage = (format: ExportFormat) => {
    if (!page) return
    const fileName = exportFileName({
      ...search,
      firstName: settings.firstNameParam ? search.firstName : '',
      scope: 'page',
      page: Math.floor(page.offset / page.limit) + 1,
      count: page.authors.length,
      format,
      date: new Date(),
    })
    saveFile(buildPageFile(page.authors, format), fileName)
    setPageNote(m.downloaded(fileName, page.authors.length, f))
  }

  return (
    <>
      {open && (
        <section
          id={id}
          className="export-panel"
          aria-labelledby={titleId}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation()
              onClose()
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
                  <button key={format} type="button" onClick={() => exportPage(format)}>
                    {m.pageAs(format)}
                  </button>
                ))}
              </div>
              <div className="export-choice" role="group" aria-labelledby={allLabelId}>
                <p id={allLabelId}>
                  <strong>{m.allMatches}</strong> · {m.allMatchesDetail(page.count, f)}
                </p>
                {FORMATS.map((format) => (
                  <button key={format} type="button" aria-disabled={busy} onClick={busy ? undefined : () => start(format, search)}>
                    {m.allAs(format)}
                  </button>
                ))}
              </div>
              <p className="export-note">{m.formatsNote}</p>
            </>
          ) : (
            <p>{m.nothingToExport}</p>
          )}
          <p className="export-page-note" aria-live="polite">
            {pageNote}
          </p>
        </section>
      )}
      <ExportStatus state={state} onCancel={cancel} onResume={resume} />
    </>
  )
}

/** Progress, failure with Resume, and the outcome of an "all matches" export. */
export function ExportStatus({ state, onCancel, onResume }: { state: ExportJobState; onCancel: () => void; onResume: () => void }) {
  const m = useMessages({ en, ru })
  const f = useFormat()
  const region = useRef<HTMLDivElement>(null)
  const labelId = useId()
  // Cancel and Resume take themselves away: keep focus in the export's status, not on <body>.
  useEffect(() => {
    const active = document.activeElement
    if (active === null || active === document.body) region.current?.focus()
  }, [state.phase])

  let said: ReactNode = null
  let body: ReactNode = null
  switch (state.phase) {
    case 'idle':
      break
    case 'running':
    case 'building': {
      const progress = state.progress
      said = (
        <p id={labelId} className="export-status-title">
          {m.exporting(state.format)}
        </p>
      )
      body = (
        <>
          {progress ? (
            <progress
              aria-labelledby={labelId}
              max={Math.max(progress.count, 1)}
              value={progress.received}
              aria-valuetext={m.progress(progress.received, progress.count, f)}
            />
          ) : (
            <progress aria-labelledby={labelId} />
          )}
          <p className="export-progress-text">
            {progress ? m.progress(progress.received, progress.count, f) : '\u00a0'}
            {state.phase === 'building' ? ` · ${m.building}` : ''}
          </p>
          {progress && progress.pass > 1 && <p>{m.recheck}</p>}
          {progress?.waitingSeconds !== undefined && <p>{m.waiting(progress.waitingSeconds, f)}</p>}
          <button type="button" onClick={onCancel}>
            {m.cancel}
          </button>
        </>
      )
      break
    }
    case 'failed': {
      const { title, body: detail } = describeError(state.error, f.lang)
      body = (
        <>
          <div role="alert">
            <p className="export-status-title">{m.failedTitle}</p>
            <p>
              {title}. {detail}
            </p>
            <p>{m.failedKept(state.progress.received, state.progress.count, f)}</p>
          </div>
          <button type="button" onClick={onResume}>
            {m.resume}
          </button>{' '}
          <button type="button" onClick={onCancel}>
            {m.cancel}
          </button>
        </>
      )
      break
    }
    case 'cancelled':
      said = <p>{m.cancelled}</p>
      break
    case 'done':
      said = (
        <>
          <p>{m.downloaded(state.fileName, state.count, f)}</p>
          {state.changed && state.cutShort?.kind !== 'more' && (
            <p className="export-changed">{(state.unsettled ? m.changedUnsettled : m.changed)(state.countAtStart, state.countAtEnd, f)}</p>
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
      break
  }

  // The status region is always in the document, so that screen readers announce what enters it;
  // the progress numbers stay outside it, or every page would be read out.
  return (
    <div className={state.phase === 'idle' ? 'export-status' : 'export-status export-status-active'} ref={region} tabIndex={-1}>
      <div aria-live="polite">{said}</div>
      {body}
    </div>
  )
}
