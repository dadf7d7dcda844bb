import { waitForRow } from '../../../wait-for-row'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { FLAG_KINDS } from '../../../../src/entities/author/flags'
import type { Author } from '../../../../src/shared/api/contract'
import { author, pageBody, serveList, serveListWith } from '../../../list-overrides'
import { currentSearchParams, renderApp } from '../../../render-app'

const findTable = () => screen.findByRole('table', { name: 'Non-active authors' })
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1)

const twin = { first_name: 'Иван', last_name: 'Иванов', parent_name: 'Иванович' }
const records: Author[] = [
  author({ uid: 'uid-1', ...twin, public_name: 'Иванов И.И.' }),
  author({ uid: 'uid-2', ...twin, public_name: 'Иванов И. И.' }),
  author({ uid: 'uid-3', first_name: 'Пётр', last_name: '\u00a0Петров', parent_name: '', public_name: 'Петров I.' }),
  author({ uid: 'uid-4', first_name: 'Анна', last_name: 'Смирнова', parent_name: null, public_name: 'Смирнова А.' }),
  author({ uid: 'uid-5', ...twin, parent_name: null, public_name: 'Иванов И.' }),
]

/** The page above, with the workbench's row layer loaded (its marks are in the rows). */
async function renderWorkbench(url = '/') {
  serveList(pageBody(records))
  const view = renderApp({ url })
  const table = await findTable()
  // The workbench has arrived: the first row has its actions (asked of one row, not of every button).
  await within(await waitForRow(table)).findByRole('button', { name: 'Copy UID' })
  return { ...view, table, rows: bodyRows(table) }
}

describe('the editor’s workbench in the list', () => {
  it('marks twins on the page, flags each row in words, and counts the flagged rows', async () => {
    const { rows } = await renderWorkbench()
    expect(within(rows[0]!).getByText('2 records with this name')).toBeInTheDocument()
    expect(within(rows[1]!).getByText('2 records with this name')).toBeInTheDocument()
    // Same last and first name, another patronymic (null): not a twin.
    expect(within(rows[4]!).queryByText(/records with this name/)).toBeNull()
    expect(within(rows[0]!).getByRole('button', { name: 'Show all with this name' })).toBeInTheDocument()

    const flags = within(rows[2]!)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(flags).toEqual([
      expect.stringContaining('Latin and Cyrillic letters mixed (public name)'),
      expect.stringContaining('Whitespace at the start or end (last name)'),
      expect.stringContaining('No-break or other unusual space (last name)'),
      expect.stringContaining('Public name disagrees with the fields (public name)'),
      expect.stringContaining('Empty patronymic (not null) (patronymic)'),
    ])
    expect(within(rows[3]!).queryByRole('list')).toBeNull()
    expect(screen.getByText('1 of 5 rows on this page has data-quality flags. 2 rows share a name with another row.')).toBeInTheDocument()
    expect(screen.getByText('What the marks mean')).toBeInTheDocument()
  })

  it('draws the legend’s entries when it is first opened by its summary, and keeps them', async () => {
    const { user } = await renderWorkbench()
    const summary = screen.getByText('What the marks mean')
    const details = summary.closest('details')!
    const twinLegend = 'This many records on the page have exactly the same last name, first name and patronymic.'
    // Closed: the popover is there with its name, its entries not yet.
    expect(screen.getByRole('region', { name: 'What the marks mean', hidden: true })).toBeInTheDocument()
    expect(screen.queryByText(twinLegend)).toBeNull()
    // The summary's click draws them in the frame that opens the legend.
    await user.click(summary)
    expect(details.open).toBe(true)
    const region = screen.getByRole('region', { name: 'What the marks mean' })
    expect(within(region).getByText(twinLegend)).toBeInTheDocument()
    expect(within(region).getByText('A letter of the other script, boxed where it sits')).toBeInTheDocument()
    expect(region.querySelectorAll('dt')).toHaveLength(2 + FLAG_KINDS.length)
    // Closed again, they stay.
    await user.click(summary)
    await waitFor(() => expect(details.open).toBe(false))
    expect(within(region).getByText(twinLegend)).toBeInTheDocument()
  })

  it('draws the legend’s entries when it is opened without its summary (its toggle)', async () => {
    await renderWorkbench()
    const details = screen.getByText('What the marks mean').closest('details')!
    details.open = true
    const region = screen.getByRole('region', { name: 'What the marks mean' })
    await waitFor(() => expect(region.querySelectorAll('dt')).toHaveLength(2 + FLAG_KINDS.length))
  })

  it('opens a row’s details by its button and names the record in the URL; Escape closes it and focus returns to the button', async () => {
    const { rows, user } = await renderWorkbench('/?limit=25')
    const opener = within(rows[2]!).getByRole('button', { name: 'Details' })
    await user.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'Петров I.' })
    expect(currentSearchParams().get('author')).toBe('uid-3')
    expect(currentSearchParams().get('limit')).toBe('25')
    expect(within(dialog).getByText('U+00A0')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(currentSearchParams().get('author')).toBeNull()
    expect(currentSearchParams().get('limit')).toBe('25')
    expect(opener).toHaveFocus()
  })

  it('opens details with Enter on a focused row, and Back closes them', async () => {
    const { rows, user } = await renderWorkbench()
    rows[1]!.focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('dialog', { name: 'Иванов И. И.' })).toBeInTheDocument()
    expect(currentSearchParams().get('author')).toBe('uid-2')
    window.history.back()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(currentSearchParams().get('author')).toBeNull()
    expect(rows[1]).toHaveFocus()
  })

  it('opens the record a link names, and closing it keeps the person on the page', async () => {
    await renderWorkbench('/?author=uid-4')
    const dialog = await screen.findByRole('dialog', { name: 'Смирнова А.' })
    const length = window.history.length
    await within(dialog).getByRole('button', { name: 'Close' }).click()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(window.location.search).toBe('')
    expect(window.history.length).toBe(length)
  })

  it('says so when a linked record is not on the page, and drops it from the URL', async () => {
    await renderWorkbench('/?offset=0&author=gone-uid')
    expect(await screen.findByText(/The record gone-uid is not on this page of the list/)).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(currentSearchParams().get('author')).toBeNull()
  })

  it('copies a row’s uid, and the record as JSON and TSV from its details, confirming each at its button', async () => {
    const { rows, user } = await renderWorkbench()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')
    // Each copy button speaks through a polite live region of its own, beside it.
    const noteOf = (button: HTMLElement) => button.parentElement!.querySelector('.copy-note')!

    const rowCopy = within(rows[3]!).getByRole('button', { name: 'Copy UID' })
    expect(noteOf(rowCopy)).toHaveAttribute('aria-live', 'polite')
    await user.click(rowCopy)
    expect(await navigator.clipboard.readText()).toBe('uid-4')
    await waitFor(() => expect(noteOf(rowCopy)).toHaveTextContent('Copied UID uid-4.'))
    expect(rowCopy).toHaveAttribute('data-copied', 'true')
    // Nowhere else: the other rows' buttons say nothing, and no dialog opened for it.
    expect(noteOf(within(rows[2]!).getByRole('button', { name: 'Copy UID' }))).toBeEmptyDOMElement()
    expect(screen.queryByRole('dialog')).toBeNull()

    await user.click(within(rows[2]!).getByRole('button', { name: 'Details' }))
    const dialog = await screen.findByRole('dialog')
    const json = within(dialog).getByRole('button', { name: 'Copy as JSON' })
    await user.click(json)
    expect(JSON.parse(await navigator.clipboard.readText())).toEqual(records[2])
    expect(await navigator.clipboard.readText()).toContain('"parent_name": ""')
    await waitFor(() => expect(noteOf(json)).toHaveTextContent('Copied Петров I. as JSON.'))

    const tsv = within(dialog).getByRole('button', { name: 'Copy as TSV' })
    await user.click(tsv)
    expect(await navigator.clipboard.readText()).toBe(
      'Public name\tLast name\tFirst name\tPatronymic\tUID\nПетров I.\t\u00a0Петров\tПётр\t\tuid-3',
    )
    await waitFor(() => expect(noteOf(tsv)).toHaveTextContent('Copied Петров I. as TSV.'))
    expect(writeText).toHaveBeenCalledTimes(3)

    writeText.mockRejectedValueOnce(new DOMException('Denied', 'NotAllowedError'))
    const uid = within(dialog).getByRole('button', { name: 'Copy UID' })
    await user.click(uid)
    await waitFor(() => expect(noteOf(uid)).toHaveTextContent('Could not copy: the browser did not allow access to the clipboard.'))
    expect(uid).toHaveAttribute('data-copied', 'false')
  })

  it('copies the current row’s uid with "c", confirming at that row’s button', async () => {
    const { rows, user } = await renderWorkbench()
    rows[0]!.focus()
    await user.keyboard('jj')
    expect(rows[2]).toHaveFocus()
    await user.keyboard('c')
    expect(await navigator.clipboard.readText()).toBe('uid-3')
    const button = within(rows[2]!).getByRole('button', { name: 'Copy UID' })
    await waitFor(() => expect(button.parentElement!.querySelector('.copy-note')).toHaveTextContent('Copied UID uid-3.'))
    // The row keeps the focus.
    expect(rows[2]).toHaveFocus()
  })

  it('keeps only the current row’s own controls in the tab order, following the cursor', async () => {
    const { rows, user } = await renderWorkbench()
    const tabbable = () =>
      rows.map((row) => [...row.querySelectorAll<HTMLElement>('button')].filter((button) => button.tabIndex >= 0).length > 0)
    expect(tabbable()).toEqual(rows.map((_, index) => index === 0))
    rows[0]!.focus()
    await user.keyboard('{ArrowDown}{ArrowDown}')
    await waitFor(() => expect(tabbable()).toEqual(rows.map((_, index) => index === 2)))
    // Tab from the current row goes into its own controls.
    await user.tab()
    expect(rows[2]!.contains(document.activeElement)).toBe(true)
  })

  it('moves a row cursor with the arrow keys and j/k, Home and End, and pages with Page Down', async () => {
    serveList(pageBody(records, { count: 12, next: 'http://x/api/author/non-active/list/?limit=5&offset=5' }))
    const { user } = renderApp({ url: '/?limit=5' })
    const table = await findTable()
    // The workbench has arrived: the first row has its actions (asked of one row, not of every button).
    await within(await waitForRow(table)).findByRole('button', { name: 'Copy UID' })
    const rows = bodyRows(table)
    expect(rows.map((row) => row.tabIndex)).toEqual([0, -1, -1, -1, -1])
    rows[0]!.focus()
    await user.keyboard('{ArrowDown}')
    expect(rows[1]).toHaveFocus()
    await user.keyboard('j')
    expect(rows[2]).toHaveFocus()
    await user.keyboard('k')
    expect(rows[1]).toHaveFocus()
    expect(rows.map((row) => row.tabIndex)).toEqual([-1, 0, -1, -1, -1])
    await user.keyboard('{End}')
    expect(rows[4]).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(rows[4]).toHaveFocus()
    await user.keyboard('{Home}')
    expect(rows[0]).toHaveFocus()
    // From a button inside a row too, without taking its Enter.
    within(rows[2]!).getByRole('button', { name: 'Details' }).focus()
    await user.keyboard('k')
    expect(rows[1]).toHaveFocus()
    rows[0]!.focus()
    await user.keyboard('{PageDown}')
    await waitFor(() => expect(currentSearchParams().get('offset')).toBe('5'))
  })

  it('turns the page in one pass: each row and its buttons stay the same elements, with the new page’s text and marks', async () => {
    const secondPage: Author[] = [
      author({ uid: 'uid-6', first_name: 'Олег', last_name: 'Орлов', public_name: 'Орлов О.' }),
      author({ uid: 'uid-7', first_name: 'Анна', last_name: 'Смирнова ', public_name: 'Смирнова А.' }),
      author({ uid: 'uid-8', first_name: 'Ирина', last_name: 'Ершова', public_name: 'Ершова И.' }),
      author({ uid: 'uid-9', first_name: 'Глеб', last_name: 'Гусев', public_name: 'Гусев Г.' }),
      author({ uid: 'uid-10', first_name: 'Вера', last_name: 'Волкова', public_name: 'Волкова В.' }),
    ]
    const next = 'http://x/api/author/non-active/list/?limit=5&offset=5'
    const previous = 'http://x/api/author/non-active/list/?limit=5'
    serveListWith((request) =>
      Response.json(
        new URL(request.url).searchParams.get('offset') === '5'
          ? pageBody(secondPage, { count: 10, previous })
          : pageBody(records, { count: 10, next }),
      ),
    )
    const { user } = renderApp({ url: '/?limit=5' })
    const table = await findTable()
    // The workbench has arrived: the first row has its actions (asked of one row, not of every button).
    await within(await waitForRow(table)).findByRole('button', { name: 'Copy UID' })
    const [firstRow, secondRow] = bodyRows(table)
    const copyButton = within(firstRow!).getByRole('button', { name: 'Copy UID' })
    expect(within(firstRow!).getByText('2 records with this name')).toBeInTheDocument()

    await user.click(await screen.findByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(bodyRows(table)[0]).toHaveAttribute('aria-rowindex', '7'))
    const rows = bodyRows(table)
    // The same elements: React changed their text instead of removing the page's rows and
    // building them again, and the buttons were never taken out while the marks caught up.
    expect(rows[0]).toBe(firstRow)
    expect(rows[1]).toBe(secondRow)
    expect(within(rows[0]!).getByRole('button', { name: 'Copy UID' })).toBe(copyButton)
    expect(rows[0]).toHaveTextContent('Орлов О.')
    // The marks are the new page's: no twins here, a trailing space on the second row.
    expect(within(table).queryByText(/records with this name/)).toBeNull()
    expect(within(rows[1]!).getByRole('listitem')).toHaveTextContent('Whitespace at the start or end (last name)')
  })

  it('shows the shortcuts on "?"', async () => {
    const { user } = await renderWorkbench()
    await user.keyboard('?')
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    expect(within(dialog).getByText('Next page')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('marks where the last-name search matched, in the rows as received', async () => {
    serveList(pageBody(records))
    renderApp({ url: '/?last_name=%20ПЕТ' })
    const table = await findTable()
    const cell = await within(table).findByText((_, element) => element?.tagName === 'MARK' && element.textContent === 'Пет')
    expect(cell.closest('td')?.textContent).toBe('\u00a0Петров')
    // Only the searched field is marked.
    expect(Array.from(table.querySelectorAll('mark'), (mark) => mark.closest('td')?.className)).toEqual(['col-last_name'])
  })
})
