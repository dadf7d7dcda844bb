import type { ExportPage } from './export-page'
import { lazy, Suspense, useId, useRef, useState } from 'react'
import type { ApiSettings } from '../../shared/api/authors-api'
import { copyText } from '../../shared/lib/clipboard'
import { useFormat, useMessages } from '../../shared/i18n/language-provider'
import { en, ru } from './toolbar-messages'
import type { ExportSearch } from './use-export-job'
import './export.css'

// The panel, the writers and the paging engine load on the first click on Export.
const ExportPanel = lazy(() => import('./export-panel').then((module) => ({ default: module.ExportPanel })))


/**
 * "Export" (current page or all matches, CSV or JSON) and "Copy page as TSV". Stays mounted
 * while the list changes state, so an export keeps running when the person searches on.
 */
export function ExportToolbar({
  settings,
  search,
  page,
}: {
  settings: ApiSettings
  search: ExportSearch
  /** Undefined while there is no settled page to offer. */
  page: ExportPage | undefined
}) {
  const m = useMessages({ en, ru })
  const f = useFormat()
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const [copyNote, setCopyNote] = useState('')
  const panelId = useId()
  const exportButton = useRef<HTMLButtonElement>(null)
  const hasRows = page !== undefined && page.authors.length > 0

  const copyPage = async () => {
    if (!page || !hasRows) return
    const { tsvText } = await import('./csv')
    setCopyNote((await copyText(tsvText(page.authors))) ? m.copied(page.authors.length, f) : m.copyFailed)
  }

  return (
    <div className="export-tools">
      <div className="export-buttons">
        <button
          ref={exportButton}
          type="button"
          aria-expanded={open}
          {...(open ? { 'aria-controls': panelId } : {})}
          onClick={() => {
            setLoaded(true)
            setOpen(!open)
          }}
        >
          {m.export}
        </button>
        <button type="button" aria-disabled={!hasRows} onClick={hasRows ? () => void copyPage() : undefined}>
          {m.copyPage}
        </button>
        <p className="export-copy-note" aria-live="polite">
          {copyNote}
        </p>
      </div>
      {loaded && (
        <Suspense fallback={open ? <p className="export-loading">{m.loading}</p> : null}>
          <ExportPanel
            id={panelId}
            open={open}
            onClose={() => {
              setOpen(false)
              exportButton.current?.focus()
            }}
            settings={settings}
            search={search}
            page={page}
          />
        </Suspense>
      )}
    </div>
  )
}
