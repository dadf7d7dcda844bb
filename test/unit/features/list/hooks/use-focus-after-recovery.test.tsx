// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { useRef } from 'react'
import { describe, expect, it } from 'vitest'
import { useFocusAfterRecovery } from '../../../../../src/features/list/hooks/use-focus-after-recovery'

/** A results region and a search box; the Retry button exists only during an error, as on the page. */
function Results({ isError }: { isError: boolean }) {
  const region = useRef<HTMLDivElement>(null)
  useFocusAfterRecovery(isError, region)
  return (
    <>
      <input aria-label="Last name" />
      <div ref={region} tabIndex={-1} aria-label="Results">
        {isError ? <button type="button">Retry</button> : <p>rows</p>}
      </div>
    </>
  )
}

const region = (container: HTMLElement) => container.querySelector<HTMLElement>('[aria-label="Results"]')!

describe('useFocusAfterRecovery', () => {
  it('moves focus to the results when the error (and its Retry button) gives way to rows', () => {
    const { container, getByRole, rerender } = render(<Results isError />)
    getByRole('button', { name: 'Retry' }).focus()
    rerender(<Results isError={false} />)
    expect(region(container)).toHaveFocus()
  })

  it('leaves focus where the person put it', () => {
    const { getByRole, rerender } = render(<Results isError />)
    const box = getByRole('textbox', { name: 'Last name' })
    box.focus()
    rerender(<Results isError={false} />)
    expect(box).toHaveFocus()
  })

  it('does nothing without a recovery', () => {
    const { container, rerender } = render(<Results isError={false} />)
    rerender(<Results isError={false} />)
    expect(region(container)).not.toHaveFocus()
    rerender(<Results isError />)
    rerender(<Results isError />)
    expect(region(container)).not.toHaveFocus()
  })

  it('moves focus again after a second recovery', () => {
    const { container, getByRole, rerender } = render(<Results isError />)
    rerender(<Results isError={false} />)
    region(container).blur()
    rerender(<Results isError />)
    getByRole('button', { name: 'Retry' }).focus()
    rerender(<Results isError={false} />)
    expect(region(container)).toHaveFocus()
  })
})
