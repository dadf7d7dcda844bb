import { waitForRow } from '../../../wait-for-row'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Author } from '../../../../src/shared/api/contract'
import { author, pageBody, serveList } from '../../../list-overrides'
import { currentSearchParams, renderApp } from '../../../render-app'

const findTable = () => screen.findByRole('table', { name: 'Non-active authors' })
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1)

const records: Author[] = [
  author({ uid: 'uid-1', first_name: 'Иван', last_name: 'Иванов', public_name: 'Иванов И.' }),
  author({ uid: 'uid-2', first_name: 'Пётр', last_name: 'Петров', public_name: 'Петров П.' }),
  author({ uid: 'uid-3', first_name: 'Анна', last_name: 'Смирнова', public_name: 'Смирнова А.' }),
]

async function renderWorkbench(url = '/') {
  serveList(pageBody(records))
  const view = renderApp({ url })
  const table = await findTable()
  await within(await waitForRow(table)).findByRole('button', { name: 'Copy UID' })
  return { ...view, table, rows: bodyRows(table) }
}

/** A key as a Russian ЙЦУКЕН layout sends it: the character it types, the key's place in `code`. */
const russian = (target: Element, key: string, code: string, shiftKey = false) => fireEvent.keyDown(target, { key, code, shiftKey })

describe('shortcuts by the key’s place', () => {
  it('moves the row cursor with the J and K keys on a Russian layout (о, л), and copies with C (с)', async () => {
    const { rows } = await renderWorkbench()
    rows[0]!.focus()
    russian(rows[0]!, 'о', 'KeyJ')
    expect(rows[1]).toHaveFocus()
    russian(rows[1]!, 'о', 'KeyJ')
    expect(rows[2]).toHaveFocus()
    russian(rows[2]!, 'л', 'KeyK')
    expect(rows[1]).toHaveFocus()
    // A capital (Shift) is typed, not a shortcut.
    russian(rows[1]!, 'О', 'KeyJ', true)
    expect(rows[1]).toHaveFocus()
    russian(rows[1]!, 'с', 'KeyC')
    expect(await within(rows[1]!).findByText('Copied UID uid-2.')).toBeInTheDocument()
  })

  it('"/" on a Russian layout (the key that types ".") goes to the search, but not from a text field', async () => {
    const { rows } = await renderWorkbench()
    rows[0]!.focus()
    russian(rows[0]!, '.', 'Slash')
    const box = screen.getByRole('searchbox', { name: /last name/i })
    expect(box).toHaveFocus()
    // Typed in the box, "." is a full stop, not a shortcut: focus and text stay.
    const other = screen.getByRole('searchbox', { name: /first name/i })
    other.focus()
    russian(other, '.', 'Slash')
    expect(other).toHaveFocus()
  })

  it('"?" on a Russian layout (Shift and the "." key, which types ",") shows the shortcuts', async () => {
    const { rows } = await renderWorkbench()
    rows[0]!.focus()
    russian(rows[0]!, ',', 'Slash', true)
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    expect(within(dialog).getByText(/work by their place on the keyboard/)).toBeInTheDocument()
  })

  it('keeps working in English: the letters themselves', async () => {
    const { rows, user } = await renderWorkbench()
    rows[0]!.focus()
    await user.keyboard('j')
    expect(rows[1]).toHaveFocus()
    await user.keyboard('/')
    expect(screen.getByRole('searchbox', { name: /last name/i })).toHaveFocus()
  })
})

describe('Details moves to the previous and next record without closing', () => {
  it('with j/k, the arrows and its buttons; the URL names the record shown; at the ends it says there is none', async () => {
    const { rows, user } = await renderWorkbench('/?limit=25')
    await user.click(within(rows[0]!).getByRole('button', { name: 'Details' }))
    const dialog = await screen.findByRole('dialog', { name: 'Иванов И.' })
    const entries = window.history.length
    expect(within(dialog).getByText('Record 1 of 3 on this page')).toBeInTheDocument()

    await user.keyboard('j')
    expect(screen.getByRole('dialog', { name: 'Петров П.' })).toBe(dialog)
    expect(currentSearchParams().get('author')).toBe('uid-2')
    expect(within(dialog).getByText('Record 2 of 3 on this page: Петров П.')).toBeInTheDocument()

    russian(dialog, 'о', 'KeyJ')
    expect(screen.getByRole('dialog', { name: 'Смирнова А.' })).toBe(dialog)
    expect(currentSearchParams().get('author')).toBe('uid-3')

    // The last record of the page: nothing further here, and the dialog says so.
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('dialog', { name: 'Смирнова А.' })).toBe(dialog)
    expect(within(dialog).getByText(/This is the last record of this page/)).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Next record' })).toHaveAttribute('aria-disabled', 'true')

    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('dialog', { name: 'Петров П.' })).toBe(dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Previous record' }))
    expect(screen.getByRole('dialog', { name: 'Иванов И.' })).toBe(dialog)
    russian(dialog, 'л', 'KeyK')
    expect(within(dialog).getByText(/This is the first record of this page/)).toBeInTheDocument()
    expect(currentSearchParams().get('limit')).toBe('25')

    // Each move replaced the entry: Back closes Details, and focus goes to the record last shown.
    await user.keyboard('j')
    expect(window.history.length).toBe(entries)
    window.history.back()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(currentSearchParams().get('author')).toBeNull()
    await waitFor(() => expect(rows[1]).toHaveFocus())
  })

  it('leaves the arrows to a long value’s box that scrolls sideways, where focus is on it; j still moves', async () => {
    const long = author({ uid: 'uid-long', last_name: 'Д'.repeat(5000), public_name: 'Длинная Д.' })
    serveList(pageBody([records[0]!, long, records[2]!]))
    const { user } = renderApp({ url: '/?author=uid-long' })
    const dialog = await screen.findByRole('dialog', { name: 'Длинная Д.' })
    const box = dialog.querySelector<HTMLElement>('.details-value[data-field="last_name"]')!
    expect(box).toHaveAttribute('tabindex', '0')
    // jsdom lays nothing out: the box is given the sizes a browser gives a value wider than it.
    Object.defineProperty(box, 'scrollWidth', { configurable: true, value: 40_000 })
    Object.defineProperty(box, 'clientWidth', { configurable: true, value: 600 })
    box.focus()
    for (const key of ['{ArrowRight}', '{ArrowLeft}']) {
      await user.keyboard(key)
      expect(screen.getByRole('dialog', { name: 'Длинная Д.' })).toBe(dialog)
      expect(box).toHaveFocus()
    }
    await user.keyboard('j')
    expect(screen.getByRole('dialog', { name: 'Смирнова А.' })).toBe(dialog)
    // Where it does not scroll (wide enough for its value), the arrows move as anywhere else.
    dialog.focus()
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('dialog', { name: 'Длинная Д.' })).toBe(dialog)
  })

  it('speaks Russian in Russian', async () => {
    serveList(pageBody(records))
    const { user } = renderApp({ url: '/?author=uid-2', lang: 'ru' })
    const dialog = await screen.findByRole('dialog', { name: 'Петров П.' })
    expect(within(dialog).getByText('Запись 2 из 3 на этой странице')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Следующая запись' }))
    expect(screen.getByRole('dialog', { name: 'Смирнова А.' })).toBe(dialog)
  })
})
