/**
 * What the production build puts in place of two parts of TanStack Query's core that this app
 * never uses (vite.config.ts, `queryCoreUnusedParts`): the list is read-only, so it makes no
 * mutations, and it has no infinite queries. QueryClient still makes a MutationCache and Query
 * imports the infinite queries' behaviour, which brought MutationCache, Mutation and
 * infiniteQueryBehavior (7 kB, 1 kB gzip) into the first load.
 *
 * The stand-ins do what QueryClient asks of a cache with no mutations in it; anything that would
 * make a mutation or an infinite query throws, naming this file, rather than misbehave.
 */

const unused = (what: string) => new Error(`${what} is left out of this app's build (src/shared/lib/query-core-unused.ts, vite.config.ts)`)

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
