// @vitest-environment jsdom
import {
  focusManager,
  MutationCache as RealMutationCache,
  onlineManager,
  QueryClient,
  QueryObserver,
  useIsRestoring as realUseIsRestoring,
  useQueryErrorResetBoundary as realUseQueryErrorResetBoundary,
  type QueryObserverResult,
} from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { queryUnusedParts, QUERY_STAND_INS } from '../../../../.config/query-unused-parts'
import {
  ensurePreventErrorBoundaryRetry,
  ensureSuspenseTimers,
  fetchOptimistic,
  getHasError,
  infiniteQueryBehavior,
  MutationCache,
  shouldSuspend,
  useClearResetErrorBoundary,
  useIsRestoring,
  useQueryErrorResetBoundary,
} from '../../../../src/shared/lib/query-unused-parts'

afterEach(() => {
  onlineManager.setOnline(true)
  focusManager.setFocused(undefined)
})

/** A mounted client with one watched query; how many times its function ran, once each fetch has settled. */
async function watchedQuery(mutationCache: RealMutationCache) {
  const client = new QueryClient({ mutationCache, defaultOptions: { queries: { retry: false, staleTime: 0 } } })
  client.mount()
  let runs = 0
  const observer = new QueryObserver(client, { queryKey: ['authors'], queryFn: () => ++runs })
  const settled: QueryObserverResult[] = []
  const unsubscribe = observer.subscribe((result) => {
    if (result.fetchStatus === 'idle') settled.push(result)
  })
  const fetched = async (times: number) => {
    await expect.poll(() => settled.at(-1)?.data).toBe(times)
    return runs
  }
  return { client, fetched, done: () => (unsubscribe(), client.unmount()) }
}

describe('the stand-ins for the parts of TanStack Query the app leaves out', () => {
  it('keep a client’s refetch on reconnect and on focus, as the real mutation cache does', async () => {
    const seen: Record<string, number[]> = {}
    for (const [name, cache] of [
      ['real', new RealMutationCache()],
      ['stand-in', new MutationCache() as unknown as RealMutationCache],
    ] as const) {
      const { client, fetched, done } = await watchedQuery(cache)
      const runs = [await fetched(1)]
      onlineManager.setOnline(false)
      onlineManager.setOnline(true)
      runs.push(await fetched(2))
      focusManager.setFocused(false)
      focusManager.setFocused(true)
      runs.push(await fetched(3))
      expect(client.isMutating()).toBe(0)
      expect(client.getMutationCache()).toBe(cache)
      client.clear()
      expect(client.getQueryCache().getAll()).toEqual([])
      done()
      seen[name] = runs
    }
    expect(seen['stand-in']).toEqual(seen.real)
    expect(seen.real).toEqual([1, 2, 3])
  })

  it('answer useQuery as the real helpers do with no suspense, error boundary or restoring', () => {
    const real = renderHook(() => ({ restoring: realUseIsRestoring(), reset: realUseQueryErrorResetBoundary().isReset() })).result.current
    const standIn = renderHook(() => {
      useClearResetErrorBoundary()
      return { restoring: useIsRestoring(), reset: useQueryErrorResetBoundary().isReset() }
    }).result.current
    expect(standIn).toEqual(real)
    expect(real).toEqual({ restoring: false, reset: false })
    const options = { staleTime: 30_000, suspense: false, throwOnError: false }
    ensureSuspenseTimers()
    expect(() => ensurePreventErrorBoundaryRetry(options)).not.toThrow()
    expect(options).toEqual({ staleTime: 30_000, suspense: false, throwOnError: false })
    expect(shouldSuspend()).toBe(false)
    expect(getHasError()).toBe(false)
  })

  it('refuse what was left out, saying where: a mutation, an infinite query, suspense, throwOnError', () => {
    expect(() => new MutationCache().build()).toThrow(
      /mutations is left out of this app's build \(src\/shared\/lib\/query-unused-parts\.ts/,
    )
    expect(() => infiniteQueryBehavior()).toThrow(/infinite queries is left out of this app's build/)
    expect(() => ensurePreventErrorBoundaryRetry({ suspense: true })).toThrow(/suspense is left out/)
    expect(() => ensurePreventErrorBoundaryRetry({ throwOnError: true })).toThrow(/throwOnError is left out/)
    expect(() => ensurePreventErrorBoundaryRetry({ throwOnError: () => false })).toThrow(/throwOnError is left out/)
    expect(() => fetchOptimistic()).toThrow(/suspense is left out/)
  })
})

describe('the build’s plugin', () => {
  const hook = queryUnusedParts().resolveId
  const resolve = (source: string, importer: string | undefined) => {
    const run = typeof hook === 'function' ? hook : hook?.handler
    return run?.call(undefined as never, source, importer, { attributes: {}, isEntry: false, kind: 'import-statement' } as never)
  }
  const core = (file: string) => `/app/node_modules/@tanstack/query-core/build/modern/${file}`
  const react = (file: string) => `/app/node_modules/@tanstack/react-query/build/modern/${file}`

  it('replaces the mutation cache QueryClient imports, the behaviour Query imports and useQuery’s helpers, and nothing else', () => {
    expect(resolve('./mutationCache.js', core('queryClient.js'))).toBe(QUERY_STAND_INS)
    expect(resolve('./infiniteQueryBehavior.js', core('query.js'))).toBe(QUERY_STAND_INS)
    for (const helper of ['./IsRestoringProvider.js', './QueryErrorResetBoundary.js', './errorBoundaryUtils.js', './suspense.js']) {
      expect(resolve(helper, react('useBaseQuery.js'))).toBe(QUERY_STAND_INS)
      // useQueries, and the package's own index, keep the real ones.
      expect(resolve(helper, react('useQueries.js'))).toBeUndefined()
      expect(resolve(helper, react('index.js'))).toBeUndefined()
      expect(resolve(helper, core('useBaseQuery.js'))).toBeUndefined()
    }
    expect(resolve('./mutationCache.js', react('queryClient.js'))).toBeUndefined()
    expect(resolve('./infiniteQueryBehavior.js', 'C:\\app\\node_modules\\@tanstack\\query-core\\build\\modern\\query.js')).toBe(
      QUERY_STAND_INS,
    )
    // The same files imported by other modules of query-core, or by another package, are their own.
    expect(resolve('./mutationCache.js', core('index.js'))).toBeUndefined()
    expect(resolve('./infiniteQueryBehavior.js', core('infiniteQueryObserver.js'))).toBeUndefined()
    expect(resolve('./mutationCache.js', '/app/node_modules/some-package/queryClient.js')).toBeUndefined()
    expect(resolve('./query.js', core('queryObserver.js'))).toBeUndefined()
    expect(resolve('./mutationCache.js', undefined)).toBeUndefined()
  })
})
