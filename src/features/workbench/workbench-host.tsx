import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { Author } from '../../shared/api/contract'
import { historyState, replaceHistoryState } from '../../shared/lib/history-entry'
import { navigateToSearch, readLocationSearch, useLocationSearch } from '../../shared/lib/location'
import { useLang } from '../../shared/i18n/language-provider'
import { copyText } from '../../shared/lib/clipboard'
import { lazyPart } from '../../shared/lib/lazy-part'
import { PartLoadFailed } from '../../shared/lib/part-load-failed'
import { isTypingTarget, shortcutKey } from '../../shared/lib/shortcut-key'
import { matchRanges } from './highlight'
import { findOpenRow, openRecordFor, readOpenRecord, writeOpenRecord } from './open-record'
import { recordJson, recordTsv } from './record-text'
import { focusRow, moveTarget, rowKeyAction } from './row-keyboard'
import { returnFocus, rowAuthorOf, type FocusReturn } from './return-focus'
import { MarkTips } from './mark-tips'
import { analysisOf, copyAnnouncement, RowChecks, RowCopyUid, WorkbenchBar, type CopyKind } from './row-layer'
import type { CopyResult } from '../../shared/lib/copy-button'
import { RowActions } from '../../entities/author/row-actions'
import type { RowsStore, WorkbenchRows } from '../../entities/author/row-parts'
import type { WorkbenchProps } from './workbench-props'

// Each dialog is a chunk of its own, fetched when first opened (the details carry the Unicode
// name table).
const detailsPart = lazyPart(() => import('./details-dialog'))
// The editor's checked marks (kept with the review's decisions, in IndexedDB): a part of their own,
// asked for once the workbench is here, so neither they nor their name weigh on the first load.
const marksPart = lazyPart(() => import('../../entities/author/editor-marks/checked-control'))
const twinsPart = lazyPart(() => import('./twins-dialog'))
const shortcutsPart = lazyPart(() => import('./shortcuts-dialog'))

/** Marks the history entry that opening a record pushed, so closing it can go Back instead. */
const OPENED_HERE = 'workbench-opened-record'

/**
 * The editor's workbench around the list: the rows' marks, actions, search matches and keys
 * (handed to the table through `onRows`), the record whose details the URL names, the twin
 * comparison, the shortcuts, and the copy announcements.
 */
export function WorkbenchHost({ settings, authors, settled, store }: WorkbenchProps & { store: RowsStore }) {
  const lang = useLang()
  const search = useLocationSearch()
  const open = useMemo(() => readOpenRecord(search), [search])
  const analysis = useMemo(() => (authors ? analysisOf(authors) : undefined), [authors])
  const [twinsOf, setTwinsOf] = useState<Author>()
  const [help, setHelp] = useState(false)
  const [missing, setMissing] = useState<{ uid: string; authors: readonly Author[] }>()
  const focusFirstRow = useRef(false)
  // What each dialog gives focus back to when it closes (return-focus.ts), and the region of the
  // results the workbench sits in, the last resort.
  const bar = useRef<HTMLDivElement>(null)
  const detailsOpener = useRef<HTMLElement | null>(null)
  const detailsReturn = useRef<FocusReturn | undefined>(undefined)
  const twinsReturn = useRef<FocusReturn | undefined>(undefined)
  const helpReturn = useRef<FocusReturn | undefined>(undefined)

  const openIndex = open && settled && authors ? findOpenRow(authors, open) : undefined
  const openAuthor = openIndex === undefined ? undefined : authors?.[openIndex]
  const details = detailsPart.use(open !== undefined)
  const twins = twinsPart.use(twinsOf !== undefined)
  const shortcuts = shortcutsPart.use(help)

  // A link to a record that is not on its page (gone, or moved by changes): say so while that
  // page shows, and drop it from the URL so the address names what is shown.
  const notFound = open !== undefined && settled && authors !== undefined && openIndex === undefined
  if (notFound && (missing?.uid !== open.uid || missing.authors !== authors)) setMissing({ uid: open.uid, authors })
  const missingUid = missing && missing.authors === authors ? missing.uid : undefined
  useEffect(() => {
    if (notFound) navigateToSearch(writeOpenRecord(readLocationSearch(), undefined), 'replace')
  }, [notFound])

  // Once a dialog closes (by Escape, Close or Back), focus goes back to what opened it, or to
  // the row it belonged to, or to the results: never to <body>.
  const openUid = openAuthor?.uid
  useEffect(() => {
    if (openUid !== undefined) {
      detailsReturn.current ??= { opener: detailsOpener.current, uid: openUid }
      // Moved to another record in the dialog: closing it goes back to that record's row.
      if (detailsReturn.current.uid !== openUid) detailsReturn.current = { opener: null, uid: openUid }
      detailsOpener.current = null
    } else if (detailsReturn.current) {
      returnFocus(detailsReturn.current, authors, resultsRegion(bar.current))
      detailsReturn.current = undefined
    }
  }, [openUid, authors])
  const twinsOpen = twinsOf !== undefined
  useEffect(() => {
    if (twinsOpen || !twinsReturn.current) return
    returnFocus(twinsReturn.current, authors, resultsRegion(bar.current))
    twinsReturn.current = undefined
  }, [twinsOpen, authors])
  useEffect(() => {
    if (help || !helpReturn.current) return
    returnFocus(helpReturn.current, authors, resultsRegion(bar.current))
    helpReturn.current = undefined
  }, [help, authors])

  const showTwins = useCallback((author: Author, opener: HTMLElement | null) => {
    twinsReturn.current = { opener, uid: author.uid }
    setTwinsOf(author)
  }, [])

  // After a page turned by key, the cursor lands on the new page's first row.
  useEffect(() => {
    if (settled && authors && focusFirstRow.current) {
      focusFirstRow.current = false
      focusRow(0)
    }
  }, [settled, authors])

  // Said at the button that copied (CopyButton), not above the table.
  const copy = useCallback(
    async (author: Author, kind: CopyKind): Promise<CopyResult> => {
      const text = kind === 'uid' ? author.uid : kind === 'json' ? recordJson(author) : recordTsv(author)
      const ok = await copyText(text)
      return { ok, message: copyAnnouncement(lang, kind, author, ok) }
    },
    [lang],
  )

  const openDetails = useCallback(
    (index: number, opener: HTMLElement | null) => {
      const record = authors && openRecordFor(authors, index)
      if (!record) return
      detailsOpener.current = opener
      setMissing(undefined)
      navigateToSearch(writeOpenRecord(readLocationSearch(), record), 'push')
      replaceHistoryState({ ...(historyState() as object | null), [OPENED_HERE]: true })
    },
    [authors],
  )

  // Previous and Next in Details: the same history entry names the record shown now, so Back
  // still closes the dialog, and a copied address opens the record on screen.
  const moveDetails = useCallback(
    (index: number) => {
      const record = authors && openRecordFor(authors, index)
      if (record) navigateToSearch(writeOpenRecord(readLocationSearch(), record), 'replace')
    },
    [authors],
  )

  const closeDetails = useCallback(() => {
    const state = historyState() as Record<string, unknown> | null
    if (state?.[OPENED_HERE]) {
      window.history.back()
    } else navigateToSearch(writeOpenRecord(readLocationSearch(), undefined), 'replace')
  }, [])

  // "?" shows the shortcuts from anywhere that is not a text field or a dialog (the key, on any layout).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || shortcutKey(event) !== '?') return
      const target = event.target as HTMLElement | null
      if (isTypingTarget(target) || target?.closest('dialog')) return
      event.preventDefault()
      const opener = target instanceof HTMLElement && target !== document.body ? target : null
      helpReturn.current ??= { opener, uid: rowAuthorOf(opener, latest.current.authors) }
      setHelp(true)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  // The rows' parts call the latest of these when used, so the parts themselves stay the same
  // from page to page (see RowsStore).
  const latest = useRef({ openDetails, copy, authors })
  useLayoutEffect(() => {
    latest.current = { openDetails, copy, authors }
  })

  const CheckedSign = marksPart.use().module?.CheckedSign
  const rows = useMemo<WorkbenchRows>(
    () => ({
      checks: (index, page, list) => {
        const author = page[index]
        if (!author) return null
        const { twins, flags } = analysisOf(page)
        return (
          <RowChecks
            index={index}
            twins={twins[index] ?? 1}
            flags={flags[index] ?? []}
            onShowTwins={(opener) => showTwins(author, opener)}
            list={list}
            checked={CheckedSign && <CheckedSign uid={author.uid} />}
          />
        )
      },
      actions: (index, author) => (
        <RowActions
          index={index}
          onDetails={(opener) => latest.current.openDetails(index, opener)}
          copyUid={(tabIndex) => <RowCopyUid tabIndex={tabIndex} copy={() => latest.current.copy(author, 'uid')} />}
        />
      ),
      matches: (value, term) => (term.trim() === '' ? undefined : matchRanges(value, term)),
      onRowKeyDown: (event, cursor) => {
        // Keys on a row (a table row or a card), or on a button inside it (which keeps Enter for itself).
        const target = event.target as HTMLElement
        const row = target.closest<HTMLElement>('[data-row]')
        if (!row) return
        const action = rowKeyAction(event)
        if (!action || ((action.type === 'open' || action.type === 'copy') && target !== row)) return
        event.preventDefault()
        const index = Number(row.dataset.row)
        if (action.type === 'open') latest.current.openDetails(index, row)
        // The row's own copy button copies, so the confirmation shows where the row's UID is copied from.
        else if (action.type === 'copy') row.querySelector<HTMLElement>('[data-copy-uid]')?.click()
        else if (action.type === 'page') focusFirstRow.current = cursor.turnPage(action.to)
        else {
          const target = moveTarget(index, action.to, cursor.rowCount)
          cursor.setActive(target)
          focusRow(target)
        }
      },
    }),
    [showTwins, CheckedSign],
  )

  // Before paint: the rows show their marks and actions in the frame the workbench arrives in.
  useLayoutEffect(() => store.set(rows), [rows, store])
  useLayoutEffect(() => () => store.set(undefined), [store])

  return (
    <>
      <div className="workbench-bar" ref={bar}>
        <WorkbenchBar analysis={authors?.length ? analysis : undefined} missing={missingUid} />
      </div>
      <MarkTips />
      {openAuthor && details.module && (
        <details.module.DetailsDialog
          author={openAuthor}
          twins={analysis?.twins[openIndex!] ?? 1}
          onClose={closeDetails}
          onCopy={(kind) => copy(openAuthor, kind)}
          onShowTwins={(opener) => showTwins(openAuthor, opener)}
          moves={authors && { index: openIndex!, total: authors.length, onMove: moveDetails }}
        />
      )}
      {twinsOf && twins.module && <twins.module.TwinsDialog settings={settings} author={twinsOf} onClose={() => setTwinsOf(undefined)} />}
      {help && shortcuts.module && <shortcuts.module.ShortcutsDialog onClose={() => setHelp(false)} />}
      {((open !== undefined && details.failed) || (twinsOf !== undefined && twins.failed) || (help && shortcuts.failed)) && (
        <PartLoadFailed
          onRetry={() => {
            for (const part of [details, twins, shortcuts]) if (part.failed) part.retry()
          }}
          retrying={details.retrying || twins.retrying || shortcuts.retrying}
        />
      )}
    </>
  )
}

/**
 * The details of one record for a part other than the list (the review, through the page): the
 * same dialog, loaded on first use, its copies announced through `announce`. Twins are the
 * review's to show, so the dialog offers none. Here, in the chunk the list loads anyway, rather
 * than in a chunk of its own.
 */
export function RecordDetails({ author, onClose, announce }: { author: Author; onClose: () => void; announce: (message: string) => void }) {
  const lang = useLang()
  const details = detailsPart.use()
  if (details.failed) return <PartLoadFailed onRetry={details.retry} retrying={details.retrying} />
  if (!details.module) return null
  return (
    <details.module.DetailsDialog
      author={author}
      twins={1}
      onClose={onClose}
      onShowTwins={() => {}}
      onCopy={async (kind) => {
        const text = kind === 'uid' ? author.uid : kind === 'json' ? recordJson(author) : recordTsv(author)
        const ok = await copyText(text)
        const message = copyAnnouncement(lang, kind, author, ok)
        announce(message)
        return { ok, message }
      }}
    />
  )
}

/** The region of the results the workbench sits in (the page's), where focus goes when nothing closer is left. */
function resultsRegion(element: HTMLElement | null): HTMLElement | null {
  return element?.closest<HTMLElement>('[role="region"]') ?? null
}
