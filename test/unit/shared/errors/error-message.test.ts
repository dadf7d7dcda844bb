import { describe, expect, it } from 'vitest'
import { ApiError, type ApiErrorDetails } from '../../../../src/shared/api/api-error'
import { describeError } from '../../../../src/shared/errors/error-message'

const http = (status: number, details: Omit<ApiErrorDetails, 'status'> = {}) =>
  describeError(new ApiError('http', `The server answered with HTTP ${status}.`, { status, ...details }))

describe('describeError', () => {
  it.each([502, 503, 504])('calls HTTP %i an unavailable server, not a failed request', (status) => {
    expect(http(status)).toEqual({
      title: `The server is unavailable (HTTP ${status})`,
      body: 'The author service or a proxy in front of it is not responding. Retry in a moment.',
    })
  })

  it.each([500, 501, 505, 599])('calls HTTP %i a server error', (status) => {
    expect(http(status)).toEqual({
      title: `Server error (HTTP ${status})`,
      body: 'The author service failed to answer this request. Retry in a moment; if it keeps failing, tell the service’s maintainers.',
    })
  })

  it('says how long to wait on a 429, in seconds, when the server said', () => {
    expect(http(429, { retryAfterSeconds: 60 })).toEqual({
      title: 'Too many requests',
      body: 'The server is limiting requests (HTTP 429). Try again in 60 seconds.',
    })
    expect(http(429, { retryAfterSeconds: 1 }).body).toBe('The server is limiting requests (HTTP 429). Try again in 1 second.')
    expect(http(429, { retryAfterSeconds: 0 }).body).toBe('The server is limiting requests (HTTP 429). You can try again now.')
    expect(http(429).body).toBe('The server is limiting requests (HTTP 429). Wait a little before trying again.')
  })

  it('quotes the server on a rejected search, a missing list and other refusals', () => {
    expect(http(400, { detail: 'Null characters are not allowed.' })).toEqual({
      title: 'The server rejected the search (HTTP 400)',
      body: 'Change the search and try again. The server said: “Null characters are not allowed.”',
    })
    expect(http(404, { detail: 'Not found.' })).toEqual({
      title: 'The author list was not found (HTTP 404)',
      body: 'The configured API address may be wrong. The server said: “Not found.”',
    })
    expect(http(405, { detail: 'Method "GET" not allowed.' })).toEqual({
      title: 'The server refused the request (HTTP 405)',
      body: 'Retry, or check the app’s configuration. The server said: “Method "GET" not allowed.”',
    })
    // A 403 that is not DRF's "not signed in": this account may not read the list.
    expect(http(403, { detail: 'Forbidden.' })).toEqual({
      title: 'This account may not read the list (HTTP 403)',
      body: 'You are signed in, but the author service does not let this account read the list of non-active authors. Ask the service’s administrators for access. The server said: “Forbidden.”',
      access: 'not-allowed',
    })
  })

  it("says nothing of the server's words when it gave none", () => {
    expect(http(400).body).toBe('Change the search and try again.')
    expect(http(404, { detail: '' }).body).toBe('The configured API address may be wrong.')
    expect(http(405).body).toBe('Retry, or check the app’s configuration.')
    expect(http(403).body).not.toContain('The server said')
  })

  it('explains an unreachable server, a timeout and an answer of the wrong shape', () => {
    expect(describeError(new ApiError('network', 'Cannot reach the server at api.example.org.'))).toEqual({
      title: 'Cannot reach the server',
      body: 'Cannot reach the server at api.example.org. Check your connection, then retry.',
    })
    expect(describeError(new ApiError('timeout', 'The server did not answer within 15 seconds.'))).toEqual({
      title: 'The server is not answering',
      body: 'The server did not answer within 15 seconds. It may be busy; retry in a moment.',
    })
    expect(describeError(new ApiError('shape', 'x', { detail: '"results" is missing, not a list' }))).toEqual({
      title: 'The server sent an answer the app cannot read',
      body: 'Its answer is not in the expected shape: "results" is missing, not a list. Retry; if it keeps happening, the API may have changed.',
    })
    expect(describeError(new ApiError('shape', 'The server answered with something that is not JSON.')).body).toBe(
      'The server answered with something that is not JSON. Retry; if it keeps happening, the API may have changed.',
    )
  })

  it('has a general message for anything else', () => {
    expect(describeError(new TypeError('x is undefined'))).toEqual({
      title: 'Something went wrong',
      body: 'The list could not be shown. Retry, or reload the page.',
    })
  })

  it('explains a connection that dropped mid-answer', () => {
    expect(describeError(new ApiError('interrupted', 'The answer stopped halfway.'))).toEqual({
      title: 'The connection dropped',
      body: 'The answer stopped halfway. Check your connection, then retry.',
    })
  })
})
