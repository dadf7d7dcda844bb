// @vitest-environment jsdom
import { render, renderHook, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef, useRef } from 'react'
import { describe, expect, it } from 'vitest'
import { useSlashToSearch } from '../../../../src/features/search/use-slash-to-search'

describe('useSlashToSearch', () => {
  function Page() {
    const input = useRef<HTMLInputElement>(null)
    useSlashToSearch(input)
    return (
      <>
        <input aria-label="Last name" ref={input} defaultValue="Ivanov" />
        <textarea aria-label="Note" />
        <select aria-label="Rows per page">
          <option>50</option>
        </select>
        <div role="textbox" aria-label="Comment" contentEditable="true" tabIndex={0} suppressContentEditableWarning />
        <button type="button">Next page</button>
      </>
    )
  }

  it('focuses and selects the last-name box on "/" from outside a text field', async () => {
    const user = userEvent.setup()
    render(<Page />)
    screen.getByRole('button', { name: 'Next page' }).focus()
    await user.keyboard('/')
    const box = screen.getByRole<HTMLInputElement>('textbox', { name: 'Last name' })
    expect(box).toHaveFocus()
    expect(box).toHaveValue('Ivanov')
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, 6])
  })

  it('leaves "/" to text fields and to shortcuts with modifiers', async () => {
    const user = userEvent.setup()
    render(<Page />)
    const note = screen.getByRole('textbox', { name: 'Note' })
    await user.click(note)
    await user.keyboard('/')
    expect(note).toHaveValue('/')
    expect(note).toHaveFocus()
    const button = screen.getByRole('button', { name: 'Next page' })
    for (const chord of ['{Control>}/{/Control}', '{Meta>}/{/Meta}', '{Alt>}/{/Alt}', 'a']) {
      button.focus()
      await user.keyboard(chord)
      expect(button).toHaveFocus()
    }
  })

  it('leaves "/" to a select and to an editable region', async () => {
    const user = userEvent.setup()
    render(<Page />)
    for (const field of [screen.getByRole('combobox', { name: 'Rows per page' }), screen.getByRole('textbox', { name: 'Comment' })]) {
      field.focus()
      await user.keyboard('/')
      expect(field).toHaveFocus()
    }
  })

  it('jumps to the box from a key sent to the document itself, not only from an element', () => {
    render(<Page />)
    const slash = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true })
    document.dispatchEvent(slash)
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveFocus()
    expect(slash.defaultPrevented).toBe(true)
  })

  it('leaves "/" alone while there is no search box to jump to', () => {
    render(<button type="button">Next page</button>)
    renderHook(() => useSlashToSearch(createRef<HTMLInputElement>()))
    const slash = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true })
    screen.getByRole('button', { name: 'Next page' }).dispatchEvent(slash)
    expect(slash.defaultPrevented).toBe(false)
  })

  it('jumps to the box it is given now, after a re-render with another one', async () => {
    const user = userEvent.setup()
    render(
      <>
        <input aria-label="Old box" />
        <input aria-label="New box" />
        <button type="button">Next page</button>
      </>,
    )
    const ref = (name: string) => ({ current: screen.getByRole<HTMLInputElement>('textbox', { name }) })
    const { rerender } = renderHook(({ input }) => useSlashToSearch(input), { initialProps: { input: ref('Old box') } })
    rerender({ input: ref('New box') })
    screen.getByRole('button', { name: 'Next page' }).focus()
    await user.keyboard('/')
    expect(screen.getByRole('textbox', { name: 'New box' })).toHaveFocus()
  })

  it('stops listening once the page is gone: "/" types a slash again', () => {
    const { unmount } = render(<Page />)
    unmount()
    const slash = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true })
    document.body.dispatchEvent(slash)
    expect(slash.defaultPrevented).toBe(false)
  })
})
