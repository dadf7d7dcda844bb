// @ts-check
import base from './stryker.config.mjs'

/**
 * Mutation testing of api-check (src/demo-api/api-check) against its own unit tests:
 * `npx stryker run .config/stryker.api-check.config.mjs --mutate src/demo-api/api-check/live-client.ts`
 * (one file at a time on a shared machine; API_CHECK_TESTS narrows the tests, see
 * .config/vitest.mutation-api-check.config.ts).
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  ...base,
  vitest: { configFile: '.config/vitest.mutation-api-check.config.ts' },
  // Not cases.ts: the table of wire cases is data (names, queries, headers), as the text catalogues
  // are words; the contract tests send every case to Django and the demo API and compare answers.
  mutate: ['src/demo-api/api-check/*.ts', '!src/demo-api/api-check/pseudonymize*.ts', '!src/demo-api/api-check/cases.ts'],
  concurrency: 1,
  tempDirName: '.stryker-tmp-api-check',
  htmlReporter: { fileName: 'reports/mutation/api-check/index.html' },
  jsonReporter: { fileName: 'reports/mutation/api-check/mutation.json' },
}
