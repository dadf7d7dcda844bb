import { focusManager, QueryClient } from '@tanstack/react-query'
import { act, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../../../src/app/query-client'
import type { Author } from '../../../../src/shared/api/contract'
import { author, pageBody, serveListWith } from '../../../list-overrides'
import { currentSearchParams, findRange, pagination, recordListRequests, renderApp } from '../../../render-app'

// Issue 10: an API that answers badly. Each test serves the bad answer through msw and checks
// what a person sees.

const table = () => screen.getByRole('table', { name: 'Non-active authors' })
const uidsShown = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td.col-uid')?.textContent)
const people = (uids: string[]): Author[] => uids.map((uid, index) => author({ uid, last_name: `Row${index}` }))

/** A 10-row list of `count` whose page at each offset is made by `uidsAt`. */
function serveUidPages(count: number, uidsAt: (offset: number) => string[], links: { next?: unknown; previous?: unknown } = {}) {
  serveListWith((request) => {
    const params = new URL(request.url).searchParams
    const offset = Number(params.get('offset') ?? 0)
    const limit = Number(params.get('limit'))
    const body = {
      ...pageBody(people(uidsAt(offset)), { count }),
      next: 'next' in links ? links.next : offset + limit < count ? `http://testserver/?limit=${limit}&offset=${offset + limit}` : null,
      previous: 'previous' in links ? links.previous : offset > 0 ? `http://testserver/?limit=${limit}&offset=${offset - limit}` : null,
    }
    return HttpResponse.json(body)
  })
}

describe('repeated uids', () => {
  it('shows exactly the rows of each answer, in order, once each, across pages that share uids', async () => {
    // Pages overlap by five uids, and page 2 repeats one within itself.
    const pageUids = (offset: number) =>
      offset === 0
        ? ['u0', 'u1', 'u2', 'u3', 'u4', 'u5', 'u6', 'u7', 'u8', 'u9']
        : ['u5', 'u6', 'u7', 'u8', 'u9', 'u5', 'x1', 'x2', 'x3', 'x4']
    serveUidPages(20, pageUids)
    const { user } = renderApp({ url: '/?limit=10' })
    await findRange('1–10 of 20')
    for (let round = 0; round < 3; round++) {
      await user.click(within(pagination()).getByRole('button', { name: 'Next page' }))
      await findRange('11–20 of 20')
      await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'false'))
      expect(uidsShown()).toEqual(pageUids(10))
      await user.click(within(pagination()).getByRole('button', { name: 'Previous page' }))
      await findRange('1–10 of 20')
      await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'false'))
      expect(uidsShown()).toEqual(pageUids(0))
    }
  })

  it('flags a page that repeats a uid as a data problem, naming the uid and its rows', async () => {
    serveUidPages(25, () => ['a', 'b', 'a', 'c', 'b', 'a'])
    renderApp({ url: '/?limit=10&offset=10' })
    const problem = await screen.findByRole('region', { name: /Data problem: this page repeats a uid/ })
    expect(within(problem).getByText('a on rows 11, 13 and 16')).toBeInTheDocument()
    expect(within(problem).getByText('b on rows 12 and 15')).toBeInTheDocument()
    expect(within(problem).queryByText(/^c /)).toBeNull()
    expect(uidsShown()).toEqual(['a', 'b', 'a', 'c', 'b', 'a'])
  })

  it('raises no flag for a page whose uids are all different', async () => {
    serveUidPages(25, () => ['a', 'b', 'c'])
    renderApp({ url: '/?limit=10' })
    await findRange('1–3 of 25')
    expect(screen.queryByRole('region', { name: /Data problem/ })).toBeNull()
  })
})

describe('next and previous links the app cannot use as they are', () => {
  const HOSTILE = [
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['no offset', 'http://testserver/api/author/non-active/list/?limit=10'],
    ['a negative offset', 'http://testserver/api/author/non-active/list/?limit=10&offset=-40'],
    ['NaN', 'http://testserver/api/author/non-active/list/?limit=10&offset=NaN'],
    ['1e20', 'http://testserver/api/author/non-active/list/?limit=10&offset=1e20'],
    ['another origin', 'https://evil.example/api/author/non-active/list/?limit=10&offset=20'],
    ['another limit', 'http://testserver/api/author/non-active/list/?limit=1000&offset=1000'],
  ] as const

  it.each(HOSTILE)("with %s, Next and Previous still move one page of the person's size, on the configured API", async (_, link) => {
    // Full pages of 10: the links, not the page size, are what is hostile here (short pages are
    // the page cap's, tested apart).
    serveUidPages(30, (offset) => Array.from({ length: 10 }, (_, index) => `p${offset + index}`), { next: link, previous: link })
    const requests = recordListRequests()
    const { user } = renderApp({ url: '/?limit=10&offset=10' })
    await findRange('11–20 of 30')
    await user.click(within(pagination()).getByRole('button', { name: 'Next page' }))
    await findRange('21–30 of 30')
    expect(currentSearchParams().get('offset')).toBe('20')
    expect(currentSearchParams().get('limit')).toBe('10')
    await user.click(within(pagination()).getByRole('button', { name: 'Previous page' }))
    await findRange('11–20 of 30')
    await user.click(within(pagination()).getByRole('button', { name: 'Previous page' }))
    await findRange('1–10 of 30')
    // At the start Previous is unavailable, whatever the link says, instead of doing nothing.
    expect(within(pagination()).getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true')
    for (const url of requests.urls()) {
      expect(url.origin).toBe(window.location.origin)
      expect(url.searchParams.get('limit')).toBe('10')
    }
    requests.stop()
  })
})

describe('failures named for what they are', () => {
  afterEach(() => vi.useRealTimers())

  it('calls a body cut mid-way a dropped connection, not an API change', async () => {
    serveListWith(() => {
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"count": 3, "next": null, "previous": null, "results": [{"uid": "a'))
          controller.error(new TypeError('terminated'))
        },
      })
      return new HttpResponse(stream, { headers: { 'Content-Type': 'application/json' } })
    })
    renderApp()
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: 'The connection dropped' })).toBeInTheDocument()
    expect(alert).not.toHaveTextContent(/expected shape|API may have changed/)
  })

  it.each([
    ['an absurd number of seconds', '99999999', 'Wait a little before trying again.'],
    ['an HTTP date two minutes ahead', () => new Date(Date.now() + 120_000).toUTCString(), 'Try again in about 2 minutes.'],
    ['an HTTP date in the past', 'Sat, 01 Jan 2000 00:00:00 GMT', 'You can try again now.'],
    ['nonsense', 'later', 'Wait a little before trying again.'],
  ])('reads Retry-After given as %s', async (_, value, text) => {
    serveListWith(() =>
      HttpResponse.json(
        { detail: 'Request was throttled.' },
        { status: 429, headers: { 'Retry-After': typeof value === 'function' ? value() : value } },
      ),
    )
    renderApp()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(text)
    expect(alert).not.toHaveTextContent('99999999')
  })

  it('says the server is not answering after the configured timeout, once, not after retries', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    serveListWith(() => new Promise<Response>(() => {}))
    const requests = recordListRequests()
    renderApp({ queryClient: createQueryClient(), config: { apiUrl: null, firstNameParam: 'first_name', requestTimeoutMs: 15_000 } })
    await waitFor(() => expect(requests.requests).toHaveLength(1))
    await act(() => vi.advanceTimersByTimeAsync(14_000))
    expect(screen.queryByRole('alert')).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(1_500))
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: 'The server is not answering' })).toBeInTheDocument()
    expect(alert).toHaveTextContent('did not answer within 15 seconds')
    expect(requests.requests).toHaveLength(1)
    requests.stop()
  })

  it('shows that it is retrying by itself while it does', async () => {
    let failures = 0
    serveListWith(() => {
      if (failures >= 2) return undefined
      failures += 1
      return new HttpResponse('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } })
    })
    renderApp({ queryClient: createQueryClient() })
    // Shown in the results, and said by the polite live region.
    for (const attempt of [2, 3]) {
      const text = `Server error (HTTP 500). Trying again automatically (attempt ${attempt})…`
      const shown = await screen.findAllByText(text)
      expect(shown.some((element) => element.closest('[role="status"]') === null)).toBe(true)
      expect(screen.getByRole('status')).toHaveTextContent(text)
    }
    await screen.findByRole('table', { name: 'Non-active authors' })
    await waitFor(() => expect(screen.queryByText(/Trying again automatically/)).toBeNull())
  })
})

describe('a failing background refetch', () => {
  afterEach(() => act(() => focusManager.setFocused(undefined)))

  it('keeps the rows being read, marked as possibly out of date, with a Retry', async () => {
    // Pages go stale at once, so that focusing the window refetches them, as in the app after 30 s.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } })
    const { user } = renderApp({ url: '/?limit=10', queryClient })
    await findRange('1–10 of 1,200')
    const before = uidsShown()

    let failing = true
    serveListWith(() => (failing ? HttpResponse.json({ detail: 'Down for maintenance.' }, { status: 503 }) : undefined))
    act(() => focusManager.setFocused(false))
    act(() => focusManager.setFocused(true))

    const notice = await screen.findByRole('region', { name: /These rows are possibly out of date/ })
    expect(notice).toHaveTextContent('The server is unavailable (HTTP 503)')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(uidsShown()).toEqual(before)
    expect(table()).toHaveAttribute('data-state', 'stale')
    expect(within(pagination()).getByText('1–10 of 1,200')).toBeInTheDocument()

    failing = false
    await user.click(within(notice).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: /possibly out of date/ })).toBeNull())
    expect(table()).toHaveAttribute('data-state', 'ready')
    expect(uidsShown()).toEqual(before)
  })

  it('still shows the full error panel when there is nothing to show', async () => {
    serveListWith(() => HttpResponse.json({ detail: 'Down.' }, { status: 503 }))
    renderApp()
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is unavailable (HTTP 503)')
    expect(screen.queryByRole('region', { name: /possibly out of date/ })).toBeNull()
  })
})
