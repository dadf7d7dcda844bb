import { parseArgs } from 'node:util'
import { brotliAvailable, renderSite } from './nginx/render'

const USAGE = `Usage: npm run -s nginx-config -- --api URL --root DIR [options] > authors.conf

Prints the nginx site for a server (Debian: /etc/nginx/sites-available/, then a link in
sites-enabled/ and \`nginx -t && systemctl reload nginx\`). See README, "Deploying".

  --api URL            the Django REST framework service, proxied at /api/ (http(s)://host:port)
  --root DIR           the document root: the contents of dist/ are at ROOT + BASE, e.g. /srv/authors
  --base PATH          the path the app is at (default /); build it with npm run build -- --base PATH
  --listen WHAT        port or address:port (default 80; put TLS in front, or add it: README)
  --server-name NAME   server_name (default _ , any name)
  --config-file FILE   the config.json to serve (default ROOT + BASE + config.json)
  --app-api-url URL    the apiUrl config.json gives the app, when it is another origin than this
                       server (connect-src then allows it); default "" (this server's /api/)
  --sign-in-path PATH  the deployment's sign-in pages (e.g. /accounts/), proxied to the API's
                       server beside /api/ (see docs/deploying.md, "Behind a sign-in")
  --brotli / --no-brotli  compress with brotli too (default: when this machine has Debian's
                       libnginx-mod-http-brotli-filter, as the server must)
`

try {
  const { values } = parseArgs({
    strict: true,
    allowPositionals: false,
    options: {
      api: { type: 'string' },
      root: { type: 'string' },
      base: { type: 'string' },
      listen: { type: 'string' },
      'server-name': { type: 'string' },
      'config-file': { type: 'string' },
      'app-api-url': { type: 'string' },
      'sign-in-path': { type: 'string' },
      brotli: { type: 'boolean' },
      'no-brotli': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) {
    process.stdout.write(USAGE)
    process.exit(0)
  }
  if (values.api === undefined || values.root === undefined) throw new Error('--api and --root are needed')
  process.stdout.write(
    renderSite({
      api: values.api,
      root: values.root,
      base: values.base,
      listen: values.listen ?? '80',
      serverName: values['server-name'],
      configFile: values['config-file'],
      appApiUrl: values['app-api-url'] ?? '',
      brotli: values['no-brotli'] ? false : (values.brotli ?? brotliAvailable()),
      signInPath: values['sign-in-path'],
    }),
  )
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`)
  process.exit(2)
}
