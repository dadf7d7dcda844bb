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

describe('fittingMarks: how many flag marks fit beside the "+n" mark', () => {
  it('says nothing when every mark fits, to the half pixel', () => {
    // The marks end 30, 64 and 92 px from the box's left.
    expect(fittingMarks(box(91.5, [30, 30, 24]))).toBeUndefined()
    expect(fittingMarks(box(100, [30, 30, 32]))).toBeUndefined()
    expect(fittingMarks(box(91.4, [30, 30, 24]))).toBeDefined()
  })

  it('keeps the marks that end before the room the "+n" mark needs: 2.6 em of its size, 12 px of padding and border, a 4 px gap', () => {
    // At 10 px the "+n" mark takes 26 + 12 + 4 = 42 px: in a 106 px box the kept marks end by 64 px.
    // The marks end 30, 64, 70 and 114 px from the box's left.
    expect(MORE_MARK_EM).toBe(2.6)
    expect(fittingMarks(box(106, [30, 30, 2, 40], { fontPx: 10 }))).toBe(2)
    // A box 1 px narrower keeps one fewer; at 20 px the "+n" mark takes 68 px, and one mark stays.
    expect(fittingMarks(box(105, [30, 30, 2, 40], { fontPx: 10 }))).toBe(1)
    expect(fittingMarks(box(106, [30, 30, 2, 40], { fontPx: 20 }))).toBe(1)
  })

  it('keeps none when even the first does not fit beside "+n", one mark included', () => {
    expect(fittingMarks(box(40, [30, 30, 30]))).toBe(0)
    expect(fittingMarks(box(20, [30]))).toBe(0)
  })

  it('says nothing where nothing is laid out, or there is no mark', () => {
    expect(fittingMarks(box(120, [60, 60, 60], { laidOut: false }))).toBeUndefined()
    expect(fittingMarks(box(120, []))).toBeUndefined()
  })
})
