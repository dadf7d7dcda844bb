/**
 * The address's keys that name a dialog open over the page: the review's place (`review=`,
 * `rpage=`) and the record whose Details are open (`author=`, `row=`). The features that own them
 * name them from here, so the page knows them without importing those features: a link the page
 * makes (the pager's, a search's) never carries a dialog's keys (opened from it, a middle-click
 * would open the dialog again), and the page does not render again when only they change.
 */
export const DIALOG_KEYS = { review: 'review', reviewPage: 'rpage', record: 'author', recordRow: 'row' } as const

const DIALOG_KEY_SET: ReadonlySet<string> = new Set(Object.values(DIALOG_KEYS))

function queryOf(params: URLSearchParams): string {
  const query = params.toString()
  return query === '' ? '' : `?${query}`
}

/** The query string without any dialog's keys, every other parameter kept where it was. */
export function withoutDialogKeys(search: string): string {
  const params = new URLSearchParams(search)
  const kept = new URLSearchParams()
  let dropped = false
  for (const [key, value] of params) {
    if (DIALOG_KEY_SET.has(key)) dropped = true
    else kept.append(key, value)
  }
  return dropped ? queryOf(kept) : search
}

/** The query string of only `keys` (in the order they stood; "" when none is there). */
export function onlyKeys(search: string, keys: readonly string[]): string {
  const kept = new URLSearchParams()
  for (const [key, value] of new URLSearchParams(search)) if (keys.includes(key)) kept.append(key, value)
  return queryOf(kept)
}
