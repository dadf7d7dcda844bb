// @vitest-environment node
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { ApiSettings } from '../../../../src/shared/api/authors-api'
import { AUTHORS_LIST_PATH, type Author } from '../../../../src/shared/api/contract'
import { fetchAllWithName, TWINS_READ_LIMIT, twinsQuery, type TwinsProgress } from '../../../../src/features/workbench/twins-query'
import { server } from '../../../msw-server'

const API = 'https://twins.example.org'
const settings: ApiSettings = { apiUrl: API, firstNameParam: 'first_name' }

const person = (uid: string, patch: Partial<Author> = {}): Author => ({
  uid,
  first_name: 'Иван',
  last_name: 'Петров',
  parent_name: 'Сергеевич',
  public_name: 'Петров И. С.',
  ...patch,
})

/**
 * Serves `records` as the list endpoint does (limit/offset, count, links), whatever the search,
 * so the test decides what the search "found". `link` can make the next link lie.
 */
function serve(records: readonly Author[], options: { count?: number; nextLink?: (offset: number, limit: number) => string | null } = {}) {
  const requests: URL[] = []
  server.use(
    http.get(`${API}${AUTHORS_LIST_PATH}`, ({ request }) => {
      const url = new URL(request.url)
      requests.push(url)
      const limit = Number(url.searchParams.get('limit'))
      const offset = Number(url.searchParams.get('offset') ?? 0)
      const count = options.count ?? records.length
      const next = options.nextLink
        ? options.nextLink(offset, limit)
        : offset + limit < count
          ? `${API}${AUTHORS_LIST_PATH}?limit=${limit}&offset=${offset + limit}`
          : null
      return HttpResponse.json({ count, next, previous: null, results: records.slice(offset, offset + limit) })
    }),
  )
  return requests
}

const many = (total: number, twinsAt: readonly number[]) =>
  Array.from({ length: total }, (_, index) =>
    twinsAt.includes(index) ? person(`twin-${index}`) : person(`other-${index}`, { first_name: 'Иванна' }),
  )

describe('fetchAllWithName', () => {
  it('reads every page of the search at the largest page size and keeps only exact twins', async () => {
    const records = many(2500, [3, 1200, 2499])
    const requests = serve(records)
    const progress: TwinsProgress[] = []
    const { twins, byLastNameOnly } = await fetchAllWithName(
      settings,
      person('self', { last_name: ' Петров ', first_name: 'Иван ' }),
      undefined,
      (step) => progress.push(step),
    )
    expect(requests.map((url) => [url.searchParams.get('limit'), url.searchParams.get('offset')])).toEqual([
      ['1000', null],
      ['1000', '1000'],
      ['1000', '2000'],
    ])
    // Searched by the names as the API strips them.
    expect(requests.every((url) => url.searchParams.get('last_name') === 'Петров' && url.searchParams.get('first_name') === 'Иван')).toBe(
      true,
    )
    expect(progress).toEqual([
      { read: 1000, count: 2500 },
      { read: 2000, count: 2500 },
      { read: 2500, count: 2500 },
    ])
    // " Петров " is not "Петров": the twins are the records with the searched author's exact names.
    expect(twins).toEqual([])
    expect(byLastNameOnly).toBe(false)

    const exact = await fetchAllWithName(settings, person('self'))
    expect(exact.twins.map((twin) => twin.uid)).toEqual(['twin-3', 'twin-1200', 'twin-2499'])
  })

  it('searches by last name alone when the API has no first-name parameter, and says so', async () => {
    const requests = serve([person('a'), person('b', { parent_name: null })])
    const result = await fetchAllWithName({ ...settings, firstNameParam: '' }, person('self'))
    expect(requests).toHaveLength(1)
    expect(requests[0]!.searchParams.get('last_name')).toBe('Петров')
    expect(requests[0]!.searchParams.has('first_name')).toBe(false)
    expect(result).toEqual({ twins: [person('a')], byLastNameOnly: true })
  })

  it('stops at the count even when the next link says there is more', async () => {
    const records = many(1500, [1499])
    const requests = serve(records, { nextLink: (offset, limit) => `${API}${AUTHORS_LIST_PATH}?limit=${limit}&offset=${offset + limit}` })
    const { twins } = await fetchAllWithName(settings, person('self'))
    expect(requests).toHaveLength(2)
    expect(twins.map((twin) => twin.uid)).toEqual(['twin-1499'])
  })

  it('stops at an empty page even when the next link and the count say there is more', async () => {
    const requests = serve(many(1000, [0]), {
      count: 5000,
      nextLink: (offset, limit) => `${API}${AUTHORS_LIST_PATH}?limit=${limit}&offset=${offset + limit}`,
    })
    const { twins } = await fetchAllWithName(settings, person('self'))
    expect(requests.map((url) => url.searchParams.get('offset'))).toEqual([null, '1000'])
    expect(twins.map((twin) => twin.uid)).toEqual(['twin-0'])
  })

  it('steps by the rows a service with a lower max_limit gives, so no record is skipped', async () => {
    const records = many(250, [0, 99, 100, 249])
    const requests: URL[] = []
    server.use(
      http.get(`${API}${AUTHORS_LIST_PATH}`, ({ request }) => {
        const url = new URL(request.url)
        requests.push(url)
        const offset = Number(url.searchParams.get('offset') ?? 0)
        // DRF with max_limit = 100: limit=1000 is served as 100 rows.
        const next = offset + 100 < records.length ? `${API}${AUTHORS_LIST_PATH}?limit=100&offset=${offset + 100}` : null
        return HttpResponse.json({ count: records.length, next, previous: null, results: records.slice(offset, offset + 100) })
      }),
    )
    const { twins } = await fetchAllWithName(settings, person('self'))
    expect(requests.map((url) => url.searchParams.get('offset'))).toEqual([null, '100', '200'])
    expect(twins.map((twin) => twin.uid)).toEqual(['twin-0', 'twin-99', 'twin-100', 'twin-249'])
  })

  it('cannot be looped by an API whose count grows with every page, and says it stopped', async () => {
    // Each answer says there are a thousand more: the first count (2,000: two pages) bounds the
    // reading, with two pages more for records added meanwhile.
    const requests: URL[] = []
    server.use(
      http.get(`${API}${AUTHORS_LIST_PATH}`, ({ request }) => {
        const url = new URL(request.url)
        requests.push(url)
        const offset = Number(url.searchParams.get('offset') ?? 0)
        return HttpResponse.json({
          count: offset + 2000,
          next: `${API}${AUTHORS_LIST_PATH}?limit=1000&offset=${offset + 1000}`,
          previous: null,
          results: Array.from({ length: 1000 }, (_, index) => person(`u${offset + index}`)),
        })
      }),
    )
    const { twins, cutShort } = await fetchAllWithName(settings, person('self'))
    expect(requests.map((url) => url.searchParams.get('offset'))).toEqual([null, '1000', '2000', '3000'])
    expect(twins).toHaveLength(4000)
    expect(cutShort).toEqual({ kind: 'more', said: 2000, read: 4000, pages: 4 })
  })
})

describe('fetchAllWithName under an API whose count or links cannot be believed', () => {
  /** Fresh twins at every offset asked for, whatever the count; `answer` gives the count and whether a next link is sent. */
  function endless(answer: (offset: number) => { count: number; next: boolean; size?: number }) {
    const requests: URL[] = []
    server.use(
      http.get(`${API}${AUTHORS_LIST_PATH}`, ({ request }) => {
        const url = new URL(request.url)
        requests.push(url)
        // Far past any bounded lookup: fail it at once rather than let it run for ever.
        if (requests.length > 100) return HttpResponse.json({ detail: 'runaway' }, { status: 400 })
        const offset = Number(url.searchParams.get('offset') ?? 0)
        const { count, next, size = 1000 } = answer(offset)
        return HttpResponse.json({
          count,
          next: next ? `${API}${AUTHORS_LIST_PATH}?limit=1000&offset=${offset + size}` : null,
          previous: null,
          results: Array.from({ length: size }, (_, index) => person(`u${offset + index}`)),
        })
      }),
    )
    return requests
  }
  const offsets = (requests: URL[]) => requests.map((url) => url.searchParams.get('offset') ?? '0')

  it('stops where the API says there is no next page, though it claims a billion records, and says it gave fewer', async () => {
    const requests = endless((offset) => ({ count: 1_000_000_000, next: offset < 2000 }))
    const result = await fetchAllWithName(settings, person('self'))
    expect(offsets(requests)).toEqual(['0', '1000', '2000'])
    expect(result.twins).toHaveLength(3000)
    expect(result.cutShort).toEqual({ kind: 'fewer', said: 1_000_000_000, read: 3000 })
  })

  it('stops at a page that adds no new record (an API that ignores the offset)', async () => {
    const requests: URL[] = []
    server.use(
      http.get(`${API}${AUTHORS_LIST_PATH}`, ({ request }) => {
        requests.push(new URL(request.url))
        const results = Array.from({ length: 1000 }, (_, index) => person(`u${index}`))
        return HttpResponse.json({ count: 3000, next: `${API}${AUTHORS_LIST_PATH}?limit=1000&offset=1000`, previous: null, results })
      }),
    )
    const result = await fetchAllWithName(settings, person('self'))
    expect(offsets(requests)).toEqual(['0', '1000'])
    expect(result.twins).toHaveLength(1000)
    expect(result.cutShort).toEqual({ kind: 'fewer', said: 3000, read: 1000 })
  })

  it('reads at most 5,000 records of a search that answers more, and says how many it answered', async () => {
    expect(TWINS_READ_LIMIT).toBe(5000)
    const requests = endless(() => ({ count: 12_000, next: true }))
    const result = await fetchAllWithName(settings, person('self'))
    expect(offsets(requests)).toEqual(['0', '1000', '2000', '3000', '4000'])
    expect(result.cutShort).toEqual({ kind: 'too-many', count: 12_000, read: 5000 })
  })

  it('reads a search of exactly 5,000 records to the end, saying nothing', async () => {
    const requests = endless((offset) => ({ count: 5000, next: offset < 4000 }))
    const result = await fetchAllWithName(settings, person('self'))
    expect(requests).toHaveLength(5)
    expect(result.twins).toHaveLength(5000)
    expect(result.cutShort).toBeUndefined()
  })

  it('bounds the reading by the FIRST count, however high the later counts jump', async () => {
    const requests = endless((offset) => ({ count: offset === 0 ? 1500 : 1_000_000_000, next: true }))
    const result = await fetchAllWithName(settings, person('self'))
    expect(requests).toHaveLength(4)
    expect(result.cutShort).toEqual({ kind: 'more', said: 1500, read: 4000, pages: 4 })
  })

  it('steps by the rows each page gave, a short page in the middle included, and counts pages of that size', async () => {
    // A service with max_limit = 100, whose page at offset 300 gives only 40 rows.
    const requests = endless((offset) => ({
      count: 500,
      next: offset + 100 < 500,
      size: offset === 300 ? 40 : Math.min(100, 500 - offset),
    }))
    const result = await fetchAllWithName(settings, person('self'))
    expect(offsets(requests)).toEqual(['0', '100', '200', '300', '340', '440'])
    expect(result.twins.map((twin) => twin.uid)).toEqual(Array.from({ length: 500 }, (_, index) => `u${index}`))
    expect(result.cutShort).toBeUndefined()
  })
})

describe('twinsQuery', () => {
  it('is keyed by the API and the three names, and fetches the twins', async () => {
    serve([person('a'), person('b')])
    const options = twinsQuery(settings, person('self'))
    expect(options.queryKey).toEqual(['authors', 'non-active', 'twins', API, 'first_name', 'Петров', 'Иван', 'Сергеевич'])
    const progress: TwinsProgress[] = []
    const withProgress = twinsQuery(settings, person('self'), (step) => progress.push(step))
    const result = await withProgress.queryFn!({ signal: new AbortController().signal } as never)
    expect(result.twins.map((twin) => twin.uid)).toEqual(['a', 'b'])
    expect(progress).toEqual([{ read: 2, count: 2 }])
  })
})

describe('fetchAllWithName when the session ends', () => {
  const signedOutAfter = (records: readonly Author[], pagesServed: number) => {
    let served = 0
    server.use(
      http.get(`${API}${AUTHORS_LIST_PATH}`, ({ request }) => {
        if (served >= pagesServed) return HttpResponse.json({ detail: 'Authentication credentials were not provided.' }, { status: 403 })
        served += 1
        const url = new URL(request.url)
        const limit = Number(url.searchParams.get('limit'))
        const offset = Number(url.searchParams.get('offset') ?? 0)
        const next = offset + limit < records.length ? `${API}${AUTHORS_LIST_PATH}?limit=${limit}&offset=${offset + limit}` : null
        return HttpResponse.json({ count: records.length, next, previous: null, results: records.slice(offset, offset + limit) })
      }),
    )
  }

  it('keeps the twins among what it read midway and says it stopped signed out', async () => {
    signedOutAfter(many(2500, [3, 999, 1500]), 1)
    const { twins, cutShort } = await fetchAllWithName(settings, person('self'))
    expect(twins.map((twin) => twin.uid)).toEqual(['twin-3', 'twin-999'])
    expect(cutShort).toEqual({ kind: 'signed-out', read: 1000 })
  })

  it('fails as signed out when nothing could be read', async () => {
    signedOutAfter(many(10, [1]), 0)
    await expect(fetchAllWithName(settings, person('self'))).rejects.toMatchObject({ status: 403 })
  })

  it('still fails on another error midway', async () => {
    let served = 0
    server.use(
      http.get(`${API}${AUTHORS_LIST_PATH}`, () => {
        served += 1
        if (served > 1) return HttpResponse.json({ detail: 'You do not have permission to perform this action.' }, { status: 403 })
        return HttpResponse.json({
          count: 2000,
          next: `${API}${AUTHORS_LIST_PATH}?limit=1000&offset=1000`,
          previous: null,
          results: many(1000, [1]),
        })
      }),
    )
    await expect(fetchAllWithName(settings, person('self'))).rejects.toMatchObject({ status: 403 })
  })
})
