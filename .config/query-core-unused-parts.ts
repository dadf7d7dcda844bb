import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

/** The stand-ins (src/shared/lib/query-core-unused.ts). */
export const QUERY_CORE_STAND_IN = fileURLToPath(new URL('../src/shared/lib/query-core-unused.ts', import.meta.url))

/** Each part replaced, and the one query-core module whose import of it is replaced. */
const REPLACED: Readonly<Record<string, string>> = {
  './mutationCache.js': 'queryClient.js',
  './infiniteQueryBehavior.js': 'query.js',
}

/**
 * Two parts of TanStack Query's core the app never uses, replaced in its build by stand-ins: the
 * MutationCache that QueryClient makes (with Mutation behind it) and the infinite queries'
 * behaviour that Query imports (the list is read-only and pages by offset). Only those two
 * imports are replaced; the rest of query-core is its own. Measured: the first load 1.44 kB
 * gzip lighter. Vitest runs the real query-core (Node loads dependencies, not Vite).
 */
export function queryCoreUnusedParts(): Plugin {
  return {
    name: 'query-core-unused-parts',
    enforce: 'pre',
    resolveId(source, importer) {
      const from = REPLACED[source]
      if (from === undefined || importer === undefined) return
      const path = importer.split(/[\\/]/)
      return path.at(-1) === from && path.includes('@tanstack') && path.includes('query-core') ? QUERY_CORE_STAND_IN : undefined
    },
  }
}
