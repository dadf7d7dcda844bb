import { existsSync, readFileSync } from 'node:fs'
import { isAbsolute } from 'node:path'

/**
 * Renders site.conf.template (the server, for /etc/nginx/sites-available or for `npm run serve`)
 * and nginx.conf.template (the wrapper for an unprivileged run). The templates hold every
 * directive; this file only fills in {{NAME}}s and refuses values nginx would misread.
 */

const TEMPLATES = new URL('./', import.meta.url)

/** Debian's libnginx-mod-http-brotli-filter puts the module here (and loads it via modules-enabled). */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so'

export interface SiteOptions {
  /** The API's origin, proxied at /api/: http(s)://host[:port], no path. */
  api: string
  /** The document root, an absolute path: the build's files are at ROOT + base. */
  root: string
  /** The path the app is served at, '/' or '/some/path/' (the build's Vite `base`). */
  base?: string
  /** What nginx listens on: a port, or address:port. */
  listen: string
  /** server_name; '_' answers any name. */
  serverName?: string
  /** Where BASE/config.json is read from; default ROOT + BASE + config.json. */
  configFile?: string
  /**
   * The `apiUrl` config.json gives the app: '' (the default, this server's /api/) or null (the
   * in-browser demo) keep connect-src to 'self'; a cross-origin URL adds its origin.
   */
  appApiUrl?: string | null
  /** Compress with brotli too (needs Debian's libnginx-mod-http-brotli-filter). */
  brotli: boolean
  /**
   * The deployment's sign-in path on the API's server (e.g. '/accounts/'), proxied there like
   * /api/, so the app and its sign-in share an origin (a session cookie without CORS).
   */
  signInPath?: string | undefined
}

export interface ApiOrigin {
  scheme: 'http' | 'https'
  /** host:port for the upstream block, the port always written out. */
  hostPort: string
  /** The name alone, for TLS (SNI and certificate check). */
  hostname: string
  origin: string
}

/** An API origin nginx can proxy to; throws with a readable message otherwise. */
export function parseApiOrigin(text: string): ApiOrigin {
  let url: URL
  try {
    url = new URL(text.trim())
  } catch {
    throw new Error(`the API must be an origin such as http://127.0.0.1:8000, not "${text}"`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`the API must be http:// or https://, not "${text}"`)
  }
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) {
    throw new Error(
      `the API must be an origin alone (scheme, host, port), not "${text}": the app asks for ` +
        '/api/author/non-active/list/ and nginx passes that path on unchanged',
    )
  }
  const scheme = url.protocol === 'https:' ? 'https' : 'http'
  const port = url.port || (scheme === 'https' ? '443' : '80')
  return { scheme, hostPort: `${url.hostname}:${port}`, hostname: url.hostname.replace(/^\[|\]$/g, ''), origin: url.origin }
}

/** '/' or '/a/b/': the app's path, as Vite's `base` and nginx's locations need it. */
export function parseBase(text: string): string {
  const base = `/${text.trim().replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/')
  if (!/^\/(?:[A-Za-z0-9_-]+\/)*$/.test(base)) {
    throw new Error(`the base path must be letters, digits, _ and - between slashes, such as /authors/, not "${text}"`)
  }
  return base
}

/**
 * A sign-in path nginx can proxy beside the app: '/a/b/' as parseBase writes it, and not one of
 * the app's own paths (/, its base, its assets, /api/).
 */
export function parseSignInPath(text: string, base = '/'): string {
  const path = parseBase(text)
  const taken =
    path === '/' || path === '/api/' || path.startsWith('/api/') || (base !== '/' && (path.startsWith(base) || base.startsWith(path)))
  if (taken || path.startsWith(`${base}assets/`)) {
    throw new Error(`the sign-in path must be a path of its own beside the app (${base}) and /api/, such as /accounts/, not "${text}"`)
  }
  return path
}

/** connect-src: this server, plus the API's origin when config.json sends the app to another one. */
export function connectSources(appApiUrl: string | null | undefined): string {
  if (appApiUrl === null || appApiUrl === undefined || appApiUrl.trim() === '') return "'self'"
  const url = new URL(appApiUrl.trim())
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`apiUrl must be http(s), not "${appApiUrl}"`)
  return `'self' ${url.origin}`
}

export function renderSite(options: SiteOptions): string {
  const api = parseApiOrigin(options.api)
  const root = absolutePath('root', options.root).replace(/(.)\/+$/, '$1')
  const base = parseBase(options.base ?? '/')
  const tls =
    api.scheme === 'https'
      ? [
          '        # An https API: send its name (SNI) and check its certificate against the system CAs.',
          '        proxy_ssl_server_name on;',
          `        proxy_ssl_name ${api.hostname};`,
          '        proxy_ssl_verify on;',
          '        proxy_ssl_trusted_certificate /etc/ssl/certs/ca-certificates.crt;',
          '',
        ].join('\n')
      : ''
  const brotli = options.brotli
    ? [
        '    brotli on;',
        '    brotli_comp_level 5;',
        '    brotli_min_length 256;',
        '    brotli_types text/css application/javascript application/json image/svg+xml text/plain;',
        '',
      ].join('\n')
    : ''
  const signIn = options.signInPath === undefined ? undefined : parseSignInPath(options.signInPath, base)
  return fill(template('site.conf.template'), {
    API_HOSTPORT: safe('API host', api.hostPort, /^[\w.:[\]-]+$/),
    API_SCHEME: api.scheme,
    API_TLS: tls,
    LISTEN: safe('listen', options.listen, /^(?:[\w.-]+:|\[[\d:a-fA-F]+\]:)?\d{1,5}$/),
    SERVER_NAME: safe('server name', options.serverName ?? '_', /^[\w.*~-]+(?: [\w.*~-]+)*$/),
    ROOT: root,
    BASE: base,
    // nginx would answer /base (no slash) with a 404; a person typing it means the app.
    BASE_REDIRECT: base === '/' ? '' : `    location = ${base.slice(0, -1)} {\n        return 301 ${base}$is_args$args;\n    }\n`,
    CONFIG_FILE: absolutePath('config file', options.configFile ?? `${root === '/' ? '' : root}${base}config.json`),
    CONNECT_SRC: connectSources(options.appApiUrl),
    BROTLI: brotli,
    SIGN_IN_CACHE: signIn ? `    ~^${signIn} "";\n` : '',
    SIGN_IN_FORM_ACTION: signIn ? `    ~^${signIn} "'self'";\n` : '',
    SIGN_IN_REFERRER_POLICY: signIn ? `    ~^${signIn} "same-origin";\n` : '',
    SIGN_IN_LOCATION: signIn ? signInLocation(signIn, api.scheme, tls) : '',
  })
}

/**
 * The sign-in pages, from the API's server, as /api/ is proxied: the browser's Host, so Django's
 * login view takes a `next` on this server as its own, and the API's own Cache-Control (Django's
 * never_cache). The server's security headers stay, its CSP allowing this server as a form's target.
 */
function signInLocation(path: string, scheme: string, tls: string): string {
  return [
    `    location ^~ ${path} {`,
    `        proxy_pass ${scheme}://authors_api;`,
    '        proxy_http_version 1.1;',
    '        proxy_set_header Connection "";',
    '        proxy_set_header Host $http_host;',
    '        proxy_set_header X-Forwarded-Host $http_host;',
    '        proxy_set_header X-Forwarded-Proto $scheme;',
    '        proxy_set_header X-Forwarded-Port $server_port;',
    '        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '        proxy_set_header X-Real-IP $remote_addr;',
    tls.trimEnd(),
    '        proxy_connect_timeout 5s;',
    '        proxy_send_timeout 30s;',
    '        proxy_read_timeout 30s;',
    '        proxy_hide_header Content-Security-Policy;',
    '        proxy_hide_header X-Content-Type-Options;',
    '        proxy_hide_header Referrer-Policy;',
    '        proxy_hide_header Cross-Origin-Opener-Policy;',
    '        proxy_hide_header Cross-Origin-Resource-Policy;',
    '        proxy_hide_header X-Frame-Options;',
    '        proxy_hide_header Permissions-Policy;',
    '        charset off;',
    '    }',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n')
    .concat('\n')
}

/** The wrapper for `nginx -p PREFIX -c PREFIX/nginx.conf`, which includes PREFIX/site.conf. */
export function renderStandalone(prefix: string, brotli: boolean): string {
  return fill(template('nginx.conf.template'), {
    PREFIX: absolutePath('prefix', prefix),
    LOAD_MODULES: brotli ? `load_module ${BROTLI_MODULE};\n` : '',
  })
}

export const brotliAvailable = (): boolean => existsSync(BROTLI_MODULE)

function template(name: string): string {
  return readFileSync(new URL(name, TEMPLATES), 'utf8')
}

function fill(text: string, values: Record<string, string>): string {
  const filled = text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`no value for ${whole}`)
    return value
  })
  return filled
}

/** nginx reads unquoted words: a space, quote, semicolon or brace would change the directive. */
function safe(what: string, value: string, pattern: RegExp): string {
  if (!pattern.test(value)) throw new Error(`${what} "${value}" is not something nginx can take as written`)
  return value
}

function absolutePath(what: string, path: string): string {
  if (!isAbsolute(path)) throw new Error(`${what} must be an absolute path, not "${path}"`)
  return safe(what, path, /^[\w./@+~-]+$/)
}
