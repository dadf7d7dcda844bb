// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { guardConnections, safeFollowMode } from '../../../../src/shared/api/connection-guard'

// Node (the mock API server, QA's own tests) has no page and so no page origin.
describe('the connection guard where there is no page', () => {
  it('follows a hidden redirect from no origin but a guarded one', () => {
    expect(safeFollowMode('http://localhost:3000')).toBeUndefined()
    const head: unknown[] = []
    const doc = { createElement: () => ({}), head: { append: (meta: unknown) => head.push(meta) } } as unknown as Document
    guardConnections('https://api.example.org', doc)
    expect(head).toEqual([{ httpEquiv: 'Content-Security-Policy', content: "connect-src 'self' https://api.example.org" }])
    expect(safeFollowMode('https://api.example.org')).toBe('cors')
  })
})
