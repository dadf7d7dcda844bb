import type { AuthorColumn } from '../../entities/author/columns'
import type { ApiSettings } from '../../shared/api/authors-api'
import { useFormat, useMessages } from '../../shared/i18n/language-provider'
import { buildPageFile, buildSheetFile } from './build-file'
import type { ExportPage } from './export-page'
import { exportFileName, type ExportFormat } from './file-name'
import { en, ru } from './messages'
import { saveFile } from './save-file'
import type { SheetLayout } from './sheet-layout'
import { useExportJob, type ExportJobState, type ExportSearch } from './use-export-job'

/** What the export panel shows and does: the job's state, and what each choice starts. */
export type ExportPanelModel = {
  state: ExportJobState
  /** All matches are being read or written: their choices wait. */
  busy: boolean
  /** Builds and saves the page on screen in `format`. */
  exportPage: (format: ExportFormat) => Promise<void>
  /** Starts reading all matches into a file in `format`. */
  exportAll: (format: ExportFormat) => void
  cancel: () => void
  resume: () => void
}

/**
 * Drives the export panel: the "all matches" job, the page on screen, and the sheet's words in
 * the UI's language. `close` is called as a choice is made (focus goes back to the Export button).
 */
export function useExportPanel({
  settings,
  search,
  page,
  hiddenColumns,
  close,
}: {
  settings: ApiSettings
  search: ExportSearch
  page: ExportPage | undefined
  hiddenColumns: readonly AuthorColumn[] | undefined
  close: () => void
}): ExportPanelModel {
  const m = useMessages({ en, ru })
  const f = useFormat()
  const { state, start, resume, cancel, pageSaved } = useExportJob(settings)
  const busy = state.phase === 'running' || state.phase === 'building'

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
    close()
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

  const exportAll = (format: ExportFormat) => {
    close()
    start(format, search, layout, f.lang)
  }

  return { state, busy, exportPage, exportAll, cancel, resume }
}
