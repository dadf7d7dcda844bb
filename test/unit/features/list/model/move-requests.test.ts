import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import type { ApiSettings } from '../../../../../src/shared/api/authors-api'
import { AUTHORS_LIST_PATH } from '../../../../../src/shared/api/contract'
import { authorsPageQuery } from '../../../../../src/entities/author/authors-query'
import { moveRequests } from '../../../../../src/features/list/model/move-requests'
import { server } from '../../../../msw-server'

const settings: ApiSettings = { apiUrl: 'https://authors.example.org', firstNameParam: 'first_name' }
const at = (offset: number) => ({ lastName: '', firstName: '', limit: 50, offset })

/** Every page's request is held until the test lets them all answer; each one's signal is kept by offset. */
function heldPages() {
  const signals = new Map<number, AbortSignal[]>()
  let answer: () => void = () => {}
  const answered = new Promise<void>((resolve) => {
    answer = resolve
  })
  server.use(
    http.get(`${settings.apiUrl}${AUTHORS_LIST_PATH}`, async ({ request }) => {
      const offset = Number(new URL(request.url).searchParams.get('offset') ?? 0)
      signals.set(offset, [...(signals.get(offset) ?? []), request.signal])
      await answered
      return HttpResponse.json({ count: 400, next: null, previous: null, results: [] })
    }),
  )
  const asked = async (offset: number) => {
    await expect.poll(() => signals.get(offset)?.length ?? 0).toBeGreaterThan(0)
    return signals.get(offset)!
  }
  return { asked, answer }
}

describe('moveRequests', () => {
  let release: () => void = () => {}
  afterEach(() => release())

  it('stops the last move’s request when a new move comes before its page and nothing shows it', async () => {
    const pages = heldPages()
    release = pages.answer
    const ask = moveRequests(new QueryClient())
    expect(ask(settings, at(250))).toBeInstanceOf(Promise)
    const [next] = await pages.asked(250)
    ask(settings, at(0))
    await pages.asked(0)
    expect(next!.aborted).toBe(true)
  })

  it('leaves it running while a query shows it (the query stops it itself when left)', async () => {
    const pages = heldPages()
    release = pages.answer
    const queryClient = new QueryClient()
    const ask = moveRequests(queryClient)
    void ask(settings, at(250))
    const shown = new QueryObserver(queryClient, authorsPageQuery(settings, at(250))).subscribe(() => {})
    const [next] = await pages.asked(250)
    ask(settings, at(0))
    await pages.asked(0)
    expect(next!.aborted).toBe(false)
    shown()
  })

  it('does not stop a move to the same page, nor a request that is not the last move’s', async () => {
    const pages = heldPages()
    release = pages.answer
    const queryClient = new QueryClient()
    const ask = moveRequests(queryClient)
    void queryClient.prefetchQuery(authorsPageQuery(settings, at(50)))
    void ask(settings, at(250))
    void ask(settings, at(250))
    const [prefetched] = await pages.asked(50)
    const next = await pages.asked(250)
    expect(next).toHaveLength(1)
    ask(settings, at(100))
    await pages.asked(100)
    expect(next[0]!.aborted).toBe(true)
    expect(prefetched!.aborted).toBe(false)
  })

  it('says a known page needs no wait, and a page not known yet does', async () => {
    const pages = heldPages()
    pages.answer()
    const queryClient = new QueryClient()
    await queryClient.fetchQuery(authorsPageQuery(settings, at(0)))
    const ask = moveRequests(queryClient)
    expect(ask(settings, at(0))).toBeUndefined()
    expect(ask(settings, at(50))).toBeInstanceOf(Promise)
  })
})
