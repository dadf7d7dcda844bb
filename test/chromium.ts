/**
 * Debian's Chromium (or CHROME_PATH), never a downloaded browser, with the flags this kind of
 * machine needs: root (no sandbox), no GPU, and no background calls into a closed network.
 * Shared by the browser tests, the story test and the benchmark.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }
