import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { fetchAuthorsPage } from '../../../../src/shared/api/authors-api'
import { AUTHORS_LIST_PATH } from '../../../../src/shared/api/contract'
import { server } from '../../../msw-server'

const API = 'https://api.example.org'
const PLACE = { lastName: '', firstName: '', limit: 10, offset: 0 }

function watch() {
  const seen: Request[] = []
  server.use(
    http.get(`${API}${AUTHORS_LIST_PATH}`, ({ request }) => {
      seen.push(request)
      return HttpResponse.json({ count: 0, next: null, previous: null, results: [] })
    }),
  )
  return seen
}

describe('credentials on every API request', () => {
  it('sends cookies to the app’s own origin only by default, and to the API too with "include"', async () => {
    const seen = watch()
    await fetchAuthorsPage({ apiUrl: API, firstNameParam: 'first_name' }, PLACE)
    await fetchAuthorsPage({ apiUrl: API, firstNameParam: 'first_name', credentials: 'same-origin' }, PLACE)
    await fetchAuthorsPage({ apiUrl: API, firstNameParam: 'first_name', credentials: 'include' }, PLACE)
    expect(seen.map((request) => request.credentials)).toEqual(['same-origin', 'same-origin', 'include'])
  })

  it('never sends an Authorization header of its own', async () => {
    const seen = watch()
    await fetchAuthorsPage({ apiUrl: API, firstNameParam: 'first_name', credentials: 'include' }, PLACE)
    expect(seen[0]!.headers.has('Authorization')).toBe(false)
  })
})
