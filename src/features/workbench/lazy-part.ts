import { useSyncExternalStore } from 'react'

export interface LazyState<T> {
  module: T | undefined
  failed: boolean
}

/**
 * A module loaded with import() on first use, shared by every component that asks for it; a
 * failed load (offline, a new deployment) can be retried. What is not needed for the first rows
 * stays out of the first load this way.
 */
export function lazyPart<T>(load: () => Promise<T>) {
  let state: LazyState<T> = { module: undefined, failed: false }
  let loading = false
  const listeners = new Set<() => void>()
  const set = (next: LazyState<T>) => {
    state = next
    for (const listener of listeners) listener()
  }
  const start = () => {
    if (loading || state.module) return
    loading = true
    if (state.failed) set({ module: undefined, failed: false })
    load().then(
      (module) => set({ module, failed: false }),
      () => set({ module: undefined, failed: true }),
    ).finally(() => {
      loading = false
    })
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }
  return {
    start,
    /** The module once loaded; `wanted` starts the load. */
    use(wanted = true): LazyState<T> & { retry: () => void } {
      const current = useSyncExternalStore(subscribe, () => state, () => state)
      if (wanted && !current.module && !current.failed) start()
      return { ...current, retry: start }
    },
  }
}
