// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { COPY_NOTE_MS, CopyButton } from '../../../../src/shared/lib/copy-button'

describe('a copy button', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  const press = async (button: HTMLElement) => {
    await act(async () => {
      fireEvent.click(button)
    })
  }

  it('measures its bubble only while it has words: a page of rows mounts one a row, and a measure each is a layout each', async () => {
    const measured = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    const copy = vi.fn().mockResolvedValue({ ok: true, message: 'Copied UID u-1.' })
    render(
      <>
        {Array.from({ length: 20 }, (_, row) => (
          <CopyButton key={row} copy={copy} label={`Copy UID ${row}`} />
        ))}
      </>,
    )
    expect(measured).not.toHaveBeenCalled()
    const button = screen.getByRole('button', { name: 'Copy UID 3' })
    await press(button)
    const bubble = button.parentElement!.querySelector('.copy-note')
    expect(measured.mock.contexts).toEqual([bubble])
    measured.mockRestore()
  })

  it('confirms at itself: a check, and the words in its own polite live region, gone after a while', async () => {
    const copy = vi.fn().mockResolvedValue({ ok: true, message: 'Copied UID u-1.' })
    render(
      <CopyButton copy={copy} label="Copy UID">
        UID
      </CopyButton>,
    )
    const button = screen.getByRole('button', { name: 'Copy UID' })
    const note = button.parentElement!.querySelector('.copy-note')!
    expect(note).toHaveAttribute('aria-live', 'polite')
    expect(note).toBeEmptyDOMElement()
    await press(button)
    expect(copy).toHaveBeenCalledOnce()
    expect(note).toHaveTextContent('Copied UID u-1.')
    expect(button).toHaveAttribute('data-copied', 'true')
    expect(button.querySelector('.copy-glyph')).toHaveTextContent('✓')
    // Its name stays what it is: the glyph is not read.
    expect(button).toHaveAccessibleName('Copy UID')
    act(() => vi.advanceTimersByTime(COPY_NOTE_MS - 1))
    expect(note).toHaveTextContent('Copied UID u-1.')
    act(() => vi.advanceTimersByTime(1))
    expect(note).toBeEmptyDOMElement()
    expect(button).not.toHaveAttribute('data-copied')
  })

  it('says when the browser refused, with a cross', async () => {
    render(<CopyButton copy={async () => ({ ok: false, message: 'Could not copy.' })}>Copy as JSON</CopyButton>)
    const button = screen.getByRole('button', { name: 'Copy as JSON' })
    await press(button)
    expect(button.parentElement!.querySelector('.copy-note')).toHaveTextContent('Could not copy.')
    expect(button).toHaveAttribute('data-copied', 'false')
    expect(button.querySelector('.copy-glyph')).toHaveTextContent('✗')
  })

  it('says the same words again when pressed again (a change the live region announces)', async () => {
    render(<CopyButton copy={async () => ({ ok: true, message: 'Copied.' })}>Copy</CopyButton>)
    const button = screen.getByRole('button', { name: 'Copy' })
    const note = button.parentElement!.querySelector('.copy-note')!
    await press(button)
    const first = note.textContent
    await press(button)
    expect(note.textContent).not.toBe(first)
    expect(note.textContent!.trim()).toBe('Copied.')
    // And the second press restarts the while it stays.
    act(() => vi.advanceTimersByTime(COPY_NOTE_MS - 1))
    expect(note.textContent!.trim()).toBe('Copied.')
  })
})
