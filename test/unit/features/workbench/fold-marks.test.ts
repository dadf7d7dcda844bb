// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { fittingMarks, MORE_MARK_EM } from '../../../../src/features/workbench/fold-marks'

/** A marks box `width` px wide, its marks laid side by side at these widths with 4 px gaps. */
function box(width: number, marks: number[], { fontPx = 12, laidOut = true } = {}) {
  const element = document.createElement('div')
  const rect = (left: number, right: number) => ({ left, right, top: 0, bottom: 18, width: right - left, height: 18 }) as DOMRect
  element.getBoundingClientRect = () => (laidOut ? rect(100, 100 + width) : rect(0, 0))
  let at = 100
  for (const mark of marks) {
    const span = document.createElement('span')
    span.className = 'flag-mark'
    span.dataset.flag = 'tab'
    span.style.fontSize = `${fontPx}px`
    const left = at
    span.getBoundingClientRect = () => rect(left, left + mark)
    element.append(span)
    at += mark + 4
  }
  document.body.append(element)
  return element
}

const reserve = (fontPx: number) => MORE_MARK_EM * fontPx + 12 + 4

describe('fittingMarks: how many flag marks fit beside the "+n" mark', () => {
  it('says nothing when every mark fits, to the last pixel', () => {
    expect(fittingMarks(box(92, [30, 30, 24]))).toBeUndefined()
    expect(fittingMarks(box(100, [30, 30, 32]))).toBeUndefined()
  })

  it('keeps the marks that end before the room the "+n" mark needs', () => {
    // Marks end at 30, 64, 98, 132 (from the box's left); the room ends at 120.
    const room = 120 - reserve(12)
    const fits = [30, 64, 98, 132].filter((end) => end <= room).length
    expect(fittingMarks(box(120, [30, 30, 30, 30]))).toBe(fits)
    expect(fits).toBeGreaterThan(0)
    expect(fits).toBeLessThan(4)
  })

  it('counts the "+n" mark at the marks’ own size', () => {
    // At 24 px the "+n" mark needs more room than at 12: fewer marks are kept beside it.
    expect(fittingMarks(box(150, [30, 30, 30, 30, 30], { fontPx: 24 }))!).toBeLessThan(fittingMarks(box(150, [30, 30, 30, 30, 30]))!)
  })

  it('keeps none when even the first does not fit beside "+n"', () => {
    expect(fittingMarks(box(40, [30, 30, 30]))).toBe(0)
  })

  it('says nothing where nothing is laid out, or there is no mark', () => {
    expect(fittingMarks(box(120, [60, 60, 60], { laidOut: false }))).toBeUndefined()
    expect(fittingMarks(box(120, []))).toBeUndefined()
  })
})
