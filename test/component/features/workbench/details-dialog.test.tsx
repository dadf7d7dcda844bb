import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Author } from '../../../../src/shared/api/contract'
import { DetailsDialog } from '../../../../src/features/workbench/details-dialog'

const messy: Author = {
  uid: '0b7e2c1a-5d4f-4e3a-9c8b-1a2b3c4d5e6f',
  first_name: 'Иван',
  last_name: '\u00a0Петров',
  parent_name: null,
  public_name: 'Петров I.И.',
}

function renderDetails(author: Author = messy, twins = 1) {
  const onClose = vi.fn()
  const onCopy = vi.fn(async () => ({ ok: true, message: 'Copied.' }))
  const onShowTwins = vi.fn()
  const user = userEvent.setup()
  render(<DetailsDialog author={author} twins={twins} onClose={onClose} onCopy={onCopy} onShowTwins={onShowTwins} />)
  return { onClose, onCopy, onShowTwins, user, dialog: screen.getByRole('dialog') }
}

const inspectorRows = (field: string) =>
  within(screen.getByRole('table', { name: `Characters to look at: ${field}` }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent),
    )

describe('record details', () => {
  it('is a dialog named after the public name, showing the five fields exactly as received', () => {
    const { dialog } = renderDetails()
    expect(screen.getByRole('dialog', { name: 'Петров I.И.' })).toBe(dialog)
    expect(dialog).toHaveFocus()
    const values = Array.from(dialog.querySelectorAll('.details-value'), (value) => [value.getAttribute('data-field'), value.textContent])
    expect(values).toEqual([
      ['uid', messy.uid],
      ['first_name', 'Иван'],
      ['last_name', '\u00a0Петров'],
      ['parent_name', 'null'],
      ['public_name', 'Петров I.И.'],
    ])
    expect(within(dialog).getByText('null', { selector: '.value-null' })).toBeInTheDocument()
  })

  it('lists every character worth a look with its code point and Unicode name', () => {
    renderDetails()
    expect(inspectorRows('Last name')).toEqual([['1', '\u00a0', 'U+00A0', 'NO-BREAK SPACE']])
    expect(inspectorRows('Public name')).toEqual([
      ['8', 'I', 'U+0049', 'LATIN CAPITAL LETTER I'],
      ['9', '.', 'U+002E', 'FULL STOP'],
      ['11', '.', 'U+002E', 'FULL STOP'],
    ])
    expect(screen.getByRole('table', { name: 'Characters to look at: First name' })).toHaveTextContent(
      'Only plain letters, digits and single inner spaces.',
    )
  })

  it('names a zero-width character and tells the flags in words', () => {
    renderDetails({ ...messy, last_name: 'Пет\u200bров', public_name: 'Петров И.' })
    expect(inspectorRows('Last name')).toEqual([['4', '\u200b', 'U+200B', 'ZERO WIDTH SPACE']])
    const flags = screen.getByRole('region', { name: 'Data-quality flags' })
    expect(within(flags).getByText(/Zero-width character \(last name\)/)).toBeInTheDocument()
  })

  it('closes on Escape and offers the copy actions', async () => {
    const { onClose, onCopy, user, dialog } = renderDetails()
    await user.click(within(dialog).getByRole('button', { name: 'Copy UID' }))
    await user.click(within(dialog).getByRole('button', { name: 'Copy as JSON' }))
    await user.click(within(dialog).getByRole('button', { name: 'Copy as TSV' }))
    expect(onCopy.mock.calls).toEqual([['uid'], ['json'], ['tsv']])
    expect(onClose).not.toHaveBeenCalled()
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('falls back to the uid for a blank public name, and offers the twins when the page has them', async () => {
    const { onShowTwins, user } = renderDetails({ ...messy, public_name: '  ' }, 3)
    const dialog = screen.getByRole('dialog', { name: `Record without a public name (${messy.uid})` })
    expect(within(dialog).getByText('3 records with this name')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Show all with this name' }))
    expect(onShowTwins).toHaveBeenCalledTimes(1)
  })
})
