import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react'
import type { Author } from '../../shared/api/contract'
import { historyState, replaceHistoryState } from '../../shared/lib/history-entry'
import { navigateToSearch, readLocationSearch, useLocationSearchPart } from '../../shared/lib/location'
import { resultsRegion } from './focus-back'
import { findOpenRow, openRecordFor, openRecordPart, readOpenRecord, writeOpenRecord, type OpenRecord } from './open-record'
import { returnFocus, type FocusReturn } from './return-focus'

/** Marks the history entry that opening a record pushed, so closing it can go Back instead. */
const OPENED_HERE = 'workbench-opened-record'

/** The record whose details the URL names (`?author=`), and the ways to open, move and close it. */
export interface OpenRecordModel {
  /** The record the URL names, found on the page or not. */
  open: OpenRecord | undefined
  /** Its row on the page, once the page is settled and holds it. */
  openIndex: number | undefined
  openAuthor: Author | undefined
  /** A record the URL named that is not on the page it showed (said while that page shows). */
  missingUid: string | undefined
  /** Opens row `index`'s details (a new history entry); focus goes back to `opener` when they close. */
  openDetails: (index: number, opener: HTMLElement | null) => void
  /** Previous and Next in Details. */
  moveDetails: (index: number) => void
  closeDetails: () => void
}

/**
 * The details the URL names: found on the page, or said to be missing and dropped from the URL;
 * opened, moved and closed through the history, and focus given back when they close.
 */
export function useOpenRecord({
  authors,
  settled,
  bar,
}: {
  authors: readonly Author[] | undefined
  settled: boolean
  /** The workbench's bar: focus goes to the results around it when nothing closer is left. */
  bar: RefObject<HTMLElement | null>
}): OpenRecordModel {
  // Only the open record's keys: the review's place or the list's changing does not render the workbench.
  const search = useLocationSearchPart(openRecordPart)
  const open = useMemo(() => readOpenRecord(search), [search])
  const [missing, setMissing] = useState<{ uid: string; authors: readonly Author[] }>()
  const detailsOpener = useRef<HTMLElement | null>(null)
  const detailsReturn = useRef<FocusReturn | undefined>(undefined)

  const openIndex = open && settled && authors ? findOpenRow(authors, open) : undefined
  const openAuthor = openIndex === undefined ? undefined : authors?.[openIndex]

  // A link to a record that is not on its page (gone, or moved by changes): say so while that
  // page shows, and drop it from the URL so the address names what is shown.
  const notFound = open !== undefined && settled && authors !== undefined && openIndex === undefined
  if (notFound && (missing?.uid !== open.uid || missing.authors !== authors)) setMissing({ uid: open.uid, authors })
  const missingUid = missing && missing.authors === authors ? missing.uid : undefined
  useEffect(() => {
    if (notFound) navigateToSearch(writeOpenRecord(readLocationSearch(), undefined), 'replace')
  }, [notFound])

  // Once the details close (by Escape, Close or Back), focus goes back to what opened them, or to
  // the row they belonged to, or to the results: never to <body>.
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
  }, [openUid, authors, bar])

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

  return { open, openIndex, openAuthor, missingUid, openDetails, moveDetails, closeDetails }
}
