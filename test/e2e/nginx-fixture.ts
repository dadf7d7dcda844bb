import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { test as base, type Page } from '@playwright/test'
import { builtRuntimeConfig, startLocalNginx, type LocalNginx } from '../../.deploy/nginx/start'
import { exportDataset, startDjango, type DjangoFixture } from '../django-fixture'
import { TEST_REQUEST_TIMEOUT_MS } from './app-under-faults'

/**
 * Debian's nginx with the repository's configuration (.deploy/nginx), serving the production build
 * that serve.ts made, in front of the repository's Django REST framework fixture. Started once per
 * worker, on ports of its own (E2E_NGINX_PORT + 10 × the worker's index).
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const DIST = join(ROOT, 'dist')
export const DJANGO_SEED = 1
export const DJANGO_SIZE = 1200

export interface NginxWorld {
  /** nginx → Django; config.json `"apiUrl": ""` (the app calls nginx's own /api/). */
  site: LocalNginx
  /** The same configuration; config.json `"apiUrl": null` (the in-browser demo API). */
  demoSite: LocalNginx
  /** Takes the API down and brings it back on the same port, as an outage would. */
  django: { stop: () => Promise<void>; start: () => Promise<void> }
  /** A free port of this worker's own, for a test's extra server. */
  sparePort: number
  /** The Django fixture's origin. */
  api: string
}

/** The sub-path the sub-path build is made for. */
export const SUB_PATH = '/tools/authors/'

export interface SubPathSites {
  /** config.json `"apiUrl": ""`: the Django fixture through the server's /api/. */
  site: LocalNginx
  /** config.json `"apiUrl": null`: the in-browser demo, its service worker under the sub-path. */
  demoSite: LocalNginx
}

export const test = base.extend<object, { nginx: NginxWorld; subPath: SubPathSites }>({
  nginx: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use, workerInfo) => {
      const port = Number(process.env.E2E_NGINX_PORT ?? 4340) + workerInfo.parallelIndex * 10
      const workDir = mkdtempSync(join(tmpdir(), 'nginx-e2e-'))
      const authorsFile = join(workDir, 'authors.json')
      writeFileSync(authorsFile, exportDataset(DJANGO_SEED, DJANGO_SIZE))
      const djangoPort = port + 2
      let django: DjangoFixture | undefined = await startDjango(authorsFile, djangoPort)
      const api = `http://127.0.0.1:${djangoPort}`
      const config = builtRuntimeConfig(DIST)
      const [site, demoSite] = await Promise.all([
        startLocalNginx({ root: DIST, api, port, runtimeConfig: { ...config, apiUrl: '' } }),
        startLocalNginx({
          root: DIST,
          api,
          port: port + 1,
          // The demo's hanging scenario gives up within a test's time.
          runtimeConfig: { ...config, apiUrl: null, requestTimeoutMs: TEST_REQUEST_TIMEOUT_MS },
        }),
      ])
      await use({
        site,
        demoSite,
        django: {
          stop: async () => {
            await django?.stop()
            django = undefined
          },
          start: async () => {
            django ??= await startDjango(authorsFile, djangoPort)
          },
        },
        sparePort: port + 3,
        api,
      })
      await Promise.all([site.stop(), demoSite.stop(), django?.stop()])
      rmSync(workDir, { recursive: true, force: true })
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  // A build of its own, made with Vite's `base`, behind nginx rendered with the same base.
  subPath: [
    async ({ nginx }, use) => {
      const outDir = mkdtempSync(join(tmpdir(), 'authors-sub-path-'))
      // nginx's workers (nobody, when the tests run as root) read the build through this directory.
      chmodSync(outDir, 0o755)
      const vite = join(ROOT, 'node_modules', '.bin', 'vite')
      const args = ['build', '--logLevel', 'warn', '--base', SUB_PATH, '--outDir', outDir, '--emptyOutDir']
      const build = spawnSync(vite, args, { cwd: ROOT, stdio: 'inherit' })
      if (build.status !== 0) throw new Error(`vite ${args.join(' ')} failed`)
      const config = builtRuntimeConfig(outDir)
      const [site, demoSite] = await Promise.all(
        [0, 1].map((index) =>
          startLocalNginx({
            root: outDir,
            base: SUB_PATH,
            api: nginx.api,
            port: nginx.sparePort + 1 + index,
            runtimeConfig: { ...config, apiUrl: index === 0 ? '' : null },
          }),
        ),
      )
      await use({ site: site!, demoSite: demoSite! })
      await Promise.all([site!.stop(), demoSite!.stop()])
      rmSync(outDir, { recursive: true, force: true })
    },
    { scope: 'worker', timeout: 300_000 },
  ],
})

export { expect } from '@playwright/test'

export interface CspViolation {
  directive: string
  blocked: string
  source: string
}

/**
 * Every Content-Security-Policy violation the page reports (the `securitypolicyviolation` event,
 * listened for before any of the app's code runs), and every console line about the CSP or the
 * Permissions-Policy header, which Chromium writes when it rejects part of one.
 */
export async function watchSecurityPolicy(page: Page): Promise<{ violations: string[] }> {
  const violations: string[] = []
  await page.exposeBinding('__reportCspViolation', (_source, violation: CspViolation) => {
    violations.push(`${violation.directive} blocked ${violation.blocked} (${violation.source})`)
  })
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (violation: CspViolation) => void }).__reportCspViolation
    document.addEventListener('securitypolicyviolation', (event) => {
      report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI || '(inline)',
        source: `${event.sourceFile}:${event.lineNumber}`,
      })
    })
  })
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy|Permissions Policy/i.test(message.text())) violations.push(`console: ${message.text()}`)
  })
  return { violations }
}
