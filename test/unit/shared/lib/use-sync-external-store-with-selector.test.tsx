// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createExternalStore } from '../../../../src/shared/lib/external-store'
import { useSyncExternalStoreWithSelector } from '../../../../src/shared/lib/use-sync-external-store-with-selector'

const shallowPair = (a: { n: number }, b: { n: number }) => a.n === b.n

describe('useSyncExternalStoreWithSelector (TanStack Store reads the table state through it)', () => {
  it('gives the selection of the store now, and the new one when the store changes', () => {
    const store = createExternalStore({ count: 1, other: 'a' })
    const { result } = renderHook(() => useSyncExternalStoreWithSelector(store.subscribe, store.get, null, (state) => state.count * 10))
    expect(result.current).toBe(10)
    act(() => store.set({ count: 2, other: 'a' }))
    expect(result.current).toBe(20)
  })

  it('keeps the same selection object while isEqual says a new one equals it, so nothing re-renders', () => {
    const store = createExternalStore({ count: 1, other: 'a' })
    const renders = vi.fn()
    const selector = (state: { count: number }) => ({ n: state.count })
    const { result } = renderHook(() => {
      renders()
      return useSyncExternalStoreWithSelector(store.subscribe, store.get, null, selector, shallowPair)
    })
    const first = result.current
    act(() => store.set({ count: 1, other: 'b' }))
    expect(result.current).toBe(first)
    expect(renders).toHaveBeenCalledTimes(1)
    act(() => store.set({ count: 3, other: 'b' }))
    expect(result.current).toEqual({ n: 3 })
    expect(renders).toHaveBeenCalledTimes(2)
  })

  it('selects once per snapshot, however often React asks', () => {
    const store = createExternalStore({ count: 1 })
    const selector = vi.fn((state: { count: number }) => state.count)
    const { rerender } = renderHook(() => useSyncExternalStoreWithSelector(store.subscribe, store.get, null, selector))
    rerender()
    rerender()
    expect(selector).toHaveBeenCalledTimes(1)
  })
})
