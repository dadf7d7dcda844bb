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

/** Whether this document has drawn list rows yet: only its first rows come in two frames. */
let firstRowsDrawn = false

/**
 * How many of a page's `length` rows to draw now. The document's first rows (the cold load's)
 * are drawn as far as the view can reach, counted from the view's top with each row at its least
 * height, so the frame that first paints them is the whole first screen; the rows below it follow
 * right after that paint (what the first paint costs grows with every row drawn). Every row is
 * drawn at once when the view is to be scrolled down (a reload's or Back's position), where
 * nothing can be measured (no layout, as in jsdom), and for every page after the first.
 */
export function useRowsInViewFirst(length: number, density: RowDensity): number {
  const [everyRow, setEveryRow] = useState(firstRowsDrawn)
  const splitting = !everyRow && length > 0
  useEffect(() => {
    if (!splitting) return
    firstRowsDrawn = true
    return afterPaint(() => setEveryRow(true))
  }, [splitting])
  if (!splitting) return length
  const view = document.documentElement.clientHeight
  if (view <= 0 || scrollToRestore() > 0) return length
  const rootPx = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16
  return Math.min(length, Math.ceil(view / (LEAST_ROW_REM[density] * rootPx)) + 1)
}

/** For tests: a new document, whose first rows come in two frames again. */
export function forgetFirstRowsDrawn(): void {
  firstRowsDrawn = false
}
