import { act, screen, within } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { serveListWith } from '../../../../list-overrides'
import { recordListRequests, renderApp } from '../../../../render-app'

/** A 429 with Retry-After: 30 for the first `times` requests, then the demo API's answer. */
function throttle(times: number) {
  let left = times
  serveListWith(() => {
    if (left <= 0) return undefined
    left -= 1
    return HttpResponse.json(
      { detail: 'Request was throttled. Expected available in 30 seconds.' },
      { status: 429, headers: { 'Retry-After': '30' } },
    )
  })
}

/** Lets `seconds` pass one second at a time, React rendering each tick as a person would see it. */
async function waitSeconds(seconds: number) {
  for (let second = 0; second < seconds; second++) await act(() => vi.advanceTimersByTimeAsync(1000))
}

describe('a 429 with Retry-After', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('counts the wait down, says Retry is waiting, and retries by itself when the time is up', async () => {
    throttle(1)
    const requests = recordListRequests()
    renderApp()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Too many requests')
    expect(alert).toHaveTextContent(/Try again in (30|29) seconds/)
    expect(alert).toHaveTextContent('The app will retry by itself when the time is up.')
    const retry = within(alert).getByRole('button', { name: /^Retry \(automatically in (30|29) s\)$/ })
    expect(retry).toHaveAttribute('aria-disabled', 'false')

    await waitSeconds(10)
    expect(alert).toHaveTextContent(/Try again in (20|19) seconds/)
    expect(within(alert).getByRole('button', { name: /^Retry \(automatically in (20|19) s\)$/ })).toBeVisible()
    expect(requests.matching({ offset: null })).toHaveLength(1)

    await waitSeconds(20)
    expect(await screen.findByRole('table', { name: 'Non-active authors' })).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(requests.matching({ offset: null })).toHaveLength(2)
    requests.stop()
  })

  it('still retries at once when the person presses Retry during the wait', async () => {
    throttle(1)
    const requests = recordListRequests()
    renderApp()
    const alert = await screen.findByRole('alert')
    await waitSeconds(3)
    await act(async () =>
      within(alert)
        .getByRole('button', { name: /^Retry \(automatically in/ })
        .click(),
    )
    expect(await screen.findByRole('table', { name: 'Non-active authors' })).toBeVisible()
    expect(requests.matching({ offset: null })).toHaveLength(2)
    requests.stop()
  })

  it('starts the count again when the retry is throttled too', async () => {
    throttle(2)
    renderApp()
    const alert = await screen.findByRole('alert')
    await waitSeconds(31)
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/Try again in (30|29) seconds/))
    await waitSeconds(31)
    expect(await screen.findByRole('table', { name: 'Non-active authors' })).toBeVisible()
    expect(alert).not.toBeInTheDocument()
  })
})
