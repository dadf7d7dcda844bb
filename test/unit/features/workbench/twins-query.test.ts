// @vitest-environment node
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { ApiSettings } from '../../../../src/shared/api/authors-api'
import { AUTHORS_LIST_PATH, type Author } from '../../../../src/shared/api/contract'
import { fetchAllWithName, twinsQuery, type TwinsProgress } from '../../../../src/features/workbench/twins-query'
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
    const { twins, byLastNameOnly } = await fetchAllWithName(settings, person('self', { last_name: ' Петров ', first_name: 'Иван ' }), undefined, (step) =>
      progress.push(step),
    )
    expect(requests.map((url) => [url.searchParams.get('limit'), url.searchParams.get('offset')])).toEqual([
      ['1000', null],
      ['1000', '1000'],
      ['1000', '2000'],
    ])
    // Searched by the names as the API strips them.
    expect(requests.every((url) => url.searchParams.get('last_name') === 'Петров' && url.searchParams.get('first_name') === 'Иван')).toBe(true)
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

  it('cannot be looped by an API whose count grows with every page', async () => {
    // Each answer says there are a thousand more: the first count (2,000: two pages) bounds the
    // reading, with one page more for records added meanwhile.
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
    const { twins } = await fetchAllWithName(settings, person('self'))
    expect(requests.map((url) => url.searchParams.get('offset'))).toEqual([null, '1000', '2000'])
    expect(twins).toHaveLength(3000)
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
