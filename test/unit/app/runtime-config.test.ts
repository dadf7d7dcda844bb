import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseRuntimeConfig, wordedStartupError } from '../../../src/app/config-check'

/** loadRuntimeConfig's refusal put in words, as main.tsx does before the start-up screen. */
const throwWorded = (error: unknown) => {
  throw wordedStartupError(error)
}
import { apiSettings, ConfigError, loadRuntimeConfig } from '../../../src/app/runtime-config'
import { server } from '../../msw-server'

const DEMO = { apiUrl: null, firstNameParam: 'first_name', requestTimeoutMs: 15_000 }

/** The ConfigError `run` throws (the test fails if it throws none). */
function rejection(run: () => unknown): ConfigError {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return error as ConfigError
  }
  throw new Error('no ConfigError was thrown')
}

describe('parseRuntimeConfig', () => {
  it('means the demo API when apiUrl is null or absent', () => {
    expect(parseRuntimeConfig({ apiUrl: null })).toEqual(DEMO)
    expect(parseRuntimeConfig({})).toEqual(DEMO)
  })

  it('accepts the same origin and an absolute API origin, trimmed', () => {
    expect(parseRuntimeConfig({ apiUrl: '' }).apiUrl).toBe('')
    expect(parseRuntimeConfig({ apiUrl: 'https://authors.example.org' }).apiUrl).toBe('https://authors.example.org')
    expect(parseRuntimeConfig({ apiUrl: 'HTTP://authors.example.org:8000/directory/' }).apiUrl).toBe(
      'HTTP://authors.example.org:8000/directory/',
    )
    expect(parseRuntimeConfig({ apiUrl: 'https://authors.example.org ' }).apiUrl).toBe('https://authors.example.org')
    expect(parseRuntimeConfig({ apiUrl: ' https://authors.example.org' }).apiUrl).toBe('https://authors.example.org')
    expect(parseRuntimeConfig({ apiUrl: '  ' }).apiUrl).toBe('')
  })

  it('takes the first-name parameter, trimmed, where empty hides the box', () => {
    expect(parseRuntimeConfig({ apiUrl: null, firstNameParam: 'search' }).firstNameParam).toBe('search')
    expect(parseRuntimeConfig({ apiUrl: null, firstNameParam: ' given_name ' }).firstNameParam).toBe('given_name')
    expect(parseRuntimeConfig({ apiUrl: null, firstNameParam: '' }).firstNameParam).toBe('')
  })

  it('takes a request timeout, any positive number of milliseconds', () => {
    expect(parseRuntimeConfig({ requestTimeoutMs: 2000 })).toEqual({ ...DEMO, requestTimeoutMs: 2000 })
    expect(parseRuntimeConfig({ requestTimeoutMs: 0.5 }).requestTimeoutMs).toBe(0.5)
  })

  it.each([
    [[], 'config.json must hold an object such as {"apiUrl": null}.'],
    [null, 'config.json must hold an object such as {"apiUrl": null}.'],
    ['https://authors.example.org', 'config.json must hold an object such as {"apiUrl": null}.'],
    [{ apiUrl: 5 }, '"apiUrl" in config.json must be a URL, "" (same origin) or null (demo data).'],
    [{ apiUrl: false }, '"apiUrl" in config.json must be a URL, "" (same origin) or null (demo data).'],
    [
      { apiUrl: 'authors.example.org' },
      '"apiUrl" in config.json must be an address starting with http:// or https://, not "authors.example.org".',
    ],
    [
      { apiUrl: 'ftp://authors.example.org' },
      '"apiUrl" in config.json must be an address starting with http:// or https://, not "ftp://authors.example.org".',
    ],
    [
      { apiUrl: 'https:///authors' },
      '"apiUrl" in config.json must be an address starting with http:// or https://, not "https:///authors".',
    ],
    [
      { apiUrl: 'see https://authors.example.org' },
      '"apiUrl" in config.json must be an address starting with http:// or https://, not "see https://authors.example.org".',
    ],
    [{ apiUrl: null, firstNameParam: false }, '"firstNameParam" in config.json must be text ("" hides the First name search).'],
    [{ apiUrl: null, firstNameParam: null }, '"firstNameParam" in config.json must be text ("" hides the First name search).'],
    [{ requestTimeoutMs: 0 }, '"requestTimeoutMs" in config.json must be more than 0 milliseconds, not 0.'],
    [{ requestTimeoutMs: -100 }, '"requestTimeoutMs" in config.json must be more than 0 milliseconds, not -100.'],
    [{ requestTimeoutMs: Number.NaN }, '"requestTimeoutMs" in config.json must be a number of milliseconds, such as 15000, not NaN.'],
    [
      { requestTimeoutMs: 2 ** 31 },
      '"requestTimeoutMs" in config.json is 2147483648 ms, larger than the browser\'s longest timer (2147483647 ms, about 24.8 days): a longer timer fires at once, so every request would time out. Use at most 2147483647.',
    ],
    [{ requestTimeoutMs: '5000' }, '"requestTimeoutMs" in config.json must be a number of milliseconds, such as 15000, not "5000".'],
    [{ requestTimeoutMs: null }, '"requestTimeoutMs" in config.json must be a number of milliseconds, such as 15000, not null.'],
  ])('rejects %j saying what is wrong', (json, message) => {
    const error = rejection(() => parseRuntimeConfig(json))
    expect(error.message).toBe(message)
    expect(error.name).toBe('ConfigError')
  })
})

describe('apiSettings', () => {
  it("gives the API client the origin, the first-name parameter and the timeout; the demo API is the page's own origin", () => {
    expect(apiSettings({ apiUrl: 'https://authors.example.org', firstNameParam: 'given', requestTimeoutMs: 2500 })).toEqual({
      apiUrl: 'https://authors.example.org',
      firstNameParam: 'given',
      timeoutMs: 2500,
    })
    expect(apiSettings(DEMO)).toEqual({ apiUrl: '', firstNameParam: 'first_name', timeoutMs: 15_000 })
  })
})

describe('loadRuntimeConfig', () => {
  const URL = 'http://app.example.org/config.json'
  const serveConfig = (response: () => Response) => {
    const requests: Request[] = []
    server.use(
      http.get(URL, ({ request }) => {
        requests.push(request)
        return response()
      }),
    )
    return requests
  }

  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('reads config.json, never from the HTTP cache', async () => {
    const requests = serveConfig(() => HttpResponse.json({ apiUrl: '', firstNameParam: 'name', requestTimeoutMs: 3000 }))
    expect(await loadRuntimeConfig(URL)).toEqual({ apiUrl: '', firstNameParam: 'name', requestTimeoutMs: 3000 })
    expect(requests[0]?.cache).toBe('no-store')
  })

  it('runs on the demo API when there is no config.json', async () => {
    serveConfig(() => new HttpResponse('Not found', { status: 404 }))
    expect(await loadRuntimeConfig(URL)).toEqual(DEMO)
  })

  it('explains a config.json that cannot be loaded or read', async () => {
    serveConfig(() => new HttpResponse('oops', { status: 500 }))
    await expect(loadRuntimeConfig(URL).catch(throwWorded)).rejects.toThrow(new ConfigError('config.json could not be loaded (HTTP 500).'))
    serveConfig(() => new HttpResponse('{"apiUrl": nul', { headers: { 'Content-Type': 'application/json' } }))
    await expect(loadRuntimeConfig(URL).catch(throwWorded)).rejects.toThrow(new ConfigError('config.json is not valid JSON.'))
    serveConfig(() => HttpResponse.json({ apiUrl: 'localhost:8000' }))
    await expect(loadRuntimeConfig(URL).catch(throwWorded)).rejects.toThrow(
      new ConfigError('"apiUrl" in config.json must be an address starting with http:// or https://, not "localhost:8000".'),
    )
  })

  it('looks for config.json beside index.html by default', async () => {
    const fetch = vi.fn(async () => new Response('Not found', { status: 404 }))
    vi.stubGlobal('fetch', fetch)
    await loadRuntimeConfig()
    expect(fetch).toHaveBeenCalledWith(`${import.meta.env.BASE_URL}config.json`, { cache: 'no-store' })
    expect(import.meta.env.BASE_URL).toBe('/')
  })
})
