/**
 * The range maths of a windowed page: which rows to render so that they cover the viewport with
 * room to spare, from the heights measured so far and an estimate for the rest. Pure, so that
 * its edges (the first and last rows, an even start, a small scroll) are unit-tested in node.
 */

export interface RowRange {
  start: number
  end: number
}

/** Measured row heights by index; a hole is a row not yet rendered. */
export type Heights = ReadonlyArray<number | undefined>

export interface Viewport {
  /** Where the first row's top is, relative to the viewport's top (negative once scrolled past). */
  listTop: number
  /** The viewport's height. */
  height: number
}

/** Rows are kept rendered this far beyond the viewport, above and below. */
export const OVERSCAN_PX = 1200

export function sumHeights(heights: Heights, from: number, to: number, estimate: number): number {
  let sum = 0
  for (let index = from; index < to; index++) sum += heights[index] ?? estimate
  return sum
}

/**
 * The rows that cover the viewport with OVERSCAN_PX to spare on each side, or undefined when the
 * rendered ones still cover it with half that (so a small scroll renders nothing). The range
 * starts on an even row, so each row keeps its zebra stripe. A range it returns always differs
 * from the rendered one: that one would cover the full overscan, so the check above returns first.
 */
export function wantedRange(
  viewport: Viewport,
  heights: Heights,
  rendered: RowRange,
  length: number,
  estimate: number,
): RowRange | undefined {
  const viewTop = -viewport.listTop
  const viewBottom = viewTop + viewport.height
  const renderedTop = sumHeights(heights, 0, rendered.start, estimate)
  const renderedBottom = renderedTop + sumHeights(heights, rendered.start, rendered.end, estimate)
  if (
    (rendered.start === 0 || renderedTop <= viewTop - OVERSCAN_PX / 2) &&
    (rendered.end === length || renderedBottom >= viewBottom + OVERSCAN_PX / 2)
  ) {
    return undefined
  }
  const heightOf = (index: number) => heights[index] ?? estimate
  let end = 0
  let y = 0
  while (end < length && y + heightOf(end) < viewTop - OVERSCAN_PX) y += heightOf(end++)
  const start = end - (end % 2)
  while (end < length && y < viewBottom + OVERSCAN_PX) y += heightOf(end++)
  return { start, end }
}
