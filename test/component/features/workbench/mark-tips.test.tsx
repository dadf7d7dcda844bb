import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { AuthorText } from '../../../../src/entities/author/author-text'
import { MarkTips } from '../../../../src/features/workbench/mark-tips'
import { LanguageProvider } from '../../../../src/shared/i18n/language-provider'

/** A row as the list draws it (one tab stop, data-row), with a name holding a Latin A and a flag mark. */
function renderRow(lang: 'en' | 'ru' = 'en') {
  render(
    <LanguageProvider lang={lang}>
      <button type="button">Before</button>
      <table>
        <tbody>
          <tr data-row="0" tabIndex={0}>
            <td>
              <AuthorText value="Орлов A.  И." />
            </td>
            <td>
              <span className="flag-mark" data-flag="double-period">
                <span aria-hidden="true">..</span>
                <span className="visually-hidden">Doubled period (public name)</span>
              </span>
            </td>
          </tr>
        </tbody>
      </table>
      <MarkTips />
    </LanguageProvider>,
  )
  return { stray: document.querySelector<HTMLElement>('.value-script')!, row: screen.getByRole('row') }
}

describe('mark tips', () => {
  it('explain a mark at once on hover, and Escape dismisses them', async () => {
    const user = userEvent.setup()
    const { stray } = renderRow()
    expect(screen.queryByRole('tooltip')).toBeNull()
    await user.hover(stray)
    // No wait: the tip is there as soon as the pointer is (no title delay, no timer).
    expect(screen.getByRole('tooltip')).toHaveTextContent(
      'Latin A: a letter of the other script. It looks like its twin, but search, sorting and comparison treat it as a different letter.',
    )
    expect(stray).toHaveAccessibleDescription(/Latin A: a letter of the other script/)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('close when the pointer leaves the mark, but not when it moves onto the tip', async () => {
    const user = userEvent.setup()
    const { stray } = renderRow()
    await user.hover(stray)
    const tip = screen.getByRole('tooltip')
    await user.hover(tip)
    expect(screen.getByRole('tooltip')).toBeInTheDocument()
    await user.unhover(tip)
    await user.hover(screen.getByRole('button', { name: 'Before' }))
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('explain a mark on a tap, in Russian, until a tap elsewhere', async () => {
    const user = userEvent.setup()
    const { stray } = renderRow('ru')
    await user.pointer({ keys: '[TouchA]', target: stray })
    expect(screen.getByRole('tooltip')).toHaveTextContent(/^латинская A: буква другого алфавита\./)
    await user.pointer({ keys: '[TouchA]', target: screen.getByRole('button', { name: 'Before' }) })
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('list every mark of a row focused by keyboard, which they describe, with no tab stop of their own', async () => {
    const user = userEvent.setup()
    const { row } = renderRow()
    await user.tab()
    await user.tab()
    expect(row).toHaveFocus()
    const items = screen.getAllByRole('listitem').map((item) => item.textContent)
    expect(items).toEqual([
      expect.stringMatching(/^Latin A: a letter of the other script/),
      '2 whitespace characters (space), marked because the page would not show it otherwise.',
      'Doubled period (public name). Two periods in a row, as in “И..”.',
    ])
    expect(row).toHaveAccessibleDescription(/Latin A: .* Doubled period \(public name\)/)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('tooltip')).toBeNull()
    expect(row).not.toHaveAttribute('aria-describedby')
    // The marks are not tab stops: Tab leaves the row for the next control, or the end.
    await user.tab()
    expect(row).not.toHaveFocus()
    expect(document.activeElement?.closest('td')).toBeNull()
  })

  it('say nothing for a focused row without marks', async () => {
    const user = userEvent.setup()
    render(
      <LanguageProvider lang="en">
        <table>
          <tbody>
            <tr data-row="0" tabIndex={0}>
              <td>
                <AuthorText value="Иванов И." />
              </td>
            </tr>
          </tbody>
        </table>
        <MarkTips />
      </LanguageProvider>,
    )
    await user.tab()
    expect(screen.getByRole('row')).toHaveFocus()
    expect(screen.queryByRole('tooltip')).toBeNull()
  })
})
