import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetReviews } from '../../../../src/features/review/use-review-job'
import { author, pageBody, serveList } from '../../../list-overrides'
import { renderApp } from '../../../render-app'

const SLOW = { timeout: 30_000 }

/** The browser's frames, run by the test: each queued requestAnimationFrame callback is the frame before a paint. */
function holdFrames() {
  const frames: FrameRequestCallback[] = []
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback))
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {})
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  return {
    /** The frame is painted: its requestAnimationFrame callbacks ran, then the tasks they queued. */
    paint: () =>
      act(() => {
        for (const frame of frames.splice(0)) frame(0)
        vi.advanceTimersByTime(0)
      }),
  }
}

const uid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
// Eight pairs of twins, more than a page's first frame draws.
const SURNAMES = ['Иванов', 'Smith', 'Петров', 'Jones', 'Сидоров', 'Brown', 'Козлов', 'Taylor']
const records = SURNAMES.flatMap((surname, at) => [
  author({ uid: uid(2 * at + 1), last_name: surname, first_name: 'Anna', public_name: `${surname} A.` }),
  author({ uid: uid(2 * at + 2), last_name: surname, first_name: 'Anna', public_name: `${surname} A.` }),
])
const groups = (review: HTMLElement) => within(review).queryAllByRole('heading', { name: /^Group \d+ /, level: 4 })

beforeEach(() => {
  forgetReviews()
  serveList(pageBody(records))
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/**
 * A list of the review opens in one render; what the frame that shows it does not need waits for
 * its paint: the rest of its page and the focus on the first record (a focus lays the document
 * out). Its history entry, and a record's own entry when Details opens, are written with the move:
 * Back from their first frame closes what they opened and no more.
 */
describe("the review's lists, after their paint", { timeout: 60_000 }, () => {
  it('draws a list with the groups that fill the view and writes its history entry at once, then, once painted, the rest of its page and the focus on its first record', async () => {
    renderApp()
    fireEvent.click(await screen.findByRole('button', { name: 'Review all matches' }, SLOW))
    const review = await screen.findByRole('dialog', { name: 'Review of all matches' }, SLOW)
    await within(review).findByText('16 records read', undefined, SLOW)
    const link = within(review).getByRole('link', { name: 'Twins' })
    const entries = window.history.length
    const frames = holdFrames()
    const push = vi.spyOn(window.history, 'pushState')
    const replace = vi.spyOn(window.history, 'replaceState')

    act(() => fireEvent.click(link))
    // Rendered at once, with its history entry: one push, the entry's place in the review's depth
    // with it (the list's own notes on the new entry, its rows per page and scroll key, are
    // written after the paint). The focus waits for the paint.
    within(review).getByRole('heading', { name: 'Twins', level: 3 })
    const first = review.querySelector<HTMLElement>('.review-page [data-record][tabindex="0"]')
    expect(first).not.toBeNull()
    expect(first).not.toHaveFocus()
    // The groups that fill the view: the rest of the page comes after the paint.
    expect(groups(review).length).toBeGreaterThan(0)
    expect(groups(review).length).toBeLessThan(SURNAMES.length)
    expect(push).toHaveBeenCalledOnce()
    expect(replace).not.toHaveBeenCalled()
    expect(push.mock.calls[0]![0]).toMatchObject({ 'review-depth': 2 })
    expect(new URLSearchParams(window.location.search).get('review')).toBe('twins')
    expect(window.history.length).toBe(entries + 1)
    expect(window.history.state).toMatchObject({ 'review-depth': 2 })

    frames.paint()
    expect(first).toHaveFocus()
    await vi.waitFor(() => expect(groups(review)).toHaveLength(SURNAMES.length), SLOW)
    expect(push).toHaveBeenCalledOnce()

    // Details: the record's dialog and its own history entry at once.
    act(() => fireEvent.click(within(review).getAllByRole('button', { name: 'Details' })[0]!))
    expect(push).toHaveBeenCalledTimes(2)
    await vi.waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(2), SLOW)
    expect(window.history.state).toMatchObject({
      'review-depth': 3,
      'review-record': { index: expect.any(Number), uid: expect.any(String) },
    })
  })
})
