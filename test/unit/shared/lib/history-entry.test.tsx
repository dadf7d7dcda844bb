// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushHistory, historyState, replaceHistoryState } from '../../../../src/shared/lib/history-entry'
import { MOVE_HOLD_MS, navigateToSearch, readLocationSearch, useLocationSearch } from '../../../../src/shared/lib/location'

/** The browser's frames, run by the test: each queued requestAnimationFrame callback is the frame before a paint. */
function holdFrames() {
  const frames: FrameRequestCallback[] = []
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback))
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {})
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  return {
    /** The frame is painted: its requestAnimationFrame callbacks ran, then the tasks they queued. */
    paint: () => {
      for (const frame of frames.splice(0)) frame(0)
      // The tasks they queued (setTimeout 0), not the later timers.
      vi.advanceTimersByTime(0)
    },
  }
}

function watchWrites() {
  const push = vi.spyOn(window.history, 'pushState')
  const replace = vi.spyOn(window.history, 'replaceState')
  return { push, replace }
}

beforeEach(() => {
  // Tagged already (scroll-memory.ts): leaving it writes nothing of its own.
  window.history.pushState({ mark: 'start', key: 'start' }, '', '/authors?limit=25#top')
})

afterEach(() => {
  flushHistory()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe("a move's push, after its paint", () => {
  it('serves the new address and its state at once, and pushes it once the frame is painted', () => {
    const frames = holdFrames()
    const { result } = renderHook(() => useLocationSearch())
    const writes = watchWrites()
    const before = window.history.length
    act(() => navigateToSearch('?limit=25&offset=25', 'push', { entry: { listLimit: 25 }, pushAfterPaint: true }))
    expect(result.current).toBe('?limit=25&offset=25')
    expect(readLocationSearch()).toBe('?limit=25&offset=25')
    expect(historyState()).toEqual({ listLimit: 25, key: expect.any(String) })
    expect(writes.push).not.toHaveBeenCalled()
    expect(window.location.search).toBe('?limit=25')

    frames.paint()
    expect(writes.push).toHaveBeenCalledOnce()
    expect(writes.replace).not.toHaveBeenCalled()
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/authors?limit=25&offset=25#top')
    expect(window.history.state).toEqual({ listLimit: 25, key: expect.any(String) })
    expect(window.history.length).toBe(before + 1)
    // Painted again: nothing more to write.
    frames.paint()
    expect(writes.push).toHaveBeenCalledOnce()
  })

  it('writes a held push before a second move, so each move keeps its own entry in order', () => {
    holdFrames()
    const writes = watchWrites()
    const before = window.history.length
    navigateToSearch('?limit=25&offset=25', 'push', { pushAfterPaint: true })
    navigateToSearch('?limit=25&offset=50', 'push', { pushAfterPaint: true })
    expect(writes.push).toHaveBeenCalledOnce()
    expect(window.location.search).toBe('?limit=25&offset=25')
    expect(readLocationSearch()).toBe('?limit=25&offset=50')
    flushHistory()
    expect(window.location.search).toBe('?limit=25&offset=50')
    expect(window.history.length).toBe(before + 2)
  })

  it('writes a held push before any other history write, which then lands on the new entry', () => {
    holdFrames()
    navigateToSearch('?limit=25&offset=25', 'push', { entry: { listLimit: 25 }, pushAfterPaint: true })
    replaceHistoryState({ ...(historyState() as object), opened: true })
    expect(window.location.search).toBe('?limit=25&offset=25')
    expect(window.history.state).toEqual({ listLimit: 25, key: expect.any(String), opened: true })

    navigateToSearch('?limit=10', 'push', { pushAfterPaint: true })
    navigateToSearch('?limit=10&offset=10', 'replace')
    expect(window.location.search).toBe('?limit=10&offset=10')
    expect(window.history.state).toEqual({ key: expect.any(String) })
  })

  it('compares a move with the held address: a move to where it already is writes nothing', () => {
    holdFrames()
    navigateToSearch('?limit=10', 'push', { pushAfterPaint: true })
    const writes = watchWrites()
    navigateToSearch('?limit=10', 'push', { pushAfterPaint: true })
    navigateToSearch('?limit=10', 'replace')
    expect(writes.push).not.toHaveBeenCalled()
    expect(writes.replace).not.toHaveBeenCalled()
  })

  it('drops a held push when Back or Forward moves first: the browser moved among the entries it has', () => {
    const frames = holdFrames()
    const { result } = renderHook(() => useLocationSearch())
    navigateToSearch('?limit=10', 'push', { pushAfterPaint: true })
    const writes = watchWrites()
    act(() => {
      window.history.replaceState({ mark: 'back' }, '', '/authors?offset=5')
      window.dispatchEvent(new PopStateEvent('popstate', { state: { mark: 'back' } }))
    })
    expect(result.current).toBe('?offset=5')
    expect(historyState()).toEqual({ mark: 'back' })
    frames.paint()
    expect(writes.push).not.toHaveBeenCalled()
  })

  it('pushes at once when the move does not ask to wait for its paint', () => {
    holdFrames()
    const writes = watchWrites()
    navigateToSearch('?limit=10', 'push')
    expect(writes.push).toHaveBeenCalledOnce()
    expect(window.location.search).toBe('?limit=10')
  })
})

describe("a move that waits for its answer pushes after the answer's paint", () => {
  it('holds the push while the answer is on its way, through the paints of other frames', async () => {
    const frames = holdFrames()
    const writes = watchWrites()
    let answer!: () => void
    navigateToSearch('?limit=10', 'push', { answer: new Promise<void>((resolve) => (answer = resolve)), pushAfterPaint: true })
    frames.paint()
    frames.paint()
    expect(writes.push).not.toHaveBeenCalled()
    expect(readLocationSearch()).toBe('?limit=10')
    await act(async () => answer())
    expect(writes.push).not.toHaveBeenCalled()
    frames.paint()
    expect(writes.push).toHaveBeenCalledOnce()
    expect(window.location.search).toBe('?limit=10')
  })

  it("an earlier move's answer does not release a later move's push", async () => {
    const frames = holdFrames()
    const writes = watchWrites()
    let first!: () => void
    navigateToSearch('?limit=10', 'push', { answer: new Promise<void>((resolve) => (first = resolve)), pushAfterPaint: true })
    navigateToSearch('?limit=10&offset=10', 'push', { answer: new Promise<never>(() => {}), pushAfterPaint: true })
    expect(writes.push).toHaveBeenCalledOnce()
    await act(async () => first())
    frames.paint()
    expect(writes.push).toHaveBeenCalledOnce()
    expect(readLocationSearch()).toBe('?limit=10&offset=10')
  })
  it('pushes after the paint of the busy render when the answer is slower than the hold', () => {
    const frames = holdFrames()
    const writes = watchWrites()
    navigateToSearch('?limit=10', 'push', { answer: new Promise<never>(() => {}), pushAfterPaint: true })
    vi.advanceTimersByTime(MOVE_HOLD_MS - 1)
    frames.paint()
    expect(writes.push).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    frames.paint()
    expect(writes.push).toHaveBeenCalledOnce()
  })
})
