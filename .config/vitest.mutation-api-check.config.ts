import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import base from './vitest.mutation.config'

/**
 * The tests StrykerJS runs for api-check's files (`.config/stryker.api-check.config.mjs`): its own
 * fast unit tests only (pure functions, and whole runs against the demo API in-process through
 * msw), not the whole unit suite and not the tests over real HTTP (api-check.test.ts,
 * api-check-cli.test.ts: seconds a mutant), so a run takes minutes, not hours.
 * `API_CHECK_TESTS` narrows them further (comma-separated globs), e.g. to the client's own tests
 * while mutating live-client.ts.
 */
const tests = process.env.API_CHECK_TESTS?.split(',').filter(Boolean) ?? [
  'test/unit/demo-api/live-client.test.ts',
  'test/unit/demo-api/api-check-units.test.ts',
  'test/unit/demo-api/api-check-report.test.ts',
  'test/unit/demo-api/api-check-wire.test.ts',
  'test/unit/demo-api/api-check-run.test.ts',
  'test/unit/demo-api/api-check-check.test.ts',
  'test/unit/demo-api/api-check-cli-run.test.ts',
  'test/unit/demo-api/openapi-validate.test.ts',
  'test/unit/demo-api/recorded-search.test.ts',
  'test/unit/demo-api/api-check-record.test.ts',
  'test/unit/demo-api/api-check-probes.test.ts',
]

// Not mergeConfig: it would add these tests to the base's list rather than replace it.
export default defineConfig({
  ...base,
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: { ...base.test, include: tests },
})
