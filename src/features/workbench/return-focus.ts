import type { Author } from '../../shared/api/contract'
import { focusRow } from './row-keyboard'

/** What a dialog gives focus back to when it closes. */
export interface FocusReturn {
  /** The control that opened the dialog (a row's button, the row itself, a button in another dialog). */
  opener: HTMLElement | null
  /** The author whose row the dialog belongs to, if it belongs to one. */
  uid: string | undefined
}

/** The uid of the author whose row (`[data-row]`, its index on the page) holds `element`. */
export function rowAuthorOf(element: Element | null, authors: readonly Author[] | undefined): string | undefined {
  const row = element?.closest<HTMLElement>('[data-row]')
  return row ? authors?.[Number(row.dataset.row)]?.uid : undefined
}

/**
 * Puts focus back when a dialog closes, whatever became of what it showed (found, failed, still
 * loading), and never leaves it on <body>: on the opener while it is still in the page and still
 * in the same author's row (rows are reused from page to page, so a page changed under the
 * dialog can leave the same button on another author); otherwise on that author's row, if it is
 * on the page; otherwise on `region`, the results.
 */
export function returnFocus(target: FocusReturn, authors: readonly Author[] | undefined, region: HTMLElement | null | undefined): void {
  const { opener, uid } = target
  const sameRow = uid === undefined || !opener?.closest('[data-row]') || rowAuthorOf(opener, authors) === uid
  if (opener?.isConnected && sameRow) {
    opener.focus()
    if (document.activeElement === opener) return
  }
  const index = uid === undefined || !authors ? -1 : authors.findIndex((author) => author.uid === uid)
  if (index >= 0) focusRow(index)
  else region?.focus()
}
