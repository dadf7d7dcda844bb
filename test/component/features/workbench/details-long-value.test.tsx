import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Author } from '../../../../src/shared/api/contract'
import { DetailsDialog } from '../../../../src/features/workbench/details-dialog'

/** A 40,000-character first name with 250 periods in it, each worth a look, the last at the very end. */
const dotted = `${'Ab'.repeat(19_750)}${'a.'.repeat(250)}`
const long: Author = {
  uid: '0b7e2c1a-5d4f-4e3a-9c8b-1a2b3c4d5e6f',
  first_name: dotted,
  last_name: 'Long',
  parent_name: null,
  public_name: 'Long A.',
}

const positions = () =>
  within(screen.getByRole('table', { name: 'Characters to look at: First name' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Number(within(row).getAllByRole('cell')[0]!.textContent))

const valueBox = () => screen.getByRole('dialog').querySelector<HTMLElement>('[data-field="first_name"]')!

describe('Details of a long value', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('draws a long value as its head and the room of the rest in its first frame, whole once that frame is painted', () => {
    const frames: FrameRequestCallback[] = []
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback))
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {})
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { rerender } = render(<DetailsDialog author={long} twins={1} onClose={vi.fn()} onCopy={vi.fn()} onShowTwins={vi.fn()} />)
    const paint = () =>
      act(() => {
        for (const frame of frames.splice(0)) frame(0)
        vi.advanceTimersByTime(0)
      })
    // The first frame: the head (1,024 characters, in 4 chunks), then an empty room as wide as the rest, so the box scrolls as far.
    expect(valueBox().textContent).toBe(dotted.slice(0, 1024))
    expect(valueBox().querySelectorAll('.text-chunk')).toHaveLength(4)
    expect(valueBox().querySelector<HTMLElement>('.text-rest')!.style.width).toBe(`${40_000 - 1024}ch`)
    // Short values are whole at once; the inspector lists the long value's characters already (it reads the record).
    expect(screen.getByRole('dialog').querySelector('[data-field="last_name"]')!.textContent).toBe('Long')
    expect(positions()).toHaveLength(100)
    paint()
    expect(valueBox().textContent).toBe(dotted)
    expect(valueBox().querySelector('.text-rest')).toBeNull()
    // Another record in the same dialog (Previous/Next): its first frame is its head again.
    const other = `${'Cd'.repeat(20_000)}`
    rerender(<DetailsDialog author={{ ...long, first_name: other }} twins={1} onClose={vi.fn()} onCopy={vi.fn()} onShowTwins={vi.fn()} />)
    expect(valueBox().textContent).toBe(other.slice(0, 1024))
    paint()
    expect(valueBox().textContent).toBe(other)
  })

  it('lists its characters to look at a hundred at a time, every one reachable, in order', async () => {
    const user = userEvent.setup()
    const { rerender } = render(<DetailsDialog author={long} twins={1} onClose={vi.fn()} onCopy={vi.fn()} onShowTwins={vi.fn()} />)
    const every = Array.from({ length: 250 }, (_, at) => 39_502 + 2 * at)
    expect(positions()).toEqual(every.slice(0, 100))
    expect(screen.getByText(/The first 100 of 250 characters to look at are listed\./)).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'List 100 more' }))
    expect(positions()).toEqual(every.slice(0, 200))
    await user.click(screen.getByRole('button', { name: 'List 50 more' }))
    expect(positions()).toEqual(every)
    expect(screen.queryByRole('button', { name: /^List \d+ more$/ })).toBeNull()
    // The button is gone: focus stays in the table it listed into, not on the page's body.
    expect(screen.getByRole('table', { name: 'Characters to look at: First name' })).toHaveFocus()
    // The value itself is shown whole, exactly as received (once the first frame is painted).
    await waitFor(() => expect(valueBox().textContent).toBe(dotted))
    // Another record in the same dialog (Previous/Next) starts at its first hundred again.
    rerender(
      <DetailsDialog author={{ ...long, first_name: `${dotted}.` }} twins={1} onClose={vi.fn()} onCopy={vi.fn()} onShowTwins={vi.fn()} />,
    )
    expect(positions()).toEqual(every.slice(0, 100))
    expect(screen.getByRole('button', { name: 'List 100 more' })).toBeVisible()
  })

  it('lists a short value’s characters without a button', () => {
    render(<DetailsDialog author={{ ...long, first_name: 'Иван.' }} twins={1} onClose={vi.fn()} onCopy={vi.fn()} onShowTwins={vi.fn()} />)
    expect(positions()).toEqual([5])
    expect(screen.queryByRole('button', { name: /^List \d+ more$/ })).toBeNull()
  })
})
