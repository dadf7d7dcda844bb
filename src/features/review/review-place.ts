import { FLAG_KINDS, type FlagKind } from '../../entities/author/flags'
import { REVIEW_KEYS, writeReviewPlace } from './review-url'

/** The review's lists: twins, possible duplicates, and one per flag kind. */
export type ReviewList = 'twins' | 'duplicates' | FlagKind

/** Where the review is, in the URL beside the list's own place: `review=<view>` and `rpage=<n>` (lists only, from 1). */
export interface ReviewPlace {
  view: 'summary' | ReviewList
  page: number
}

const VIEWS: ReadonlySet<string> = new Set(['summary', 'twins', 'duplicates', ...FLAG_KINDS])

/**
 * The review's place in a query string; undefined when the review is not open. Whatever a person
 * types is read, never refused: an unknown view is the summary, a page that is not a whole number
 * from 1 is the first (one past the list's end is brought back by the view, which knows its length).
 */
export function parseReviewPlace(search: string): ReviewPlace | undefined {
  const params = new URLSearchParams(search)
  const view = params.getAll(REVIEW_KEYS.view).at(-1)
  if (view === undefined) return undefined
  if (!VIEWS.has(view) || view === 'summary') return { view: 'summary', page: 1 }
  const page = params.getAll(REVIEW_KEYS.page).at(-1) ?? ''
  return { view: view as ReviewList, page: /^[1-9]\d{0,8}$/.test(page) ? Number(page) : 1 }
}

/** The canonical form of a query string's review place, for replacing a hand-typed one. */
export function normaliseReviewSearch(search: string): string {
  return writeReviewPlace(search, parseReviewPlace(search))
}
