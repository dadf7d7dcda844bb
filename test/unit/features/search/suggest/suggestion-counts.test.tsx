// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ApiSettings } from '../../../../../src/shared/api/authors-api'
import { AUTHORS_LIST_PATH } from '../../../../../src/shared/api/contract'
import { authorsPageQuery } from '../../../../../src/entities/author/authors-query'
import { MAX_PROBES_AT_ONCE, useSuggestionCounts } from '../../../../../src/features/search/suggest/use-suggestion-counts'
import type { Suggestion } from '../../../../../src/features/search/suggest/suggestions'
import { server } from '../../../../msw-server'

const API = 'https://suggest.example.org'
// No request here ends by its timeout: a probe that stops was cancelled, whatever the machine's speed.
const settings: ApiSettings = { apiUrl: API, firstNameParam: 'first_name', timeoutMs: 3_600_000 }

const suggestion = (lastName: string, firstName = ''): Suggestion => ({ kind: 'layout', lastName, firstName })

/** Count requests the test answers by hand, by last name: a count, or an HTTP status to fail with. */
function probes() {
  const waiting = new Map<string, { signal: AbortSignal; answer: (reply: { count: number } | { status: number }) => void }>()
  const asked: URL[] = []
  server.use(
    http.get(`${API}${AUTHORS_LIST_PATH}`, ({ request }) => {
      const url = new URL(request.url)
      asked.push(url)
      return new Promise<Response>((resolve) => {
        waiting.set(url.searchParams.get('last_name') ?? '', {
          signal: request.signal,
          answer: (reply) =>
            resolve(
              'status' in reply
                ? HttpResponse.json({ detail: 'no' }, { status: reply.status })
                : HttpResponse.json({ count: reply.count, next: null, previous: null, results: [] }),
            ),
        })
      })
    }),
  )
  /** The last names asked for and not yet answered. */
  const open = () => [...waiting.entries()].filter(([, probe]) => !probe.signal.aborted).map(([name]) => name)
  const answer = async (lastName: string, reply: { count: number } | { status: number }) => {
    const probe = waiting.get(lastName)!
    waiting.delete(lastName)
    await act(async () => probe.answer(reply))
  }
  return { asked, open, answer, waiting }
}

function renderCounts(
  suggestions: Suggestion[],
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  options?: { stopAfterFailure?: boolean },
) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>
  return renderHook(() => useSuggestionCounts(settings, suggestions, options), { wrapper })
}

afterEach(() => {
  document.body.replaceChildren()
})

/** A search form (role="search") with one box, not yet in the document. */
function searchForm() {
  const form = document.createElement('form')
  form.setAttribute('role', 'search')
  const input = document.createElement('input')
  form.append(input)
  return { form, input }
}

describe('useSuggestionCounts', () => {
  it('asks the count of each suggestion with the cheapest request, two at a time, in the order given', async () => {
    expect(MAX_PROBES_AT_ONCE).toBe(2)
    const server = probes()
    const { result } = renderCounts([suggestion('Иванов', 'Пётр'), suggestion('Ivanov'), suggestion('Иванoв')])
    await waitFor(() => expect(server.open()).toEqual(['Иванов', 'Ivanov']))
    expect(server.asked[0]!.searchParams.get('limit')).toBe('1')
    expect(server.asked[0]!.searchParams.has('offset')).toBe(false)
    expect(server.asked[0]!.searchParams.get('first_name')).toBe('Пётр')
    expect(result.current.settled).toBe(false)
    expect(result.current.suggestions.map((probed) => [probed.lastName, probed.count, probed.settled])).toEqual([
      ['Иванов', undefined, false],
      ['Ivanov', undefined, false],
      ['Иванoв', undefined, false],
    ])

    // The second answers first: the third starts, as only one is unfinished before it.
    await server.answer('Ivanov', { count: 12 })
    await waitFor(() => expect(server.open()).toEqual(['Иванов', 'Иванoв']))
    expect(result.current.suggestions[1]).toEqual({ ...suggestion('Ivanov'), count: 12, failed: false, settled: true })

    await server.answer('Иванов', { count: 0 })
    await server.answer('Иванoв', { status: 500 })
    await waitFor(() => expect(result.current.settled).toBe(true))
    expect(result.current.suggestions.map((probed) => [probed.count, probed.failed, probed.settled])).toEqual([
      [0, false, true],
      [12, false, true],
      // A failed count is settled too, and not a zero: it is shown without a number rather than waited for.
      [undefined, true, true],
    ])
  })

  it('cancels the counts still asked for once the person types in a search box, and settles them all', async () => {
    const server = probes()
    const { form, input } = searchForm()
    const elsewhere = document.createElement('input')
    document.body.append(form, elsewhere)

    const { result } = renderCounts([suggestion('A'), suggestion('B'), suggestion('C')])
    await waitFor(() => expect(server.open()).toEqual(['A', 'B']))

    // Typing outside the search form changes nothing.
    act(() => {
      elsewhere.dispatchEvent(new Event('input', { bubbles: true }))
    })
    expect(server.open()).toEqual(['A', 'B'])
    expect(result.current.settled).toBe(false)

    act(() => {
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await waitFor(() => expect(server.open()).toEqual([]))
    expect(result.current.settled).toBe(true)
    expect(result.current.suggestions.every((probed) => probed.settled && probed.count === undefined)).toBe(true)
    // The third is never asked for.
    expect(server.asked.map((url) => url.searchParams.get('last_name'))).toEqual(['A', 'B'])
  })

  it('starts the next count when an earlier one fails, as when it succeeds', async () => {
    const server = probes()
    const { result } = renderCounts([suggestion('A'), suggestion('B'), suggestion('C')])
    await waitFor(() => expect(server.open()).toEqual(['A', 'B']))
    await server.answer('A', { status: 500 })
    await waitFor(() => expect(server.open()).toEqual(['B', 'C']))
    expect(result.current.suggestions[0]).toMatchObject({ count: undefined, settled: true })
  })

  it('with stopAfterFailure, asks for no count after one failed: the one on its way finishes, the rest settle uncounted', async () => {
    const server = probes()
    const { result } = renderCounts([suggestion('A'), suggestion('B'), suggestion('C'), suggestion('D')], undefined, {
      stopAfterFailure: true,
    })
    await waitFor(() => expect(server.open()).toEqual(['A', 'B']))
    await server.answer('A', { status: 500 })
    await waitFor(() => expect(result.current.stopped).toBe(true))
    // B was already asked: it is let finish, and nothing starts in A's place.
    expect(result.current.settled).toBe(false)
    expect(server.open()).toEqual(['B'])
    await server.answer('B', { count: 4 })
    await waitFor(() => expect(result.current.settled).toBe(true))
    expect(server.asked.map((url) => url.searchParams.get('last_name'))).toEqual(['A', 'B'])
    expect(result.current.suggestions.map((probed) => [probed.lastName, probed.count, probed.failed, probed.settled])).toEqual([
      ['A', undefined, true, true],
      ['B', 4, false, true],
      ['C', undefined, false, true],
      ['D', undefined, false, true],
    ])
  })

  it('cancels only its own counts when the person types: the list’s request goes on', async () => {
    const server = probes()
    const { form, input } = searchForm()
    document.body.append(form)
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    void client.fetchQuery(authorsPageQuery(settings, { lastName: 'List', firstName: '', limit: 50, offset: 0 })).catch(() => undefined)
    renderCounts([suggestion('A'), suggestion('B')], client)
    await waitFor(() => expect(server.open()).toEqual(['List', 'A', 'B']))

    act(() => {
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await waitFor(() => expect(server.open()).toEqual(['List']))
  })

  it('hears typing in the search form even when a handler there stops the event from going further', async () => {
    const server = probes()
    const { form, input } = searchForm()
    form.addEventListener('input', (event) => event.stopPropagation())
    document.body.append(form)
    const { result } = renderCounts([suggestion('A')])
    await waitFor(() => expect(server.open()).toEqual(['A']))

    act(() => {
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await waitFor(() => expect(server.open()).toEqual([]))
    expect(result.current.settled).toBe(true)
  })

  it('stops listening for typing when it unmounts', () => {
    const added = vi.spyOn(document, 'addEventListener')
    const removed = vi.spyOn(document, 'removeEventListener')
    const { unmount } = renderCounts([])
    const listens = added.mock.calls.filter(([type]) => type === 'input')
    expect(listens).toHaveLength(1)
    expect(removed.mock.calls.filter(([type]) => type === 'input')).toEqual([])
    unmount()
    // The same listener, the same phase: anything else leaves it attached to the document.
    expect(removed.mock.calls.filter(([type]) => type === 'input')).toEqual(listens)
  })

  it('never asks again for a count that failed, whatever the client’s defaults: not on a new panel, nor when its turn comes', async () => {
    const server = probes()
    // A client that retries on mount and on focus (TanStack's defaults), retries off only.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const first = renderCounts([suggestion('C')], client)
    await waitFor(() => expect(server.open()).toEqual(['C']))
    await server.answer('C', { status: 500 })
    await waitFor(() => expect(first.result.current.suggestions[0]).toMatchObject({ failed: true, settled: true }))
    first.unmount()

    // A new panel where C waits for its turn behind A and B: when A is answered, C's turn comes.
    const { result } = renderCounts([suggestion('A'), suggestion('B'), suggestion('C')], client)
    await waitFor(() => expect(server.open()).toEqual(['A', 'B']))
    await server.answer('A', { count: 1 })
    await server.answer('B', { count: 2 })
    await waitFor(() => expect(result.current.settled).toBe(true))
    expect(server.asked.map((url) => url.searchParams.get('last_name'))).toEqual(['C', 'A', 'B'])
    expect(result.current.suggestions.map((probed) => [probed.lastName, probed.count, probed.failed])).toEqual([
      ['A', 1, false],
      ['B', 2, false],
      ['C', undefined, true],
    ])
  })

  it('is settled at once with nothing to count', () => {
    const { result } = renderCounts([])
    expect(result.current).toEqual({ suggestions: [], settled: true, throttled: false, cancelled: false, stopped: false })
  })
})
