/**
 * Whether the review may move focus to a view's first record (or its heading) once the view is
 * painted. Yes when the focus was lost with the view it was in (it is then on the body), or is
 * elsewhere in the dialog (the dialog itself as it opens, a pager's button). No when the person has
 * already moved to a record of the page, or a control in it: on a busy machine the list can be
 * painted, and j pressed, before this runs (an earlier view's wait can even end on the new view's
 * page), and the person's place is kept.
 */
export function mayTakeFocus(active: Element | null, dialog: Element | null | undefined): boolean {
  if (!active || active === active.ownerDocument.body) return true
  if (!dialog?.contains(active)) return false
  return active.closest('.review-page') === null
}
