// @ts-check
/**
 * Mutation testing of the app's logic: `npm run test:mutation` (tens of minutes; not part of `npm test`).
 * One folder or file while working: `npm run test:mutation -- --mutate 'src/shared/api/**\/*.ts'`.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: '.config/vitest.mutation.config.ts' },
  // The logic: every .ts file of shared, app, entities and features (sub-folders too),
  // the props-only parts that decide something (the page jump, whitespace marks, the state
  // panels) and the demo API's list engine. Not mutated: the text catalogues (messages.ts: words,
  // not decisions; the i18n tests check their keys), the views that only compose the logic (the
  // page, the table, the windowed rows, the search box, the app shell, dialogs) and layout
  // measurement, which jsdom cannot do; the component and browser tests cover those, at the cost
  // of a whole-app render per mutant.
  mutate: [
    'src/shared/**/*.ts',
    'src/app/**/*.ts',
    'src/entities/**/*.ts',
    'src/features/**/*.ts',
    '!src/**/*.stories.ts',
    '!src/**/messages.ts',
    '!src/**/*-messages.ts',
    'src/entities/author/author-text.tsx',
    'src/features/pager/pager.tsx',
    'src/features/list/states/list-states.tsx',
    'src/demo-api/list-engine.ts',
  ],
  coverageAnalysis: 'perTest',
  // Two shared cores, often busy: two workers at most, and a mutant is only a timeout when it is far
  // slower (three times its tests' time in the first run, plus 8 s). A timeout costs that wait and
  // a new worker: a run of everything meets about 200 of them. On a machine of your own, a third
  // worker (`--concurrency 3`) uses the cores while the others wait on a timeout.
  concurrency: 2,
  timeoutMS: 8_000,
  timeoutFactor: 3,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 85, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
}
