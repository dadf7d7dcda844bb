import { useEffect, useState } from 'react'
import { afterPaint } from '../../../shared/lib/after-paint'
import { scrollToRestore } from '../../../shared/lib/scroll-memory'

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

/** Whether this document has drawn list rows yet: only its first rows come in two frames. */
let firstRowsDrawn = false

/**
 * How many of a page's `length` rows (or cards) to draw now. The document's first rows (the cold
 * load's) are drawn as far as the view can reach, counted from the view's top with each row at
 * its least height (and as many side by side as could fit), so the frame that first paints them
 * is the whole first screen; the rows below it follow right after that paint (what the first paint
 * costs grows with every row drawn). Every row is drawn at once when the view is to be scrolled
 * down (a reload's or Back's position), where nothing can be measured (no layout, as in jsdom),
 * and for every page after the first.
 */
export function useRowsInViewFirst(length: number, least: LeastRow): number {
  const [everyRow, setEveryRow] = useState(firstRowsDrawn)
  const splitting = !everyRow && length > 0
  useEffect(() => {
    if (!splitting) return
    firstRowsDrawn = true
    return afterPaint(() => setEveryRow(true))
  }, [splitting])
  if (!splitting) return length
  const { clientHeight: height, clientWidth: width } = document.documentElement
  if (height <= 0 || scrollToRestore() > 0) return length
  const rootPx = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16
  const perLine = least.widthRem ? Math.max(1, Math.floor(width / (least.widthRem * rootPx))) : 1
  return Math.min(length, (Math.ceil(height / (least.rem * rootPx)) + 1) * perLine)
}

/** For tests: a new document, whose first rows come in two frames again. */
export function forgetFirstRowsDrawn(): void {
  firstRowsDrawn = false
}
