import { defineConfig } from '@playwright/test'

// Debian's Chromium, never a downloaded browser (the machines reach only npm and Debian).
const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium'
const port = Number(process.env.E2E_PORT ?? 4317)

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../../test-results',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    trace: 'off',
    launchOptions: {
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    // The production build, on the demo API (no API_URL): what `npm run build` ships.
    command: `npx vite build --logLevel warn && npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { API_URL: '' },
  },
})
