import { describe, expect, it } from 'vitest'
import { ApiError, parseRetryAfter } from '../../src/api/api-error'
import { retryDelay, shouldRetry } from '../../src/app/query-client'

describe('parseRetryAfter', () => {
  it('reads delay-seconds', () => {
    expect(parseRetryAfter('60')).toBe(60)
    expect(parseRetryAfter(' 1 ')).toBe(1)
  })

  it('reads an HTTP-date relative to now', () => {
    const now = Date.parse('2026-11-21T10:00:00Z')
    expect(parseRetryAfter('Sat, 21 Nov 2026 10:00:30 GMT', now)).toBe(30)
    expect(parseRetryAfter('Sat, 21 Nov 2026 09:00:00 GMT', now)).toBe(0)
  })

  it('gives undefined for a missing or unreadable header', () => {
    expect(parseRetryAfter(null)).toBeUndefined()
    for (const value of ['soon', '', '1.5', '-5', '+5', '1e3', '12 s', '0x10']) expect(parseRetryAfter(value)).toBeUndefined()
  })

  it('does not believe an absurd wait, in seconds or as a date', () => {
    const now = Date.parse('2026-11-21T10:00:00Z')
    expect(parseRetryAfter('99999999')).toBeUndefined()
    expect(parseRetryAfter('999999999999999999999999')).toBeUndefined()
    expect(parseRetryAfter('Fri, 21 Nov 2036 10:00:00 GMT', now)).toBeUndefined()
    expect(parseRetryAfter('86400')).toBe(86400)
  })

  it('reads the obsolete HTTP date forms too', () => {
    const now = Date.parse('2026-11-21T10:00:00Z')
    expect(parseRetryAfter('Saturday, 21-Nov-26 10:01:00 GMT', now)).toBe(60)
  })
})

describe('retry policy', () => {
  const http = (status: number, retryAfterSeconds?: number) =>
    new ApiError('http', `HTTP ${status}`, { status, ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) })

  it('never retries a 4xx other than 429', () => {
    for (const status of [400, 401, 403, 404, 406]) expect(shouldRetry(0, http(status))).toBe(false)
  })

  it('retries a 429 once when the wait is short, after the wait', () => {
    expect(shouldRetry(0, http(429, 2))).toBe(true)
    expect(shouldRetry(1, http(429, 2))).toBe(false)
    expect(retryDelay(0, http(429, 2))).toBe(2000)
  })

  it('leaves a long or unknown 429 wait to the person', () => {
    expect(shouldRetry(0, http(429, 60))).toBe(false)
    expect(shouldRetry(0, http(429))).toBe(false)
  })

  it('retries 5xx, network failures and dropped connections twice with backoff', () => {
    for (const error of [http(500), http(502), new ApiError('network', 'x'), new ApiError('interrupted', 'x')]) {
      expect(shouldRetry(0, error)).toBe(true)
      expect(shouldRetry(1, error)).toBe(true)
      expect(shouldRetry(2, error)).toBe(false)
    }
    expect(retryDelay(0, http(500))).toBe(1000)
    expect(retryDelay(1, http(500))).toBe(2000)
  })

  it('does not retry a timeout: the person hears after one timeout, not three', () => {
    expect(shouldRetry(0, new ApiError('timeout', 'x'))).toBe(false)
  })

  it('takes a short Retry-After on a 503 at its word, and leaves a long one to the person', () => {
    expect(retryDelay(0, http(503, 3))).toBe(3000)
    expect(shouldRetry(0, http(503, 3600))).toBe(false)
  })

  it('does not retry a body of the wrong shape, a refused redirect or an unknown error', () => {
    expect(shouldRetry(0, new ApiError('shape', 'x'))).toBe(false)
    expect(shouldRetry(0, new ApiError('redirect', 'x'))).toBe(false)
    expect(shouldRetry(0, new Error('x'))).toBe(false)
  })
})
