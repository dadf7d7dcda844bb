// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterPaint } from '../../../../src/shared/lib/after-paint'

describe('afterPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('runs the work in a task after the next frame, not in the frame itself', () => {
    const order: string[] = []
    afterPaint(() => order.push('work'))
    requestAnimationFrame(() => order.push('frame'))
    expect(order).toEqual([])
    vi.advanceTimersToNextFrame()
    expect(order).toEqual(['frame'])
    // The task the frame queued (fake timers run a 0 ms timeout 1 ms on).
    vi.advanceTimersByTime(1)
    expect(order).toEqual(['frame', 'work'])
  })

  it('runs nothing once cancelled, before the frame or between the frame and the task', () => {
    const early = vi.fn()
    afterPaint(early)()
    const late = vi.fn()
    const cancelLate = afterPaint(late)
    vi.advanceTimersToNextFrame()
    cancelLate()
    vi.runAllTimers()
    expect(early).not.toHaveBeenCalled()
    expect(late).not.toHaveBeenCalled()
  })

  it('cancels nothing once the work has run, even when the work cancels itself as it runs', () => {
    const cancelFrame = vi.spyOn(window, 'cancelAnimationFrame')
    const holder: { cancel?: () => void } = {}
    const work = vi.fn(() => holder.cancel?.())
    holder.cancel = afterPaint(work)
    vi.advanceTimersToNextFrame()
    vi.advanceTimersByTime(1)
    expect(work).toHaveBeenCalledOnce()
    expect(cancelFrame).not.toHaveBeenCalled()
    holder.cancel()
    expect(cancelFrame).not.toHaveBeenCalled()
  })
})
