import { QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { ApiSettings } from '../../../../../src/shared/api/authors-api'
import { AUTHORS_LIST_PATH, PAGE_SIZES } from '../../../../../src/shared/api/contract'
import { authorsPageQuery } from '../../../../../src/entities/author/authors-query'
import { placeAtLimit, prefetchOtherSizes } from '../../../../../src/features/list/model/page-sizes'
import { server } from '../../../../msw-server'

const settings: ApiSettings = { apiUrl: 'https://authors.example.org', firstNameParam: 'first_name' }
const place = { lastName: 'Li', firstName: '', limit: 50, offset: 150 }

describe('placeAtLimit', () => {
  it('goes to the page of the new size that holds the first row on screen', () => {
    expect(placeAtLimit(place, 100)).toEqual({ ...place, limit: 100, offset: 100 })
    expect(placeAtLimit(place, 25)).toEqual({ ...place, limit: 25, offset: 150 })
    expect(placeAtLimit(place, 200)).toEqual({ ...place, limit: 200, offset: 0 })
    expect(placeAtLimit({ ...place, offset: 0 }, 10)).toEqual({ ...place, limit: 10, offset: 0 })
  })
})

describe('prefetchOtherSizes', () => {
  function answering() {
    const asked: string[] = []
    server.use(
      http.get(`${settings.apiUrl}${AUTHORS_LIST_PATH}`, ({ request }) => {
        asked.push(new URL(request.url).search)
        return HttpResponse.json({ count: 400, next: null, previous: null, results: [] })
      }),
    )
    return asked
  }

  it('asks for the page every other size would show from here, and not for the size on screen', async () => {
    const asked = answering()
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } })
    prefetchOtherSizes(queryClient, settings, place, PAGE_SIZES)
    for (const limit of [10, 25, 100, 200]) {
      await queryClient.fetchQuery({ ...authorsPageQuery(settings, placeAtLimit(place, limit)), staleTime: 30_000 })
    }
    expect(asked.sort()).toEqual(
      [
        '?last_name=Li&limit=10&offset=150',
        '?last_name=Li&limit=100&offset=100',
        '?last_name=Li&limit=200',
        '?last_name=Li&limit=25&offset=150',
      ].sort(),
    )
  })

  it('asks for nothing new when the list is opened again while the pages are fresh', async () => {
    const asked = answering()
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } })
    prefetchOtherSizes(queryClient, settings, place, PAGE_SIZES)
    await Promise.all(
      queryClient
        .getQueryCache()
        .findAll()
        .map((query) => query.promise),
    )
    prefetchOtherSizes(queryClient, settings, place, PAGE_SIZES)
    await Promise.all(
      queryClient
        .getQueryCache()
        .findAll()
        .map((query) => query.promise),
    )
    expect(asked).toHaveLength(4)
  })
})

describe('prefetchOtherSizes under a cap', () => {
  it('asks only for the sizes it is given (none above the service cap)', async () => {
    const asked: string[] = []
    server.use(
      http.get(`${settings.apiUrl}${AUTHORS_LIST_PATH}`, ({ request }) => {
        asked.push(new URL(request.url).search)
        return HttpResponse.json({ count: 0, next: null, previous: null, results: [] })
      }),
    )
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } })
    prefetchOtherSizes(queryClient, settings, { lastName: '', firstName: '', limit: 50, offset: 0 }, [10, 25, 50, 60])
    await Promise.all(
      queryClient
        .getQueryCache()
        .findAll()
        .map((query) => query.promise),
    )
    expect(asked.sort()).toEqual(['?limit=10', '?limit=25', '?limit=60'])
  })
})
