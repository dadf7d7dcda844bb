import { createExternalStore } from './external-store'

export interface LazyState<T> {
  /** The module, once loaded. */
  module: T | undefined
  /** The last load failed (offline, or a deployment removed the chunk). */
  failed: boolean
  /** A load is running again after a failure (which stands until it succeeds). */
  retrying: boolean
}

export interface LazyModule<T> {
  /**
   * Starts the load unless it is loaded or loading (again, after a failure); the module, or why
   * it could not be loaded. A caller may drop the promise: a failure shows in the part's state.
   */
  load: () => Promise<T>
  /** In a component: the part's state; `wanted` starts the first load (a failed one waits for retry). */
  use: (wanted?: boolean) => LazyState<T> & { retry: () => void }
}

/**
 * A module loaded with import() on first use, shared by every component that asks for it; a
 * failed load (offline, a new deployment) can be retried. What is not needed for the first rows
 * stays out of the first load this way. To render a part, see the LazyPart component.
 */
export function lazyPart<T>(load: () => Promise<T>): LazyModule<T> {
  const state = createExternalStore<LazyState<T>>({ module: undefined, failed: false, retrying: false })
  let current: Promise<T> | undefined
  const request = (): Promise<T> => {
    if (current) return current
    const attempt = load()
    current = attempt
    // Only a retry changes the state as it starts: a first load may start during a render.
    if (state.get().failed) state.set({ module: undefined, failed: true, retrying: true })
    attempt.then(
      (module) => state.set({ module, failed: false, retrying: false }),
      () => {
        current = undefined
        state.set({ module: undefined, failed: true, retrying: false })
      },
    )
    return attempt
  }
  const retry = () => void request()
  return {
    load: request,
    use(wanted = true) {
      const now = state.use()
      if (wanted && !now.module && !now.failed) void request()
      return { ...now, retry }
    },
  }
}
