// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { guardConnections, safeFollowMode } from '../../../../src/shared/api/connection-guard'

describe('the connection guard', () => {
  it("follows redirects from the page's own origin in same-origin mode, and from nowhere else before the guard", () => {
    expect(safeFollowMode(window.location.origin)).toBe('same-origin')
    expect(safeFollowMode('https://api.example.org')).toBeUndefined()
  })

  it('adds a connect-src policy for the API origin, then follows its redirects under it', () => {
    const doc = document.implementation.createHTMLDocument('app')
    guardConnections('https://api.example.org', doc)
    const metas = doc.head.querySelectorAll('meta')
    expect(metas).toHaveLength(1)
    expect(metas[0]?.httpEquiv).toBe('Content-Security-Policy')
    expect(metas[0]?.getAttribute('content')).toBe("connect-src 'self' https://api.example.org")
    expect(safeFollowMode('https://api.example.org')).toBe('cors')
    expect(safeFollowMode('https://other.example.org')).toBeUndefined()
    expect(safeFollowMode(window.location.origin)).toBe('same-origin')
  })
})
