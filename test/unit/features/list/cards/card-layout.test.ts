// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { CARD_LAYOUT_QUERY } from '../../../../../src/features/list/cards/card-layout'

/**
 * Whether the query matches a viewport `width` CSS px wide at a default font size of `fontPx`.
 * Only the form the app uses, `(max-width: <n>em)`, is understood; anything else fails the test.
 */
function matches(query: string, width: number, fontPx = 16): boolean {
  const form = /^\(max-width: (\d+(?:\.\d+)?)em\)$/.exec(query)
  if (!form) throw new Error(`not a max-width in em: ${JSON.stringify(query)}`)
  return width <= Number(form[1]) * fontPx
}

describe('the card layout query', () => {
  it('gives phones and narrow windows cards, and a desktop window the table', () => {
    expect(matches(CARD_LAYOUT_QUERY, 320)).toBe(true)
    expect(matches(CARD_LAYOUT_QUERY, 768)).toBe(true)
    expect(matches(CARD_LAYOUT_QUERY, 895)).toBe(true)
    // From 56em (896 px at 16 px) the five columns fit.
    expect(matches(CARD_LAYOUT_QUERY, 896)).toBe(false)
    expect(matches(CARD_LAYOUT_QUERY, 1280)).toBe(false)
  })

  it('follows zoom and the person’s font size: 400 % zoom on a 1280 px window, or a 24 px font, gets cards', () => {
    expect(matches(CARD_LAYOUT_QUERY, 1280 / 4)).toBe(true)
    expect(matches(CARD_LAYOUT_QUERY, 1280, 24)).toBe(true)
  })
})
