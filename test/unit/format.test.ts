import { describe, expect, it } from 'vitest'
import { formatRange, lastPageOffset, pageCount } from '../../src/authors/format'

describe('formatRange', () => {
  it('shows the rows on screen with an en dash', () => {
    expect(formatRange(50, 50, 960, 'en')).toBe('51–100 of 960')
  })

  it('formats numbers for the locale', () => {
    expect(formatRange(1200, 34, 1234, 'en')).toBe('1,201–1,234 of 1,234')
    expect(formatRange(1200, 34, 1234, 'ru')).toBe('1\u00a0201–1\u00a0234 of 1\u00a0234')
  })

  it('handles an empty page', () => {
    expect(formatRange(0, 0, 0, 'en')).toBe('0 of 0')
  })
})

describe('pages', () => {
  it('counts pages and finds the last one', () => {
    expect(pageCount(1000, 50)).toBe(20)
    expect(pageCount(1001, 50)).toBe(21)
    expect(pageCount(960, 50)).toBe(20)
    expect(pageCount(0, 50)).toBe(1)
    expect(lastPageOffset(960, 50)).toBe(950)
    expect(lastPageOffset(1001, 50)).toBe(1000)
    expect(lastPageOffset(0, 50)).toBe(0)
  })
})
