import { describe, expect, it } from 'vitest'
import { shiftIntoView, VIEW_MARGIN } from '../../../../src/shared/lib/keep-in-view'

describe('shiftIntoView', () => {
  const viewport = { left: 0, right: 375 }

  it('leaves a box that lies inside the bounds where it is', () => {
    expect(shiftIntoView({ left: VIEW_MARGIN, right: 375 - VIEW_MARGIN }, viewport)).toBe(0)
    expect(shiftIntoView({ left: 100, right: 200 }, viewport)).toBe(0)
  })

  it('moves a box past the left edge to the right, to the margin', () => {
    // "Copied UID …" started at x = −149 at 375 px.
    expect(shiftIntoView({ left: -149, right: 151 }, viewport)).toBe(149 + VIEW_MARGIN)
    expect(shiftIntoView({ left: -7, right: 200 }, viewport)).toBe(7 + VIEW_MARGIN)
  })

  it('moves a box past the right edge to the left, to the margin', () => {
    expect(shiftIntoView({ left: 300, right: 400 }, viewport)).toBe(375 - VIEW_MARGIN - 400)
  })

  it('keeps the start of a box wider than the bounds in view', () => {
    expect(shiftIntoView({ left: 50, right: 500 }, viewport)).toBe(VIEW_MARGIN - 50)
    expect(shiftIntoView({ left: -50, right: 500 }, viewport)).toBe(50 + VIEW_MARGIN)
  })

  it('measures against other bounds, such as a dialog', () => {
    expect(shiftIntoView({ left: 20, right: 120 }, { left: 40, right: 300 })).toBe(40 + VIEW_MARGIN - 20)
  })
})
