import { describe, expect, it } from 'vitest'
import { formatRange } from '../../src/authors/format'

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
