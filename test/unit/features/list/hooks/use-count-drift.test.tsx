// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { searchKey, useCountDrift } from '../../../../../src/features/list/hooks/use-count-drift'

function drifting(key: string, count: number | undefined) {
  return renderHook(({ key, count }) => useCountDrift(key, count), { initialProps: { key, count } })
}

describe('searchKey', () => {
  it('is one search across pages and page sizes', () => {
    const page3 = { lastName: 'Li', firstName: 'Anna', limit: 25, offset: 50 }
    const page1 = { lastName: 'Li', firstName: 'Anna', limit: 100, offset: 0 }
    expect(searchKey(page3)).toBe(searchKey(page1))
  })

  it('tells apart searches that differ in either name, or in which box a word is', () => {
    const keys = [
      searchKey({ lastName: 'Li', firstName: 'Anna' }),
      searchKey({ lastName: 'Lee', firstName: 'Anna' }),
      searchKey({ lastName: 'Li', firstName: 'Ann' }),
      searchKey({ lastName: 'Anna', firstName: 'Li' }),
      searchKey({ lastName: 'Li Anna', firstName: '' }),
    ]
    expect(new Set(keys).size).toBe(keys.length)
  })
})

describe('useCountDrift', () => {
  it('reports no change for the first count of a search, nor while none has arrived', () => {
    const { result, rerender } = drifting('a', undefined)
    expect(result.current.drift).toBe(0)
    rerender({ key: 'a', count: 1200 })
    expect(result.current.drift).toBe(0)
  })

  it('reports the whole change since the first count, not the last step', () => {
    const { result, rerender } = drifting('a', 1200)
    rerender({ key: 'a', count: 1210 })
    expect(result.current.drift).toBe(10)
    rerender({ key: 'a', count: 1215 })
    expect(result.current.drift).toBe(15)
    rerender({ key: 'a', count: 1190 })
    expect(result.current.drift).toBe(-10)
  })

  it('reports no change while the next page loads (no count yet), and the change again once it is in', () => {
    const { result, rerender } = drifting('a', 1200)
    rerender({ key: 'a', count: undefined })
    expect(result.current.drift).toBe(0)
    rerender({ key: 'a', count: 1203 })
    expect(result.current.drift).toBe(3)
  })

  it('starts a new search from its own first count, and keeps the first search’s when the person comes back', () => {
    const { result, rerender } = drifting('a', 1200)
    rerender({ key: 'b', count: 40 })
    expect(result.current.drift).toBe(0)
    rerender({ key: 'b', count: 42 })
    expect(result.current.drift).toBe(2)
    rerender({ key: 'a', count: 1205 })
    expect(result.current.drift).toBe(5)
  })

  it('after reset (Reload the list), takes the next count as the new start of the search it is on', () => {
    const { result, rerender } = drifting('a', 1200)
    rerender({ key: 'b', count: 40 })
    rerender({ key: 'b', count: 45 })
    act(() => result.current.reset())
    rerender({ key: 'b', count: 45 })
    expect(result.current.drift).toBe(0)
    rerender({ key: 'b', count: 47 })
    expect(result.current.drift).toBe(2)
    // The other search keeps its start.
    rerender({ key: 'a', count: 1201 })
    expect(result.current.drift).toBe(1)
  })

  it('takes a search’s first count in the render that brings it: the host is rendered once, not again for a state set during its render', () => {
    let renders = 0
    const { result, rerender } = renderHook(
      ({ count }: { count: number | undefined }) => {
        renders++
        return useCountDrift('a', count)
      },
      { initialProps: { count: undefined as number | undefined } },
    )
    renders = 0
    rerender({ count: 1200 })
    expect(result.current.drift).toBe(0)
    expect(renders).toBe(1)
    rerender({ count: 1204 })
    expect(result.current.drift).toBe(4)
    expect(renders).toBe(2)
  })

  it('renders again when reset, and the drift it then reports starts from the next count', () => {
    let renders = 0
    const { result, rerender } = renderHook(
      ({ count }: { count: number }) => {
        renders++
        return useCountDrift('a', count)
      },
      { initialProps: { count: 1200 } },
    )
    rerender({ count: 1210 })
    renders = 0
    act(() => result.current.reset())
    expect(renders).toBe(1)
    expect(result.current.drift).toBe(0)
    rerender({ count: 1213 })
    expect(result.current.drift).toBe(3)
  })
})
