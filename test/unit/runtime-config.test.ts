import { describe, expect, it } from 'vitest'
import { ConfigError, parseRuntimeConfig } from '../../src/app/runtime-config'

describe('parseRuntimeConfig', () => {
  it('means the demo API when apiUrl is null or absent', () => {
    expect(parseRuntimeConfig({ apiUrl: null })).toEqual({ apiUrl: null, firstNameParam: 'first_name', requestTimeoutMs: 15_000 })
    expect(parseRuntimeConfig({})).toEqual({ apiUrl: null, firstNameParam: 'first_name', requestTimeoutMs: 15_000 })
  })

  it('accepts the same origin and an absolute API origin', () => {
    expect(parseRuntimeConfig({ apiUrl: '' }).apiUrl).toBe('')
    expect(parseRuntimeConfig({ apiUrl: 'https://authors.example.org' }).apiUrl).toBe('https://authors.example.org')
  })

  it('takes the first-name parameter, where empty hides the box', () => {
    expect(parseRuntimeConfig({ apiUrl: null, firstNameParam: 'search' }).firstNameParam).toBe('search')
    expect(parseRuntimeConfig({ apiUrl: null, firstNameParam: '' }).firstNameParam).toBe('')
  })

  it('takes a request timeout', () => {
    expect(parseRuntimeConfig({ requestTimeoutMs: 2000 }).requestTimeoutMs).toBe(2000)
  })

  it.each([[[]], [null], [{ apiUrl: 5 }], [{ apiUrl: 'authors.example.org' }], [{ apiUrl: null, firstNameParam: false }], [{ requestTimeoutMs: 0 }], [{ requestTimeoutMs: '5' }]])(
    'rejects %j with a readable message',
    (json) => {
      expect(() => parseRuntimeConfig(json)).toThrow(ConfigError)
    },
  )
})
