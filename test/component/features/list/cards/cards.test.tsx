import { waitForRow } from '../../../../wait-for-row'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Author } from '../../../../../src/shared/api/contract'
import { CARD_LAYOUT_QUERY } from '../../../../../src/features/list/cards/card-layout'
import { author, pageBody, serveList } from '../../../../list-overrides'
import { currentSearchParams, renderApp } from '../../../../render-app'

const twin = { first_name: 'Иван', last_name: 'Иванов', parent_name: 'Иванович' }
const records: Author[] = [
  author({ uid: 'uid-1', ...twin, public_name: 'Иванов И.И.' }),
  author({ uid: 'uid-2', ...twin, public_name: 'Иванов И. И.' }),
  author({ uid: 'uid-3', first_name: 'Пётр', last_name: '\u00a0Петров', parent_name: '', public_name: 'Петров I.' }),
  author({ uid: 'uid-4', first_name: 'Анна', last_name: 'Смирнова', parent_name: null, public_name: 'Смирнова А.' }),
  author({ uid: 'uid-5', ...twin, parent_name: null, public_name: 'Иванов И.' }),
]

/** A narrow screen: the card layout's media query matches (jsdom has no matchMedia of its own). */
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === CARD_LAYOUT_QUERY,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }))
})
afterEach(() => vi.unstubAllGlobals())

const findCards = () => screen.findByRole('list', { name: 'Non-active authors' })

/** The page above as cards, with the workbench's row layer loaded (its actions are in the cards). */
async function renderCards(url = '/', body = pageBody(records)) {
  serveList(body)
  const view = renderApp({ url })
  const list = await findCards()
  // The workbench has arrived: the first row has its actions (asked of one row, not of every button).
  await within(await waitForRow(list)).findByRole('button', { name: 'Copy UID' })
  const cards = within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list)
  return { ...view, list, cards }
}

describe('the workbench in the card layout', () => {
  it('gives each card the table row’s marks: twins, "Show all with this name" and the flags in words', async () => {
    const { cards } = await renderCards()
    expect(screen.queryByRole('table')).toBeNull()
    expect(cards).toHaveLength(5)
    expect(within(cards[0]!).getByText('2 records with this name')).toBeInTheDocument()
    expect(within(cards[1]!).getByText('2 records with this name')).toBeInTheDocument()
    expect(within(cards[4]!).queryByText(/records with this name/)).toBeNull()
    expect(within(cards[0]!).getByRole('button', { name: 'Show all with this name' })).toBeInTheDocument()
    const flags = Array.from(cards[2]!.querySelectorAll('.flag-mark'), (mark) => mark.textContent)
    expect(flags).toEqual([
      expect.stringContaining('Latin and Cyrillic letters mixed (public name);'),
      expect.stringContaining('Whitespace at the start or end (last name);'),
      expect.stringContaining('No-break or other unusual space (last name);'),
      expect.stringContaining('Public name disagrees with the fields (public name);'),
      expect.stringMatching(/Empty patronymic \(not null\) \(patronymic\)$/),
    ])
    // The list of authors holds one item per author: the flags are no list of their own there.
    expect(within(screen.getByRole('list', { name: 'Non-active authors' })).getAllByRole('listitem')).toHaveLength(5)
    // The card's fields stay the five fields; the marks are beside them.
    expect(Array.from(cards[2]!.querySelectorAll('dt'), (label) => label.textContent)).toEqual([
      'Public name',
      'Last name',
      'First name',
      'Patronymic',
      'UID',
    ])
    // Every card has both actions, named as in the table.
    for (const card of cards) {
      expect(within(card).getByRole('button', { name: 'Details' })).toBeInTheDocument()
      expect(within(card).getByRole('button', { name: 'Copy UID' })).toBeInTheDocument()
    }
  })

  it('opens a card’s details by its button; Escape closes them and focus returns to that button', async () => {
    const { cards, user } = await renderCards('/?limit=25')
    const opener = within(cards[2]!).getByRole('button', { name: 'Details' })
    await user.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'Петров I.' })
    expect(currentSearchParams().get('author')).toBe('uid-3')
    expect(within(dialog).getByText('U+00A0')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(currentSearchParams().get('author')).toBeNull()
    expect(opener).toHaveFocus()
  })

  it('copies a card’s uid without opening anything, and says so politely at the button', async () => {
    const { cards, user } = await renderCards()
    const button = within(cards[3]!).getByRole('button', { name: 'Copy UID' })
    const note = button.parentElement!.querySelector('.copy-note')!
    expect(note).toHaveAttribute('aria-live', 'polite')
    await user.click(button)
    expect(await navigator.clipboard.readText()).toBe('uid-4')
    await waitFor(() => expect(note).toHaveTextContent('Copied UID uid-4.'))
    // The card it was copied from is now the current one: its controls are in the tab order.
    expect(button).not.toHaveAttribute('tabindex', '-1')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('lists every record of a card’s name from "Show all with this name"', async () => {
    const { cards, user } = await renderCards()
    await user.click(within(cards[1]!).getByRole('button', { name: 'Show all with this name' }))
    const dialog = await screen.findByRole('dialog', { name: /^All records named / })
    expect(await within(dialog).findByText('2 records in the whole directory with exactly this name.')).toBeInTheDocument()
  })

  it('moves through the cards with the row keys, opens one with Enter, and pages with Page Down', async () => {
    const { cards, user } = await renderCards(
      '/?limit=5',
      pageBody(records, { count: 12, next: 'http://x/api/author/non-active/list/?limit=5&offset=5' }),
    )
    // One card in the tab order (a roving tabindex), the first to begin with.
    expect(cards.map((card) => card.tabIndex)).toEqual([0, -1, -1, -1, -1])
    cards[0]!.focus()
    await user.keyboard('{ArrowDown}')
    expect(cards[1]).toHaveFocus()
    await user.keyboard('j')
    expect(cards[2]).toHaveFocus()
    await user.keyboard('k')
    expect(cards[1]).toHaveFocus()
    await user.keyboard('{End}')
    expect(cards[4]).toHaveFocus()
    await user.keyboard('{Home}')
    expect(cards[0]).toHaveFocus()
    // From a button inside a card too, without taking its Enter.
    within(cards[2]!).getByRole('button', { name: 'Copy UID' }).focus()
    await user.keyboard('k')
    expect(cards[1]).toHaveFocus()
    expect(cards.map((card) => card.tabIndex)).toEqual([-1, 0, -1, -1, -1])
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('dialog', { name: 'Иванов И. И.' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(cards[1]).toHaveFocus()
    await user.keyboard('{PageDown}')
    await waitFor(() => expect(currentSearchParams().get('offset')).toBe('5'))
  })

  it('marks where the first-name search matched, in the card’s field', async () => {
    serveList(pageBody(records))
    renderApp({ url: '/?first_name=%D1%91%D1%82%D1%80' })
    const list = await findCards()
    const mark = await within(list).findByText((_, element) => element?.tagName === 'MARK' && element.textContent === 'ётр')
    expect(mark.closest('dd')?.textContent).toBe('Пётр')
    expect(mark.closest('.card-field')).toHaveClass('card-first_name')
  })
})
