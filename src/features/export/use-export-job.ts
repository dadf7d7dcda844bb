import { queryRetryPolicy } from '../../shared/api/retry-policy'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { fetchAuthorsPage, type ApiSettings } from '../../shared/api/authors-api'
import { isLastPage } from '../../shared/api/reading-all'
import { AllMatchesExport, type ExportCutShort, type ExportProgress } from '../../shared/api/all-matches'
import { buildExportFile, buildSheetFile } from './build-file'
import { exportFileName, type ExportFormat } from './file-name'
import { saveFile } from './save-file'
import type { SheetLayout, SheetNotes } from './sheet-layout'
import type { Lang } from '../../shared/i18n/lang'

export interface ExportSearch {
  lastName: string
  firstName: string
}

export type ExportJobState =
  | { phase: 'idle' }
  | { phase: 'running'; format: ExportFormat; progress: ExportProgress | undefined }
  | { phase: 'building'; format: ExportFormat; progress: ExportProgress }
  | { phase: 'failed'; format: ExportFormat; progress: ExportProgress; error: unknown }
  | { phase: 'cancelled' }
  /** The current page was saved (while no "all matches" export was running). */
  | { phase: 'saved'; format: ExportFormat; fileName: string; count: number; sheetNotes?: SheetNotes | undefined }
  | {
      phase: 'done'
      format: ExportFormat
      fileName: string
      count: number
      changed: boolean
      /** The list never held still: the file is the union of every author seen. */
      unsettled: boolean
      /** ...because the service repeated records, not because the list changed. */
      repeated?: boolean
      countAtStart: number
      countAtEnd: number
      /** The read stopped short of what the service said it held; the file holds what was read. */
      cutShort?: ExportCutShort
      /** An Excel file's notes: the UID added though hidden, values cut to Excel's limit. */
      sheetNotes?: SheetNotes | undefined
    }

interface Job {
  exporter: AllMatchesExport
  format: ExportFormat
  search: ExportSearch
  /** The screen's columns and headers when the export was asked for (XLSX). */
  layout: SheetLayout | undefined
  /** The UI's language when the export was asked for: it names the file. */
  lang: Lang | undefined
  controller: AbortController
}

/**
 * Runs one "all matches" export at a time: pages through the API, writes the file in chunks and
 * hands it to the browser. Cancel aborts every request in flight; after a failure, resume
 * continues with the pages already fetched.
 */
export function useExportJob(settings: ApiSettings) {
  const queryClient = useQueryClient()
  const [state, setState] = useState<ExportJobState>({ phase: 'idle' })
  const job = useRef<Job | undefined>(undefined)

  useEffect(() => () => job.current?.controller.abort(), [])

  const drive = useCallback(async (current: Job) => {
    const { exporter, format, search, layout, controller } = current
    setState({ phase: 'running', format, progress: exporter.progress.count > 0 ? exporter.progress : undefined })
    try {
      const result = await exporter.run(controller.signal)
      setState({ phase: 'building', format, progress: exporter.progress })
      const { blob, notes } =
        format === 'xlsx' && layout
          ? await buildSheetFile(result.authors, layout, controller.signal)
          : { blob: await buildExportFile(result.authors, format, controller.signal, layout), notes: undefined }
      const fileName = exportFileName({
        ...search,
        scope: 'all',
        count: result.authors.length,
        format,
        date: new Date(),
        lang: current.lang,
      })
      saveFile(blob, fileName)
      if (job.current === current) job.current = undefined
      setState({
        phase: 'done',
        format,
        fileName,
        count: result.authors.length,
        changed: result.changed,
        unsettled: !result.settled,
        ...(result.repeated && { repeated: true }),
        countAtStart: result.countAtStart,
        countAtEnd: result.countAtEnd,
        ...(result.cutShort && { cutShort: result.cutShort }),
        ...(notes && { sheetNotes: notes }),
      })
    } catch (error) {
      if (controller.signal.aborted) return
      setState({ phase: 'failed', format, progress: exporter.progress, error })
    }
  }, [])

  const start = useCallback(
    (format: ExportFormat, search: ExportSearch, layout?: SheetLayout, lang?: Lang) => {
      job.current?.controller.abort()
      const firstName = settings.firstNameParam ? search.firstName : ''
      const exporter: AllMatchesExport = new AllMatchesExport({
        fetchPage: async (offset, limit, signal) => {
          const page = await fetchAuthorsPage(settings, { lastName: search.lastName, firstName, limit, offset }, signal)
          return { count: page.count, results: page.results, last: isLastPage(page, { offset, limit }) }
        },
        retry: queryRetryPolicy(queryClient),
        onProgress: (progress) =>
          setState((previous) =>
            previous.phase === 'running' && job.current?.exporter === exporter ? { ...previous, progress } : previous,
          ),
      })
      const current: Job = {
        exporter,
        format,
        search: { lastName: search.lastName, firstName },
        layout,
        lang,
        controller: new AbortController(),
      }
      job.current = current
      void drive(current)
    },
    [settings, queryClient, drive],
  )

  const resume = useCallback(() => {
    const previous = job.current
    if (!previous) return
    const current = { ...previous, controller: new AbortController() }
    job.current = current
    void drive(current)
  }, [drive])

  const cancel = useCallback(() => {
    job.current?.controller.abort()
    job.current = undefined
    setState({ phase: 'cancelled' })
  }, [])

  /** The page was saved: said in the status line, unless an "all matches" export is under way there. */
  const pageSaved = useCallback((format: ExportFormat, fileName: string, count: number, sheetNotes?: SheetNotes) => {
    if (job.current && !job.current.controller.signal.aborted) return
    setState({ phase: 'saved', format, fileName, count, ...(sheetNotes && { sheetNotes }) })
  }, [])

  return { state, start, resume, cancel, pageSaved }
}
