import type { DefaultedQueryObserverOptions } from '@tanstack/react-query'

/**
 * What the production build puts in place of parts of TanStack Query this app never uses
 * (`.config/query-unused-parts.ts`, a plugin of vite.config.ts): the list is read-only, so it
 * makes no mutations; it has no infinite queries; and no query suspends, throws its error to an
 * error boundary or waits for a persisted cache to be restored. QueryClient still makes a
 * MutationCache, Query imports the infinite queries' behaviour and useQuery the suspense and
 * error-boundary helpers, which brought 9 kB (1.7 kB gzip) into the first load.
 *
 * The stand-ins do what TanStack Query asks of them when none of that is used, as the real parts
 * do then; anything that would use it throws, naming this file, rather than misbehave.
 */

const unused = (what: string) =>
  new Error(`${what} is left out of this app's build (src/shared/lib/query-unused-parts.ts, .config/query-unused-parts.ts)`)

/** TanStack Query's MutationCache with no mutations: all QueryClient calls on it, answered as the real one answers with none. */
export class MutationCache {
  /** QueryClient.resumePausedMutations, on focus and on reconnect: none paused, nothing to wait for. */
  resumePausedMutations(): Promise<unknown[]> {
    return Promise.resolve([])
  }

  /** QueryClient.isMutating. */
  findAll(): [] {
    return []
  }

  find(): undefined {
    return undefined
  }

  getAll(): [] {
    return []
  }

  /** QueryClient.clear. */
  clear(): void {}

  subscribe(): () => void {
    return () => undefined
  }

  build(): never {
    throw unused('TanStack Query’s mutations')
  }
}

/** Query calls this only for an infinite query (`useInfiniteQuery`), which the app never makes. */
export function infiniteQueryBehavior(): never {
  throw unused('TanStack Query’s infinite queries')
}

/**
 * useQuery's helpers for suspense, error boundaries and a persisted cache's restoring. With no
 * `suspense` or `throwOnError`, no QueryErrorResetBoundary and no
 * PersistQueryClientProvider, the real ones do nothing and answer no.
 */
const NO_BOUNDARY = { clearReset: () => undefined, reset: () => undefined, isReset: () => false }

export const useIsRestoring = (): boolean => false

export const useQueryErrorResetBoundary = (): typeof NO_BOUNDARY => NO_BOUNDARY

export const useClearResetErrorBoundary = (): void => undefined

/** Called by useQuery on every render with the query's options: where a use of what is left out would show. */
export function ensurePreventErrorBoundaryRetry(options: Partial<Pick<DefaultedQueryObserverOptions, 'suspense' | 'throwOnError'>>): void {
  if (options.suspense) throw unused('TanStack Query’s suspense')
  if (options.throwOnError) throw unused('TanStack Query’s throwOnError')
}

export const ensureSuspenseTimers = (): void => undefined

export const shouldSuspend = (): false => false

export const getHasError = (): false => false

export function fetchOptimistic(): never {
  throw unused('TanStack Query’s suspense')
}
