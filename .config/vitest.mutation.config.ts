import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * The tests StrykerJS runs for each mutant (`npm run test:mutation`): the unit tests only, in
 * Node unless a file asks for jsdom. The component tests render the whole app per test and would
 * turn minutes into hours; what they guard on the page is reached here through the pure modules
 * and the props-only parts.
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    // And the one component test that renders a table alone, not the app: the first rows' split
    // (rows-in-view-first.ts) is a hook whose reach only a rendered table shows.
    include: ['test/unit/**/*.test.{ts,tsx}', 'test/component/features/list/table/rows-in-view-first.test.tsx'],
    // Not the mutated modules' own tests: a real HTTP server on a port, the generated dataset and
    // the scenarios (100,000 generated authors), which reach the list engine only through msw.
    exclude: [
      'test/unit/demo-api/mock-api-server.test.ts',
      'test/unit/demo-api/demo-api-dataset.test.ts',
      'test/unit/demo-api/demo-api-scenarios.test.ts',
      'test/unit/demo-api/qa-kit-boundary.test.ts',
    ],
    environment: 'node',
    // One module graph for all the test files of a run: the setup (msw, Testing Library) is
    // evaluated once per mutant rather than once per file, about twice as fast. Each mutant is
    // still a fresh run, so static mutants (module-level code) are measured as before: a run of 84
    // mutants, 20 of them static, gave the same status to every mutant both ways.
    isolate: false,
    setupFiles: ['test/setup.ts'],
    restoreMocks: true,
    // The dry run must not fail on a busy machine; a slow mutant is Stryker's timeout, not this.
    testTimeout: 30_000,
  },
})
