import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SEARCH_DEBOUNCE_MS } from '../../../../src/features/search/search-pause'
import { getDefaultDataset } from '../../../../src/demo-api/dataset'
import { releaseClock, standClockStill } from '../../../standing-clock'
import { findRange, fmt, renderApp, total } from '../../../render-app'

/**
 * Each history write costs several milliseconds in the frame of the move (the profile's largest
 * single cost of a Next), so a move makes one: the push, with the entry's scroll key and its rows
 * per page in the pushed state. The entry the page opened on is tagged once, after the first paint.
 */
function watchWrites() {
  const push = vi.spyOn(window.history, 'pushState')
  const replace = vi.spyOn(window.history, 'replaceState')
  return {
    count: () => ({ push: push.mock.calls.length, replace: replace.mock.calls.length }),
    stop: () => {
      push.mockRestore()
      replace.mockRestore()
    },
  }
}

const stateOf = () => window.history.state as Record<string, unknown> | null
/** The entry the page opened on has its key: what a move leaves from without a write of its own. */
const tagged = () => waitFor(() => expect(stateOf()).toMatchObject({ key: expect.any(String), listLimit: 50 }))

describe('one history write a move', () => {
  afterEach(releaseClock)

  it('Next and Previous push one entry each, with its key and rows per page; Back returns to the page', async () => {
    const { user } = renderApp()
    await findRange(`1–50 of ${fmt(total())}`)
    await tagged()
    const writes = watchWrites()

    await user.click(await screen.findByRole('button', { name: 'Next page' }))
    await findRange(`51–100 of ${fmt(total())}`)
    expect(writes.count()).toEqual({ push: 1, replace: 0 })
    expect(stateOf()).toEqual({ key: expect.any(String), listLimit: 50 })

    await user.click(screen.getByRole('button', { name: 'Previous page' }))
    await findRange(`1–50 of ${fmt(total())}`)
    expect(writes.count()).toEqual({ push: 2, replace: 0 })
    writes.stop()

    window.history.back()
    await findRange(`51–100 of ${fmt(total())}`)
  })

  it('a change of rows per page pushes one entry that notes its size', async () => {
    const { user } = renderApp()
    await findRange(`1–50 of ${fmt(total())}`)
    await tagged()
    const writes = watchWrites()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '100')
    await findRange(`1–100 of ${fmt(total())}`)
    expect(writes.count()).toEqual({ push: 1, replace: 0 })
    expect(stateOf()).toEqual({ key: expect.any(String), listLimit: 100 })
    writes.stop()
  })

  it("a search's pause pushes one entry", async () => {
    renderApp({ url: '/?limit=10' })
    await findRange(`1–10 of ${fmt(total())}`)
    await waitFor(() => expect(stateOf()).toMatchObject({ key: expect.any(String), listLimit: 10 }))
    const term = 'ова'
    const expected = getDefaultDataset().filter((author) => author.last_name.toLowerCase().includes(term))
    standClockStill()
    const writes = watchWrites()
    const user = userEvent.setup({ delay: null })
    await user.type(screen.getByRole('searchbox', { name: 'Last name' }), term)
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS))
    await findRange(`1–10 of ${fmt(expected.length)}`)
    // Written once the rows' frame is painted.
    await waitFor(() => expect(writes.count()).toEqual({ push: 1, replace: 0 }))
    expect(stateOf()).toEqual({ key: expect.any(String), listLimit: 10 })
    writes.stop()
  })
})
