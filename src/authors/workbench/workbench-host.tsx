import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { ApiSettings } from '../../api/authors-api'
import type { Author } from '../../api/contract'
import { navigateToSearch, useLocationSearch } from '../../app/location'
import { useLang, useMessages } from '../../i18n/language-provider'
import { en, ru } from './first-load-messages'
import { lazyPart } from './lazy-part'
import { findOpenRow, openRecordFor, readOpenRecord, writeOpenRecord } from './open-record'
import type { WorkbenchRows } from './workbench-context'

// Each part is its own chunk, fetched on first use; the row layer is started with the first
// page's request, so it usually arrives before the rows.
const rowLayer = lazyPart(() => import('./row-layer'))
const detailsPart = lazyPart(() => import('./details-dialog'))
const twinsPart = lazyPart(() => import('./twins-dialog'))
const shortcutsPart = lazyPart(() => import('./shortcuts-dialog'))

/** Marks the history entry that opening a record pushed, so closing it can go Back instead. */
const OPENED_HERE = 'workbench-opened-record'

const focusRow = (index: number) => document.querySelector<HTMLElement>(`.authors-table tr[data-row="${index}"]`)?.focus()

/**
 * The editor's workbench around the list: the row layer (marks, actions, highlight), the record
 * whose details the URL names, the twin comparison, the shortcuts, and the copy announcements.
 * The page passes what it shows; this returns the context for the table's cells and the pieces
 * the page places.
 */
export function useWorkbench({
  settings,
  authors,
  settled,
  lastName,
  firstName,
}: {
  settings: ApiSettings
  /** The rows on screen (the previous page's while the next one loads). */
  authors: readonly Author[] | undefined
  /** The rows are the URL's page, not a placeholder. */
  settled: boolean
  lastName: string
  firstName: string
}) {
  const search = useLocationSearch()
  const open = useMemo(() => readOpenRecord(search), [search])
  const layer = rowLayer.use()
  const analysis = useMemo(
    () => (layer.module && authors ? layer.module.analysePage(authors) : undefined),
    [layer.module, authors],
  )
  const [twinsOf, setTwinsOf] = useState<Author>()
  const [help, setHelp] = useState(false)
  const [status, setStatus] = useState('')
  const [missing, setMissing] = useState<string>()
  const returnFocusTo = useRef<number | undefined>(undefined)

  const openIndex = open && settled && authors ? findOpenRow(authors, open) : undefined
  const openAuthor = openIndex === undefined ? undefined : authors?.[openIndex]
  const details = detailsPart.use(open !== undefined)
  const twins = twinsPart.use(twinsOf !== undefined)
  const shortcuts = shortcutsPart.use(help)

  // A link to a record that is not on its page (gone, or moved by changes): say so, and drop it
  // from the URL so the address names what is shown.
  useEffect(() => {
    if (!open || !settled || !authors || openIndex !== undefined) return
    setMissing(open.uid)
    navigateToSearch(writeOpenRecord(window.location.search, undefined), 'replace')
  }, [open, settled, authors, openIndex])

  // Focus goes back to the row once its details close (by Escape, Close or Back).
  useEffect(() => {
    if (openIndex !== undefined) {
      returnFocusTo.current = openIndex
    } else if (returnFocusTo.current !== undefined) {
      focusRow(returnFocusTo.current)
      returnFocusTo.current = undefined
    }
  }, [openIndex])

  const announce = useCallback((message: string) => {
    // The same words twice are still a change for the live region.
    setStatus((previous) => (previous === message ? `${message}\u00a0` : message))
  }, [])

  const openDetails = useCallback(
    (index: number) => {
      const record = authors && openRecordFor(authors, index)
      if (!record) return
      setMissing(undefined)
      navigateToSearch(writeOpenRecord(window.location.search, record), 'push')
      window.history.replaceState({ ...(window.history.state as object | null), [OPENED_HERE]: true }, '')
    },
    [authors],
  )

  const closeDetails = useCallback(() => {
    const state = window.history.state as Record<string, unknown> | null
    if (state?.[OPENED_HERE]) window.history.back()
    else navigateToSearch(writeOpenRecord(window.location.search, undefined), 'replace')
  }, [])

  const lang = useLang()
  const m = useMessages({ en, ru })
  const copy = useCallback(
    async (author: Author, kind: 'uid' | 'json' | 'tsv') => {
      const module = layer.module ?? (await import('./row-layer'))
      const text = kind === 'uid' ? author.uid : kind === 'json' ? module.recordJson(author) : module.recordTsv(author)
      announce(module.copyAnnouncement(lang, kind, author, await module.copyText(text)))
    },
    [layer.module, announce, lang],
  )

  // "?" shows the shortcuts from anywhere that is not a text field.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey) return
      const target = event.target as HTMLElement | null
      if (target?.closest('input, textarea, select, [contenteditable="true"], dialog')) return
      event.preventDefault()
      setHelp(true)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  const rows = useMemo<WorkbenchRows>(
    () => ({
      layer: layer.module,
      analysis,
      lastName,
      firstName,
      openDetails,
      copyUid: (index) => {
        const author = authors?.[index]
        if (author) void copy(author, 'uid')
      },
      showTwins: (index) => setTwinsOf(authors?.[index]),
    }),
    [layer.module, analysis, lastName, firstName, openDetails, authors, copy],
  )

  const failed = layer.failed || (open !== undefined && details.failed) || (twinsOf !== undefined && twins.failed)
  const retry = () => {
    layer.retry()
    details.retry()
    twins.retry()
  }

  const bar: ReactNode = (
    <div className="workbench-bar">
      {layer.module && <layer.module.WorkbenchBar analysis={analysis} status={status} missing={missing} />}
      {failed && (
        <div className="notice" role="alert">
          <p>{m.loadFailed}</p>
          <button type="button" onClick={retry}>
            {m.retry}
          </button>
        </div>
      )}
    </div>
  )

  const dialogs: ReactNode = (
    <>
      {openAuthor && details.module && (
        <details.module.DetailsDialog
          author={openAuthor}
          twins={analysis?.twins[openIndex!] ?? 1}
          onClose={closeDetails}
          onCopy={(kind) => void copy(openAuthor, kind)}
          onShowTwins={() => setTwinsOf(openAuthor)}
        />
      )}
      {twinsOf && twins.module && (
        <twins.module.TwinsDialog settings={settings} author={twinsOf} onClose={() => setTwinsOf(undefined)} />
      )}
      {help && shortcuts.module && <shortcuts.module.ShortcutsDialog onClose={() => setHelp(false)} />}
    </>
  )

  return { rows, bar, dialogs, openDetails }
}
