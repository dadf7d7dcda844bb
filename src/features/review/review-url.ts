import { DIALOG_KEYS, onlyKeys } from '../../shared/lib/search-keys'

/**
 * The review's keys in the URL, and writing them: what the button needs (the views and their
 * checks, review-place.ts, come with the review).
 */
export const REVIEW_KEYS = { view: DIALOG_KEYS.review, page: DIALOG_KEYS.reviewPage } as const

/** The review's keys alone (the button reads whether the review is open from them). */
export function reviewPart(search: string): string {
  return onlyKeys(search, [REVIEW_KEYS.view])
}

/** Whether the query string opens the review (whatever its view says). */
export function reviewOpen(search: string): boolean {
  return new URLSearchParams(search).has(REVIEW_KEYS.view)
}

/** The query string with the review at `place` (or closed), every other parameter kept where it was. */
export function writeReviewPlace(search: string, place: { view: string; page: number } | undefined): string {
  const params = new URLSearchParams(search)
  params.delete(REVIEW_KEYS.view)
  params.delete(REVIEW_KEYS.page)
  if (place) {
    params.set(REVIEW_KEYS.view, place.view)
    if (place.view !== 'summary' && place.page > 1) params.set(REVIEW_KEYS.page, String(place.page))
  }
  const query = params.toString()
  return query === '' ? '' : `?${query}`
}
