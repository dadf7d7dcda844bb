// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * The module keeps its positions for the life of the page and listens to popstate from the
 * moment it loads, so each test loads it afresh, as a page load would.
 */
async function loadPage() {
  vi.resetModules()
  const memory = await import('../../../../src/shared/lib/scroll-memory')
  const location = await import('../../../../src/shared/lib/location')
  return { ...memory, ...location }
}

let scrolledTo: number[]

function scrollBy(person: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: person })
}

/** Back or Forward as the browser does it: the entry changes first, then popstate fires. */
async function go(delta: -1 | 1) {
  const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }))
  window.history.go(delta)
  await popped
}

beforeEach(() => {
  scrolledTo = []
  scrollBy(0)
  vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    scrolledTo.push(y)
    scrollBy(y)
  }) as typeof window.scrollTo)
  window.history.scrollRestoration = 'auto'
})

describe('useScrollMemory', () => {
  it('returns to where the person was on each entry on Back and Forward, once its rows are shown', async () => {
    const { navigateToSearch, useScrollMemory } = await loadPage()
    const { rerender } = renderHook(({ ready }) => useScrollMemory(ready), { initialProps: { ready: true } })
    scrollBy(600)
    navigateToSearch('?offset=25', 'push')
    scrollBy(200)

    await go(-1)
    rerender({ ready: false })
    expect(scrolledTo).toEqual([])
    rerender({ ready: true })
    expect(scrolledTo).toEqual([600])
    rerender({ ready: true })
    expect(scrolledTo).toEqual([600])

    await go(1)
    rerender({ ready: true })
    expect(scrolledTo).toEqual([600, 200])
  })

  it("turns the browser's own restoration off, which would scroll before the rows are there", async () => {
    const { useScrollMemory } = await loadPage()
    renderHook(() => useScrollMemory(false))
    expect(window.history.scrollRestoration).toBe('manual')
  })

  it('returns to the top of an entry it knows nothing about', async () => {
    const { navigateToSearch, useScrollMemory } = await loadPage()
    const { rerender } = renderHook(() => useScrollMemory(true))
    window.history.replaceState(null, '', '/?offset=50')
    navigateToSearch('?offset=75', 'push')
    // An entry with no state, as after a visit from outside the app.
    window.history.replaceState(null, '', '/?offset=75')
    navigateToSearch('?offset=100', 'push')
    scrollBy(900)
    await go(-1)
    rerender()
    expect(scrolledTo).toEqual([0])
  })

  it('returns to the top of an entry with no state at all, as a link to a #fragment leaves', async () => {
    const { useScrollMemory } = await loadPage()
    const { rerender } = renderHook(() => useScrollMemory(true))
    window.history.pushState(null, '', '#notes')
    scrollBy(900)
    await go(-1)
    rerender()
    expect(scrolledTo).toEqual([0])
  })

  it('after a reload, returns to the position saved when the page was hidden', async () => {
    const first = await loadPage()
    const before = renderHook(() => first.useScrollMemory(true))
    scrollBy(350)
    window.dispatchEvent(new PageTransitionEvent('pagehide'))
    before.unmount()
    expect(window.history.state).toEqual({ key: expect.any(String), scrollY: 350 })

    scrollBy(0)
    const reloaded = await loadPage()
    // The reloaded page asks for its rows first, then shows them.
    const { rerender } = renderHook(({ ready }) => reloaded.useScrollMemory(ready), { initialProps: { ready: false } })
    expect(scrolledTo).toEqual([])
    rerender({ ready: true })
    expect(scrolledTo).toEqual([350])
  })

  it('saves nothing on hiding once the list is gone', async () => {
    const { useScrollMemory } = await loadPage()
    window.history.replaceState({ mark: 'kept' }, '')
    renderHook(() => useScrollMemory(true)).unmount()
    scrollBy(350)
    window.dispatchEvent(new PageTransitionEvent('pagehide'))
    expect(window.history.state).toEqual({ mark: 'kept' })
  })

  it('after a reload, Back and Forward still return to where the person was, even past what the entry saved', async () => {
    const first = await loadPage()
    const before = renderHook(() => first.useScrollMemory(true))
    scrollBy(50)
    first.navigateToSearch('?offset=25', 'push')
    scrollBy(100)
    window.dispatchEvent(new PageTransitionEvent('pagehide'))
    before.unmount()

    const reloaded = await loadPage()
    const { rerender } = renderHook(({ ready }) => reloaded.useScrollMemory(ready), { initialProps: { ready: false } })
    rerender({ ready: true })
    expect(scrolledTo).toEqual([100])
    scrollBy(300)
    await go(-1)
    rerender({ ready: true })
    expect(scrolledTo).toEqual([100, 50])
    await go(1)
    rerender({ ready: true })
    expect(scrolledTo).toEqual([100, 50, 300])
  })
})

describe('one history write a move', () => {
  /** Counts the history writes made from here on. */
  function watchWrites() {
    const push = vi.spyOn(window.history, 'pushState')
    const replace = vi.spyOn(window.history, 'replaceState')
    return () => ({ push: push.mock.calls.length, replace: replace.mock.calls.length })
  }
  /** The frame after the first render is painted, and the task after it. */
  const afterFirstPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

  it('tags the entry the page opened on once, after the first paint; then each move is one push, and Back still returns', async () => {
    window.history.replaceState({ mark: 'kept' }, '', '/?offset=0')
    const { navigateToSearch, useScrollMemory } = await loadPage()
    const writes = watchWrites()
    const { rerender } = renderHook(() => useScrollMemory(true))
    expect(writes()).toEqual({ push: 0, replace: 0 })
    await afterFirstPaint()
    expect(writes()).toEqual({ push: 0, replace: 1 })
    expect(window.history.state).toEqual({ mark: 'kept', key: expect.any(String) })

    scrollBy(400)
    navigateToSearch('?offset=50', 'push', { entry: { listLimit: 50 } })
    // The new entry's state is written with the push: its key and what the move added.
    expect(window.history.state).toEqual({ listLimit: 50, key: expect.any(String) })
    scrollBy(800)
    navigateToSearch('?offset=100', 'push')
    expect(writes()).toEqual({ push: 2, replace: 1 })
    scrollBy(1200)

    await go(-1)
    rerender()
    expect(scrolledTo).toEqual([800])
    await go(-1)
    rerender()
    expect(scrolledTo).toEqual([800, 400])
    await go(1)
    await go(1)
    rerender()
    expect(scrolledTo).toEqual([800, 400, 1200])
    expect(writes()).toEqual({ push: 2, replace: 1 })
  })

  it("a cold load writes nothing before the first paint, then the entry's key and rows per page in one write", async () => {
    window.history.replaceState(null, '', '/?limit=25')
    const { useScrollMemory } = await loadPage()
    const { useListPlace } = await import('../../../../src/features/list/hooks/use-list-place')
    const writes = watchWrites()
    // The list page's first render: its place (which notes the rows per page) and its scroll memory.
    renderHook(() => {
      useListPlace(undefined)
      useScrollMemory(true)
    })
    expect(writes()).toEqual({ push: 0, replace: 0 })
    await afterFirstPaint()
    expect(writes()).toEqual({ push: 0, replace: 1 })
    expect(window.history.state).toEqual({ key: expect.any(String), listLimit: 25 })
    await afterFirstPaint()
    expect(writes()).toEqual({ push: 0, replace: 1 })
  })

  it('a move before the first paint writes the notes onto the entry it leaves, not the new one', async () => {
    window.history.replaceState(null, '', '/?limit=25')
    const { useScrollMemory } = await loadPage()
    const { useListPlace } = await import('../../../../src/features/list/hooks/use-list-place')
    const { result } = renderHook(() => {
      useScrollMemory(true)
      return useListPlace(undefined)
    })
    const { historyState } = await import('../../../../src/shared/lib/history-entry')
    act(() => result.current.navigate({ offset: 25 }))
    // The move's push may be held for its paint: the entry as the app has made it.
    const pushed = historyState() as Record<string, unknown>
    await afterFirstPaint()
    expect(window.history.state).toEqual(pushed)
    await go(-1)
    expect(window.history.state).toEqual({ key: expect.any(String), listLimit: 25 })
    expect((window.history.state as Record<string, unknown>).key).not.toBe(pushed.key)
  })

  it('a move made before the first paint tags the entry it leaves itself, so Back still returns to it', async () => {
    window.history.replaceState(null, '', '/?offset=0')
    const { navigateToSearch, useScrollMemory } = await loadPage()
    const { rerender } = renderHook(() => useScrollMemory(true))
    scrollBy(250)
    navigateToSearch('?offset=50', 'push')
    await go(-1)
    rerender()
    expect(scrolledTo).toEqual([250])
  })

  it('reads the positions saved before a reload only after the first paint, off the way to the first rows', async () => {
    const read = vi.spyOn(Storage.prototype, 'getItem')
    const { useScrollMemory } = await loadPage()
    renderHook(() => useScrollMemory(true))
    expect(read).not.toHaveBeenCalledWith('authors.scrollPositions')
    await afterFirstPaint()
    expect(read).toHaveBeenCalledExactlyOnceWith('authors.scrollPositions')
    read.mockRestore()
  })

  it('keeps the last positions only, and a reload reads back what it kept', async () => {
    const first = await loadPage()
    const before = renderHook(() => first.useScrollMemory(true))
    const moves = first.KEPT_POSITIONS + 5
    for (let page = 1; page <= moves; page += 1) {
      scrollBy(page)
      first.navigateToSearch(`?offset=${page}`, 'push')
    }
    window.dispatchEvent(new PageTransitionEvent('pagehide'))
    before.unmount()
    const saved = JSON.parse(window.sessionStorage.getItem('authors.scrollPositions') ?? '[]') as [string, number][]
    expect(saved).toHaveLength(first.KEPT_POSITIONS)
    expect(saved.at(-2)?.[1]).toBe(moves)

    const reloaded = await loadPage()
    const { rerender } = renderHook(() => reloaded.useScrollMemory(true))
    scrolledTo.length = 0
    await go(-1)
    rerender()
    expect(scrolledTo).toEqual([moves])
  })

  it.each([
    ['not JSON', '{'],
    ['not a list', '{"a":1}'],
    ['pairs of the wrong kinds', '[[1,2],["k"],["k","x"],["k",-5],null]'],
  ])('loads and scrolls as usual when the saved positions are %s', async (_, text) => {
    window.sessionStorage.setItem('authors.scrollPositions', text)
    const { navigateToSearch, useScrollMemory } = await loadPage()
    const { rerender } = renderHook(() => useScrollMemory(true))
    scrollBy(70)
    navigateToSearch('?offset=5', 'push')
    await go(-1)
    rerender()
    expect(scrolledTo).toEqual([70])
  })
})

describe('rememberScroll', () => {
  it("keeps what else the entry's state holds", async () => {
    const { rememberScroll } = await loadPage()
    window.history.replaceState({ mark: 'kept' }, '')
    scrollBy(120)
    rememberScroll()
    expect(window.history.state).toEqual({ mark: 'kept', key: expect.any(String), scrollY: 120 })
  })
})

describe('scrollToTopOf', () => {
  const at = (top: number) => ({ getBoundingClientRect: () => ({ top }) }) as Element

  it('brings the top of a list scrolled past to the top of the window', async () => {
    const { scrollToTopOf } = await loadPage()
    scrollBy(1000)
    scrollToTopOf(at(-300))
    expect(scrolledTo).toEqual([700])
  })

  it("moves nothing when the list's top is in view, or there is no list", async () => {
    const { scrollToTopOf } = await loadPage()
    scrollBy(1000)
    scrollToTopOf(at(40))
    scrollToTopOf(null)
    scrollToTopOf(undefined)
    expect(scrolledTo).toEqual([])
  })
})
