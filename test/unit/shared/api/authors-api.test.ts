import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../../src/shared/api/api-error'
import { authorsListUrl, fetchAuthorsPage, requestedPlace, type ApiSettings } from '../../../../src/shared/api/authors-api'
import { AUTHORS_LIST_PATH } from '../../../../src/shared/api/contract'
import { server } from '../../../msw-server'

const API = 'https://authors.example.org'
const settings: ApiSettings = { apiUrl: API, firstNameParam: 'first_name' }
const firstPage = { lastName: '', firstName: '', limit: 50, offset: 0 }
const author = { uid: 'u1', first_name: 'Anna', last_name: 'Petrova', parent_name: 'Ivanovna', public_name: 'Petrova A. I.' }
const body = {
  count: 120,
  next: `http://backend:8000${AUTHORS_LIST_PATH}?limit=50&offset=100`,
  previous: `http://backend:8000${AUTHORS_LIST_PATH}?limit=50`,
  results: [author],
}

/** Serves the list endpoint of API with `resolver`, recording the requests it was sent. */
function serve(resolver: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = []
  server.use(
    http.get(`${API}${AUTHORS_LIST_PATH}`, ({ request }) => {
      requests.push(request)
      return resolver(request)
    }),
  )
  return requests
}

/** The error a request fails with (the test fails if it does not fail). */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('the request succeeded')
    },
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('authorsListUrl', () => {
  it('asks the configured API for the first page with an explicit limit and no offset', () => {
    expect(authorsListUrl(settings, firstPage)).toBe(`${API}${AUTHORS_LIST_PATH}?limit=50`)
  })

  it.each([
    ['a trailing slash', `${API}/`],
    ['several trailing slashes', `${API}///`],
  ])('drops %s from the API address', (_, apiUrl) => {
    expect(authorsListUrl({ ...settings, apiUrl }, firstPage)).toBe(`${API}${AUTHORS_LIST_PATH}?limit=50`)
  })

  it('keeps a path prefix in the API address', () => {
    expect(authorsListUrl({ ...settings, apiUrl: `${API}/directory/` }, firstPage)).toBe(`${API}/directory${AUTHORS_LIST_PATH}?limit=50`)
  })

  it('asks the page\'s own origin when the API address is ""', () => {
    vi.stubGlobal('location', { origin: 'http://app.example.org:8080' })
    expect(authorsListUrl({ ...settings, apiUrl: '' }, firstPage)).toBe(`http://app.example.org:8080${AUTHORS_LIST_PATH}?limit=50`)
  })

  it('sends both names UTF-8 encoded, with the limit and offset', () => {
    const url = new URL(authorsListUrl(settings, { lastName: 'Иванов', firstName: 'P. J', limit: 25, offset: 75 }))
    expect(url.search).toBe('?last_name=%D0%98%D0%B2%D0%B0%D0%BD%D0%BE%D0%B2&first_name=P.+J&limit=25&offset=75')
  })

  it('leaves out empty names', () => {
    expect(authorsListUrl(settings, firstPage)).toBe(`${API}${AUTHORS_LIST_PATH}?limit=50`)
  })

  it('names the first-name parameter as configured, and leaves it out when there is none', () => {
    const named = new URL(authorsListUrl({ ...settings, firstNameParam: 'given_name' }, { ...firstPage, firstName: 'Anna' }))
    expect([...named.searchParams]).toEqual([
      ['given_name', 'Anna'],
      ['limit', '50'],
    ])
    const none = new URL(authorsListUrl({ ...settings, firstNameParam: '' }, { ...firstPage, lastName: 'Li', firstName: 'Anna' }))
    expect([...none.searchParams]).toEqual([
      ['last_name', 'Li'],
      ['limit', '50'],
    ])
  })
})

describe('requestedPlace', () => {
  it('trims both names, as the API does, so "Smith" and "Smith " are one request', () => {
    expect(requestedPlace(settings, { lastName: '  Иванов ', firstName: '\tP. ', limit: 25, offset: 75 })).toEqual({
      lastName: 'Иванов',
      firstName: 'P.',
      limit: 25,
      offset: 75,
    })
    expect(requestedPlace(settings, { ...firstPage, lastName: '   ', firstName: '\u00a0' })).toEqual(firstPage)
  })

  it('drops the first name when the API has no parameter for it', () => {
    expect(requestedPlace({ ...settings, firstNameParam: '' }, { ...firstPage, lastName: 'Li', firstName: 'Anna' })).toEqual({
      ...firstPage,
      lastName: 'Li',
    })
  })
})

describe('fetchAuthorsPage', () => {
  it('returns the checked page with its links reduced to limit and offset, and the offset asked for', async () => {
    const requests = serve(() => HttpResponse.json(body))
    const page = await fetchAuthorsPage(settings, { ...firstPage, offset: 50 })
    expect(page).toEqual({
      count: 120,
      results: [author],
      next: { limit: 50, offset: 100 },
      previous: { limit: 50, offset: 0 },
      offset: 50,
    })
    expect(requests).toHaveLength(1)
    expect(requests[0]?.headers.get('Accept')).toBe('application/json')
    expect(requests[0]?.url).toBe(`${API}${AUTHORS_LIST_PATH}?limit=50&offset=50`)
  })

  it('describes an HTTP error with its status, Retry-After and the detail of a DRF error body', async () => {
    serve(() => HttpResponse.json({ detail: 'Down for maintenance.' }, { status: 503, headers: { 'Retry-After': '120' } }))
    const error = await failure(fetchAuthorsPage(settings, firstPage))
    expect(error).toMatchObject({
      kind: 'http',
      status: 503,
      retryAfterSeconds: 120,
      detail: 'Down for maintenance.',
      message: 'The server answered with HTTP 503.',
    })
  })

  it('joins the messages of a rejected filter', async () => {
    serve(() => HttpResponse.json({ last_name: ['Null characters are not allowed.'], first_name: ['Too long.', 3] }, { status: 400 }))
    const error = await failure(fetchAuthorsPage(settings, firstPage))
    expect(error).toMatchObject({ kind: 'http', status: 400, detail: 'Null characters are not allowed. Too long.' })
    expect(error.retryAfterSeconds).toBeUndefined()
  })

  it('gives the detail alone when a DRF error body carries other fields beside it', async () => {
    serve(() => HttpResponse.json({ detail: 'Invalid page.', code: 'not_found' }, { status: 404 }))
    expect((await failure(fetchAuthorsPage(settings, firstPage))).detail).toBe('Invalid page.')
  })

  it("describes an error with no body and no Content-Type (a proxy's bare 502) by its status", async () => {
    serve(() => new HttpResponse(null, { status: 502 }))
    const error = await failure(fetchAuthorsPage(settings, firstPage))
    expect(error).toMatchObject({ kind: 'http', status: 502, message: 'The server answered with HTTP 502.' })
    expect(error.detail).toBeUndefined()
  })

  it('reads the detail of any JSON media type', async () => {
    serve(
      () =>
        new HttpResponse(JSON.stringify({ detail: 'Throttled.' }), {
          status: 429,
          headers: { 'Content-Type': 'application/problem+json', 'Retry-After': '7' },
        }),
    )
    expect(await failure(fetchAuthorsPage(settings, firstPage))).toMatchObject({ status: 429, retryAfterSeconds: 7, detail: 'Throttled.' })
  })

  it.each([
    ['an HTML error page', () => new HttpResponse('<h1>{"detail": "x"}</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } })],
    [
      'a body that says it is JSON but is not',
      () => new HttpResponse('{oops', { status: 500, headers: { 'Content-Type': 'application/json' } }),
    ],
    ['a JSON null', () => HttpResponse.json(null, { status: 500 })],
    ['a JSON text', () => HttpResponse.json('Internal error', { status: 500 })],
    ['a JSON object with no text in it', () => HttpResponse.json({ detail: 5, code: [1] }, { status: 500 })],
  ])('has no detail for %s', async (_, response) => {
    serve(response)
    const error = await failure(fetchAuthorsPage(settings, firstPage))
    expect(error.kind).toBe('http')
    expect(error.detail).toBeUndefined()
    expect(error.retryAfterSeconds).toBeUndefined()
  })

  it('reads no detail from a body that is not labelled JSON, however it looks', async () => {
    serve(() => new HttpResponse('{"detail": "Bad gateway."}', { status: 502, headers: { 'Content-Type': 'text/plain' } }))
    expect((await failure(fetchAuthorsPage(settings, firstPage))).detail).toBeUndefined()
  })

  it('takes the text of a DRF error body even when its detail is not text', async () => {
    serve(() => HttpResponse.json({ detail: 5, non_field_errors: ['Bad cursor.'] }, { status: 404 }))
    expect((await failure(fetchAuthorsPage(settings, firstPage))).detail).toBe('Bad cursor.')
  })

  it('calls a 200 that is not JSON a shape error', async () => {
    serve(() => new HttpResponse('<html>login</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }))
    expect(await failure(fetchAuthorsPage(settings, firstPage))).toMatchObject({
      kind: 'shape',
      status: 200,
      detail: 'the body is not JSON',
      message: 'The server answered with something that is not JSON.',
    })
  })

  it('calls a 200 of the wrong shape a shape error that says where', async () => {
    serve(() => HttpResponse.json({ ...body, count: '120' }))
    expect(await failure(fetchAuthorsPage(settings, firstPage))).toMatchObject({
      kind: 'shape',
      status: 200,
      detail: '"count" is text, not a whole number',
      message: 'The server\'s answer is not in the expected shape: "count" is text, not a whole number.',
    })
  })

  it('calls a refused connection a network error naming the host', async () => {
    server.use(http.get(`http://127.0.0.1:9${AUTHORS_LIST_PATH}`, () => HttpResponse.error()))
    const error = await failure(fetchAuthorsPage({ ...settings, apiUrl: 'http://127.0.0.1:9' }, firstPage))
    expect(error).toMatchObject({ kind: 'network', message: 'Cannot reach the server at 127.0.0.1:9.', host: '127.0.0.1:9' })
    expect(error.status).toBeUndefined()
  })

  describe('timeouts', () => {
    it('leaves no timer running once the answer is in', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
      serve(() => HttpResponse.json(body))
      await fetchAuthorsPage(settings, firstPage)
      expect(vi.getTimerCount()).toBe(0)
      serve(() => HttpResponse.json({ detail: 'x' }, { status: 500 }))
      await failure(fetchAuthorsPage(settings, firstPage))
      expect(vi.getTimerCount()).toBe(0)
    })

    const hang = () => serve(() => new Promise<Response>(() => {}))

    it('gives up after the configured time, and not before', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
      hang()
      let settled = false
      const request = fetchAuthorsPage({ ...settings, timeoutMs: 2500 }, firstPage).finally(() => (settled = true))
      const error = failure(request)
      await vi.advanceTimersByTimeAsync(2499)
      expect(settled).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(await error).toMatchObject({ kind: 'timeout', message: 'The server did not answer within 2.5 seconds.', timeoutMs: 2500 })
    })

    it('waits 15 seconds by default', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
      hang()
      let settled = false
      const error = failure(fetchAuthorsPage(settings, firstPage).finally(() => (settled = true)))
      await vi.advanceTimersByTimeAsync(14_999)
      expect(settled).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(await error).toMatchObject({ kind: 'timeout', message: 'The server did not answer within 15 seconds.' })
    })

    it('times out a body that stops arriving', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
      const started = stallBody()
      const error = failure(fetchAuthorsPage({ ...settings, timeoutMs: 1000 }, firstPage))
      await started
      await vi.advanceTimersByTimeAsync(1000)
      expect(await error).toMatchObject({ kind: 'timeout' })
    })
  })

  describe('cancellation', () => {
    it('lets a cancelled request fail as an abort, not as an error to show', async () => {
      serve(() => new Promise<Response>(() => {}))
      const controller = new AbortController()
      const request = fetchAuthorsPage(settings, firstPage, controller.signal)
      controller.abort()
      const error = await request.catch((reason: unknown) => reason)
      expect(error).not.toBeInstanceOf(ApiError)
      expect(error).toMatchObject({ name: 'AbortError' })
    })

    it('does not send a request that was cancelled before it started', async () => {
      const requests = serve(() => HttpResponse.json(body))
      const error = await fetchAuthorsPage(settings, firstPage, AbortSignal.abort()).catch((reason: unknown) => reason)
      expect(error).toMatchObject({ name: 'AbortError' })
      expect(requests).toHaveLength(0)
    })

    it('lets a request cancelled while its body arrives fail as an abort', async () => {
      const started = stallBody()
      const controller = new AbortController()
      const request = fetchAuthorsPage(settings, firstPage, controller.signal).catch((reason: unknown) => reason)
      await started
      controller.abort()
      const error = await request
      expect(error).not.toBeInstanceOf(ApiError)
      expect(error).toMatchObject({ name: 'AbortError' })
    })
  })
})

/**
 * A fetch whose answer's headers arrive and whose JSON body stops after its first bytes; resolves
 * once the headers are there. As in a browser (and unlike an msw response), aborting the request
 * errors the body still being read.
 */
function stallBody(): Promise<void> {
  let sent: () => void = () => {}
  const started = new Promise<void>((resolve) => (sent = resolve))
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"count": 1, "results": ['))
        init.signal?.addEventListener('abort', () => controller.error(init.signal?.reason))
      },
    })
    sent()
    return new Response(body, { headers: { 'Content-Type': 'application/json' } })
  })
  return started
}
