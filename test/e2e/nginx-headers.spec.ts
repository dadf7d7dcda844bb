import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gunzipSync } from 'node:zlib'
import { brotliAvailable, renderSite, renderStandalone } from '../../.deploy/nginx/render'
import { NGINX, startLocalNginx } from '../../.deploy/nginx/start'
import { AUTHORS_LIST_PATH } from '../../src/shared/api/contract'
import { expect, test } from './nginx-fixture'

// The response headers of the deployed set-up, read off the wire: each check fails when a header
// is missing or loosened. What the policy must say is written here, from the issue, not read
// from the configuration under test.

const DIST = fileURLToPath(new URL('../../dist', import.meta.url))
const IMMUTABLE = 'public, max-age=31536000, immutable'

interface Answer {
  status: number
  /** Every value of every header, names in lower case. */
  headers: Map<string, string[]>
  body: Buffer
}

/** One GET with exactly these headers (no automatic Accept-Encoding, no decompression). */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const all = new Map<string, string[]>()
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          const name = response.rawHeaders[i]!.toLowerCase()
          all.set(name, [...(all.get(name) ?? []), response.rawHeaders[i + 1]!])
        }
        resolve({ status: response.statusCode ?? 0, headers: all, body: Buffer.concat(chunks) })
      })
    })
    req.on('error', reject)
    req.end()
  })
}

function one(answer: Answer, name: string): string {
  const values = answer.headers.get(name) ?? []
  expect(values, `exactly one ${name}`).toHaveLength(1)
  return values[0]!
}

/** The CSP as directive → sources; a repeated directive is a failure (browsers ignore the second). */
function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>()
  for (const part of header
    .split(';')
    .map((text) => text.trim())
    .filter(Boolean)) {
    const [name = '', ...sources] = part.split(/\s+/)
    expect(directives.has(name.toLowerCase()), `${name} given twice`).toBe(false)
    directives.set(name.toLowerCase(), sources)
  }
  return directives
}

/** The policy the issue asks for; anything more permissive anywhere fails. */
function expectStrictCsp(answer: Answer, connectSources: string[] = ["'self'"]) {
  expect(answer.headers.get('content-security-policy-report-only'), 'no report-only policy beside it').toBeUndefined()
  const csp = parseCsp(one(answer, 'content-security-policy'))
  const required: Record<string, string[]> = {
    'default-src': ["'self'"],
    'connect-src': connectSources,
    'worker-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    'form-action': ["'none'"],
  }
  for (const [name, sources] of Object.entries(required)) expect(csp.get(name), name).toEqual(sources)
  for (const [name, sources] of csp) {
    if (name === 'connect-src') continue
    // Other directives may only narrow: 'self' or 'none', never a scheme, host, wildcard,
    // 'unsafe-inline', 'unsafe-eval', 'unsafe-hashes', 'wasm-unsafe-eval', a nonce or a hash.
    for (const source of sources) expect(["'self'", "'none'"], `${name} ${source}`).toContain(source)
  }
  for (const name of ['script-src', 'style-src', 'img-src', 'font-src']) {
    const sources = csp.get(name) ?? csp.get('default-src')
    expect(sources, `${name} (or default-src)`).toEqual(["'self'"])
  }
}

function expectSecurityHeaders(answer: Answer, connectSources?: string[]) {
  expectStrictCsp(answer, connectSources)
  expect(one(answer, 'x-content-type-options')).toBe('nosniff')
  expect(one(answer, 'referrer-policy')).toBe('no-referrer')
  expect(one(answer, 'cross-origin-opener-policy')).toBe('same-origin')
  const permissions = new Map(
    one(answer, 'permissions-policy')
      .split(',')
      .map((entry) => entry.trim().split('=') as [string, string]),
  )
  // What the app never uses is off; nothing is opened to other origins.
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'fullscreen', 'autoplay', 'display-capture']) {
    expect(permissions.get(feature), feature).toBe('()')
  }
  for (const [feature, allow] of permissions) expect(['()', '(self)'], `${feature}=${allow}`).toContain(allow)
}

const assetOf = (pattern: RegExp) => {
  const name = readdirSync(join(DIST, 'assets')).find((file) => pattern.test(file))
  expect(name, `a built asset matching ${pattern}`).toBeTruthy()
  return `/assets/${name}`
}

/** The module index.html starts the app with, whatever the build named it. */
const entryScript = () => {
  const src = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/.exec(readFileSync(join(DIST, 'index.html'), 'utf8'))?.[1]
  expect(src, "index.html's module script").toMatch(/^\/assets\/[^/]+\.js$/)
  return src ?? ''
}

test('security headers and caching per file kind, on pages, files, errors and the API', async ({ nginx }) => {
  const origin = nginx.site.origin
  const script = entryScript()
  const style = assetOf(/\.css$/)

  const page = await get(`${origin}/`)
  expect(page.status).toBe(200)
  expect(one(page, 'content-type')).toMatch(/^text\/html/)
  expectSecurityHeaders(page)
  expect(one(page, 'cache-control')).toBe('no-cache')
  expect(one(page, 'etag'), 'a validator, so no-cache costs a 304').toBeTruthy()

  // A deep link and a reload anywhere: the page itself, never cached stale.
  for (const path of ['/?last_name=%D0%BE%D0%B2&offset=50', '/authors/some/where?limit=10', '/index.html']) {
    const deep = await get(`${origin}${path}`)
    expect(deep.status, path).toBe(200)
    expect(deep.body.toString('utf8'), path).toBe(page.body.toString('utf8'))
    expect(one(deep, 'cache-control'), path).toBe('no-cache')
    expectSecurityHeaders(deep)
  }

  for (const path of ['/config.json', '/mockServiceWorker.js']) {
    const file = await get(`${origin}${path}`)
    expect(file.status, path).toBe(200)
    expect(one(file, 'cache-control'), path).toBe('no-cache')
    expectSecurityHeaders(file)
  }
  const config = JSON.parse((await get(`${origin}/config.json`)).body.toString('utf8')) as { apiUrl: unknown }
  expect(config.apiUrl).toBe('')

  for (const path of [script, style]) {
    const asset = await get(`${origin}${path}`)
    expect(asset.status, path).toBe(200)
    expect(one(asset, 'cache-control'), path).toBe(IMMUTABLE)
    expect(one(asset, 'content-type'), path).toMatch(path.endsWith('.js') ? /^application\/javascript/ : /^text\/css/)
    expectSecurityHeaders(asset)
  }

  // A file that is not there (a chunk of an older deploy): a 404, not the page, not cached for a year.
  for (const path of ['/assets/index-0ld0ld00.js', '/favicon.ico', '/robots.txt']) {
    const missing = await get(`${origin}${path}`)
    expect(missing.status, path).toBe(404)
    expect(missing.headers.get('cache-control'), path).toBeUndefined()
    expect(missing.body.toString('utf8'), path).not.toContain('<div id="root">')
    expectSecurityHeaders(missing)
  }

  // The API's answer through nginx: the same headers; its own caching and Content-Type untouched.
  const api = await get(`${origin}${AUTHORS_LIST_PATH}?limit=2`)
  expect(api.status).toBe(200)
  expect(one(api, 'content-type')).toBe('application/json')
  expect(api.headers.get('cache-control')).toBeUndefined()
  expectSecurityHeaders(api)
})

test("compression: gzip for every text kind, brotli when Debian's module is installed", async ({ nginx }) => {
  const origin = nginx.site.origin
  const paths = ['/', entryScript(), assetOf(/\.css$/), '/mockServiceWorker.js', `${AUTHORS_LIST_PATH}?limit=20`]
  for (const path of paths) {
    const plain = await get(`${origin}${path}`)
    const gzipped = await get(`${origin}${path}`, { 'Accept-Encoding': 'gzip' })
    expect(one(gzipped, 'content-encoding'), path).toBe('gzip')
    expect(gzipped.headers.get('vary')?.join(',') ?? '', path).toMatch(/Accept-Encoding/i)
    expect(gunzipSync(gzipped.body).equals(plain.body), `${path} unzips to the same bytes`).toBe(true)
    expect(gzipped.body.length, path).toBeLessThan(plain.body.length)
    expect(plain.headers.get('content-encoding'), path).toBeUndefined()

    const brotli = await get(`${origin}${path}`, { 'Accept-Encoding': 'br' })
    expect(brotli.headers.get('content-encoding'), path).toEqual(brotliAvailable() ? ['br'] : undefined)
  }
})

test("the proxy hands the API the browser's Host and X-Forwarded-*, and the request line untouched", async ({ nginx }) => {
  const seen: Array<{ url: string; headers: Record<string, string | string[] | undefined> }> = []
  const upstream = createServer((request, response) => {
    seen.push({ url: request.url ?? '', headers: request.headers })
    response.setHeader('Content-Type', 'application/json')
    // An API's own security headers give way to the server's, never doubled or mixed.
    response.setHeader('X-Content-Type-Options', 'nosniff')
    response.setHeader('Referrer-Policy', 'same-origin')
    response.setHeader('Content-Security-Policy', 'default-src *')
    response.end('{}')
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  const address = upstream.address()
  if (address === null || typeof address === 'string') throw new Error('no upstream port')
  const proxy = await startLocalNginx({
    root: DIST,
    api: `http://127.0.0.1:${address.port}`,
    port: nginx.sparePort,
    runtimeConfig: { apiUrl: '' },
  })
  try {
    const path = `${AUTHORS_LIST_PATH}?last_name=%D0%BE%D0%B2&x=a%2Fb%20c+d&limit=5&limit=7`
    const answer = await get(`${proxy.origin}${path}`, { 'X-Forwarded-For': '203.0.113.7' })
    expectSecurityHeaders(answer)
    expect(one(answer, 'referrer-policy')).toBe('no-referrer')
    await get(`${proxy.origin}/api//author/non-active/list/?q=%00`)

    const host = new URL(proxy.origin).host
    expect(seen[0]?.url, 'the request line byte for byte').toBe(path)
    expect(seen[1]?.url, 'no slashes merged, nothing decoded').toBe('/api//author/non-active/list/?q=%00')
    expect(seen[0]?.headers).toMatchObject({
      host,
      'x-forwarded-host': host,
      'x-forwarded-proto': 'http',
      'x-forwarded-port': String(nginx.sparePort),
      'x-forwarded-for': '203.0.113.7, 127.0.0.1',
      'x-real-ip': '127.0.0.1',
    })
  } finally {
    await proxy.stop()
    await new Promise((resolve) => upstream.close(resolve))
  }
})

test('a cross-origin API named in config.json is the one origin connect-src adds', async ({ nginx }) => {
  const proxy = await startLocalNginx({
    root: DIST,
    api: nginx.site.origin,
    port: nginx.sparePort,
    runtimeConfig: { apiUrl: 'https://authors-api.example.org/' },
  })
  try {
    expectSecurityHeaders(await get(`${proxy.origin}/`), ["'self'", 'https://authors-api.example.org'])
  } finally {
    await proxy.stop()
  }
})

test('the configuration as a server would use it (port 80, a name, an https API) passes nginx -t', () => {
  const prefix = mkdtempSync(join(tmpdir(), 'nginx-t-'))
  try {
    const site = renderSite({
      api: 'https://127.0.0.1:8443',
      root: '/srv/authors',
      listen: '80',
      serverName: 'authors.example.org',
      configFile: '/etc/authors/config.json',
      brotli: brotliAvailable(),
    })
    expect(site).toContain('proxy_ssl_verify on;')
    mkdirSync(join(prefix, 'temp'))
    writeFileSync(join(prefix, 'site.conf'), site)
    writeFileSync(join(prefix, 'nginx.conf'), renderStandalone(prefix, brotliAvailable()))
    const check = spawnSync(NGINX, ['-t', '-q', '-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')], {
      encoding: 'utf8',
    })
    expect(check.stderr).toBe('')
    expect(check.status).toBe(0)
  } finally {
    rmSync(prefix, { recursive: true, force: true })
  }
})
