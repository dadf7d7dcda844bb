import { describe, expect, it } from 'vitest'
import { OVERSCAN_PX, sumHeights, wantedRange } from '../../../../../src/features/list/table/windowing'

const ROW = 30
const uniform = (length: number) => Array.from({ length }, () => ROW)

describe('sumHeights', () => {
  it('adds measured heights and the estimate for rows not yet measured', () => {
    expect(sumHeights([10, undefined, 20], 0, 3, 31)).toBe(61)
    expect(sumHeights([10, 20], 1, 5, 5)).toBe(35)
    expect(sumHeights([], 3, 3, 31)).toBe(0)
  })
})

describe('wantedRange', () => {
  const view = (scrolled: number, height = 900) => ({ listTop: -scrolled, height })

  it('covers the viewport and the overscan below it from the top', () => {
    const range = wantedRange(view(0), [], { start: 0, end: 10 }, 1000, ROW)
    // 900 px of viewport + 1200 px below = 2100 px = 70 rows.
    expect(range).toEqual({ start: 0, end: (900 + OVERSCAN_PX) / ROW })
  })

  it('asks for nothing while the rendered rows still cover the view with half the overscan', () => {
    const rendered = { start: 0, end: 70 }
    expect(wantedRange(view(0), uniform(70), rendered, 1000, ROW)).toBeUndefined()
    // 540 px down leaves 2100 - 540 - 900 = 660 px below: more than half the overscan.
    expect(wantedRange(view(540), uniform(70), rendered, 1000, ROW)).toBeUndefined()
    expect(wantedRange(view(660), uniform(70), rendered, 1000, ROW)).toBeDefined()
  })

  it('starts on an even row, so rows keep their stripes', () => {
    // 3,001 px down: the 60 rows wholly above 3,001 - 1,200 = 1,801 px are dropped, and 60 is even.
    expect(wantedRange(view(3001), [], { start: 0, end: 70 }, 1000, ROW)?.start).toBe(60)
    // A row that reaches the overscan's edge is kept.
    expect(wantedRange(view(3000), [], { start: 0, end: 70 }, 1000, ROW)?.start).toBe(58)
    // 61 rows above: the window starts one row earlier, on row 60.
    expect(wantedRange(view(3031), [], { start: 0, end: 70 }, 1000, ROW)?.start).toBe(60)
    expect(wantedRange(view(3061), [], { start: 0, end: 70 }, 1000, ROW)?.start).toBe(62)
  })

  it('stops at the last row and renders to it at the end of the page', () => {
    const range = wantedRange(view(1000 * ROW - 900), [], { start: 0, end: 70 }, 1000, ROW)
    expect(range?.end).toBe(1000)
    expect(range!.start).toBeLessThan(1000 - 900 / ROW)
  })

  it('uses measured heights where it has them', () => {
    // Tall first rows (100 px) push the window's start earlier than the estimate would.
    const heights = [...Array.from({ length: 30 }, () => 100)]
    const range = wantedRange(view(4001), heights, { start: 0, end: 30 }, 1000, ROW)
    // The 2,801 px above the overscan hold 28 whole rows of 100 px (with the estimate, 93).
    expect(range?.start).toBe(28)
  })

  it('keeps rows rendered above while they reach half the overscan above the view, and not a pixel less', () => {
    // Rows 40–139 rendered: their top is at 1,200 px, their bottom far below the view.
    const rendered = { start: 40, end: 140 }
    expect(wantedRange(view(1800), uniform(140), rendered, 1000, ROW)).toBeUndefined()
    expect(wantedRange(view(1799), uniform(140), rendered, 1000, ROW)).toEqual({ start: 18, end: 130 })
  })

  it('keeps rows rendered below while they reach half the overscan below the view, exactly too', () => {
    expect(wantedRange(view(600), uniform(70), { start: 0, end: 70 }, 1000, ROW)).toBeUndefined()
  })

  it('asks for nothing more at the end of the page once the last row is rendered', () => {
    const rendered = { start: 900, end: 1000 }
    expect(wantedRange(view(1000 * ROW - 900), uniform(1000), rendered, 1000, ROW)).toBeUndefined()
  })

  it('wants no row past the last when the view is below the list', () => {
    expect(wantedRange(view(100_000), [], { start: 0, end: 4 }, 10, ROW)).toEqual({ start: 10, end: 10 })
  })
})
