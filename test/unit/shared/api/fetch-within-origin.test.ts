// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../../src/shared/api/api-error'
import { guardConnections } from '../../../../src/shared/api/connection-guard'
import { fetchWithinOrigin } from '../../../../src/shared/api/fetch-within-origin'

const API = 'https://api.example.org'
const LIST = `${API}/api/author/non-active/list/?limit=50`
const INIT = { headers: { Accept: 'application/json' } }

/** A response as fetch gives it, with the final URL fetch reports. */
function answer(status: number, { location, url = '' }: { location?: string; url?: string } = {}): Response {
  const response = new Response(status === 200 ? '{}' : null, { status, headers: location === undefined ? {} : { Location: location } })
  Object.defineProperty(response, 'url', { value: url })
  return response
}

/** What a browser's fetch gives for a redirect under `redirect: 'manual'`: no status, no Location. */
const opaqueRedirect = () => ({ type: 'opaqueredirect', status: 0, url: '', headers: new Headers(), body: null }) as unknown as Response

/** Fetch answering each call with the next of `responses` (the last one repeats); `{ fails }` throws. */
function stubFetch(...responses: Array<Response | { fails: unknown }>) {
  const fetch = vi.fn(async () => {
    const next = responses.length > 1 ? responses.shift() : responses[0]
    if (next !== undefined && 'fails' in next) throw next.fails
    return next as Response
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

async function refusal(run: Promise<unknown>): Promise<ApiError> {
  const error = await run.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(ApiError)
  expect((error as ApiError).kind).toBe('redirect')
  return error as ApiError
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('fetchWithinOrigin', () => {
  it('asks with redirects left to the app and returns an ordinary answer as it is', async () => {
    const ok = answer(200, { url: LIST })
    const fetch = stubFetch(ok)
    expect(await fetchWithinOrigin(LIST, INIT)).toBe(ok)
    expect(fetch).toHaveBeenCalledExactlyOnceWith(LIST, { ...INIT, redirect: 'manual' })
  })

  it('returns a 304 or an error status without treating it as a redirect', async () => {
    for (const status of [304, 404, 500]) {
      stubFetch(answer(status))
      expect((await fetchWithinOrigin(LIST, INIT)).status).toBe(status)
    }
  })

  it.each([301, 302, 303, 307, 308])('follows a %i within the API origin, resolving a relative Location', async (status) => {
    const fetch = stubFetch(answer(status, { location: '/api/author/non-active/list/?limit=50&x=1' }), answer(200))
    expect((await fetchWithinOrigin(LIST, INIT)).status).toBe(200)
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(fetch).toHaveBeenLastCalledWith(`${API}/api/author/non-active/list/?limit=50&x=1`, { ...INIT, redirect: 'manual' })
  })

  it('refuses a redirect to another origin, naming it, and sends nothing there', async () => {
    const fetch = stubFetch(answer(302, { location: 'https://evil.example/steal?x=1' }))
    const error = await refusal(fetchWithinOrigin(LIST, INIT))
    expect(error.message).toBe(
      'The server at api.example.org redirected the request to https://evil.example, outside the configured API. The app does not follow it.',
    )
    expect(error.location).toBe('https://evil.example/steal?x=1')
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('names a redirect to a scheme without an origin, or to no readable address', async () => {
    stubFetch(answer(302, { location: 'javascript:alert(1)' }))
    expect((await refusal(fetchWithinOrigin(LIST, INIT))).message).toContain('redirected the request to a javascript: address,')
    stubFetch(answer(302, { location: 'http://[' }))
    expect((await refusal(fetchWithinOrigin(LIST, INIT))).message).toContain('redirected the request to "http://[",')
    stubFetch(answer(302))
    const missing = await refusal(fetchWithinOrigin(LIST, INIT))
    expect(missing.message).toContain('redirected the request to another address,')
    expect(missing).toMatchObject({ location: undefined, host: 'api.example.org' })
  })

  it('quotes no more than the first 80 characters of an unreadable Location', async () => {
    const location = `http://[${'x'.repeat(200)}`
    stubFetch(answer(302, { location }))
    const error = await refusal(fetchWithinOrigin(LIST, INIT))
    expect(error.message).toContain(`redirected the request to "${location.slice(0, 80)}",`)
    expect(error.location).toBe(location)
  })

  it('gives up after five redirects within the origin', async () => {
    const fetch = stubFetch(answer(302, { location: `${API}/loop/` }))
    const error = await refusal(fetchWithinOrigin(LIST, INIT))
    expect(error.message).toBe('The server at api.example.org redirected the request more than 5 times.')
    expect(error.status).toBe(302)
    expect(fetch).toHaveBeenCalledTimes(6)
  })

  it('never reads an answer that landed on another origin', async () => {
    stubFetch(answer(200, { url: 'https://evil.example/list' }))
    const error = await refusal(fetchWithinOrigin(LIST, INIT))
    expect(error.location).toBe('https://evil.example/list')
    expect(error.message).toContain('redirected the request to https://evil.example,')
  })

  it('refuses an answer from another origin that has no body', async () => {
    const landed = new Response(null, { status: 204 })
    Object.defineProperty(landed, 'url', { value: 'https://evil.example/list' })
    stubFetch(landed)
    expect((await refusal(fetchWithinOrigin(LIST, INIT))).location).toBe('https://evil.example/list')
  })

  it("refuses a browser's hidden redirect from an unguarded origin", async () => {
    const fetch = stubFetch(opaqueRedirect())
    expect((await refusal(fetchWithinOrigin('https://unguarded.example.org/list/', INIT))).message).toContain('another address')
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it("follows a browser's hidden redirect under the guard, and refuses when the guard stops a hop", async () => {
    guardConnections(API, document.implementation.createHTMLDocument('app'))
    const landed = answer(200, { url: `${API}/api/author/non-active/list/?limit=50` })
    const fetch = stubFetch(opaqueRedirect(), landed)
    expect(await fetchWithinOrigin(LIST, INIT)).toBe(landed)
    expect(fetch).toHaveBeenLastCalledWith(LIST, { ...INIT, mode: 'cors', redirect: 'follow' })

    stubFetch(opaqueRedirect(), { fails: new TypeError('Failed to fetch') })
    expect((await refusal(fetchWithinOrigin(LIST, INIT))).message).toContain('another address')

    // Whatever a fetch wrapper throws for the stopped hop, not only an Error.
    for (const fails of [null, 'blocked:csp', { message: 'blocked' }]) {
      stubFetch(opaqueRedirect(), { fails })
      expect((await refusal(fetchWithinOrigin(LIST, INIT))).message).toContain('another address')
    }

    const abort = new DOMException('The operation was aborted.', 'AbortError')
    stubFetch(opaqueRedirect(), { fails: abort })
    await expect(fetchWithinOrigin(LIST, INIT)).rejects.toBe(abort)
  })

  it("follows a hidden redirect from the page's own origin in same-origin mode", async () => {
    const own = `${window.location.origin}/api/author/non-active/list/`
    const fetch = stubFetch(opaqueRedirect(), answer(200, { url: own }))
    expect((await fetchWithinOrigin(own, INIT)).status).toBe(200)
    expect(fetch).toHaveBeenLastCalledWith(own, { ...INIT, mode: 'same-origin', redirect: 'follow' })
  })
})
