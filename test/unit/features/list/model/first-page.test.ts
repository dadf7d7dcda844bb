import { QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { ApiSettings } from '../../../../../src/shared/api/authors-api'
import { AUTHORS_LIST_PATH } from '../../../../../src/shared/api/contract'
import { authorsPageQuery } from '../../../../../src/entities/author/authors-query'
import { prefetchFirstPage } from '../../../../../src/features/list/model/first-page'
import { parseListPlace } from '../../../../../src/features/list/model/list-place'
import { server } from '../../../../msw-server'

const settings: ApiSettings = { apiUrl: 'https://authors.example.org', firstNameParam: 'first_name' }

describe('prefetchFirstPage', () => {
  it('asks for the page the address names before the page renders, once: the page’s own query waits for it', async () => {
    const urls: string[] = []
    server.use(
      http.get(`${settings.apiUrl}${AUTHORS_LIST_PATH}`, ({ request }) => {
        urls.push(request.url)
        return HttpResponse.json({ count: 80, next: null, previous: null, results: [] })
      }),
    )
    const queryClient = new QueryClient()
    const search = '?last_name=Li&limit=25&offset=50'
    prefetchFirstPage(queryClient, settings, search)
    expect(queryClient.isFetching()).toBe(1)
    const page = await queryClient.fetchQuery(authorsPageQuery(settings, parseListPlace(search)))
    expect(page.count).toBe(80)
    expect(urls).toEqual([`${settings.apiUrl}${AUTHORS_LIST_PATH}?last_name=Li&limit=25&offset=50`])
  })
})
