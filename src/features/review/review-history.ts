import { useCallback, useSyncExternalStore } from 'react'
import { historyState } from '../../shared/lib/history-entry'
import { navigateToSearch, readLocationSearch } from '../../shared/lib/location'
import { writeReviewPlace } from './review-url'

/**
 * The review's history entries. Opening the review, each move in it, and a record opened from one
 * of its lists push an entry, each marked with how many the review has pushed: Back closes what
 * Back opened (a record, then the list's page, then the summary), and Close goes back past them all.
 */
const REVIEW_DEPTH = 'review-depth'
/** The record a list opened, in its entry's state: its index in what was read and its uid (checked on the way back). */
const REVIEW_RECORD = 'review-record'

function entryState(): Record<string, unknown> {
  const state: unknown = historyState()
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {}
}

export function reviewDepth(): number {
  const depth = entryState()[REVIEW_DEPTH]
  return typeof depth === 'number' && Number.isInteger(depth) && depth > 0 ? depth : 0
}

/**
 * Moves the review to `to` (or closes it, undefined), a new entry (push) or in place. A push is one
 * history write, the entry's depth with it (Chromium's `pushState` costs 5–25 ms here), written
 * with the move so that Back from the list's first frame returns to where the list was opened.
 */
export function goInReview(to: { view: string; page: number } | undefined, mode: 'push' | 'replace'): void {
  const search = writeReviewPlace(readLocationSearch(), to)
  if (mode === 'push') navigateToSearch(search, mode, { entry: { [REVIEW_DEPTH]: reviewDepth() + 1 } })
  else navigateToSearch(search, mode)
}

/** Closes the review: back past every entry it pushed, or, opened from a link, in place. */
export function closeReview(): void {
  const depth = reviewDepth()
  if (depth > 0) window.history.go(-depth)
  else goInReview(undefined, 'replace')
}

export interface OpenedRecord {
  index: number
  uid: string
}

function openedRecord(): OpenedRecord | undefined {
  const record = entryState()[REVIEW_RECORD]
  if (typeof record !== 'object' || record === null) return undefined
  const { index, uid } = record as Record<string, unknown>
  return typeof index === 'number' && Number.isInteger(index) && index >= 0 && typeof uid === 'string' ? { index, uid } : undefined
}

let current = typeof window === 'undefined' ? undefined : openedRecord()
const listeners = new Set<() => void>()
const changed = () => {
  const next = openedRecord()
  if (next?.index === current?.index && next?.uid === current?.uid) return
  current = next
  listeners.forEach((listener) => listener())
}
const subscribe = (listener: () => void) => {
  if (listeners.size === 0) window.addEventListener('popstate', changed)
  listeners.add(listener)
  current = openedRecord()
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('popstate', changed)
  }
}

/**
 * The record a review list has open, from the history entry's state: opening one pushes an entry
 * (same address), so Back closes it and goes no further; closing it (Close, Escape) goes Back.
 */
export function useOpenedRecord(): { opened: OpenedRecord | undefined; open: (record: OpenedRecord) => void; close: () => void } {
  const opened = useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  )
  const open = useCallback((record: OpenedRecord) => {
    // The entry keeps the list's scroll key: under a modal dialog the page does not move. It is
    // written with the opening, so Back from the dialog's first frame closes the record only.
    window.history.pushState({ ...entryState(), [REVIEW_DEPTH]: reviewDepth() + 1, [REVIEW_RECORD]: record }, '')
    changed()
  }, [])
  const close = useCallback(() => {
    if (openedRecord()) window.history.back()
  }, [])
  return { opened, open, close }
}
