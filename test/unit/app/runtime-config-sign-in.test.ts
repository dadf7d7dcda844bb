import { describe, expect, it } from 'vitest'
import { parseRuntimeConfig } from '../../../src/app/config-check'
import { apiSettings, ConfigError } from '../../../src/app/runtime-config'

// jsdom's page: the app's origin in these tests.
const APP = window.location.origin
const API = 'https://api.example.org'

function refusal(json: unknown): ConfigError {
  try {
    parseRuntimeConfig(json)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return error as ConfigError
  }
  throw new Error(`${JSON.stringify(json)} was not refused`)
}

describe('signInUrl in config.json', () => {
  it.each([
    [{ apiUrl: '', signInUrl: '/accounts/login/?next={next}' }],
    [{ apiUrl: '', signInUrl: `${APP}/accounts/login/?next={next}` }],
    [{ apiUrl: API, signInUrl: `${API}/accounts/login/?next={next}` }],
    [{ apiUrl: `${API}/directory/`, signInUrl: `${API}/sso/start` }],
    [{ apiUrl: API, signInUrl: '/sign-in' }],
    [{ apiUrl: null, signInUrl: '/accounts/login/' }],
  ])('takes a sign-in address on the app’s origin or the API’s: %j', (json) => {
    expect(parseRuntimeConfig(json).signInUrl).toBe(json.signInUrl)
  })

  it('is absent when not given (or null), and then no sign-in is offered', () => {
    expect(parseRuntimeConfig({ apiUrl: '' })).not.toHaveProperty('signInUrl')
    expect(parseRuntimeConfig({ apiUrl: '', signInUrl: null })).not.toHaveProperty('signInUrl')
  })

  it('is trimmed', () => {
    expect(parseRuntimeConfig({ apiUrl: '', signInUrl: ' /login/?next={next} ' }).signInUrl).toBe('/login/?next={next}')
  })

  it.each([
    // Another origin: a sign-in page elsewhere would take the person's password there.
    [{ apiUrl: '', signInUrl: 'https://evil.example.com/login?next={next}' }, 'points to https://evil.example.com'],
    [{ apiUrl: API, signInUrl: 'https://login.example.org/?next={next}' }, `or the API's (${API})`],
    [{ apiUrl: '', signInUrl: '//evil.example.com/login' }, 'points to http://evil.example.com'],
    [{ apiUrl: API, signInUrl: 'http://api.example.org/login' }, 'points to http://api.example.org'],
    [{ apiUrl: API, signInUrl: 'https://api.example.org:8443/login' }, 'points to https://api.example.org:8443'],
    [{ apiUrl: '', signInUrl: 'http://localhost.evil.example.com/login' }, 'points to http://localhost.evil.example.com'],
    // Another scheme.
    [{ apiUrl: '', signInUrl: 'javascript:alert(1)' }, 'must be an http:// or https:// address'],
    [{ apiUrl: '', signInUrl: 'data:text/html,<form>' }, 'must be an http:// or https:// address'],
    [{ apiUrl: '', signInUrl: 'ftp://localhost/login' }, 'must be an http:// or https:// address'],
    [{ apiUrl: '', signInUrl: 'https://' }, 'must be an http:// or https:// address'],
    // Not text, or blank.
    [{ apiUrl: '', signInUrl: 5 }, 'must be the address of the sign-in page'],
    [{ apiUrl: '', signInUrl: { url: '/login' } }, 'must be the address of the sign-in page'],
    [{ apiUrl: '', signInUrl: '  ' }, 'must be the address of the sign-in page'],
  ])('refuses %j at start-up, saying why', (json, words) => {
    const error = refusal(json)
    expect(error.message).toContain('"signInUrl" in config.json')
    expect(error.message).toContain(words)
    expect(error.ru).toContain('"signInUrl" в config.json')
  })

  it('refuses a user name or password, never repeating the password', () => {
    const error = refusal({ apiUrl: '', signInUrl: `${APP.replace('//', '//editor:hunter2@')}/login` })
    expect(error.message).toContain('must not contain a user name or password')
    expect(error.message).not.toContain('hunter2')
    expect(error.ru).not.toContain('hunter2')
  })
})

describe('credentials in config.json', () => {
  it('is "same-origin" or "include", and absent means same-origin', () => {
    expect(parseRuntimeConfig({ apiUrl: API, credentials: 'include' }).credentials).toBe('include')
    expect(parseRuntimeConfig({ apiUrl: API, credentials: 'same-origin' }).credentials).toBe('same-origin')
    expect(parseRuntimeConfig({ apiUrl: API })).not.toHaveProperty('credentials')
    expect(apiSettings(parseRuntimeConfig({ apiUrl: API, credentials: 'include' })).credentials).toBe('include')
    expect(apiSettings(parseRuntimeConfig({ apiUrl: API })).credentials).toBeUndefined()
  })

  it.each([['omit'], ['Include'], [' include'], [true], [null], [''], [{ token: 'abc' }], ['Bearer abc']])(
    'refuses %j at start-up, saying which values it takes',
    (credentials) => {
      const error = refusal({ apiUrl: API, credentials })
      expect(error.message).toMatch(/^"credentials" in config.json must be "same-origin" .* or "include" /)
      expect(error.ru).toMatch(/^"credentials" в config.json должен быть "same-origin"/)
    },
  )

  it('reads no token from config.json: a "token" or "authorization" key changes no request setting', () => {
    const settings = apiSettings(
      parseRuntimeConfig({ apiUrl: API, token: 'secret', authorization: 'Bearer secret', headers: { Authorization: 'x' } }),
    )
    expect(JSON.stringify(settings)).not.toContain('secret')
  })
})
