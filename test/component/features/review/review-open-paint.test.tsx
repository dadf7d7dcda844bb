import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { forgetReviews } from '../../../../src/features/review/use-review-job'
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

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  forgetReviews()
})

/**
 * The click on "Review all matches" writes the address; the review is rendered (and its reading
 * started) once that frame is painted, in a task of its own; the dialog is opened (showModal: the
 * page behind made inert, a restyle of the whole document, and the focus) once the review's frame
 * is painted, in a third.
 */
describe("the review's opening, after the paint of its first frame", () => {
  it.each(['en', 'ru'] as const)(
    'writes the address in the click, renders the review closed after its paint, then opens it, named, with the focus on its reading heading (%s)',
    async (lang) => {
      renderApp({ url: '/?limit=10', lang })
      const name = lang === 'en' ? 'Review all matches' : 'Проверить все совпадения'
      const button = await screen.findByRole('button', { name })
      // The chunk is asked for as focus comes to the button, and has arrived before the click.
      button.focus()
      await act(() => import('../../../../src/features/review/review-dialog'))
      await act(async () => {})
      const frames = holdFrames()

      act(() => fireEvent.click(button))
      // The click's frame: the address written, the review not rendered yet.
      expect(new URLSearchParams(window.location.search).get('review')).toBe('summary')
      expect(document.querySelector('dialog.review-dialog')).toBeNull()
      expect(button).toHaveFocus()

      frames.paint()
      const dialog = document.querySelector<HTMLDialogElement>('dialog.review-dialog')
      // Rendered, its reading shown inside, not opened: not drawn, not a dialog to a screen reader, the focus where it was.
      expect(dialog).not.toBeNull()
      expect(dialog!.querySelector('.review-reading [data-review-heading]')).not.toBeNull()
      expect(dialog!.open).toBe(false)
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(button).toHaveFocus()

      frames.paint()
      const review = screen.getByRole('dialog', { name: lang === 'en' ? 'Review of all matches' : 'Проверка всех совпадений' })
      expect(review).toBe(dialog)
      expect(dialog!.open).toBe(true)
      expect(within(review).getByRole('heading', { name: lang === 'en' ? 'Records read' : 'Прочитано записей', level: 3 })).toHaveFocus()
    },
  )
})
