// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { applyTheme } from '../../../src/app/theme'

describe('applyTheme', () => {
  it('marks the page with a chosen light or dark theme, which the style sheet reads', () => {
    applyTheme('dark')
    expect(document.documentElement.dataset.theme).toBe('dark')
    applyTheme('light')
    expect(document.documentElement.dataset.theme).toBe('light')
  })

  it('drops the mark for auto, so the page follows the system again', () => {
    applyTheme('dark')
    applyTheme('auto')
    expect(document.documentElement).not.toHaveAttribute('data-theme')
  })

  it('marks the element it is given instead of the page', () => {
    const root = document.createElement('div')
    applyTheme('light', root)
    expect(root.dataset.theme).toBe('light')
    expect(document.documentElement).not.toHaveAttribute('data-theme')
  })
})
