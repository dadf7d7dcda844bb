import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { startMockApiServer, type MockApiServer } from '../src/demo-api/http-server'
import { parseApiOrigin, parseBase, parseSignInPath } from './nginx/render'
import { builtRuntimeConfig, startLocalNginx } from './nginx/start'

const USAGE = `Usage: npm run serve -- [options]

Builds the app and serves dist/ with Debian's nginx and the repository's configuration
(.deploy/nginx/), as it will be deployed: the strict CSP, caching per file kind, /api/ proxied.

Options:
  --api URL     the API origin to proxy /api/ to, e.g. http://127.0.0.1:8000 (a Django REST
                framework service). Without it, the demo API is started over HTTP and proxied.
  --demo        hand the app the in-browser demo API (config.json "apiUrl": null) instead
  --base PATH   serve the app under a sub-path, e.g. /authors/ (built with that base)
  --sign-in-path PATH
                proxy the deployment's sign-in pages at PATH (e.g. /accounts/) to the API's
                server too, so the app and the sign-in share this origin and its session cookie
  --sign-in-url URL
                config.json's signInUrl (default with --sign-in-path: PATHlogin/?next={next},
                Django's login view there)
  --port N      port to listen on (default 8080)
  --host NAME   address to listen on (default 127.0.0.1)
  --no-build    serve dist/ as it is
  --help        show this text
`

const root = fileURLToPath(new URL('..', import.meta.url))
const dist = join(root, 'dist')

let values
try {
  ;({ values } = parseArgs({
    strict: true,
    allowPositionals: false,
    options: {
      api: { type: 'string' },
      demo: { type: 'boolean' },
      port: { type: 'string' },
      base: { type: 'string' },
      'sign-in-path': { type: 'string' },
      'sign-in-url': { type: 'string' },
      host: { type: 'string' },
      'no-build': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  }))
  if (values.api !== undefined) parseApiOrigin(values.api)
  if (values.base !== undefined) parseBase(values.base)
  if (values['sign-in-path'] !== undefined) parseSignInPath(values['sign-in-path'], parseBase(values.base ?? '/'))
  if (values.port !== undefined && !/^\d{1,5}$/.test(values.port)) throw new Error(`--port wants a number, not "${values.port}"`)
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`)
  process.exit(2)
}
if (values.help) {
  process.stdout.write(USAGE)
  process.exit(0)
}

const base = parseBase(values.base ?? '/')
const signInPath = values['sign-in-path'] === undefined ? undefined : parseSignInPath(values['sign-in-path'], base)
const signInUrl = values['sign-in-url'] ?? (signInPath ? `${signInPath}login/?next={next}` : undefined)

// Until the servers are up, a stop is an exit (which takes a started nginx along, see start.ts).
const exitNow = () => process.exit(130)
process.on('SIGINT', exitNow)
process.on('SIGTERM', exitNow)

if (!values['no-build']) {
  const build = spawnSync(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn', '--base', base], {
    cwd: root,
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

let mockApi: MockApiServer | undefined
if (values.api === undefined) mockApi = await startMockApiServer({ port: 0, control: true })
const api = values.api ?? mockApi!.url

const nginx = await startLocalNginx({
  root: dist,
  base,
  api,
  port: Number(values.port ?? 8080),
  host: values.host ?? '127.0.0.1',
  runtimeConfig: { ...builtRuntimeConfig(dist), apiUrl: values.demo ? null : '', ...(signInUrl !== undefined && { signInUrl }) },
  ...(signInPath !== undefined && { signInPath }),
})

process.stdout.write(
  `\nNon-active authors behind nginx: ${nginx.url}\n` +
    `  /api/ → ${api}${mockApi ? ' (the demo API over HTTP; --api URL for a real one)' : ''}\n` +
    `  app's API: ${values.demo ? 'the in-browser demo (--demo)' : 'this server (/api/)'}\n` +
    (signInPath ? `  ${signInPath} → ${api} (sign-in; config.json signInUrl ${signInUrl ?? 'not set'})\n` : '') +
    `  configuration and logs: ${nginx.prefix}\n` +
    'Ctrl+C stops.\n',
)

process.off('SIGINT', exitNow)
process.off('SIGTERM', exitNow)
let stopping = false
void nginx.exited.then(() => {
  if (stopping) return
  process.stderr.write(`nginx stopped on its own; its log: ${nginx.prefix}/error.log\n`)
  void mockApi?.close().finally(() => process.exit(1))
  if (!mockApi) process.exit(1)
})
const stop = () => {
  stopping = true
  void Promise.all([nginx.stop(), mockApi?.close()]).finally(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
