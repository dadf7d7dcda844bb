// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { atMostEvery } from '../../../../src/shared/lib/at-most-every'

describe('atMostEvery', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('answers the first ask at once, then at most once a period, and always answers the latest ask', () => {
    let value = 0
    const seen: number[] = []
    const { ask } = atMostEvery(100, () => seen.push(value))
    value = 1
    ask()
    expect(seen).toEqual([1])
    // Asks of every spacing within one period: one answer at its end, with what is current then.
    for (const step of [1, 10, 30, 58]) {
      vi.advanceTimersByTime(step)
      value += 1
      ask()
    }
    expect(seen).toEqual([1])
    vi.advanceTimersByTime(0)
    expect(seen).toEqual([1])
    vi.advanceTimersByTime(1)
    expect(seen).toEqual([1, 5])
    // Nothing asked: nothing answered.
    vi.advanceTimersByTime(1_000)
    expect(seen).toEqual([1, 5])
    // After a quiet spell, at once again.
    value = 9
    ask()
    expect(seen).toEqual([1, 5, 9])
  })

  it('answers a thousand asks in a second of asking about ten times, the last with the last value', () => {
    let value = 0
    const seen: number[] = []
    const { ask } = atMostEvery(100, () => seen.push(value))
    for (let page = 1; page <= 1000; page++) {
      value = page
      ask()
      vi.advanceTimersByTime(1)
    }
    vi.runAllTimers()
    expect(seen.length).toBeGreaterThanOrEqual(10)
    expect(seen.length).toBeLessThanOrEqual(11)
    expect(seen.at(-1)).toBe(1000)
    expect(seen).toEqual([...seen].sort((a, b) => a - b))
  })
})
