/**
 * The least a table row can be tall, in rem, at each density (one line of text and its padding;
 * the workbench's buttons and wrapped names only make rows taller). Rendered rows fill the view
 * whenever each is at least this tall.
 */
export const LEAST_ROW_REM = { comfortable: 2.125, compact: 1.3125 } as const

/** The table's densities (the editor's preference). */
export type RowDensity = keyof typeof LEAST_ROW_REM

/** How the rows of a view are laid out: each at least `rem` tall, side by side where each is at least `widthRem` wide (cards). */
export interface LeastRow {
  rem: number
  widthRem?: number
}

/**
 * Where the document's first rows begin in the view (CSS px from its top), once the early screen
 * has drawn the list's frame and measured it; until then the view's top (0).
 */
let firstRowsTop = 0

/**
 * The early screen (the app's first module) has laid out the list's frame without its rows: they
 * begin `top` px down the view. The rows it then draws, and React's first rows over them, are
 * counted from there (the same count, so React draws the same rows), not from the view's top.
 */
export function rememberFirstRowsTop(top: number): void {
  firstRowsTop = Number.isFinite(top) ? Math.max(0, top) : 0
}

/** For tests: a new document, whose first rows' place is not known. */
export function forgetFirstRowsTop(): void {
  firstRowsTop = 0
}

/**
 * How many of `length` rows (or cards) reach the view's bottom from where they begin (the place
 * the early screen measured, else the view's top), each at its least height (and as many side by
 * side as could fit), plus one; all of them where nothing can be measured (no layout, as in jsdom).
 * No React here: the app's first module (the early screen) counts the same.
 */
export function rowsInView(length: number, least: LeastRow): number {
  const { clientHeight: height, clientWidth: width } = document.documentElement
  if (height <= 0) return length
  const rootPx = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16
  const perLine = least.widthRem ? Math.max(1, Math.floor(width / (least.widthRem * rootPx))) : 1
  const reach = Math.max(0, height - firstRowsTop)
  return Math.min(length, (Math.ceil(reach / (least.rem * rootPx)) + 1) * perLine)
}
