import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { currentSearchParams, findRange, fmt, pagination, renderApp, total } from '../../../render-app'

/**
 * A pager click while a search waits for its pause (300 ms) is never lost: the waiting search
 * is committed first, and the pager acts on top of it. Fake timers hold the pause open.
 */
describe('a pager click during the pause in typing', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const setUp = async () => {
    renderApp()
    // Typing and clicking happen within the pause: user-event must not advance the clock itself.
    const user = userEvent.setup({ advanceTimers: () => {} })
    await findRange(`1–50 of ${fmt(total())}`)
    return {
      user,
      box: screen.getByRole('searchbox', { name: 'Last name' }),
      next: within(pagination()).getByRole('button', { name: 'Next page' }),
    }
  }

  it('keeps the click when the typed text came back to the search in the URL', async () => {
    const { user, box, next } = await setUp()
    await user.type(box, 'а{Backspace}')
    await user.click(next)
    await act(() => vi.advanceTimersByTimeAsync(1000))
    await findRange(`51–100 of ${fmt(total())}`)
    expect(currentSearchParams().get('offset')).toBe('50')
    expect(currentSearchParams().has('last_name')).toBe(false)
  })

  it('commits the waiting search first, then pages within it', async () => {
    const { user, box, next } = await setUp()
    await user.type(box, 'ов')
    await user.click(next)
    expect(currentSearchParams().get('last_name')).toBe('ов')
    expect(currentSearchParams().get('offset')).toBe('50')
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(currentSearchParams().get('last_name')).toBe('ов')
    expect(currentSearchParams().get('offset')).toBe('50')
    await findRange(/^51–100 of /)
    // Back leaves the page change, then the search: two steps, in the order they happened.
    act(() => window.history.back())
    await vi.waitFor(() => expect(currentSearchParams().has('offset')).toBe(false))
    expect(currentSearchParams().get('last_name')).toBe('ов')
  })
})
