import { join } from 'node:path'
import type { Plugin } from 'vite'

/** The stand-ins (src/shared/lib/query-unused-parts.ts). */
export const QUERY_STAND_INS = join(import.meta.dirname, '../src/shared/lib/query-unused-parts.ts')

/** Each module replaced: by the package and the module whose import of it is replaced. */
const REPLACED: Readonly<Record<string, { from: string; by: string }>> = {
  './mutationCache.js': { from: 'query-core', by: 'queryClient.js' },
  './infiniteQueryBehavior.js': { from: 'query-core', by: 'query.js' },
  './IsRestoringProvider.js': { from: 'react-query', by: 'useBaseQuery.js' },
  './QueryErrorResetBoundary.js': { from: 'react-query', by: 'useBaseQuery.js' },
  './errorBoundaryUtils.js': { from: 'react-query', by: 'useBaseQuery.js' },
  './suspense.js': { from: 'react-query', by: 'useBaseQuery.js' },
}

/**
 * Parts of TanStack Query the app never uses, replaced in its build by stand-ins: the
 * MutationCache that QueryClient makes (with Mutation behind it), the infinite queries' behaviour
 * that Query imports, and useQuery's helpers for suspense, error boundaries and a persisted
 * cache's restoring (the list is read-only, pages by offset, and shows its errors itself). Only
 * those imports are replaced; every other module of TanStack Query is its own (useQueries keeps
 * the real helpers). Vitest runs the real TanStack Query (Node loads dependencies, not Vite).
 */
export function queryUnusedParts(): Plugin {
  return {
    name: 'query-unused-parts',
    enforce: 'pre',
    resolveId(source, importer) {
      const replaced = REPLACED[source]
      if (replaced === undefined || importer === undefined) return
      const path = importer.split(/[\\/]/)
      return path.at(-1) === replaced.by && path.at(path.indexOf('@tanstack') + 1) === replaced.from ? QUERY_STAND_INS : undefined
    },
  }
}
