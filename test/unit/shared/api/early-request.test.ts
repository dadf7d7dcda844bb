import { delay, http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { authorsListUrl, fetchAuthorsPage, listRequestInit, type ApiSettings } from '../../../../src/shared/api/authors-api'
import { AUTHORS_LIST_PATH } from '../../../../src/shared/api/contract'
import { sendEarly, takeEarly } from '../../../../src/shared/api/early-request'
import { server } from '../../../msw-server'

/**
 * The first page's request is sent by the app's first module, before the app has arrived, and the
 * list's own request for that page takes it over: one request, answered once, and still stopped
 * by the query's signal and the app's timeout.
 */
const API = 'https://api.example.org'
const SETTINGS: ApiSettings = { apiUrl: API, firstNameParam: 'first_name', timeoutMs: 1000 }
const PLACE = { lastName: '', firstName: '', limit: 10, offset: 0 }
const page = (uid: string) => ({
  count: 1,
  next: null,
  previous: null,
  results: [{ uid, public_name: 'P', first_name: 'F', last_name: 'L', parent_name: null }],
})

function answer(wait?: number) {
  const seen: Request[] = []
  server.use(
    http.get(`${API}${AUTHORS_LIST_PATH}`, async ({ request }) => {
      seen.push(request)
      if (wait !== undefined) await delay(wait)
      return HttpResponse.json(page(`uid-${seen.length}`))
    }),
  )
  return seen
}

afterEach(() => {
  // Nothing sent and left untaken leaks into the next test.
  takeEarly('', {})?.catch(() => undefined)
  vi.useRealTimers()
})

describe('the first page asked for early', () => {
  it('is taken over by the list’s request for the same page: one request, its answer', async () => {
    const seen = answer()
    sendEarly(authorsListUrl(SETTINGS, PLACE), listRequestInit(SETTINGS))
    const loaded = await fetchAuthorsPage(SETTINGS, PLACE)
    expect(seen).toHaveLength(1)
    expect(loaded.results[0]!.uid).toBe('uid-1')
    expect(seen[0]!.headers.get('Accept')).toBe('application/json')
    // Taken once: the next request for it is a request of its own.
    await fetchAuthorsPage(SETTINGS, PLACE)
    expect(seen).toHaveLength(2)
  })

  it('is not used for another page or other credentials: that one is asked for itself', async () => {
    const seen = answer()
    sendEarly(authorsListUrl(SETTINGS, PLACE), listRequestInit(SETTINGS))
    const other = await fetchAuthorsPage(SETTINGS, { ...PLACE, offset: 10 })
    expect(other.offset).toBe(10)
    expect(seen.map((request) => new URL(request.url).searchParams.get('offset'))).toContain('10')

    sendEarly(authorsListUrl(SETTINGS, PLACE), listRequestInit(SETTINGS))
    const withCookies = { ...SETTINGS, credentials: 'include' as const }
    await fetchAuthorsPage(withCookies, PLACE)
    expect(seen.at(-1)!.credentials).toBe('include')
  })

  it('is stopped by the signal of the request that took it, as a request of its own would be', async () => {
    answer(60_000)
    sendEarly(authorsListUrl(SETTINGS, PLACE), listRequestInit(SETTINGS))
    const superseded = new AbortController()
    const loading = fetchAuthorsPage(SETTINGS, PLACE, superseded.signal)
    superseded.abort()
    await expect(loading).rejects.toThrow()
  })

  it('is stopped by the app’s timeout when the service does not answer', async () => {
    answer(60_000)
    sendEarly(authorsListUrl(SETTINGS, PLACE), listRequestInit(SETTINGS))
    await expect(fetchAuthorsPage({ ...SETTINGS, timeoutMs: 50 }, PLACE)).rejects.toMatchObject({ kind: 'timeout' })
  })
})
