// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_PREFERENCES, PREFERENCES_KEY, PREFERENCES_VERSION } from '../../../../src/app/preferences/preferences'
import { getPreferences, usePreferences } from '../../../../src/app/preferences/preferences-store'

const saved = () => JSON.parse(window.localStorage.getItem(PREFERENCES_KEY) ?? 'null') as unknown

/** Another tab of the app writes the preferences; the browser tells this one with a storage event. */
function anotherTabWrites(value: string | null, key: string | null = PREFERENCES_KEY) {
  if (key === null) window.localStorage.clear()
  else if (value === null) window.localStorage.removeItem(key)
  else window.localStorage.setItem(key, value)
  window.dispatchEvent(new StorageEvent('storage', { key }))
}

describe('usePreferences', () => {
  it('starts from the defaults on a first visit', () => {
    expect(renderHook(() => usePreferences()).result.current.preferences).toEqual(DEFAULT_PREFERENCES)
  })

  it('reads what earlier visits of the app saved, under the key it has always used', () => {
    window.localStorage.setItem('non-active-authors/preferences', JSON.stringify({ version: 1, theme: 'dark', limit: 25 }))
    expect(renderHook(() => usePreferences()).result.current.preferences).toEqual({ ...DEFAULT_PREFERENCES, theme: 'dark', limit: 25 })
  })

  it('renders the defaults on a server, where there is no storage', () => {
    function Theme() {
      return <output>{usePreferences().preferences.theme}</output>
    }
    expect(renderToString(<Theme />)).toBe('<output>auto</output>')
  })

  it('gives the same update and reset on every render, so they are safe in dependency lists', () => {
    const { result, rerender } = renderHook(() => usePreferences())
    const { update, reset } = result.current
    act(() => update({ theme: 'dark' }))
    rerender()
    expect(result.current.update).toBe(update)
    expect(result.current.reset).toBe(reset)
  })

  it('keeps a choice for the next visit and shows it at once', () => {
    const { result } = renderHook(() => usePreferences())
    act(() => result.current.update({ theme: 'dark' }))
    act(() => result.current.update({ density: 'compact' }))
    expect(result.current.preferences).toEqual({ ...DEFAULT_PREFERENCES, theme: 'dark', density: 'compact' })
    expect(saved()).toEqual({ ...DEFAULT_PREFERENCES, version: PREFERENCES_VERSION, theme: 'dark', density: 'compact', lang: undefined })
    expect(getPreferences()).toEqual(result.current.preferences)
  })

  it('goes back to the defaults on reset, forgetting what was kept', () => {
    const { result } = renderHook(() => usePreferences())
    act(() => result.current.update({ lang: 'ru', limit: 100 }))
    act(() => result.current.reset())
    expect(result.current.preferences).toEqual(DEFAULT_PREFERENCES)
    expect(window.localStorage.getItem(PREFERENCES_KEY)).toBeNull()
  })

  it('follows a choice made in another tab, and that tab clearing the storage', () => {
    const { result } = renderHook(() => usePreferences())
    act(() => anotherTabWrites(JSON.stringify({ version: PREFERENCES_VERSION, theme: 'light' })))
    expect(result.current.preferences.theme).toBe('light')
    act(() => anotherTabWrites(null, null))
    expect(result.current.preferences).toEqual(DEFAULT_PREFERENCES)
  })

  it('stops listening to other tabs once unmounted', () => {
    const added = vi.spyOn(window, 'addEventListener')
    const removed = vi.spyOn(window, 'removeEventListener')
    const { unmount } = renderHook(() => usePreferences())
    const onStorage = added.mock.calls.find(([type]) => type === 'storage')?.[1]
    expect(onStorage).toBeTypeOf('function')
    unmount()
    expect(removed).toHaveBeenCalledWith('storage', onStorage)
  })

  it('keeps the choices for this visit when the storage refuses to keep them, and saves again once it can', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    const { result } = renderHook(() => usePreferences())
    act(() => result.current.update({ theme: 'dark' }))
    expect(result.current.preferences.theme).toBe('dark')
    expect(window.localStorage.getItem(PREFERENCES_KEY)).toBeNull()

    act(() => result.current.update({ density: 'compact' }))
    expect(setItem).toHaveBeenCalledTimes(2)
    expect(saved()).toMatchObject({ theme: 'dark', density: 'compact' })
    // Storage is the source again: what another tab writes now shows here.
    act(() => anotherTabWrites(JSON.stringify({ version: PREFERENCES_VERSION, theme: 'light' })))
    expect(result.current.preferences.theme).toBe('light')
  })

  it('keeps a reset for this visit when the storage refuses it', () => {
    window.localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ version: PREFERENCES_VERSION, theme: 'dark' }))
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementationOnce(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    const { result } = renderHook(() => usePreferences())
    expect(result.current.preferences.theme).toBe('dark')
    act(() => result.current.reset())
    expect(result.current.preferences).toEqual(DEFAULT_PREFERENCES)
    // The storage still holds the old value; the refused reset stands in for it until it can be written.
    act(() => result.current.update({ density: 'compact' }))
    expect(saved()).toMatchObject({ theme: 'auto', density: 'compact' })
  })

  it('uses the defaults, without failing, when the storage cannot be read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    expect(renderHook(() => usePreferences()).result.current.preferences).toEqual(DEFAULT_PREFERENCES)
  })
  it("reads the storage once while it is followed; its own writes and another tab's are read anew", () => {
    window.localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ version: PREFERENCES_VERSION, theme: 'dark' }))
    const { result, rerender } = renderHook(() => usePreferences())
    // Followed from here (subscribed): renders read what was read last.
    const getItem = vi.spyOn(Storage.prototype, 'getItem')
    for (let render = 0; render < 5; render++) rerender()
    expect(getPreferences().theme).toBe('dark')
    expect(getItem).not.toHaveBeenCalled()

    act(() => result.current.update({ density: 'compact' }))
    getItem.mockClear()
    rerender()
    expect(result.current.preferences).toMatchObject({ theme: 'dark', density: 'compact' })
    expect(getItem).not.toHaveBeenCalled()

    act(() => anotherTabWrites(JSON.stringify({ version: PREFERENCES_VERSION, theme: 'light' })))
    expect(result.current.preferences.theme).toBe('light')
    expect(getItem).toHaveBeenCalled()
  })

  it('reads the storage afresh once nothing follows it (a write it was not told of cannot be missed)', () => {
    const { unmount } = renderHook(() => usePreferences())
    unmount()
    window.localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ version: PREFERENCES_VERSION, theme: 'dark' }))
    expect(getPreferences().theme).toBe('dark')
  })
})

describe('getPreferences', () => {
  it('gives the same object while nothing changed, so it is safe to compare and to subscribe to', () => {
    window.localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ version: PREFERENCES_VERSION, density: 'compact' }))
    const first = getPreferences()
    expect(first.density).toBe('compact')
    expect(getPreferences()).toBe(first)
  })
})
