import type { ExportCutShort } from '../../shared/api/all-matches'
import type { ApiSettings } from '../../shared/api/authors-api'
import type { Author } from '../../shared/api/contract'
import type { ReviewFindings } from './review-findings'
import type { ReviewRecords } from './review-records'

export interface ReviewSearch {
  lastName: string
  firstName: string
}

/** The whole directory: no search. */
export const WHOLE_DIRECTORY: ReviewSearch = { lastName: '', firstName: '' }

/** Every record of one search, read once, and what the review found in them. */
export interface ReviewData {
  /** Every record in the list's order: an array view over `records`, each record made when read. */
  authors: readonly Author[]
  /** The same records, compact (the dictionary's numbers): for passes over all of them. */
  records: ReviewRecords
  findings: ReviewFindings
  /** The list's count when the read ended. */
  count: number
  /** The list changed while it was read (the engine read it again). */
  changed: boolean
  /** The service gave the same records again instead of the rest (not a list that changed). */
  repeated?: boolean
  /** The list never held still: the records are every one seen. */
  unsettled: boolean
  cutShort?: ExportCutShort
  /**
   * Records found by the name key in the whole directory's review, not by the service's search:
   * the last `foundByKey` records (after every record the search read). 0 without a search.
   */
  foundByKey: number
  /** The whole directory's review those records came from (a newer one makes this review stale). */
  keyedFrom?: ReviewData | undefined
}

/**
 * The session's reviews, by API and search: the same search reviewed twice is read once. Kept
 * for the page's life (a reload reads again); a newer read of a search replaces the older. Parts
 * outside the review's dialog (the other spellings beside a search's rows) listen for the whole
 * directory's.
 */
const reviews = new Map<string, ReviewData>()
const listeners = new Set<() => void>()

export function reviewCacheKey(settings: ApiSettings, search: ReviewSearch): string {
  const firstName = settings.firstNameParam ? search.firstName : ''
  return JSON.stringify([settings.apiUrl, settings.firstNameParam, search.lastName, firstName])
}

export function cachedReview(key: string): ReviewData | undefined {
  return reviews.get(key)
}

export function keepReview(key: string, data: ReviewData): void {
  reviews.set(key, data)
  listeners.forEach((listener) => listener())
}

export function dropReview(key: string): void {
  if (reviews.delete(key)) listeners.forEach((listener) => listener())
}

/** Calls `listener` whenever a review is kept or dropped; returns the unsubscribe. */
export function subscribeReviews(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Forgets every review of the session (tests and stories start clean). */
export function forgetReviews(): void {
  reviews.clear()
  listeners.forEach((listener) => listener())
}
