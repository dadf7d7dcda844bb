import { fileURLToPath } from 'node:url'
import type { Connect, Plugin, ProxyOptions } from 'vite'
import { defineConfig, type ViteUserConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { queryUnusedParts } from './.config/query-unused-parts.js'
import { compileHints } from './.config/compile-hints.js'

/**
 * `API_URL=http://host:port npm start` (or `npm run preview`) points the app at a real API:
 * the server proxies /api to that origin, and /config.json tells the app to call its own
 * origin. Without API_URL the public/ (or dist/) config.json is served as it is.
 */
const apiUrl = process.env.API_URL?.trim() || undefined
const firstNameParam = process.env.FIRST_NAME_PARAM

function runtimeConfig(): Plugin {
  const body = JSON.stringify({
    apiUrl: '',
    ...(firstNameParam === undefined ? {} : { firstNameParam }),
  })
  const serveConfig = (server: { middlewares: Connect.Server }) => {
    if (!apiUrl) return
    server.middlewares.use('/config.json', (_req, res) => {
      res.setHeader('Content-Type', 'application/json')
      res.setHeader('Cache-Control', 'no-store')
      res.end(body)
    })
  }
  return {
    name: 'runtime-config',
    configureServer: serveConfig,
    configurePreviewServer: serveConfig,
  }
}

const proxy: Record<string, ProxyOptions> | undefined = apiUrl ? { '/api': { target: apiUrl, changeOrigin: true } } : undefined

const test: NonNullable<ViteUserConfig['test']> = {
  environment: 'jsdom',
  include: ['test/unit/**/*.test.{ts,tsx}', 'test/component/**/*.test.{ts,tsx}', 'test/examples/**/*.test.{ts,tsx}'],
  setupFiles: ['test/setup.ts'],
  restoreMocks: true,
  // A ceiling for a stuck test; busy shared cores make working ones slow, never wrong.
  testTimeout: 180_000,
  hookTimeout: 180_000,
}

const BOOT = fileURLToPath(new URL('./src/boot.tsx', import.meta.url))

/**
 * The app's first module (main.tsx) is small: it reads the config and sends the first page's
 * request while the app itself (boot.tsx) is still arriving. For the two to arrive side by side,
 * boot.tsx is an entry of its own (so its static graph is "$initial", one chunk with the rest of
 * the first load) and index.html preloads its chunk, the chunks it imports and their CSS.
 * Only for the app's own build: Storybook builds its own entries.
 */
function bootBesideTheFirstModule(): Plugin {
  let base = '/'
  return {
    name: 'boot-beside-the-first-module',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    config(config) {
      const input = config.build?.rolldownOptions?.input ?? config.build?.rollupOptions?.input
      if (input !== undefined) return
      return {
        build: { rolldownOptions: { input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), boot: BOOT } } },
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk')
        const boot = chunks.find((chunk) => chunk.facadeModuleId === BOOT)
        if (!boot) return
        const files = new Set<string>()
        const css = new Set<string>()
        const visit = (file: string) => {
          if (files.has(file)) return
          files.add(file)
          const chunk = chunks.find((candidate) => candidate.fileName === file)
          for (const sheet of chunk?.viteMetadata?.importedCss ?? []) css.add(sheet)
          for (const imported of chunk?.imports ?? []) visit(imported)
        }
        visit(boot.fileName)
        // What index.html names already (the first module's chunk and CSS) is not named twice.
        const named = (file: string) => html.includes(`${file}"`)
        return [
          ...[...css]
            .filter((file) => !named(file))
            .map((file) => ({
              tag: 'link',
              attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${file}` },
              injectTo: 'head' as const,
            })),
          // The app's own chunk is a module script of the page, not a preload that main.tsx's import()
          // then compiles and runs: the browser compiles it as it arrives, beside the first module,
          // and runs it right after that one (module scripts run in the order the page names them).
          // main.tsx still imports it (the same module, run once), as it must under `vite dev`.
          ...[...files]
            .filter((file) => !named(file))
            .map((file) =>
              file === boot.fileName
                ? { tag: 'script', attrs: { type: 'module', crossorigin: true, src: `${base}${file}` }, injectTo: 'head' as const }
                : { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' as const },
            ),
        ]
      },
    },
  }
}

export default defineConfig({
  plugins: [react(), runtimeConfig(), compileHints(), bootBesideTheFirstModule(), queryUnusedParts()],
  resolve: {
    alias: [
      // TanStack Store's React binding asks for the pre-React-18 shim of useSyncExternalStore (a
      // CommonJS package); React 19 has the store hook built in, and an ES module port of the
      // selector part over it is smaller in the first load (src/shared/lib, with its tests).
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: fileURLToPath(new URL('./src/shared/lib/use-sync-external-store-with-selector.ts', import.meta.url)),
      },
    ],
  },
  server: { proxy },
  preview: { proxy },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser the app supports preloads modules itself; a browser without modulepreload
    // still loads them, only without the head start. The polyfill was 0.3 kB of the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the first load needs in one chunk: without this group, lazy React parts (export,
        // suggestions, dialogs) make rolldown split React and the shared code into several first-load
        // chunks, which gzip worse (measured: +2.4 kB). Lazy chunks import from it, so the boot code
        // in it must not wait for them at the top level (see main.tsx).
        codeSplitting: {
          groups: [
            // The first module and what it needs to read the config and send the first request.
            { name: 'start', test: /[\\/]src[\\/](main\.tsx|app[\\/]early-start\.ts)$/, priority: 2 },
            // The rest of the first load, but for index.html's own module (main.tsx's chunk is its entry).
            { name: 'app', tags: ['$initial'], test: (id) => !id.endsWith('index.html'), priority: 1 },
          ],
        },
      },
    },
  },
  test,
})
