// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef } from 'react'
import { describe, expect, it } from 'vitest'
import { useSlashToSearch } from '../../src/authors/use-slash-to-search'

describe('useSlashToSearch', () => {
  function Page() {
    const input = useRef<HTMLInputElement>(null)
    useSlashToSearch(input)
    return (
      <>
        <input aria-label="Last name" ref={input} defaultValue="Ivanov" />
        <textarea aria-label="Note" />
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
})
