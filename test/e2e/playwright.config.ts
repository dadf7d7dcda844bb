import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from '../chromium'
import { E2E_MOCK_PORT, E2E_PORT, E2E_PROXY_PORT } from './ports'

export default defineConfig({
  // The browser journeys, and the QA engineers' worked examples, which must keep working.
  testDir: '..',
  testMatch: ['e2e/**/*.spec.ts', 'examples/**/*.spec.ts'],
  // Set by run-all.mjs when Debian's nginx or the Django fixture is missing (it says so loudly):
  // the nginx journeys and the specs against the Django fixture cannot run.
  testIgnore: process.env.E2E_WITHOUT_NGINX === '1' ? ['e2e/nginx-*.spec.ts', 'e2e/django-*.spec.ts'] : [],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../../test-results',
  // Guards against a hang, not budgets: every step waits on what a person would see, which on a
  // busy two-core machine can take many times as long as on an idle one (README, Testing under load).
  timeout: 240_000,
  expect: { timeout: 60_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    trace: 'off',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    // The production build, served plainly (demo API) and through the API_URL proxy to the HTTP
    // mock API; see serve.ts.
    command: 'npx tsx test/e2e/serve.ts',
    cwd: '../..',
    url: `http://127.0.0.1:${E2E_PORT}/config.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
    env: { E2E_PORT: String(E2E_PORT), E2E_PROXY_PORT: String(E2E_PROXY_PORT), E2E_MOCK_PORT: String(E2E_MOCK_PORT) },
  },
})
