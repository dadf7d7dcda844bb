import { useSyncExternalStore } from 'react'

/**
 * A value outside React that components read during render and follow as it changes
 * (useSyncExternalStore): the same functions every time, safe in dependency lists.
 */
export interface ExternalStore<T> {
  get: () => T
  subscribe: (listener: () => void) => () => void
  /** In a component: the value now, rendering again when it changes. */
  use: () => T
}

/** A value the app keeps in memory. */
export interface ValueStore<T> extends ExternalStore<T> {
  /** Tells the subscribers, unless the value is the same one (Object.is). */
  set: (value: T) => void
}

/** A value the browser keeps (the address, the storage, a media query). */
export interface BrowserStore<T> extends ExternalStore<T> {
  /** The app changed the value itself, which fires no browser event: tells the subscribers. */
  changed: () => void
}

export function createExternalStore<T>(initial: T): ValueStore<T> {
  let value = initial
  const store = createBrowserStore({ read: () => value, onServer: () => value })
  return {
    get: store.get,
    subscribe: store.subscribe,
    use: store.use,
    set: (next) => {
      if (Object.is(next, value)) return
      value = next
      store.changed()
    },
  }
}

export function createBrowserStore<T>({
  read,
  listen,
  onServer,
}: {
  /** The value now. The same value (Object.is) while nothing changed: React compares snapshots. */
  read: () => T
  /**
   * Starts listening to the browser's own change events, calling `changed`; returns how to stop.
   * One listener for all subscribers, from the first one until the last one leaves.
   */
  listen?: (changed: () => void) => () => void
  /** What a server render reads (it has no browser). */
  onServer: () => T
}): BrowserStore<T> {
  const listeners = new Set<() => void>()
  let stopListening: (() => void) | undefined
  const changed = () => {
    // A copy: a listener that subscribes again while being told is told once.
    for (const listener of [...listeners]) listener()
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    if (listeners.size === 1 && listen) stopListening = listen(changed)
    return () => {
      listeners.delete(listener)
      if (listeners.size > 0) return
      stopListening?.()
      stopListening = undefined
    }
  }
  return {
    get: read,
    subscribe,
    changed,
    use: () => useSyncExternalStore(subscribe, read, onServer),
  }
}
