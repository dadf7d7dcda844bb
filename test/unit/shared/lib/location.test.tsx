// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  MOVE_HOLD_MS,
  navigateToSearch,
  readLocationSearch,
  useLocationSearch,
  useLocationSearchPart,
} from '../../../../src/shared/lib/location'
import { onlyKeys, withoutDialogKeys } from '../../../../src/shared/lib/search-keys'

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

describe('a move that waits a moment for its answer', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('changes the address at once and renders when the answer comes, before the hold is over', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { result } = renderHook(() => useLocationSearch())
    let answer!: () => void
    navigateToSearch('?limit=10', 'push', { answer: new Promise<void>((resolve) => (answer = resolve)) })
    expect(window.location.search).toBe('?limit=10')
    expect(readLocationSearch()).toBe('?limit=10')
    expect(result.current).toBe('?limit=25')
    await act(() => vi.advanceTimersByTimeAsync(MOVE_HOLD_MS - 1))
    expect(result.current).toBe('?limit=25')
    await act(async () => answer())
    expect(result.current).toBe('?limit=10')
  })

  it('renders the move when the hold is over, if the answer has not come', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { result } = renderHook(() => useLocationSearch())
    navigateToSearch('?limit=10', 'push', { answer: new Promise<never>(() => {}) })
    await act(() => vi.advanceTimersByTimeAsync(MOVE_HOLD_MS - 1))
    expect(result.current).toBe('?limit=25')
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(result.current).toBe('?limit=10')
  })

  it('renders the move as soon as the answer fails', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { result } = renderHook(() => useLocationSearch())
    navigateToSearch('?limit=10', 'push', { answer: Promise.reject(new Error('refused')) })
    await act(async () => {})
    expect(result.current).toBe('?limit=10')
  })
})

describe('useLocationSearchPart', () => {
  const limitPart = (search: string) => onlyKeys(search, ['limit'])

  it('renders again only when its part of the address changes, Back included', async () => {
    let renders = 0
    const { result } = renderHook(() => {
      renders++
      return useLocationSearchPart(limitPart)
    })
    expect(result.current).toBe('?limit=25')
    const before = renders
    act(() => navigateToSearch('?limit=25&review=summary', 'push'))
    act(() => navigateToSearch('?review=twins&limit=25&author=x', 'push'))
    expect(renders).toBe(before)
    act(() => navigateToSearch('?limit=10&review=twins', 'push'))
    expect(result.current).toBe('?limit=10')
    expect(renders).toBe(before + 1)
    await act(async () => {
      const moved = new Promise((done) => window.addEventListener('popstate', done, { once: true }))
      window.history.back()
      await moved
    })
    expect(result.current).toBe('?limit=25')
  })
})

describe("a query string's keys", () => {
  it.each([
    ['', ''],
    ['?limit=25', '?limit=25'],
    ['?review=summary', ''],
    ['?lang=ru&review=duplicates&rpage=3&last_name=%D0%98&author=u-1&row=2&scenario=slow', '?lang=ru&last_name=%D0%98&scenario=slow'],
    ['?review=&review=twins&author=&rpage=x&row=y&limit=10', '?limit=10'],
  ])("without a dialog's: %s → %s", (search, expected) => {
    expect(withoutDialogKeys(search)).toBe(expected)
  })

  it('only some, repeated ones kept in their order', () => {
    expect(onlyKeys('?lang=xx&limit=10&lang=ru', ['lang'])).toBe('?lang=xx&lang=ru')
    expect(onlyKeys('?limit=10', ['lang'])).toBe('')
    expect(onlyKeys('?lang=', ['lang'])).toBe('?lang=')
  })
})
