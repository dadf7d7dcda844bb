// @vitest-environment jsdom
import { act, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useAuthorsTable } from '../../../../../src/features/list/hooks/use-authors-table'
import { AuthorsTableView } from '../../../../../src/features/list/table/authors-table'
import { AuthorsCards } from '../../../../../src/features/list/cards/authors-cards'
import { forgetFirstRowsDrawn, LEAST_ROW_REM, type RowDensity } from '../../../../../src/features/list/table/rows-in-view-first'
import { forgetFirstRowsTop, rememberFirstRowsTop } from '../../../../../src/features/list/table/rows-in-view'
import type { Author } from '../../../../../src/shared/api/contract'
import { author } from '../../../../list-overrides'

/**
 * The document's first rows come in two frames: those the view can reach (each row at its least
 * height, from the view's top), then, after that frame's paint, the rest of the page, with a
 * spacer standing in for them until then. Every later page, and a page whose view is to be
 * scrolled down (a reload's position), is drawn whole at once.
 */
const VIEW_PX = 800
const page = (length: number): Author[] => Array.from({ length }, (_, index) => author({ uid: `u${index}`, last_name: `Иванов ${index}` }))

function Rows({ authors, density = 'comfortable' }: { authors: Author[]; density?: RowDensity }) {
  const table = useAuthorsTable({ authors, hiddenColumns: undefined, cards: false })
  return <AuthorsTableView table={table} caption="Authors" offset={0} count={1200} busy={false} density={density} />
}

function Cards({ authors }: { authors: Author[] }) {
  const table = useAuthorsTable({ authors, hiddenColumns: undefined, cards: true })
  return <AuthorsCards table={table} caption="Authors" offset={0} count={1200} busy={false} />
}

const drawnRows = (container: HTMLElement) => container.querySelectorAll('tbody tr[aria-rowindex]').length
const spacer = (container: HTMLElement) => container.querySelector('.spacer-row')
/** Rows of their least height that fill the view, and one more. */
const reach = (density: RowDensity) => Math.ceil(VIEW_PX / (LEAST_ROW_REM[density] * 16)) + 1

const frames: FrameRequestCallback[] = []
/** The frame is painted: its requestAnimationFrame callbacks ran, then the tasks they queued. */
const paintFrame = () =>
  act(() => {
    for (const frame of frames.splice(0)) frame(0)
    vi.advanceTimersByTime(0)
  })

describe('the first rows: those in view, then the rest after their paint', () => {
  beforeEach(() => {
    frames.length = 0
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback))
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {})
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    forgetFirstRowsDrawn()
    forgetFirstRowsTop()
    // jsdom lays nothing out: give the document a view to fill.
    vi.spyOn(document.documentElement, 'clientHeight', 'get').mockReturnValue(VIEW_PX)
    window.history.replaceState(null, '')
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('counts the first rows from where the early screen measured them to begin, when it did', () => {
    rememberFirstRowsTop(320)
    const view = render(<Rows authors={page(100)} />)
    expect(drawnRows(view.container)).toBe(Math.ceil((VIEW_PX - 320) / (LEAST_ROW_REM.comfortable * 16)) + 1)
    expect(drawnRows(view.container)).toBeLessThan(reach('comfortable'))
    paintFrame()
    expect(drawnRows(view.container)).toBe(100)
  })

  it('draws one row first when the rows begin below the view (a frame taller than the view, as at 400 % zoom)', () => {
    rememberFirstRowsTop(VIEW_PX + 200)
    const view = render(<Rows authors={page(100)} />)
    expect(drawnRows(view.container)).toBe(1)
  })

  for (const density of ['comfortable', 'compact'] as const) {
    it(`draws the rows the view can reach first (${density}), and the rest of the page after that paint`, () => {
      const view = render(<Rows authors={page(100)} density={density} />)
      expect(drawnRows(view.container)).toBe(reach(density))
      expect(reach(density)).toBeLessThan(100)
      // The rest of the page's height is held, so the scroll bar means the whole page.
      expect(spacer(view.container)).not.toBeNull()
      expect(view.container.querySelector('table')).toHaveAttribute('aria-rowcount', '1201')
      // Nothing draws the rest before the frame is painted (tasks alone do not).
      act(() => vi.advanceTimersByTime(50))
      expect(drawnRows(view.container)).toBe(reach(density))

      paintFrame()
      expect(drawnRows(view.container)).toBe(100)
      expect(spacer(view.container)).toBeNull()
      const indexes = [...view.container.querySelectorAll('tbody tr[aria-rowindex]')].map((row) =>
        Number(row.getAttribute('aria-rowindex')),
      )
      expect(indexes).toEqual(Array.from({ length: 100 }, (_, index) => index + 2))
    })
  }

  it('draws the cards the view can reach first, side by side where they fit, and the rest after that paint', () => {
    // Five fields and the buttons' line, each at least 1.5 rem; cards at least 22 rem wide.
    const cardPx = 1.5 * 6 * 16
    const cardsOf = (container: HTMLElement) => container.querySelectorAll('li[aria-posinset]').length
    const narrow = render(<Cards authors={page(50)} />)
    expect(cardsOf(narrow.container)).toBe(Math.ceil(VIEW_PX / cardPx) + 1)
    expect(spacer(narrow.container)).not.toBeNull()
    paintFrame()
    expect(cardsOf(narrow.container)).toBe(50)
    expect(spacer(narrow.container)).toBeNull()
    narrow.unmount()

    forgetFirstRowsDrawn()
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(800)
    const wide = render(<Cards authors={page(50)} />)
    expect(cardsOf(wide.container)).toBe(2 * (Math.ceil(VIEW_PX / cardPx) + 1))
  })

  it('keeps the two frames for the first rows when the list first drew none (an empty answer, then rows)', () => {
    const view = render(<Rows authors={[]} />)
    paintFrame()
    view.rerender(<Rows authors={page(100)} />)
    expect(drawnRows(view.container)).toBe(reach('comfortable'))
    paintFrame()
    expect(drawnRows(view.container)).toBe(100)
    expect(spacer(view.container)).toBeNull()
  })

  it('draws a page that fits in the view whole at once', () => {
    const view = render(<Rows authors={page(10)} />)
    expect(drawnRows(view.container)).toBe(10)
    expect(spacer(view.container)).toBeNull()
  })

  it('draws every later page whole: only the document’s first rows come in two frames', () => {
    const first = render(<Rows authors={page(50)} />)
    paintFrame()
    first.unmount()
    const later = render(<Rows authors={page(50)} />)
    expect(drawnRows(later.container)).toBe(50)
  })

  it('draws the whole page at once when the view is to be scrolled down to a remembered place', () => {
    window.history.replaceState({ scrollY: 900 }, '')
    const view = render(<Rows authors={page(50)} />)
    expect(drawnRows(view.container)).toBe(50)
  })

  it('draws every row where nothing is laid out (no view to fill)', () => {
    vi.spyOn(document.documentElement, 'clientHeight', 'get').mockReturnValue(0)
    const view = render(<Rows authors={page(50)} />)
    expect(drawnRows(view.container)).toBe(50)
  })
})
