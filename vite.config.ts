import type { Connect, HtmlTagDescriptor, Plugin, ProxyOptions } from 'vite'
import { defineConfig, type ViteUserConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

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

/**
 * main.tsx loads the app (React and the page) with `import()`, so that it can ask for config.json
 * and the first page before that chunk is evaluated. A dynamic import is fetched only when it
 * runs; a modulepreload link for the chunk and its static imports lets the browser fetch and
 * compile them in parallel with the entry instead. (The first-load budget counts what index.html
 * links, so these chunks stay in it.)
 */
function preloadAppChunk(entryModule: string, moduleSuffix: string): Plugin {
  let base = '/'
  return {
    name: 'preload-app-chunk',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry }) {
        // Only the app's own page: Storybook builds its iframe with this config too.
        if (!bundle || !entry?.moduleIds.some((id) => id.endsWith(entryModule))) return html
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []))
        const app = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(moduleSuffix))
        // Without it the budget would count the entry alone and pass for the wrong reason.
        if (!app) throw new Error(`preload-app-chunk: no chunk for ${moduleSuffix}`)
        const files = new Set<string>()
        const visit = (fileName: string) => {
          if (files.has(fileName)) return
          files.add(fileName)
          for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) visit(imported)
        }
        visit(app.fileName)
        const tags: HtmlTagDescriptor[] = [...files]
          .filter((file) => !html.includes(`${base}${file}"`))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' }))
        return { html, tags }
      },
    },
  }
}

const proxy: Record<string, ProxyOptions> | undefined = apiUrl
  ? { '/api': { target: apiUrl, changeOrigin: true } }
  : undefined

const test: NonNullable<ViteUserConfig['test']> = {
  environment: 'jsdom',
  include: ['test/unit/**/*.test.{ts,tsx}', 'test/component/**/*.test.{ts,tsx}', 'test/examples/**/*.test.{ts,tsx}'],
  setupFiles: ['test/setup.ts'],
  restoreMocks: true,
  // A ceiling for a stuck test; busy shared cores make working ones slow, never wrong.
  testTimeout: 60_000,
}

export default defineConfig({
  plugins: [react(), runtimeConfig(), preloadAppChunk('/src/main.tsx', '/src/app/start-app.tsx')],
  server: { proxy },
  preview: { proxy },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Everything the first load needs in one chunk: without this group, lazy React parts (export,
        // suggestions, dialogs) make rolldown split React and the shared code into several first-load
        // chunks, which gzip worse (measured: +2.4 kB). Lazy chunks import from it, so the boot code
        // in it must not wait for them at the top level (see main.tsx).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  test,
})
