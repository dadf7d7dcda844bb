import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { author, pageBody, serveList } from '../../../../list-overrides'
import { renderApp, total } from '../../../../render-app'

// The first test of a file pays for compiling the app (and the workbench chunk beside it): on a
// machine busy with other builds that took more than 5 s, so no budget of its own here; the
// ceiling in test/setup.ts guards a stuck test.
const findTable = () => screen.findByRole('table', { name: 'Non-active authors' })

describe('the authors table', () => {
  it('shows the five fields of every author on the page', async () => {
    renderApp()
    const table = await findTable()
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Public name', 'Last name', 'First name', 'Patronymic', 'UID', 'Checks', 'Actions'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(50)
    // The five fields, then the workbench's marks and actions.
    for (const row of rows) expect(within(row).getAllByRole('cell')).toHaveLength(7)
  })

  it('shows every string exactly as received, as text and never as HTML', async () => {
    serveList(
      pageBody([
        author({
          uid: 'a1',
          last_name: ' Иванов И',
          first_name: 'И.',
          parent_name: 'П',
          public_name: '<img src=x onerror="window.__hacked=1">Иванов  И..П. ',
        }),
        author({ uid: 'a2', last_name: "O'Brien & <b>Sons</b>", public_name: "O'Brien &amp; S." }),
      ]),
    )
    renderApp()
    const table = await findTable()
    const [first, second] = within(table).getAllByRole('row').slice(1)
    const cells = (row: HTMLElement | undefined) =>
      within(row!)
        .getAllByRole('cell')
        .slice(0, 5)
        .map((cell) => cell.textContent)
    expect(cells(first)).toEqual(['<img src=x onerror="window.__hacked=1">Иванов  И..П. ', ' Иванов И', 'И.', 'П', 'a1'])
    expect(cells(second)?.slice(0, 2)).toEqual(["O'Brien &amp; S.", "O'Brien & <b>Sons</b>"])
    expect(table.querySelector('img, b')).toBeNull()
  })

  it('makes whitespace that HTML would hide visible without changing the text', async () => {
    serveList(pageBody([author({ uid: 'a1', last_name: ' Petrov', public_name: 'Petrov  P. ' })]))
    renderApp()
    const table = await findTable()
    const lastName = within(table).getByRole('cell', { name: 'Petrov' })
    expect(lastName.textContent).toBe(' Petrov')
    expect(lastName.querySelector('.value-whitespace')?.textContent).toBe(' ')
    expect(lastName).toHaveAccessibleDescription('a space that would not show (leading, trailing or doubled)')
    const publicName = within(table).getAllByRole('cell')[0]!
    expect(publicName.querySelectorAll('.value-whitespace')).toHaveLength(2)
  })

  it('tells a null patronymic from an empty one', async () => {
    serveList(pageBody([author({ uid: 'null-one', parent_name: null }), author({ uid: 'empty-one', parent_name: '' })]))
    renderApp()
    const table = await findTable()
    const [nullRow, emptyRow] = within(table).getAllByRole('row').slice(1)
    expect(within(nullRow!).getAllByRole('cell')[3]).toHaveTextContent('null')
    expect(within(nullRow!).getAllByRole('cell')[3]).toHaveAccessibleDescription('no value (null)')
    expect(within(emptyRow!).getAllByRole('cell')[3]).toHaveTextContent('empty')
    expect(within(emptyRow!).getAllByRole('cell')[3]).toHaveAccessibleDescription('empty text')
  })

  it('shows records with identical names as separate rows, told apart by uid', async () => {
    const twin = { first_name: 'Иван', last_name: 'Иванов', parent_name: 'Иванович' }
    serveList(
      pageBody([
        author({ uid: 'uid-1', ...twin, public_name: 'Иванов И.И.' }),
        author({ uid: 'uid-2', ...twin, public_name: 'Иванов И. И.' }),
        author({ uid: 'uid-3', ...twin, public_name: 'И.И. Иванов' }),
      ]),
    )
    renderApp()
    const table = await findTable()
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getAllByRole('cell')[4]?.textContent)).toEqual(['uid-1', 'uid-2', 'uid-3'])
  })

  it('gives screen readers the position of each row in the whole list', async () => {
    renderApp({ url: '/?offset=100&limit=25' })
    const table = await findTable()
    // Every author has a row, and so has the header: it is row 1.
    expect(table).toHaveAttribute('aria-rowcount', String(total() + 1))
    const [header, ...rows] = within(table).getAllByRole('row')
    expect(header).toHaveAttribute('aria-rowindex', '1')
    expect(rows).toHaveLength(25)
    expect(rows[0]).toHaveAttribute('aria-rowindex', '102')
    expect(rows.at(-1)).toHaveAttribute('aria-rowindex', '126')
  })
})
