import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../src/shared/api/api-error'
import { createQueryClient, shouldRetry } from '../../../src/app/query-client'
import { AUTHORS_COUNT_QUERY_ROOT } from '../../../src/entities/author/authors-query'

afterEach(() => {
  vi.useRealTimers()
})

/** A query function that counts its calls and answers with `answer(call)`. */
function counted<T>(answer: (call: number) => T) {
  let calls = 0
  return {
    queryFn: async () => answer(++calls),
    calls: () => calls,
  }
}

describe("the app's QueryClient", () => {
  it('shows a page seen in the last 30 seconds again without asking the server', async () => {
    vi.useFakeTimers()
    const client = createQueryClient()
    const page = counted((call) => `page, answer ${call}`)
    const options = { queryKey: ['page', 2], queryFn: page.queryFn }
    expect(await client.fetchQuery(options)).toBe('page, answer 1')
    vi.advanceTimersByTime(29_999)
    expect(await client.fetchQuery(options)).toBe('page, answer 1')
    expect(page.calls()).toBe(1)
    vi.advanceTimersByTime(1)
    expect(await client.fetchQuery(options)).toBe('page, answer 2')
    expect(page.calls()).toBe(2)
  })

  it('tries a server error three times, 1 and 2 seconds apart, then gives up', async () => {
    vi.useFakeTimers()
    const client = createQueryClient()
    const failing = counted(() => {
      throw new ApiError('http', 'The server answered with HTTP 500.', { status: 500 })
    })
    const result = client.fetchQuery({ queryKey: ['failing'], queryFn: failing.queryFn }).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(999)
    expect(failing.calls()).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(failing.calls()).toBe(2)
    await vi.advanceTimersByTimeAsync(1999)
    expect(failing.calls()).toBe(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(failing.calls()).toBe(3)
    expect(await result).toMatchObject({ kind: 'http', status: 500 })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(failing.calls()).toBe(3)
  })

  it('retries a 429 once, after the wait the server asked for', async () => {
    vi.useFakeTimers()
    const client = createQueryClient()
    const limited = counted((call) => {
      if (call === 1) throw new ApiError('http', 'The server answered with HTTP 429.', { status: 429, retryAfterSeconds: 5 })
      return 'the page'
    })
    const result = client.fetchQuery({ queryKey: ['limited'], queryFn: limited.queryFn })
    await vi.advanceTimersByTimeAsync(4999)
    expect(limited.calls()).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(await result).toBe('the page')
    expect(limited.calls()).toBe(2)
  })

  it('does not ask again after a 404', async () => {
    vi.useFakeTimers()
    const client = createQueryClient()
    const missing = counted(() => {
      throw new ApiError('http', 'The server answered with HTTP 404.', { status: 404 })
    })
    const result = client.fetchQuery({ queryKey: ['missing'], queryFn: missing.queryFn }).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(await result).toMatchObject({ status: 404 })
    expect(missing.calls()).toBe(1)
  })

  it.each([
    ['a server error', new ApiError('http', 'The server answered with HTTP 500.', { status: 500 })],
    ['a short 429', new ApiError('http', 'The server answered with HTTP 429.', { status: 429, retryAfterSeconds: 5 })],
    ['a network error', new ApiError('network', 'Cannot reach the server.')],
  ])('never retries a suggestion’s count probe after %s, as it would a page', async (_, error) => {
    vi.useFakeTimers()
    const client = createQueryClient()
    const probe = counted(() => {
      throw error
    })
    const result = client
      .fetchQuery({ queryKey: [...AUTHORS_COUNT_QUERY_ROOT, 'Иванов'], queryFn: probe.queryFn })
      .catch((failure: unknown) => failure)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(await result).toBe(error)
    expect(probe.calls()).toBe(1)
  })

  it('keeps a suggestion’s count for the page’s life, and never asks again for one that failed', async () => {
    vi.useFakeTimers()
    const client = createQueryClient()
    const count = counted(() => 12)
    const key = [...AUTHORS_COUNT_QUERY_ROOT, 'Иванов']
    expect(await client.fetchQuery({ queryKey: key, queryFn: count.queryFn })).toBe(12)
    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000)
    expect(await client.fetchQuery({ queryKey: key, queryFn: count.queryFn })).toBe(12)
    expect(count.calls()).toBe(1)
    // Not on mount, window focus or reconnect: the observer's defaults say so.
    expect(client.defaultQueryOptions({ queryKey: key })).toMatchObject({
      retry: false,
      retryOnMount: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      staleTime: Infinity,
      gcTime: Infinity,
    })
    // A page of the list keeps the list's own policy.
    expect(client.defaultQueryOptions({ queryKey: ['authors', 'non-active', '', 'first_name', {}] })).toMatchObject({
      retry: shouldRetry,
      staleTime: 30_000,
    })
  })
})
