// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { useMediaQuery } from '../../../../src/shared/lib/use-media-query'

/** A window whose width the test sets: `(max-width: Npx)` matches at N or narrower. */
function fakeWindowWidth(initial: number) {
  let width = initial
  const lists = new Map<string, { listeners: Set<() => void>; maxWidth: number }>()
  window.matchMedia = (query: string) => {
    const maxWidth = Number(/max-width:\s*(\d+)px/.exec(query)?.[1])
    const entry = lists.get(query) ?? { listeners: new Set<() => void>(), maxWidth }
    lists.set(query, entry)
    return {
      media: query,
      get matches() {
        return width <= maxWidth
      },
      addEventListener: (type: string, listener: () => void) => type === 'change' && entry.listeners.add(listener),
      removeEventListener: (type: string, listener: () => void) => type === 'change' && entry.listeners.delete(listener),
    } as unknown as MediaQueryList
  }
  return {
    resize(to: number) {
      width = to
      for (const entry of lists.values()) for (const listener of [...entry.listeners]) listener()
    },
    listening: (query: string) => lists.get(query)?.listeners.size ?? 0,
  }
}

afterEach(() => {
  // jsdom has no matchMedia of its own.
  delete (window as { matchMedia?: unknown }).matchMedia
})

describe('useMediaQuery', () => {
  it('answers on the first render, with no flash of the other layout', () => {
    fakeWindowWidth(320)
    expect(renderHook(() => useMediaQuery('(max-width: 600px)')).result.current).toBe(true)
    expect(renderHook(() => useMediaQuery('(max-width: 200px)')).result.current).toBe(false)
  })

  it('answers from the window as it is now once nobody listens, even after a change nobody heard', () => {
    const window = fakeWindowWidth(1024)
    const first = (query: string) => {
      const seen: boolean[] = []
      const hook = renderHook(() => {
        const matches = useMediaQuery(query)
        seen.push(matches)
        return matches
      })
      return { seen, hook }
    }
    const before = first('(max-width: 700px)')
    expect(before.seen[0]).toBe(false)
    before.hook.unmount()
    // Resized while nobody listened: the kept answer is stale, the browser's is not.
    window.resize(480)
    const after = first('(max-width: 700px)')
    expect(after.seen[0]).toBe(true)
    expect(after.seen.every(Boolean)).toBe(true)
  })

  it('asks the browser once while it listens, not at every render (an answer can cost a layout)', () => {
    const window = fakeWindowWidth(1024)
    let asked = 0
    const matchMedia = globalThis.window.matchMedia
    globalThis.window.matchMedia = (query: string) => {
      asked++
      return matchMedia(query)
    }
    const { result, rerender } = renderHook(() => useMediaQuery('(max-width: 700px)'))
    const afterMount = asked
    for (let render = 0; render < 5; render++) rerender()
    act(() => window.resize(480))
    rerender()
    expect(result.current).toBe(true)
    expect(asked).toBe(afterMount)
  })

  it('follows the window as it is resized or zoomed', () => {
    const window = fakeWindowWidth(1024)
    const { result } = renderHook(() => useMediaQuery('(max-width: 600px)'))
    expect(result.current).toBe(false)
    act(() => window.resize(480))
    expect(result.current).toBe(true)
    act(() => window.resize(1280))
    expect(result.current).toBe(false)
  })

  it('follows the new query when the caller changes it, and stops listening to the old one', () => {
    const window = fakeWindowWidth(700)
    const { result, rerender } = renderHook(({ query }) => useMediaQuery(query), { initialProps: { query: '(max-width: 600px)' } })
    expect(result.current).toBe(false)
    rerender({ query: '(max-width: 800px)' })
    expect(result.current).toBe(true)
    expect(window.listening('(max-width: 600px)')).toBe(0)
    act(() => window.resize(900))
    expect(result.current).toBe(false)
  })

  it('stops listening once unmounted', () => {
    const window = fakeWindowWidth(700)
    const { unmount } = renderHook(() => useMediaQuery('(max-width: 600px)'))
    expect(window.listening('(max-width: 600px)')).toBe(1)
    unmount()
    expect(window.listening('(max-width: 600px)')).toBe(0)
  })

  it('is false where the browser has no matchMedia, and on a server', () => {
    expect(renderHook(() => useMediaQuery('(max-width: 600px)')).result.current).toBe(false)
    function Layout() {
      return <output>{String(useMediaQuery('(max-width: 600px)'))}</output>
    }
    fakeWindowWidth(320)
    expect(renderToString(<Layout />)).toBe('<output>false</output>')
  })
})
