import { waitForRow } from '../../../wait-for-row'
import { act, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { Author } from '../../../../src/shared/api/contract'
import { author, pageBody, serveListWith } from '../../../list-overrides'
import { renderApp } from '../../../render-app'

const findTable = () => screen.findByRole('table', { name: 'Non-active authors' })
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1)
const results = () => screen.getByRole('region', { name: 'Results' })

const twin = { first_name: 'Иван', last_name: 'Иванов', parent_name: 'Иванович' }
/** The first page: two twins on top. */
const pageOne: Author[] = [
  author({ uid: 'uid-1', ...twin, public_name: 'Иванов И.И.' }),
  author({ uid: 'uid-2', ...twin, public_name: 'Иванов И. И.' }),
  author({ uid: 'uid-3', first_name: 'Анна', last_name: 'Смирнова', parent_name: null, public_name: 'Смирнова А.' }),
]
/** The second page: other twins in the same rows (the rows and their buttons are reused), uid-2 in the third row. */
const pageTwo: Author[] = [
  author({ uid: 'uid-4', first_name: 'Пётр', last_name: 'Петров', parent_name: null, public_name: 'Петров П.' }),
  author({ uid: 'uid-5', first_name: 'Пётр', last_name: 'Петров', parent_name: null, public_name: 'Петров П. ' }),
  pageOne[1]!,
]

type Lookup = 'fails' | 'network' | 'hangs' | 'answers 5,000 records'

/**
 * A full page of 50: these rows, then others with names of their own. (A page shorter than asked
 * that is not the last would be a service capping its pages, which the list then pages by.)
 */
const full = (rows: readonly Author[]): Author[] => [
  ...rows,
  ...Array.from({ length: 50 - rows.length }, (_, index) =>
    author({
      uid: `other-${index}`,
      first_name: 'Ольга',
      last_name: `Другая${index}`,
      parent_name: null,
      public_name: `Другая${index} О.`,
    }),
  ),
]

/**
 * The list's pages by offset (0 and 50, a count of 100 on both), and the twins lookup (limit=1000)
 * as `lookup` says: failing, unreachable, never answering, or 5,000 records of this very name.
 */
function serve(lookup: Lookup | 'found' = 'found') {
  const lookups: Request[] = []
  serveListWith((request) => {
    const url = new URL(request.url)
    if (url.searchParams.get('limit') === '1000') {
      lookups.push(request)
      if (lookup === 'fails') return HttpResponse.json({ detail: 'down' }, { status: 500 })
      if (lookup === 'network') return HttpResponse.error()
      if (lookup === 'hangs') return new Promise<Response>(() => {})
      const offset = Number(url.searchParams.get('offset') ?? 0)
      const total = lookup === 'found' ? 2 : 5000
      const results = Array.from({ length: Math.min(1000, total - offset) }, (_, index) => ({
        ...pageOne[0]!,
        uid: `twin-${offset + index}`,
      }))
      const next = offset + 1000 < total ? `${url.origin}${url.pathname}?limit=1000&offset=${offset + 1000}` : null
      return HttpResponse.json({ count: total, next, previous: null, results })
    }
    const offset = Number(url.searchParams.get('offset') ?? 0)
    return HttpResponse.json(pageBody(full(offset === 0 ? pageOne : pageTwo), { count: 100 }))
  })
  return lookups
}

async function renderList(url = '/') {
  const view = renderApp({ url })
  const table = await findTable()
  // The workbench has arrived: the first row has its actions (asked of one row, not of every button).
  await within(await waitForRow(table)).findByRole('button', { name: 'Copy UID' })
  return { ...view, table }
}

const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

describe('a dialog gives focus back when it closes', () => {
  const outcomes: Array<[Lookup, () => Promise<unknown>]> = [
    ['fails', () => screen.findByText(/^The search for records with this name failed\./)],
    ['network', () => screen.findByText(/^The search for records with this name failed\./)],
    ['hangs', () => screen.findByText('Searching the directory…')],
    ['answers 5,000 records', () => screen.findByText(/^5,000 records in the whole directory with exactly this name\./)],
  ]

  it.each(outcomes)('the twins lookup %s: Escape closes it and focus returns to "Show all with this name"', async (lookup, settled) => {
    const lookups = serve(lookup)
    const { table, user } = await renderList()
    const opener = within(bodyRows(table)[0]!).getByRole('button', { name: 'Show all with this name' })
    await user.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'All records named Иванов Иван Иванович' })
    await settled()
    expect(dialog).toHaveFocus()
    await user.keyboard('{Escape}')
    await dialogGone()
    expect(opener).toHaveFocus()
    // A lookup still running is given up with its dialog.
    if (lookup === 'hangs') expect(lookups[0]!.signal.aborted).toBe(true)
  })

  it('the twins lookup hangs: the Close button closes it and focus returns to the opener', async () => {
    serve('hangs')
    const { table, user } = await renderList()
    const opener = within(bodyRows(table)[1]!).getByRole('button', { name: 'Show all with this name' })
    await user.click(opener)
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await dialogGone()
    expect(opener).toHaveFocus()
  })

  it('twins opened from the details go back to the details’ button, and the details to the row’s', async () => {
    serve('fails')
    const { table, user } = await renderList()
    const details = within(bodyRows(table)[0]!).getByRole('button', { name: 'Details' })
    await user.click(details)
    const detailsDialog = await screen.findByRole('dialog', { name: 'Иванов И.И.' })
    const showTwins = within(detailsDialog).getByRole('button', { name: 'Show all with this name' })
    await user.click(showTwins)
    await screen.findByText(/^The search for records with this name failed\./)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1))
    expect(showTwins).toHaveFocus()
    await user.keyboard('{Escape}')
    await dialogGone()
    expect(details).toHaveFocus()
  })

  it('when the page changed under the twins dialog, focus goes to the author’s row, not to the same button on another author', async () => {
    serve('hangs')
    const { table, user } = await renderList()
    const opener = within(bodyRows(table)[1]!).getByRole('button', { name: 'Show all with this name' })
    await user.click(opener)
    await screen.findByRole('dialog')
    // The page changes under the dialog (a Back, a link): uid-2 moves to the last row, and row
    // 2's button, the same element, now shows other twins.
    act(() => {
      window.history.pushState(null, '', '/?offset=50')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await waitFor(() => expect(bodyRows(table)[0]).toHaveTextContent('Петров П.'))
    expect(opener).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await dialogGone()
    expect(bodyRows(table)[2]).toHaveFocus()
  })

  it('when the author left the page under the twins dialog, focus goes to the results', async () => {
    serve('hangs')
    const { table, user } = await renderList()
    await user.click(within(bodyRows(table)[0]!).getByRole('button', { name: 'Show all with this name' }))
    await screen.findByRole('dialog')
    act(() => {
      window.history.pushState(null, '', '/?offset=50')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await waitFor(() => expect(bodyRows(table)[0]).toHaveTextContent('Петров П.'))
    await user.keyboard('{Escape}')
    await dialogGone()
    expect(results()).toHaveFocus()
  })

  it('when the list changed under the details, focus goes to the author’s new row, or to the results once the author is gone', async () => {
    let firstPage = pageOne
    serveListWith((request) =>
      HttpResponse.json(pageBody(full(new URL(request.url).searchParams.has('offset') ? pageTwo : firstPage), { count: 100 })),
    )
    const { table, user, queryClient } = await renderList()
    await user.click(within(bodyRows(table)[1]!).getByRole('button', { name: 'Details' }))
    await screen.findByRole('dialog', { name: 'Иванов И. И.' })
    // A refetch brings the first page as the second one is: uid-2 is now the third row.
    firstPage = pageTwo
    await act(() => queryClient.invalidateQueries())
    await waitFor(() => expect(bodyRows(table)[0]).toHaveTextContent('Петров П.'))
    await user.keyboard('{Escape}')
    await dialogGone()
    expect(bodyRows(table)[2]).toHaveFocus()

    await user.click(within(bodyRows(table)[2]!).getByRole('button', { name: 'Details' }))
    await screen.findByRole('dialog', { name: 'Иванов И. И.' })
    // And then without uid-2: its details close by themselves, the page saying it is gone.
    firstPage = pageOne.filter((one) => one.uid !== 'uid-2')
    await act(() => queryClient.invalidateQueries())
    await dialogGone()
    expect(screen.getByText(/^The record uid-2 is not on this page of the list/)).toBeVisible()
    expect(results()).toHaveFocus()
  })

  it('the keyboard shortcuts go back to the row "?" was pressed on, or to the results', async () => {
    serve()
    const { table, user } = await renderList()
    const row = bodyRows(table)[2]!
    row.focus()
    await user.keyboard('?')
    await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    await user.keyboard('{Escape}')
    await dialogGone()
    expect(row).toHaveFocus()

    act(() => row.blur())
    expect(document.body).toHaveFocus()
    await user.keyboard('?')
    await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    await user.keyboard('{Escape}')
    await dialogGone()
    expect(results()).toHaveFocus()
  })
})
