import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from '../chromium'

const port = Number(process.env.STORYBOOK_TEST_PORT ?? 6107)

/** Every story of the static Storybook build, rendered in Chromium: console errors and axe violations fail. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  outputDir: '../../test-results/storybook',
  // A ceiling for a stuck story; axe over a page of cards takes tens of seconds on busy shared cores.
  timeout: 240_000,
  expect: { timeout: 60_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    trace: 'off',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    // What `npm run build-storybook` makes, served as static files.
    command: `npm run build-storybook && npx vite preview --outDir storybook-static --host 127.0.0.1 --port ${port} --strictPort`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 180_000,
    // No API_URL: the preview server must not proxy /api anywhere; the stories' handlers answer.
    env: { API_URL: '' },
  },
})
