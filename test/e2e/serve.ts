// The browser tests' servers, started by Playwright's webServer: one production build, served
//  - on E2E_PORT with its own config.json (demo API, or another API named per test), and
//  - on E2E_PROXY_PORT with API_URL pointing at the HTTP mock API on E2E_MOCK_PORT (the proxy mode).
// Run with tsx: it starts the mock API in-process.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { dirname, join } from 'node:path'
import { setTimeout as pause } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { startMockApiServer } from '../../src/demo-api/http-server'
import { E2E_MOCK_PORT, E2E_PORT, E2E_PROXY_PORT } from './ports'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const vite = join(root, 'node_modules', '.bin', 'vite')

const build = spawnSync(vite, ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env: { ...process.env, API_URL: '' } })
if (build.status !== 0) process.exit(build.status ?? 1)

const mockApi = await startMockApiServer({ port: E2E_MOCK_PORT, control: true })
// The proxy preview first: Playwright waits for E2E_PORT, so both are up when tests start.
const previews: ChildProcess[] = [preview(E2E_PROXY_PORT, mockApi.url)]
await waitFor(`http://127.0.0.1:${E2E_PROXY_PORT}/config.json`)
previews.push(preview(E2E_PORT, ''))

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await pause(100)
  }
  throw new Error(`${url} did not come up`)
}

function preview(port: number, apiUrl: string): ChildProcess {
  return spawn(vite, ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_URL: apiUrl },
  })
}

const stop = () => {
  for (const child of previews) child.kill()
  void mockApi.close().finally(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
