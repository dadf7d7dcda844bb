import { describe, expect, it } from 'vitest'
import { ConfigError, parseRuntimeConfig } from '../../src/app/runtime-config'

describe('apiUrl in config.json', () => {
  it.each([
    'https://user:pass@authors.example.org',
    'https://user@authors.example.org',
    'https://:secret@authors.example.org/prefix',
    'http://user:p%40ss@127.0.0.1:8000',
  ])('rejects credentials in %s, saying so without repeating the password', (apiUrl) => {
    let error: unknown
    try {
      parseRuntimeConfig({ apiUrl })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ConfigError)
    const message = (error as ConfigError).message
    expect(message).toMatch(/must not contain a user name or password/)
    const credentials = apiUrl.slice(apiUrl.indexOf('//') + 2, apiUrl.indexOf('@'))
    expect(message).not.toContain(`${credentials}@`)
    expect(message).toContain('…@')
  })

  it.each(['https://authors.example.org/?x=1', 'https://authors.example.org/#top', 'ftp://authors.example.org', 'http://', 'javascript:alert(1)'])(
    'rejects %s, which is not an API address',
    (apiUrl) => {
      expect(() => parseRuntimeConfig({ apiUrl })).toThrow(ConfigError)
    },
  )

  it('accepts a path prefix and a port', () => {
    expect(parseRuntimeConfig({ apiUrl: 'http://127.0.0.1:8000/directory' }).apiUrl).toBe('http://127.0.0.1:8000/directory')
  })

  it('rejects a timeout a browser timer cannot hold', () => {
    expect(() => parseRuntimeConfig({ requestTimeoutMs: 1e20 })).toThrow(ConfigError)
    expect(parseRuntimeConfig({ requestTimeoutMs: 2 ** 31 - 1 }).requestTimeoutMs).toBe(2 ** 31 - 1)
  })
})
