import { QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { ApiSettings } from '../../../../src/shared/api/authors-api'
import { AUTHORS_LIST_PATH } from '../../../../src/shared/api/contract'
import { AUTHORS_QUERY_ROOT, authorsPageQuery } from '../../../../src/entities/author/authors-query'
import { server } from '../../../msw-server'

const settings: ApiSettings = { apiUrl: 'https://authors.example.org', firstNameParam: 'first_name' }
const place = { lastName: 'Li', firstName: 'Anna', limit: 25, offset: 50 }
const key = (s: ApiSettings, p: typeof place) => authorsPageQuery(s, p).queryKey

describe('authorsPageQuery', () => {
  it('keys a page under the list root by the API, its first-name parameter and the place as asked for', () => {
    expect(key(settings, place)).toEqual([...AUTHORS_QUERY_ROOT, 'https://authors.example.org', 'first_name', place])
  })

  it('shares one key for names that differ only in surrounding spaces', () => {
    expect(key(settings, { ...place, lastName: ' Li  ', firstName: 'Anna\t' })).toEqual(key(settings, place))
  })

  it('ignores a first name the API cannot search by', () => {
    const noFirstName = { ...settings, firstNameParam: '' }
    expect(key(noFirstName, place)).toEqual(key(noFirstName, { ...place, firstName: '' }))
  })

  it('keys apart every input that changes the answer', () => {
    const keys = [
      key(settings, place),
      key({ ...settings, apiUrl: '' }, place),
      key({ ...settings, firstNameParam: 'name' }, place),
      key(settings, { ...place, lastName: 'Lee' }),
      key(settings, { ...place, firstName: 'Ann' }),
      key(settings, { ...place, limit: 50 }),
      key(settings, { ...place, offset: 75 }),
    ].map((queryKey) => JSON.stringify(queryKey))
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('fetches the page as asked for, trimmed', async () => {
    const urls: string[] = []
    server.use(
      http.get(`${settings.apiUrl}${AUTHORS_LIST_PATH}`, ({ request }) => {
        urls.push(request.url)
        return HttpResponse.json({ count: 0, next: null, previous: null, results: [] })
      }),
    )
    const page = await new QueryClient().fetchQuery(authorsPageQuery(settings, { ...place, lastName: ' Li ' }))
    expect(page).toEqual({ count: 0, next: null, previous: null, results: [], offset: 50 })
    expect(urls).toEqual([`${settings.apiUrl}${AUTHORS_LIST_PATH}?last_name=Li&first_name=Anna&limit=25&offset=50`])
  })
})
