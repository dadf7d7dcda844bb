import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { DEFAULT_ROW_PX, FIRST_WINDOW_ROWS } from './first-window'
import { sumHeights, wantedRange, type RowRange } from './windowing'

/**
 * Rows `start` to `end` of a long page, between two spacer rows that stand in for the rest, so
 * the page keeps its full height and the scroll bar its meaning (the document scrolls, not the
 * table). Each rendered row keeps its aria-rowindex in the whole list and the table its
 * aria-rowcount, so assistive technology announces positions as usual; rows come into the DOM
 * as the page scrolls, by mouse, keys or a screen reader's cursor. Printing renders every row,
 * and so does an environment without layout (jsdom), where nothing can be measured.
 * Give it a new key for each page: the measurements belong to one page's rows.
 */
export function WindowedRows({
  length,
  columns,
  renderRow,
}: {
  length: number
  /** Columns of the table, for the spacer rows' single cell. */
  columns: number
  renderRow: (index: number) => ReactNode
}) {
  const topSpacer = useRef<HTMLTableRowElement>(null)
  const heights = useRef<Array<number | undefined>>([])
  const [range, setRange] = useState<RowRange>({ start: 0, end: Math.min(length, FIRST_WINDOW_ROWS) })
  const [everyRow, setEveryRow] = useState(false)
  // The estimate for unmeasured rows is taken once, from the page's first rows: changing it later
  // would resize the spacer above the viewport and slide the rows under a still scroll position.
  // State, not a ref: the spacers must be drawn with the estimate the range maths uses. (Held in a
  // ref, the spacers kept the 31 px default while the maths used the rows' real height, about
  // twice that with the workbench's stacked buttons: the page was half as tall as the maths
  // thought, so a scroll to its middle rendered the rows of its first quarter.)
  const [estimate, setEstimate] = useState<number>()

  const viewport = (spacer: HTMLElement) => ({ listTop: spacer.getBoundingClientRect().top, height: window.innerHeight })

  // Measure what was rendered, then correct the range before the browser paints: what a layout
  // effect is for, so its state updates are synchronous on purpose.
  useLayoutEffect(() => {
    const spacer = topSpacer.current
    if (everyRow || !spacer) return
    let row = spacer.nextElementSibling
    let measured = 0
    let total = 0
    for (let index = range.start; index < range.end && row; index++, row = row.nextElementSibling) {
      const height = row.getBoundingClientRect().height
      heights.current[index] = height
      total += height
      measured++
    }
    if (measured > 0 && total === 0) {
      // No layout at all: show everything rather than guess.
      setEveryRow(true)
      return
    }
    if (estimate === undefined && measured > 0) {
      // Drawn again before paint with spacers of this estimate; the range follows on that pass.
      setEstimate(total / measured)
      return
    }
    const next = wantedRange(viewport(spacer), heights.current, range, length, estimate ?? DEFAULT_ROW_PX)
    if (next) setRange(next)
  }, [everyRow, length, range, estimate])

  useEffect(() => {
    if (everyRow) return
    // Within the scroll event, so the rows are in the same frame as the new scroll position.
    const onScroll = () => {
      const spacer = topSpacer.current
      const next = spacer && wantedRange(viewport(spacer), heights.current, range, length, estimate ?? DEFAULT_ROW_PX)
      if (next) flushSync(() => setRange(next))
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
    }
  }, [everyRow, length, range, estimate])

  useEffect(() => {
    const beforePrint = () => flushSync(() => setEveryRow(true))
    const afterPrint = () => setEveryRow(false)
    window.addEventListener('beforeprint', beforePrint)
    window.addEventListener('afterprint', afterPrint)
    return () => {
      window.removeEventListener('beforeprint', beforePrint)
      window.removeEventListener('afterprint', afterPrint)
    }
  }, [])

  if (everyRow) return Array.from({ length }, (_, index) => renderRow(index))
  const rowPx = estimate ?? DEFAULT_ROW_PX
  const rendered: ReactNode[] = []
  for (let index = range.start; index < range.end; index++) rendered.push(renderRow(index))
  return (
    <>
      <tr ref={topSpacer} className="spacer-row" aria-hidden="true">
        <td colSpan={columns} style={{ height: sumHeights(heights.current, 0, range.start, rowPx) }} />
      </tr>
      {rendered}
      <tr className="spacer-row" aria-hidden="true">
        <td colSpan={columns} style={{ height: sumHeights(heights.current, range.end, length, rowPx) }} />
      </tr>
    </>
  )
}
