// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../../../src/shared/api/api-error'
import { retryDeadline } from '../../../../../src/features/list/states/retry-deadline'
import { secondsLeft, useSecondsLeft } from '../../../../../src/features/list/states/use-seconds-left'

const throttled = (retryAfterSeconds: number | undefined) =>
  new ApiError('http', 'HTTP 429', { status: 429, ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) })

describe('retryDeadline', () => {
  it('is the moment the error arrived plus the wait the server named', () => {
    expect(retryDeadline(throttled(30), 1_000_000)).toBe(1_030_000)
    expect(retryDeadline(throttled(1), 0)).toBe(1000)
  })

  it('has no deadline when the server named no wait, a wait of 0, or the error is not the API’s', () => {
    expect(retryDeadline(throttled(undefined), 1_000_000)).toBeUndefined()
    expect(retryDeadline(throttled(0), 1_000_000)).toBeUndefined()
    expect(retryDeadline(new ApiError('network', 'offline'), 1_000_000)).toBeUndefined()
    expect(retryDeadline(Object.assign(new Error('429'), { retryAfterSeconds: 30 }), 1_000_000)).toBeUndefined()
    expect(retryDeadline(undefined, 1_000_000)).toBeUndefined()
  })
})

describe('secondsLeft', () => {
  it('counts whole seconds, rounded up, and never below 0', () => {
    expect(secondsLeft(10_000, 0)).toBe(10)
    expect(secondsLeft(10_000, 1)).toBe(10)
    expect(secondsLeft(10_000, 999)).toBe(10)
    expect(secondsLeft(10_000, 1000)).toBe(9)
    expect(secondsLeft(10_000, 9_999)).toBe(1)
    expect(secondsLeft(10_000, 10_000)).toBe(0)
    expect(secondsLeft(10_000, 25_000)).toBe(0)
  })
})

describe('useSecondsLeft', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('counts down one second at a time, on each second’s edge, and stops at 0', () => {
    vi.useFakeTimers({ now: 1_000_000 })
    // 2.5 s left: "3" until the half second has passed, then "2", "1", "0".
    const { result } = renderHook(() => useSecondsLeft(1_002_500))
    expect(result.current).toBe(3)
    act(() => vi.advanceTimersByTime(499))
    expect(result.current).toBe(3)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe(2)
    act(() => vi.advanceTimersByTime(999))
    expect(result.current).toBe(2)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe(1)
    act(() => vi.advanceTimersByTime(1000))
    expect(result.current).toBe(0)
    // Nothing is left to count: no timer keeps running.
    expect(vi.getTimerCount()).toBe(0)
  })

  it('ticks every whole second when the wait is a whole number of seconds', () => {
    vi.useFakeTimers({ now: 5_000 })
    const { result } = renderHook(() => useSecondsLeft(7_000))
    expect(result.current).toBe(2)
    act(() => vi.advanceTimersByTime(999))
    expect(result.current).toBe(2)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe(1)
    act(() => vi.advanceTimersByTime(1000))
    expect(result.current).toBe(0)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('shows 0 at once, with no timer, for a deadline already past', () => {
    vi.useFakeTimers({ now: 5_000 })
    const { result } = renderHook(() => useSecondsLeft(4_000))
    expect(result.current).toBe(0)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('stops its timer when unmounted', () => {
    vi.useFakeTimers({ now: 0 })
    const { unmount } = renderHook(() => useSecondsLeft(60_000))
    expect(vi.getTimerCount()).toBe(1)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})
