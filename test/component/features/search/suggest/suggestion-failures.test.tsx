import { act, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../../../../src/app/query-client'
import { suggestSearches } from '../../../../../src/features/search/suggest/suggestions'
import { serveListWith } from '../../../../list-overrides'
import { releaseClock, standClockStill } from '../../../../standing-clock'
import { renderApp } from '../../../../render-app'

/**
 * Count probes (limit=1) that fail. How many requests the panel sends IS the behaviour here: a
 * failed probe must not be retried, nor asked again, and a 429 must hold the next ones back. The
 * app's own QueryClient is used (its retries on), so a probe the client would retry shows up.
 */
const SEARCH = 'Bdfyjd'
const suggestions = suggestSearches({ lastName: SEARCH, firstName: '' }, { withFirstName: true })
const isProbe = (url: URL) => url.searchParams.get('limit') === '1'

type Failure = { status: number; retryAfter?: string } | 'network'

/** Answers probe number n (from 0, in the order sent) with `answer(n)`: a failure, or a count. */
function serveProbes(answer: (n: number) => Failure | { count: number }) {
  const probes: URL[] = []
  serveListWith((request) => {
    const url = new URL(request.url)
    if (!isProbe(url)) return undefined
    const reply = answer(probes.length)
    probes.push(url)
    if (reply === 'network') return HttpResponse.error()
    if ('count' in reply) return HttpResponse.json({ count: reply.count, next: null, previous: null, results: [] })
    const headers: Record<string, string> = reply.retryAfter === undefined ? {} : { 'Retry-After': reply.retryAfter }
    return HttpResponse.json({ detail: 'no' }, { status: reply.status, headers })
  })
  return probes
}

const probedNames = (probes: URL[]) => probes.map((url) => url.searchParams.get('last_name'))

async function renderSearch() {
  expect(suggestions.length).toBeGreaterThan(2)
  const view = renderApp({ url: `/?last_name=${SEARCH}`, queryClient: createQueryClient() })
  await screen.findByText('No authors found')
  return { ...view, panel: await screen.findByRole('region', { name: 'Did you mean' }) }
}

const NOT_COUNTED_NOTE = /^The service did not give the count of every suggestion, so those are shown without one/

afterEach(releaseClock)

describe('suggestion counts that fail', () => {
  it.each<[string, Failure]>([
    ['HTTP 500', { status: 500 }],
    ['HTTP 403', { status: 403 }],
    ['a network error', 'network'],
  ])('after %s: one probe per suggestion, never again, each shown without a count, never "finds no one"', async (_, failure) => {
    const probes = serveProbes(() => failure)
    const { panel } = await renderSearch()
    expect(await within(panel).findByText(NOT_COUNTED_NOTE)).toBeVisible()
    expect(within(panel).queryByText('No similar spelling finds anyone either.')).toBeNull()
    expect(within(panel).getByRole('link', { name: 'Иванов — not counted' })).toBeVisible()
    expect(within(panel).getAllByRole('link')).toHaveLength(suggestions.length)
    expect(probedNames(probes)).toEqual(suggestions.map((suggestion) => suggestion.lastName))

    // The client would retry a 500 or a network error after 1 and 2 seconds, and refetch on
    // focus: a minute later, with the window focused again, not one probe more.
    standClockStill(['setTimeout', 'clearTimeout', 'Date'])
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'))
      window.dispatchEvent(new Event('focus'))
    })
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    expect(probes).toHaveLength(suggestions.length)
  })

  it('says so in Russian', async () => {
    serveProbes(() => ({ status: 500 }))
    renderApp({ url: `/?last_name=${SEARCH}`, queryClient: createQueryClient(), lang: 'ru' })
    const panel = await screen.findByRole('region', { name: 'Возможно, вы искали' })
    expect(
      await within(panel).findByText(/^Сервис дал число найденных не для каждого варианта, поэтому они показаны без него/),
    ).toBeVisible()
    expect(within(panel).getByRole('link', { name: 'Иванов — число не проверено' })).toBeVisible()
  })

  it('never probes a text again after it failed, when the same search comes back', async () => {
    const probes = serveProbes(() => ({ status: 500 }))
    const { panel, user } = await renderSearch()
    await within(panel).findByText(NOT_COUNTED_NOTE)
    const box = screen.getByRole('searchbox', { name: 'Last name' })
    await user.clear(box)
    await user.type(box, 'Иванов{Enter}')
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Did you mean' })).toBeNull())
    window.history.back()
    const again = await screen.findByRole('region', { name: 'Did you mean' })
    expect(await within(again).findByText(NOT_COUNTED_NOTE)).toBeVisible()
    // Иванов's results asked for its own other spellings (Ivanov); Bdfyjd's were asked once each.
    const bdfyjd = suggestions.map((suggestion) => suggestion.lastName)
    expect(probedNames(probes).filter((name) => bdfyjd.includes(name!))).toEqual(bdfyjd)
  })

  it('after a 429 with Retry-After: 5, sends no probe before the 5 seconds have passed, and never the 429’d one again', async () => {
    standClockStill(['setTimeout', 'clearTimeout', 'Date'])
    // The first probe is told to wait; the second, sent with it, is counted.
    const probes = serveProbes((n) => (n === 0 ? { status: 429, retryAfter: '5' } : { count: 3 }))
    const { panel } = await renderSearch()
    expect(
      await within(panel).findByText(
        'The service asked the app to slow down (HTTP 429): the counts continue once the wait it asked for has passed.',
      ),
    ).toBeVisible()
    expect(probes).toHaveLength(2)
    await act(() => vi.advanceTimersByTimeAsync(3_900))
    expect(probes).toHaveLength(2)
    await act(() => vi.advanceTimersByTimeAsync(1_200))
    await waitFor(() => expect(within(panel).queryByText('Looking for similar spellings…')).toBeNull())
    expect(probedNames(probes)).toEqual(suggestions.map((suggestion) => suggestion.lastName))
    expect(within(panel).getByRole('link', { name: 'Иванов — not counted' })).toBeVisible()
    expect(within(panel).getAllByRole('link', { name: /— 3 authors$/ })).toHaveLength(suggestions.length - 1)
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    expect(probes).toHaveLength(suggestions.length)
  })

  it.each([
    ['a Retry-After longer than the panel waits', '3600'],
    ['no Retry-After at all', undefined],
  ])('after a 429 with %s, sends no more probes and shows the rest without counts', async (_, retryAfter) => {
    standClockStill(['setTimeout', 'clearTimeout', 'Date'])
    const probes = serveProbes((n) => (n === 0 ? { status: 429, ...(retryAfter && { retryAfter }) } : { count: 3 }))
    const { panel } = await renderSearch()
    expect(await within(panel).findByText(NOT_COUNTED_NOTE)).toBeVisible()
    // The two sent together before the 429 came back; none after it.
    expect(probes).toHaveLength(2)
    expect(within(panel).getAllByRole('link', { name: /— not counted$/ })).toHaveLength(suggestions.length - 1)
    await act(() => vi.advanceTimersByTimeAsync(2 * 60 * 60_000))
    expect(probes).toHaveLength(2)
  })
})
