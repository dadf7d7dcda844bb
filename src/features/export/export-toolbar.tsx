import type { ExportPage } from './export-page'
import { useId, useRef, useState, type ReactNode } from 'react'
import type { AuthorColumn } from '../../entities/author/columns'
import type { ApiSettings } from '../../shared/api/authors-api'
import { copyText } from '../../shared/lib/clipboard'
import { CopyButton, type CopyResult } from '../../shared/lib/copy-button'
import { LazyPart } from '../../shared/lib/lazy-component'
import { lazyPart } from '../../shared/lib/lazy-part'
import { PartLoadFailed } from '../../shared/lib/part-load-failed'
import { useFormat, useMessages } from '../../shared/i18n/language-provider'
import { en, ru } from './toolbar-messages'
import { en as copyEn, ru as copyRu } from './copy-messages'
import type { ExportSearch } from './use-export-job'
import './export-tools.css'
import './export.css'

// The panel, the writers and the paging engine load on the first click on Export; the TSV writer
// on the first copy.
const exportPanel = lazyPart(() => import('./export-panel'))
const tsvWriter = lazyPart(() => import('./tsv').then(({ pageTsv }) => pageTsv))

/**
 * One row: "Export" (a popover: current page or all matches, as Excel, CSV or JSON), room for the
 * page's other list tools (`tools`), "Copy page as TSV", and the last export's one-line status.
 * Stays mounted while the list changes state, so an export keeps running when the person
 * searches on.
 */
export function ExportToolbar({
  settings,
  search,
  page,
  hiddenColumns,
  tools,
}: {
  settings: ApiSettings
  search: ExportSearch
  /** Undefined while there is no settled page to offer. */
  page: ExportPage | undefined
  /** The columns the person hid: an Excel file holds the columns shown. */
  hiddenColumns?: readonly AuthorColumn[] | undefined
  /** Other tools for the whole list, shown after Export in the same row (the page's slot). */
  tools?: ReactNode
}) {
  const m = { ...useMessages({ en, ru }), ...useMessages({ en: copyEn, ru: copyRu }) }
  const f = useFormat()
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const writer = tsvWriter.use(false)
  const panelId = useId()
  const exportButton = useRef<HTMLButtonElement>(null)
  const toolsRoot = useRef<HTMLDivElement>(null)
  const hasRows = page !== undefined && page.authors.length > 0

  // Confirmed at the button (CopyButton). A writer that could not be loaded says so below (writer.failed).
  const copyPage = async (): Promise<CopyResult | undefined> => {
    if (!page || !hasRows) return undefined
    const pageTsv = await tsvWriter.load().catch(() => undefined)
    if (!pageTsv) return undefined
    const ok = await copyText(pageTsv(page.authors, hiddenColumns ?? [], f.lang))
    return { ok, message: ok ? m.copied(page.authors.length, f) : m.copyFailed }
  }

  return (
    <div className="export-tools" ref={toolsRoot}>
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
        {tools}
        <CopyButton copy={copyPage} unavailable={!hasRows} data-copy-page="">
          {m.copyPage}
        </CopyButton>
        {loaded && (
          // Closed, the panel stays mounted to keep an export running: its load is then quiet.
          <LazyPart part={exportPanel} quiet={!open} fallback={<p className="export-popover export-loading">{m.loading}</p>}>
            {({ ExportPanel }) => (
              <ExportPanel
                id={panelId}
                open={open}
                onClose={(returnFocus) => {
                  setOpen(false)
                  if (returnFocus) exportButton.current?.focus()
                }}
                toggleRef={exportButton}
                settings={settings}
                search={search}
                page={page}
                hiddenColumns={hiddenColumns}
              />
            )}
          </LazyPart>
        )}
      </div>
      {/* Trying again is pressing the copy button again, so the copy is confirmed where it always is. */}
      {writer.failed && (
        <PartLoadFailed
          onRetry={() => toolsRoot.current?.querySelector<HTMLElement>('[data-copy-page]')?.click()}
          retrying={writer.retrying}
        />
      )}
    </div>
  )
}
