import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../../src/shared/api/api-error'
import { fetchAuthorsPage, type ApiSettings } from '../../../../src/shared/api/authors-api'
import { AUTHORS_LIST_PATH } from '../../../../src/shared/api/contract'
import { server } from '../../../msw-server'

// The fetch layer against answers a hostile or broken API (or proxy) gives, through msw/node.
const API = 'http://api.test'
const ELSEWHERE = 'http://elsewhere.test'
const settings: ApiSettings = { apiUrl: API, firstNameParam: 'first_name', timeoutMs: 15_000 }
const place = { lastName: '', firstName: '', limit: 10, offset: 0 }
const envelope = (uid = 'a') => ({
  count: 1,
  next: null,
  previous: null,
  results: [{ uid, first_name: 'A', last_name: 'B', parent_name: null, public_name: 'B A.' }],
})

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('redirects', () => {
  const elsewhereHits: string[] = []
  beforeEach(() => {
    elsewhereHits.length = 0
    server.use(
      http.get(`${ELSEWHERE}/*`, ({ request }) => {
        elsewhereHits.push(request.url)
        return HttpResponse.json(envelope('foreign'))
      }),
    )
  })

  it.each([301, 302, 303, 307, 308])('refuses a %i to another origin, names it, and sends nothing there', async (status) => {
    server.use(
      http.get(
        `${API}${AUTHORS_LIST_PATH}`,
        () => new HttpResponse(null, { status, headers: { Location: `${ELSEWHERE}${AUTHORS_LIST_PATH}` } }),
      ),
    )
    const error = await failure(fetchAuthorsPage(settings, place))
    expect(error.kind).toBe('redirect')
    expect(error.message).toContain('http://elsewhere.test')
    expect(error.location).toBe(`${ELSEWHERE}${AUTHORS_LIST_PATH}`)
    expect(elsewhereHits).toEqual([])
  })

  it('refuses a redirect to the same host on another port or scheme (another origin)', async () => {
    server.use(http.get(`${API}${AUTHORS_LIST_PATH}`, () => HttpResponse.redirect(`https://api.test${AUTHORS_LIST_PATH}`, 301)))
    expect((await failure(fetchAuthorsPage(settings, place))).kind).toBe('redirect')
  })

  it('refuses a redirect to a javascript: address, and one without a Location', async () => {
    server.use(
      http.get(`${API}${AUTHORS_LIST_PATH}`, () => new HttpResponse(null, { status: 302, headers: { Location: 'javascript:alert(1)' } })),
    )
    const error = await failure(fetchAuthorsPage(settings, place))
    expect(error.kind).toBe('redirect')
    expect(error.message).toContain('a javascript: address')
    server.use(http.get(`${API}${AUTHORS_LIST_PATH}`, () => new HttpResponse(null, { status: 302 })))
    expect((await failure(fetchAuthorsPage(settings, place))).kind).toBe('redirect')
  })

  it('follows a redirect within the API origin, e.g. to a moved path', async () => {
    server.use(
      http.get(
        `${API}${AUTHORS_LIST_PATH}`,
        ({ request }) =>
          // A relative Location, resolved against the request's address.
          new HttpResponse(null, { status: 301, headers: { Location: `/v2${AUTHORS_LIST_PATH}${new URL(request.url).search}` } }),
      ),
      http.get(`${API}/v2${AUTHORS_LIST_PATH}`, () => HttpResponse.json(envelope('moved'))),
    )
    const page = await fetchAuthorsPage(settings, place)
    expect(page.results.map((author) => author.uid)).toEqual(['moved'])
  })

  it('refuses a redirect that leaves the origin on a later hop', async () => {
    server.use(
      http.get(`${API}${AUTHORS_LIST_PATH}`, () => HttpResponse.redirect(`${API}/hop${AUTHORS_LIST_PATH}`, 302)),
      http.get(`${API}/hop${AUTHORS_LIST_PATH}`, () => HttpResponse.redirect(`${ELSEWHERE}${AUTHORS_LIST_PATH}`, 307)),
    )
    expect((await failure(fetchAuthorsPage(settings, place))).kind).toBe('redirect')
    expect(elsewhereHits).toEqual([])
  })

  it('gives up on a redirect loop within the origin', async () => {
    server.use(http.get(`${API}${AUTHORS_LIST_PATH}`, ({ request }) => HttpResponse.redirect(request.url, 302)))
    expect((await failure(fetchAuthorsPage(settings, place))).kind).toBe('redirect')
  })
})

describe('a body cut mid-way', () => {
  it('is a dropped connection when the stream fails after the headers', async () => {
    server.use(
      http.get(`${API}${AUTHORS_LIST_PATH}`, () => {
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"count": 1, "next": null, "previous": null, "results": [{"uid"'))
            controller.error(new TypeError('terminated'))
          },
        })
        return new HttpResponse(stream, { headers: { 'Content-Type': 'application/json' } })
      }),
    )
    const error = await failure(fetchAuthorsPage(settings, place))
    expect(error).toMatchObject({
      kind: 'interrupted',
      host: 'api.test',
      message: 'The connection to api.test dropped while the answer was arriving.',
    })
  })

  it.each([
    ['inside a string', '{"count": 1, "next": null, "previous": null, "results": [{"uid": "ab'],
    ['between values', '{"count": 1, "next": null, "previous": null, "results": ['],
    ['after a comma', '[{"a": 1},'],
  ])('is a dropped connection when the JSON stops %s', async (_, text) => {
    server.use(http.get(`${API}${AUTHORS_LIST_PATH}`, () => new HttpResponse(text, { headers: { 'Content-Type': 'application/json' } })))
    expect(await failure(fetchAuthorsPage(settings, place))).toMatchObject({ kind: 'interrupted', host: 'api.test' })
  })

  it('is still "not JSON" for an HTML page or JSON with trailing garbage', async () => {
    for (const text of ['<!doctype html><p>Sign in', '{"count": 1} }', 'nul']) {
      server.use(http.get(`${API}${AUTHORS_LIST_PATH}`, () => new HttpResponse(text, { headers: { 'Content-Type': 'application/json' } })))
      expect((await failure(fetchAuthorsPage(settings, place))).kind).toBe('shape')
    }
  })
})

describe('Retry-After', () => {
  const throttle = (value: string) =>
    server.use(
      http.get(`${API}${AUTHORS_LIST_PATH}`, () =>
        HttpResponse.json({ detail: 'Slow down.' }, { status: 429, headers: { 'Retry-After': value } }),
      ),
    )

  it('is read as seconds or as an HTTP date', async () => {
    throttle('30')
    expect((await failure(fetchAuthorsPage(settings, place))).retryAfterSeconds).toBe(30)
    throttle(new Date(Date.now() + 120_000).toUTCString())
    const wait = (await failure(fetchAuthorsPage(settings, place))).retryAfterSeconds
    expect(wait).toBeGreaterThan(100)
    expect(wait).toBeLessThanOrEqual(120)
  })

  it('is dropped when absurd', async () => {
    throttle('99999999')
    expect((await failure(fetchAuthorsPage(settings, place))).retryAfterSeconds).toBeUndefined()
  })
})

describe('a server that does not answer', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))
  afterEach(() => vi.useRealTimers())

  it('is reported after the configured timeout, and not before', async () => {
    server.use(http.get(`${API}${AUTHORS_LIST_PATH}`, () => new Promise<Response>(() => {})))
    let settled = false
    const result = failure(fetchAuthorsPage({ ...settings, timeoutMs: 15_000 }, place)).finally(() => (settled = true))
    await vi.advanceTimersByTimeAsync(14_999)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const error = await result
    expect(error.kind).toBe('timeout')
    expect(error.message).toBe('The server did not answer within 15 seconds.')
  })
})
