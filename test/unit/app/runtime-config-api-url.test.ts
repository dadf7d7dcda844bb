import { describe, expect, it } from 'vitest'
import { parseRuntimeConfig } from '../../../src/app/config-check'
import { ConfigError } from '../../../src/app/runtime-config'

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

  it.each([
    ['see https://user:secret@authors.example.org', 'see https://…@authors.example.org'],
    ['user:secret@authors.example.org', '…@authors.example.org'],
    ['at user:secret@authors.example.org', 'at …@authors.example.org'],
    ['ftp://user:secret@authors.example.org/ https://admin:hunter2@backend', 'ftp://…@authors.example.org/ https://…@backend'],
  ])('never repeats a password in an address it cannot use: %s', (apiUrl, shown) => {
    expect(() => parseRuntimeConfig({ apiUrl })).toThrow(
      new ConfigError(`"apiUrl" in config.json must be an address starting with http:// or https://, not "${shown}".`),
    )
  })

  it('hides everything up to the last "@" of the user part, where the host begins', () => {
    expect(() => parseRuntimeConfig({ apiUrl: 'https://a@b:secret@authors.example.org' })).toThrow(
      /\("https:\/\/…@authors\.example\.org"\)/,
    )
  })

  it.each([
    'https://authors.example.org/?x=1',
    'https://authors.example.org/#top',
    'https://authors.example.org?',
    'https://authors.example.org#',
  ])('rejects %s, which carries a query or a fragment', (apiUrl) => {
    expect(() => parseRuntimeConfig({ apiUrl })).toThrow(
      new ConfigError(`"apiUrl" in config.json must be an origin with an optional path prefix, without "?" or "#": not "${apiUrl}".`),
    )
  })

  it.each([
    'ftp://authors.example.org',
    'http://',
    'javascript:alert(1)',
    'https://[',
    'https:/authors.example.org',
    'wss://authors.example.org/via/http://backend',
  ])('rejects %s, which is not an http(s) address', (apiUrl) => {
    expect(() => parseRuntimeConfig({ apiUrl })).toThrow(
      new ConfigError(`"apiUrl" in config.json must be an address starting with http:// or https://, not "${apiUrl}".`),
    )
  })

  it('accepts a path prefix and a port', () => {
    expect(parseRuntimeConfig({ apiUrl: 'http://127.0.0.1:8000/directory' }).apiUrl).toBe('http://127.0.0.1:8000/directory')
  })

  it('rejects a timeout a browser timer cannot hold', () => {
    expect(() => parseRuntimeConfig({ requestTimeoutMs: 1e20 })).toThrow(
      /^"requestTimeoutMs" in config.json is 100000000000000000000 ms, larger than the browser's longest timer \(2147483647 ms/,
    )
    expect(parseRuntimeConfig({ requestTimeoutMs: 2 ** 31 - 1 }).requestTimeoutMs).toBe(2 ** 31 - 1)
  })
})
