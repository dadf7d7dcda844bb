import { useEffect, useState } from 'react'
import { afterPaint } from '../../../shared/lib/after-paint'
import { scrollToRestore } from '../../../shared/lib/scroll-memory'
import { rowsInView, type LeastRow } from './rows-in-view'

export { LEAST_ROW_REM, type LeastRow, type RowDensity } from './rows-in-view'

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
  return scrollToRestore() > 0 ? length : rowsInView(length, least)
}

/** For tests: a new document, whose first rows come in two frames again. */
export function forgetFirstRowsDrawn(): void {
  firstRowsDrawn = false
}
