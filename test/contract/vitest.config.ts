import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * The contract test against a real Django REST framework: its own step (`npm test` runs it when
 * Debian's Django packages are installed), in Node, without the msw setup of the other tests.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['test/contract/**/*.test.ts'],
    environment: 'node',
    // Starting Django and loading the dataset takes a few seconds on a busy machine.
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
})
