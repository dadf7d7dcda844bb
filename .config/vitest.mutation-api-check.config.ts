import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import base from './vitest.mutation.config'

/**
 * The tests StrykerJS runs for api-check's files (`.config/stryker.api-check.config.mjs`): its own
 * unit tests only, not the whole unit suite, so a run of one file takes minutes, not an hour.
 * `API_CHECK_TESTS` narrows them further (comma-separated globs), e.g. to the client's own tests
 * while mutating live-client.ts.
 */
const tests = process.env.API_CHECK_TESTS?.split(',').filter(Boolean) ?? [
  'test/unit/demo-api/live-client.test.ts',
  'test/unit/demo-api/api-check*.test.ts',
  'test/unit/demo-api/recorded-search.test.ts',
]

// Not mergeConfig: it would add these tests to the base's list rather than replace it.
export default defineConfig({
  ...base,
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: { ...base.test, include: tests },
})
