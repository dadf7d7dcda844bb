// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useListPlace } from '../../../../../src/features/list/hooks/use-list-place'
import { readLocationSearch } from '../../../../../src/shared/lib/location'

function at(url: string) {
  // A push drops forward entries, so history.length counts this test's entries from here.
  window.history.pushState(null, '', url)
  const before = window.history.length
  const hook = renderHook(() => useListPlace(undefined))
  return { ...hook, added: () => window.history.length - before }
}

describe('useListPlace', () => {
  it('reads the place and its page number from the URL', () => {
    const { result } = at('/?last_name=%D0%98%D0%B2&first_name=P&limit=25&offset=60')
    expect(result.current.place).toEqual({ lastName: 'Ив', firstName: 'P', limit: 25, offset: 60 })
    expect(result.current.page).toBe(3)
  })

  it('replaces a hand-typed URL with its canonical form, adding no entry', () => {
    const { result, added } = at('/?limit=abc&offset=-1&last_name=Li&scenario=slow')
    expect(window.location.search).toBe('?scenario=slow&last_name=Li')
    expect(added()).toBe(0)
    expect(result.current.place).toEqual({ lastName: 'Li', firstName: '', limit: 50, offset: 0 })
  })

  it('leaves a canonical URL as it is', () => {
    const { added } = at('/?last_name=Li&limit=25&offset=25')
    expect(window.location.search).toBe('?last_name=Li&limit=25&offset=25')
    expect(added()).toBe(0)
  })

  it('navigates by a patch, pushing an entry by default, keeping parameters it does not own', async () => {
    const { result, added } = at('/?scenario=slow&limit=25')
    act(() => result.current.navigate({ offset: 50 }))
    expect(readLocationSearch()).toBe('?scenario=slow&limit=25&offset=50')
    expect(result.current.place.offset).toBe(50)
    expect(result.current.page).toBe(3)
    // The push is written with the move, before any frame is painted: Back and the address bar
    // agree with the place from the first frame that shows it.
    expect(window.location.search).toBe('?scenario=slow&limit=25&offset=50')
    expect(added()).toBe(1)
    act(() => result.current.navigate({ lastName: 'Li', offset: 0 }, 'replace'))
    expect(window.location.search).toBe('?scenario=slow&last_name=Li&limit=25')
    expect(added()).toBe(1)
  })

  it('writes the entry of a move whose rows are still on their way at once, after their request has left', () => {
    window.history.pushState(null, '', '/?limit=25')
    const before = window.history.length
    const order: string[] = []
    const { result } = renderHook(() =>
      useListPlace(undefined, () => {
        order.push(`request, entries +${window.history.length - before}`)
        return new Promise<never>(() => {})
      }),
    )
    act(() => result.current.navigate({ offset: 25 }))
    order.push(`after the move, entries +${window.history.length - before}`)
    expect(order).toEqual(['request, entries +0', 'after the move, entries +1'])
    expect(window.location.search).toBe('?limit=25&offset=25')
  })

  it('applies two navigations in one tick on top of each other', () => {
    const { result } = at('/')
    act(() => {
      result.current.navigate({ lastName: 'Li' })
      result.current.navigate({ offset: 50 })
    })
    expect(result.current.place).toEqual({ lastName: 'Li', firstName: '', limit: 50, offset: 50 })
  })

  it('tells of each new place before the URL changes, so its request can start first, and of no move that changes nothing', () => {
    window.history.pushState(null, '', '/?limit=25&offset=25')
    const seenAt: string[] = []
    const onLeave = vi.fn(() => void seenAt.push(readLocationSearch()))
    const { result } = renderHook(() => useListPlace(undefined, onLeave))
    act(() => result.current.navigate({ offset: 50 }))
    expect(onLeave).toHaveBeenCalledExactlyOnceWith({ lastName: '', firstName: '', limit: 25, offset: 50 })
    expect(seenAt).toEqual(['?limit=25&offset=25'])
    act(() => result.current.navigate({ offset: 50 }))
    expect(onLeave).toHaveBeenCalledTimes(1)
    act(() => result.current.navigate({ lastName: 'Li', offset: 0 }, 'replace'))
    expect(onLeave).toHaveBeenLastCalledWith({ lastName: 'Li', firstName: '', limit: 25, offset: 0 })
    expect(seenAt).toEqual(['?limit=25&offset=25', '?limit=25&offset=50'])
  })

  it('tells the latest listener given, after a re-render with a new one', () => {
    window.history.pushState(null, '', '/')
    const first = vi.fn()
    const second = vi.fn()
    const { result, rerender } = renderHook(({ onLeave }) => useListPlace(undefined, onLeave), { initialProps: { onLeave: first } })
    rerender({ onLeave: second })
    act(() => result.current.navigate({ offset: 50 }))
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledExactlyOnceWith({ lastName: '', firstName: '', limit: 50, offset: 50 })
  })

  it('normalises a hand-typed URL that arrives while the list is open (an address edited in place)', () => {
    const { result } = at('/?limit=25')
    act(() => {
      window.history.pushState(null, '', '/?limit=25&offset=-5&offset=abc')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(window.location.search).toBe('?limit=25')
    expect(result.current.place.offset).toBe(0)
  })
})
