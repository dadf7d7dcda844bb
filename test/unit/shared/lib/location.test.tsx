// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { navigateToSearch, useLocationSearch } from '../../../../src/shared/lib/location'

beforeEach(() => {
  // A push drops any forward entries, so history.length counts this test's entries from here.
  window.history.pushState({ mark: 'start' }, '', '/authors?limit=25#top')
})

describe('navigateToSearch', () => {
  it('pushes an entry Back returns to, keeping the path and the hash', () => {
    const before = window.history.length
    navigateToSearch('?limit=25&offset=25', 'push')
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/authors?limit=25&offset=25#top')
    expect(window.history.length).toBe(before + 1)
  })

  it('replaces the entry, keeping its state, without adding one', () => {
    const before = window.history.length
    navigateToSearch('?limit=10', 'replace')
    expect(window.location.search).toBe('?limit=10')
    expect(window.location.hash).toBe('#top')
    expect(window.history.length).toBe(before)
    expect(window.history.state).toEqual({ mark: 'start' })
  })

  it('adds no entry for the query string it is already on', () => {
    const before = window.history.length
    navigateToSearch('?limit=25', 'push')
    expect(window.history.length).toBe(before)
    expect(window.history.state).toEqual({ mark: 'start' })
  })

  it('moves to a bare path when the query string becomes empty', () => {
    navigateToSearch('', 'push')
    expect(window.location.href).toBe(`${window.location.origin}/authors#top`)
  })
})

describe('useLocationSearch', () => {
  it("follows the app's own navigation and the browser's Back and Forward", () => {
    const { result } = renderHook(() => useLocationSearch())
    expect(result.current).toBe('?limit=25')
    act(() => navigateToSearch('?limit=10', 'push'))
    expect(result.current).toBe('?limit=10')
    act(() => navigateToSearch('?limit=100', 'replace'))
    expect(result.current).toBe('?limit=100')
    act(() => {
      window.history.replaceState(null, '', '/authors?offset=5')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(result.current).toBe('?offset=5')
  })

  it('reads no query string when rendered on a server', () => {
    function Search() {
      return <output>{JSON.stringify(useLocationSearch())}</output>
    }
    expect(renderToString(<Search />)).toBe('<output>&quot;&quot;</output>')
  })

  it('stops listening once unmounted', () => {
    const added = vi.spyOn(window, 'addEventListener')
    const removed = vi.spyOn(window, 'removeEventListener')
    const { result, unmount } = renderHook(() => useLocationSearch())
    const popstate = added.mock.calls.find(([type]) => type === 'popstate')?.[1]
    expect(popstate).toBeTypeOf('function')
    unmount()
    expect(removed).toHaveBeenCalledWith('popstate', popstate)
    act(() => navigateToSearch('?limit=10', 'push'))
    act(() => window.dispatchEvent(new PopStateEvent('popstate')))
    expect(result.current).toBe('?limit=25')
  })
})
