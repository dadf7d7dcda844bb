// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { createBrowserStore, createExternalStore } from '../../../../src/shared/lib/external-store'

describe('createExternalStore', () => {
  it('gives the value it was last set to, and tells every subscriber of each change until it unsubscribes', () => {
    const store = createExternalStore('table')
    expect(store.get()).toBe('table')
    const first = vi.fn()
    const second = vi.fn()
    const stopFirst = store.subscribe(first)
    store.subscribe(second)
    store.set('cards')
    expect(store.get()).toBe('cards')
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1])
    stopFirst()
    store.set('table')
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 2])
  })

  it('tells no one when set to the value it holds', () => {
    const value = { rows: 3 }
    const store = createExternalStore(value)
    const listener = vi.fn()
    store.subscribe(listener)
    store.set(value)
    expect(listener).not.toHaveBeenCalled()
    store.set({ rows: 3 })
    expect(listener).toHaveBeenCalledOnce()
  })

  it('tells a subscriber that subscribes again while being told once per change', () => {
    const store = createExternalStore(0)
    let told = 0
    let stop = () => {}
    const listener = () => {
      told += 1
      stop()
      // The limit ends the test on a store that would tell it again and again.
      if (told < 5) stop = store.subscribe(listener)
    }
    stop = store.subscribe(listener)
    store.set(1)
    expect(told).toBe(1)
    store.set(2)
    expect(told).toBe(2)
  })

  it('renders a component with the value now, and again when it changes', () => {
    const store = createExternalStore<string | undefined>(undefined)
    const { result, unmount } = renderHook(() => store.use())
    expect(result.current).toBeUndefined()
    act(() => store.set('loaded'))
    expect(result.current).toBe('loaded')
    unmount()
    // Unmounted: no subscriber is left to tell.
    expect(() => store.set('again')).not.toThrow()
  })

  it('renders its value on a server', () => {
    const store = createExternalStore('compact')
    function Density() {
      return <output>{store.use()}</output>
    }
    expect(renderToString(<Density />)).toBe('<output>compact</output>')
  })
})

/** A value the "browser" keeps, with a change event the store must listen to. */
function fakeBrowserValue(initial: string) {
  let value = initial
  const events = new EventTarget()
  const listening = vi.fn()
  const store = createBrowserStore({
    read: () => value,
    listen: (changed) => {
      listening(true)
      events.addEventListener('change', changed)
      return () => {
        listening(false)
        events.removeEventListener('change', changed)
      }
    },
    onServer: () => 'server',
  })
  return {
    store,
    listening,
    /** The browser changes the value and says so. */
    browserChanges(next: string) {
      value = next
      events.dispatchEvent(new Event('change'))
    },
    /** The app changes the value itself: the browser says nothing. */
    appChanges(next: string) {
      value = next
    },
  }
}

describe('createBrowserStore', () => {
  it('reads the browser’s value, and follows the browser’s change events', () => {
    const browser = fakeBrowserValue('?limit=25')
    const { result } = renderHook(() => browser.store.use())
    expect(result.current).toBe('?limit=25')
    act(() => browser.browserChanges('?limit=10'))
    expect(result.current).toBe('?limit=10')
  })

  it('follows a change the app made itself once told', () => {
    const browser = fakeBrowserValue('?limit=25')
    const { result } = renderHook(() => browser.store.use())
    act(() => {
      browser.appChanges('?offset=50')
      browser.store.changed()
    })
    expect(result.current).toBe('?offset=50')
  })

  it('listens to the browser once for all subscribers, from the first until the last one leaves', () => {
    const browser = fakeBrowserValue('a')
    const first = renderHook(() => browser.store.use())
    const second = renderHook(() => browser.store.use())
    expect(browser.listening.mock.calls).toEqual([[true]])
    first.unmount()
    expect(browser.listening.mock.calls).toEqual([[true]])
    act(() => browser.browserChanges('b'))
    expect(second.result.current).toBe('b')
    second.unmount()
    expect(browser.listening.mock.calls).toEqual([[true], [false]])
    // Listening again for a new subscriber.
    renderHook(() => browser.store.use())
    expect(browser.listening.mock.calls).toEqual([[true], [false], [true]])
  })

  it('stops listening once, however often the last subscriber unsubscribes', () => {
    const browser = fakeBrowserValue('a')
    const stop = browser.store.subscribe(() => {})
    stop()
    stop()
    expect(browser.listening.mock.calls).toEqual([[true], [false]])
  })

  it('renders the server’s value on a server', () => {
    const browser = fakeBrowserValue('browser')
    function Value() {
      return <output>{browser.store.use()}</output>
    }
    expect(renderToString(<Value />)).toBe('<output>server</output>')
  })
})
