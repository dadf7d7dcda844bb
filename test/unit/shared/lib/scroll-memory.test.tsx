// @vitest-environment jsdom
import { renderHook } from '@testing-library/react'
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
