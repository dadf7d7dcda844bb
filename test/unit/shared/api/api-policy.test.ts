import { describe, expect, it } from 'vitest'
import { ApiError, isApiError, parseRetryAfter } from '../../../../src/shared/api/api-error'
import { retryDelay, shouldRetry } from '../../../../src/app/query-client'

describe('ApiError', () => {
  it('carries its kind, message and details, and is told apart from other errors', () => {
    const error = new ApiError('http', 'The server answered with HTTP 429.', { status: 429, retryAfterSeconds: 5, detail: 'Slow down.' })
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({
      name: 'ApiError',
      kind: 'http',
      message: 'The server answered with HTTP 429.',
      status: 429,
      retryAfterSeconds: 5,
      detail: 'Slow down.',
    })
    expect(String(error)).toBe('ApiError: The server answered with HTTP 429.')
    expect(isApiError(error)).toBe(true)
    expect(isApiError(new Error('x'))).toBe(false)
    expect(isApiError({ kind: 'http', status: 500, message: 'x' })).toBe(false)
  })

  it('has no details unless given', () => {
    const error = new ApiError('network', 'Cannot reach the server at example.org.')
    expect([error.status, error.retryAfterSeconds, error.detail]).toEqual([undefined, undefined, undefined])
  })
})

describe('parseRetryAfter', () => {
  it('reads delay-seconds', () => {
    expect(parseRetryAfter('60')).toBe(60)
    expect(parseRetryAfter(' 1 ')).toBe(1)
    expect(parseRetryAfter('0')).toBe(0)
    expect(parseRetryAfter('0120')).toBe(120)
  })

  it('reads an HTTP-date relative to now', () => {
    const now = Date.parse('2026-11-21T10:00:00Z')
    expect(parseRetryAfter('Sat, 21 Nov 2026 10:00:30 GMT', now)).toBe(30)
    expect(parseRetryAfter('Sat, 21 Nov 2026 09:00:00 GMT', now)).toBe(0)
    expect(parseRetryAfter(' Sat, 21 Nov 2026 10:00:30 GMT ', now)).toBe(30)
    // Part of a second still to wait is a whole second: asking early would be refused again.
    expect(parseRetryAfter('Sat, 21 Nov 2026 10:00:30 GMT', now + 200)).toBe(30)
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

  it('takes only HTTP dates, not an ISO timestamp or a weekday with nothing else', () => {
    const now = Date.parse('2026-11-21T10:00:00Z')
    expect(parseRetryAfter('2026-11-21T10:01:00Z', now)).toBeUndefined()
    expect(parseRetryAfter('Sun, soon', now)).toBeUndefined()
    expect(parseRetryAfter('Fri, 21 Nov 2026 10:01:00 GMT', now)).toBe(60)
    expect(parseRetryAfter('Fri, 21 Nov 2026 09:00:00 GMT', now)).toBe(0)
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
    for (const status of [400, 401, 403, 404, 406, 499]) expect(shouldRetry(0, http(status))).toBe(false)
  })

  it('retries a 429 once when the wait is short, after the wait', () => {
    expect(shouldRetry(0, http(429, 2))).toBe(true)
    expect(shouldRetry(1, http(429, 2))).toBe(false)
    expect(retryDelay(0, http(429, 2))).toBe(2000)
  })

  it('leaves a long or unknown 429 wait to the person', () => {
    expect(shouldRetry(0, http(429, 60))).toBe(false)
    expect(shouldRetry(0, http(429))).toBe(false)
    expect(shouldRetry(0, http(429, 10))).toBe(true)
    expect(shouldRetry(0, http(429, 11))).toBe(false)
    expect(shouldRetry(0, http(429, 0))).toBe(true)
    expect(retryDelay(0, http(429, 0))).toBe(0)
    expect(retryDelay(0, http(429, 10))).toBe(10_000)
    expect(shouldRetry(1, http(429, 5))).toBe(false)
  })

  it('retries 5xx, network failures and dropped connections twice with backoff', () => {
    const noStatus = new ApiError('http', 'x')
    for (const error of [http(500), http(502), http(503, 1), noStatus, new ApiError('network', 'x'), new ApiError('interrupted', 'x')]) {
      expect(shouldRetry(0, error)).toBe(true)
      expect(shouldRetry(1, error)).toBe(true)
      expect(shouldRetry(2, error)).toBe(false)
    }
    expect(retryDelay(0, http(500))).toBe(1000)
    expect(retryDelay(1, http(500))).toBe(2000)
    expect(retryDelay(2, new ApiError('network', 'x'))).toBe(4000)
    expect(retryDelay(3, new ApiError('interrupted', 'x'))).toBe(8000)
    expect(retryDelay(4, http(500))).toBe(8000)
    expect(retryDelay(10, http(500))).toBe(8000)
  })

  it('backs off as usual when a 5xx names a wait, or a 429 names none', () => {
    expect(retryDelay(0, http(503, 30))).toBe(1000)
    expect(retryDelay(1, http(429))).toBe(2000)
    expect(retryDelay(0, new Error('x'))).toBe(1000)
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
    // A 4xx other than 429 is the request's fault, whatever wait it names.
    expect(shouldRetry(0, http(404, 5))).toBe(false)
    expect(shouldRetry(0, http(400, 0))).toBe(false)
    expect(shouldRetry(0, new Error('x'))).toBe(false)
  })
})
