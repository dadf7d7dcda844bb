// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { connectSources, parseApiOrigin, parseBase, parseSignInPath, renderSite, renderStandalone } from '../../../.deploy/nginx/render'

// The renderer of .deploy/nginx: it only fills in names, so what it must get right is refusing
// what nginx would misread and deriving connect-src from the app's configured API.

const base = { api: 'http://127.0.0.1:8000', root: '/srv/authors', listen: '80', brotli: false }

describe('the API origin nginx proxies to', () => {
  it('takes an origin and writes its port out', () => {
    expect(parseApiOrigin('http://127.0.0.1:8000')).toEqual({
      scheme: 'http',
      hostPort: '127.0.0.1:8000',
      hostname: '127.0.0.1',
      origin: 'http://127.0.0.1:8000',
    })
    expect(parseApiOrigin('https://django.internal/').hostPort).toBe('django.internal:443')
    expect(parseApiOrigin('http://django.internal').hostPort).toBe('django.internal:80')
    expect(parseApiOrigin('http://[::1]:8000').hostname).toBe('::1')
  })

  it.each([
    ['a path', 'http://django.internal:8000/api'],
    ['a query', 'http://django.internal:8000/?x=1'],
    ['credentials', 'http://user:secret@django.internal:8000'],
    ['another scheme', 'ftp://django.internal'],
    ['no scheme', 'django.internal:8000'],
    ['nothing', ''],
  ])('refuses %s', (_name, text) => {
    expect(() => parseApiOrigin(text)).toThrow(/the API must be/)
  })
})

describe('connect-src', () => {
  it("is 'self' for this server's /api/ and for the in-browser demo", () => {
    expect(connectSources('')).toBe("'self'")
    expect(connectSources(null)).toBe("'self'")
    expect(connectSources(undefined)).toBe("'self'")
  })

  it('adds the origin alone of a cross-origin API, never its path', () => {
    expect(connectSources('https://api.example.org/directory/')).toBe("'self' https://api.example.org")
  })
})

describe('the base path', () => {
  it('is written with a slash at each end, whatever was typed', () => {
    expect(parseBase('/')).toBe('/')
    expect(parseBase('')).toBe('/')
    expect(parseBase('authors')).toBe('/authors/')
    expect(parseBase('/tools/authors')).toBe('/tools/authors/')
    expect(parseBase('//tools/authors//')).toBe('/tools/authors/')
  })

  it.each(['/a b/', '/a;b/', '/a/../b/', '/a.b/', '/a//b/', '/~x/'])('refuses %s', (text) => {
    expect(() => parseBase(text)).toThrow(/base path/)
  })

  it("puts the app's locations, its config.json and the bare path's redirect under it; /api/ stays", () => {
    const site = renderSite({ ...base, root: '/srv/www', base: '/tools/authors' })
    expect(site).toContain('~^/tools/authors/assets/ "public, max-age=31536000, immutable";')
    expect(site).toContain('location ^~ /tools/authors/assets/ {')
    expect(site).toContain('location = /tools/authors/config.json {')
    expect(site).toContain('alias /srv/www/tools/authors/config.json;')
    expect(site).toMatch(/location \/tools\/authors\/ \{\s+try_files \$uri \/tools\/authors\/index.html;/)
    expect(site).toMatch(/location = \/tools\/authors \{\s+return 301 \/tools\/authors\/\$is_args\$args;/)
    expect(site).toContain('location ^~ /api/ {')
    expect(renderSite(base)).not.toContain('return 301')
  })
})

describe('the rendered site', () => {
  it('leaves no name unfilled and carries the values given', () => {
    const site = renderSite({ ...base, serverName: 'authors.example.org', configFile: '/etc/authors/config.json' })
    expect(site).not.toMatch(/\{\{|\}\}/)
    expect(site).toContain('server 127.0.0.1:8000;')
    expect(site).toContain('proxy_pass http://authors_api;')
    expect(site).toContain('listen 80;')
    expect(site).toContain('server_name authors.example.org;')
    expect(site).toContain('root /srv/authors;')
    expect(site).toContain('alias /etc/authors/config.json;')
    expect(site).toContain("connect-src 'self';")
    expect(site).not.toContain('brotli')
    expect(site).not.toContain('proxy_ssl')
  })

  it('checks an https API by name and certificate, and compresses with brotli only when asked', () => {
    const site = renderSite({ ...base, api: 'https://django.internal:8443', brotli: true })
    expect(site).toContain('proxy_pass https://authors_api;')
    expect(site).toContain('proxy_ssl_name django.internal;')
    expect(site).toContain('proxy_ssl_verify on;')
    expect(site).toMatch(/^\s+brotli on;$/m)
    expect(renderStandalone('/tmp/prefix', true)).toContain('load_module /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so;')
    expect(renderStandalone('/tmp/prefix', false)).not.toContain('load_module')
  })

  it('serves config.json from beside the app unless told otherwise', () => {
    expect(renderSite({ ...base, root: '/srv/authors/' })).toContain('alias /srv/authors/config.json;')
  })

  it.each([
    ['a root with a space', { root: '/srv/my authors' }],
    ['a relative root', { root: 'dist' }],
    ['a root that ends the directive', { root: '/srv/authors;evil' }],
    ['a listen with a directive after it', { listen: '80; include /etc/passwd' }],
    ['a server name with a brace', { serverName: 'authors}' }],
    ['a relative config file', { configFile: 'config.json' }],
  ])('refuses %s', (_name, override) => {
    expect(() => renderSite({ ...base, ...override })).toThrow()
  })
})

describe('the sign-in path', () => {
  it('is proxied to the API’s server like /api/, only when asked', () => {
    expect(renderSite(base)).not.toContain('location ^~ /accounts/')
    const site = renderSite({ ...base, signInPath: 'accounts' })
    expect(site).not.toMatch(/\{\{|\}\}/)
    const location = site.slice(site.indexOf('location ^~ /accounts/ {'), site.indexOf('location ^~ /api/ {'))
    expect(location).toContain('proxy_pass http://authors_api;')
    expect(location).toContain('proxy_set_header Host $http_host;')
    expect(location).toContain('proxy_hide_header Content-Security-Policy;')
  })

  it('keeps the app’s CSP as strict (no form, no referrer); only the sign-in pages may post a form to this server', () => {
    for (const site of [renderSite(base), renderSite({ ...base, signInPath: '/accounts/' })]) {
      expect(site).toMatch(/map \$uri \$authors_form_action \{\n\s+default "'none'";/)
      expect(site).toContain('form-action $authors_form_action"')
      expect(site).toMatch(/map \$uri \$authors_referrer_policy \{\n\s+default "no-referrer";/)
      // Nothing else in the policy changed.
      expect(site).toContain(
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; font-src 'self'; connect-src 'self'; worker-src 'self'",
      )
    }
    const site = renderSite({ ...base, signInPath: '/accounts/' })
    expect(site).toContain(`~^/accounts/ "'self'";`)
    expect(site).toContain('~^/accounts/ "same-origin";')
    expect(renderSite(base)).not.toContain(`"'self'";`)
  })

  it.each([['/'], ['/api/'], ['/api/login/'], ['/accounts/../'], ['/acc ounts/'], ['/tools/authors/login/'], ['/tools/']])(
    'refuses %j, which is not a path of its own beside the app',
    (path) => {
      expect(() => parseSignInPath(path, '/tools/authors/')).toThrow(/sign-in path|base path/)
    },
  )

  it('refuses the app’s assets at the root', () => {
    expect(() => parseSignInPath('/assets/', '/')).toThrow(/sign-in path/)
    expect(parseSignInPath('accounts', '/')).toBe('/accounts/')
    expect(parseSignInPath('/sso/login/', '/tools/authors/')).toBe('/sso/login/')
  })
})
