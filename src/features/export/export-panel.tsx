import './export.css'
import { useEffect, useId, useRef, type RefObject } from 'react'
import type { AuthorColumn } from '../../entities/author/columns'
import type { ApiSettings } from '../../shared/api/authors-api'
import { useFormat, useMessages } from '../../shared/i18n/language-provider'
import { useKeepInView, useLightDismiss } from '../../shared/lib/keep-in-view'
import type { ExportPage } from './export-page'
import { ExportScope } from './export-scope'
import { ExportStatus } from './export-status'
import { en, ru } from './messages'
import { useExportPanel } from './use-export-panel'
import type { ExportSearch } from './use-export-job'

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
  const panel = useExportPanel({ settings, search, page, hiddenColumns, close: () => onClose(true) })
  const titleId = useId()
  const popover = useRef<HTMLElement>(null)
  useLightDismiss(popover, toggleRef, open, () => onClose(false))
  useKeepInView(popover, open, { fitHeight: true })

  // Focus moves into the popover when it opens (the first choice).
  useEffect(() => {
    if (!open) return
    const first = popover.current?.querySelector<HTMLElement>('button:not([aria-disabled="true"])')
    ;(first ?? popover.current)?.focus()
  }, [open])

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
              <ExportScope
                title={m.currentPage}
                detail={m.currentPageDetail(page.offset + 1, page.offset + page.authors.length, f)}
                nameOf={m.pageAs}
                onChoose={(format) => void panel.exportPage(format)}
              />
              <ExportScope
                title={m.allMatches}
                detail={m.allMatchesDetail(page.count, f)}
                nameOf={m.allAs}
                busy={panel.busy}
                onChoose={panel.exportAll}
              />
              <p className="export-note">{m.formatsNote}</p>
            </>
          ) : (
            <p>{m.nothingToExport}</p>
          )}
        </section>
      )}
      <ExportStatus state={panel.state} onCancel={panel.cancel} onResume={panel.resume} />
    </>
  )
}
