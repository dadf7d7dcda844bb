import { act, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../../../src/app/query-client'
import { serveListWith } from '../../../list-overrides'
import { releaseClock, standClockStill } from '../../../standing-clock'
import { DEMO_CONFIG, findRange, fmt, pagination, recordListRequests, renderApp, total } from '../../../render-app'

describe('data fetching', () => {
  afterEach(releaseClock)

  it('prefetches the next page, so Next needs no new request', async () => {
    const requests = recordListRequests()
    const { user } = renderApp()
    await findRange(`1–50 of ${fmt(total())}`)
    await waitFor(() => expect(requests.matching({ offset: '50' })).toHaveLength(1))

    await user.click(within(pagination()).getByRole('button', { name: 'Next page' }))
    await findRange(`51–100 of ${fmt(total())}`)
    expect(requests.matching({ offset: '50' })).toHaveLength(1)
    requests.stop()
  })

  it('aborts a request that a newer one supersedes', async () => {
    const signals = new Map<string, AbortSignal>()
    let releaseSlow: () => void = () => {}
    const slow = new Promise<void>((resolve) => {
      releaseSlow = resolve
    })
    serveListWith(async (request) => {
      const offset = new URL(request.url).searchParams.get('offset') ?? '0'
      signals.set(offset, request.signal)
      if (offset === '250') await slow
      return undefined
    })
    // No request times out within the test: an abort is the superseding move's doing.
    const { user } = renderApp({ url: '/?offset=200', config: { ...DEMO_CONFIG, requestTimeoutMs: 3_600_000 } })
    await findRange(`201–250 of ${fmt(total())}`)
    await user.click(within(pagination()).getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(signals.has('250')).toBe(true))
    // Made at once or within the moment Next's page is waited for (the move not yet rendered, so
    // no query observes that page): either way its request is stopped by the time page 1 shows.
    await user.click(within(pagination()).getByRole('button', { name: 'First page' }))
    await findRange(`1–50 of ${fmt(total())}`)
    expect(signals.get('250')?.aborted).toBe(true)
    releaseSlow()
  })

  it('does not retry a 4xx answer', async () => {
    serveListWith(() => HttpResponse.json({ detail: 'Not found.' }, { status: 404 }))
    const requests = recordListRequests()
    renderApp({ queryClient: createQueryClient() })
    expect(await screen.findByRole('alert')).toHaveTextContent('The author list was not found (HTTP 404)')
    expect(requests.requests).toHaveLength(1)
    requests.stop()
  })

  it('waits out a short Retry-After on a 429 and then shows the page', async () => {
    let throttled = 0
    serveListWith(() => {
      if (throttled > 0) return undefined
      throttled += 1
      return HttpResponse.json(
        { detail: 'Request was throttled. Expected available in 1 second.' },
        { status: 429, headers: { 'Retry-After': '1' } },
      )
    })
    const requests = recordListRequests()
    standClockStill(['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'])
    renderApp({ queryClient: createQueryClient() })
    await waitFor(() => expect(throttled).toBe(1))
    // The wait is the server's second, on the test's clock: not asked again a moment before it is up.
    await act(() => vi.advanceTimersByTimeAsync(990))
    expect(requests.matching({ offset: null })).toHaveLength(1)
    await act(() => vi.advanceTimersByTimeAsync(10))
    await screen.findByRole('table', { name: 'Non-active authors' })
    expect(requests.matching({ offset: null })).toHaveLength(2)
    requests.stop()
  })
})
