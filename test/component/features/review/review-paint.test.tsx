import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetReviews } from '../../../../src/features/review/use-review-job'
import { author, pageBody, serveList } from '../../../list-overrides'
import { renderApp } from '../../../render-app'

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
describe("the review's lists, after their paint", () => {
  it('draws a list with the groups that fill the view and writes its history entry at once, then, once painted, the rest of its page and the focus on its first record', async () => {
    renderApp()
    fireEvent.click(await screen.findByRole('button', { name: 'Review all matches' }))
    const review = await screen.findByRole('dialog', { name: 'Review of all matches' })
    await within(review).findByText('16 records read')
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
    await vi.waitFor(() => expect(groups(review)).toHaveLength(SURNAMES.length))
    expect(push).toHaveBeenCalledOnce()

    // Details: the record's dialog and its own history entry at once.
    act(() => fireEvent.click(within(review).getAllByRole('button', { name: 'Details' })[0]!))
    expect(push).toHaveBeenCalledTimes(2)
    await vi.waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(2))
    expect(window.history.state).toMatchObject({
      'review-depth': 3,
      'review-record': { index: expect.any(Number), uid: expect.any(String) },
    })
  })

  it("draws a long pair's group alone in its list's first frame, each value as its head and unmarked; once painted, the whole page, each value whole and marked", async () => {
    // A pair of long first names that differ in case (the possible duplicates' first group),
    // then pairs of ordinary names that differ in case too.
    const long = 'Aa'.repeat(2500)
    const pairs = [
      [
        author({ uid: uid(101), last_name: 'Long', first_name: long, public_name: 'Long A.' }),
        author({ uid: uid(102), last_name: 'Long', first_name: long.toUpperCase(), public_name: 'Long A.' }),
      ],
      ...SURNAMES.slice(0, 6).map((surname, at) => [
        author({ uid: uid(2 * at + 1), last_name: surname, public_name: `${surname} A.` }),
        author({ uid: uid(2 * at + 2), last_name: surname.toUpperCase(), public_name: `${surname} A.` }),
      ]),
    ]
    serveList(pageBody(pairs.flat()))
    renderApp()
    fireEvent.click(await screen.findByRole('button', { name: 'Review all matches' }))
    const review = await screen.findByRole('dialog', { name: 'Review of all matches' })
    await within(review).findByText('14 records read')
    const link = within(review).getByRole('link', { name: 'Possible duplicates' })
    const frames = holdFrames()

    act(() => fireEvent.click(link))
    // The first frame: the long pair's group alone (its values are more characters than the frame
    // draws), each value its head, as text, in the box it will be in, with room for the rest.
    expect(groups(review)).toHaveLength(1)
    const boxes = () => [...review.querySelectorAll<HTMLElement>('.review-page .long-value')]
    expect(boxes()).toHaveLength(2)
    for (const box of boxes()) {
      expect(box).toHaveAttribute('data-value-head')
      expect(long.toLowerCase().startsWith(box.textContent.toLowerCase())).toBe(true)
      expect(box.textContent.length).toBeLessThan(long.length)
      expect(box.querySelector('.text-rest')).not.toBeNull()
      expect(box.querySelector('mark')).toBeNull()
    }

    frames.paint()
    await vi.waitFor(() => expect(groups(review)).toHaveLength(pairs.length))
    await vi.waitFor(() => expect(boxes().filter((box) => box.hasAttribute('data-value-head'))).toHaveLength(0))
    expect(
      boxes()
        .map((box) => box.textContent)
        .sort(),
    ).toEqual([long, long.toUpperCase()].sort())
    for (const box of boxes()) {
      expect(box.querySelector('.text-rest')).toBeNull()
      // Marked, each mark inside one of the value's chunks.
      const marks = [...box.querySelectorAll('mark.char-diff')]
      expect(marks.length).toBeGreaterThan(0)
      for (const mark of marks) expect(mark.closest('.text-chunk')).not.toBeNull()
    }
  })
})
