import { useLayoutEffect, useState, type RefObject } from 'react'

/** The "+n" mark's least width, in em of the marks' own size: "+11" and its border fit. */
export const MORE_MARK_EM = 2.6

/** Marks that always fit the Checks column's held width side by side: no measuring below this. */
const ALWAYS_FIT = 2

/**
 * How many of a row's flag marks to draw, so the row's marks keep to their held room (the table's
 * Checks column, a card's one line of marks): one line, and a column that does not widen when the marks arrive (they come
 * just after the first rows' paint; a wider column would move every name beside it). All of them
 * when they fit; otherwise as many as fit before the "+n" mark that stands for the rest (whose
 * names stay in the row for screen readers and the row's tips). Measured once per set of marks,
 * before the frame that shows them is painted; `key` names that set (the flags, the other marks
 * before them, the language their glyphs are in).
 */
export function useFoldedMarks(box: RefObject<HTMLElement | null>, marks: number, flags: number, key: string): number {
  const [folded, setFolded] = useState<{ key: string; shown: number } | undefined>(undefined)
  const shown = folded?.key === key ? folded.shown : flags
  useLayoutEffect(() => {
    if (marks <= ALWAYS_FIT || folded?.key === key) return
    const element = box.current
    if (!element) return
    const fits = fittingMarks(element)
    // A layout read before the paint, its answer drawn in the same frame (React's own measuring pattern).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (fits !== undefined) setFolded({ key, shown: Math.min(fits, flags) })
  }, [box, marks, flags, key, folded])
  return shown
}

/**
 * How many flag marks of a row's marks box fit inside it beside the "+n" mark, or undefined when
 * they all fit (or nothing is laid out). One layout read for the box and its marks.
 */
export function fittingMarks(element: HTMLElement): number | undefined {
  const right = element.getBoundingClientRect().right
  const marks = [...element.querySelectorAll<HTMLElement>('.flag-mark[data-flag]')]
  const last = marks.at(-1)
  if (!last || right <= 0) return undefined
  const ends = marks.map((mark) => mark.getBoundingClientRect().right)
  if (ends.at(-1)! <= right + 0.5) return undefined
  const size = Number.parseFloat(getComputedStyle(last).fontSize) || 12
  // The "+n" mark's own width (its padding and border as a mark's), and the gap before it.
  const reserve = MORE_MARK_EM * size + 12 + 4
  let shown = 0
  while (shown < ends.length && ends[shown]! <= right - reserve) shown++
  return shown
}
