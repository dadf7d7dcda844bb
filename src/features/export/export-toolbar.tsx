import type { ExportPage } from './export-page'
import { useId, useRef, useState } from 'react'
import type { ApiSettings } from '../../shared/api/authors-api'
import { copyText } from '../../shared/lib/clipboard'
import { LazyPart } from '../../shared/lib/lazy-component'
import { lazyPart } from '../../shared/lib/lazy-part'
import { PartLoadFailed } from '../../shared/lib/part-load-failed'
import { useFormat, useMessages } from '../../shared/i18n/language-provider'
import { en, ru } from './toolbar-messages'
import type { ExportSearch } from './use-export-job'
import './export-tools.css'
import './export.css'

// The panel, the writers and the paging engine load on the first click on Export; the TSV writer
// on the first copy.
const exportPanel = lazyPart(() => import('./export-panel'))
const tsvWriter = lazyPart(() => import('./csv').then(({ tsvText }) => tsvText))

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
  const writer = tsvWriter.use(false)
  const panelId = useId()
  const exportButton = useRef<HTMLButtonElement>(null)
  const hasRows = page !== undefined && page.authors.length > 0

  const copyPage = async () => {
    if (!page || !hasRows) return
    // A writer that could not be loaded says so below (writer.failed).
    const tsvText = await tsvWriter.load().catch(() => undefined)
    if (!tsvText) return
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
            // Opening again after a failed load tries it again.
            if (!open) void exportPanel.load()
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
      {writer.failed && <PartLoadFailed onRetry={() => void copyPage()} retrying={writer.retrying} />}
      {loaded && (
        // Closed, the panel stays mounted to keep an export running: its load is then quiet.
        <LazyPart part={exportPanel} quiet={!open} fallback={<p className="export-loading">{m.loading}</p>}>
          {({ ExportPanel }) => (
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
          )}
        </LazyPart>
      )}
    </div>
  )
}
