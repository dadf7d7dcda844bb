import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { waitAtMost } from '../../../../src/shared/lib/wait-at-most'

describe('waitAtMost', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  /** Whether `promise` has resolved once pending callbacks have run. */
  async function isDone(promise: Promise<void>) {
    let done = false
    void promise.then(() => (done = true))
    await vi.advanceTimersByTimeAsync(0)
    return done
  }

  it('resolves as soon as the work does, before the time is up, and leaves no timer behind', async () => {
    let finish!: () => void
    const waited = waitAtMost(new Promise<void>((resolve) => (finish = resolve)), 250)
    await vi.advanceTimersByTimeAsync(100)
    expect(await isDone(waited)).toBe(false)
    finish()
    expect(await isDone(waited)).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('resolves when the time is up if the work is still running, and not a moment before', async () => {
    const waited = waitAtMost(new Promise(() => {}), 250)
    await vi.advanceTimersByTimeAsync(249)
    expect(await isDone(waited)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await isDone(waited)).toBe(true)
  })

  it('resolves, never rejects, when the work fails', async () => {
    const waited = waitAtMost(Promise.reject(new Error('refused')), 250)
    await expect(waited).resolves.toBeUndefined()
    expect(vi.getTimerCount()).toBe(0)
  })
})
