// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { focusRow, rowKeyAction } from '../../../../src/features/workbench/row-keyboard'

/** A list container as the table or the cards render it, holding rows `from`..`to` of the page. */
function rows(kind: 'table' | 'cards', from: number, to: number) {
  const row = (index: number) => {
    const element = document.createElement(kind === 'table' ? 'tr' : 'li')
    element.dataset.row = String(index)
    element.tabIndex = -1
    element.scrollIntoView = vi.fn()
    return element
  }
  let container: HTMLElement
  if (kind === 'table') {
    const table = document.createElement('table')
    table.className = 'authors-table'
    container = document.createElement('tbody')
    table.append(container)
    document.body.append(table)
  } else {
    container = document.createElement('ol')
    container.className = 'author-cards'
    document.body.append(container)
  }
  for (let index = from; index <= to; index++) container.append(row(index))
  return {
    container,
    add: (index: number) => container.append(row(index)),
    row: (index: number) => container.querySelector<HTMLElement>(`[data-row="${index}"]`),
  }
}

afterEach(() => {
  vi.useRealTimers()
  document.body.replaceChildren()
})

describe('focusRow', () => {
  it('focuses the row of the table, or the card, with that index', () => {
    const table = rows('table', 0, 4)
    focusRow(3)
    expect(document.activeElement).toBe(table.row(3))
    document.body.replaceChildren()
    const cards = rows('cards', 0, 4)
    focusRow(2)
    expect(document.activeElement).toBe(cards.row(2))
  })

  it('focuses only a row of the list itself, not one nested deeper', () => {
    const list = rows('table', 0, 1)
    const nested = document.createElement('div')
    nested.dataset.row = '5'
    nested.tabIndex = -1
    list.row(0)!.append(nested)
    focusRow(5)
    expect(document.activeElement).not.toBe(nested)
  })

  it('scrolls towards a row not rendered yet and focuses it once it renders', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame'] })
    const list = rows('table', 10, 20)
    focusRow(40)
    // Towards the end of the list: the last rendered row is scrolled into view, at the bottom.
    expect(list.row(20)!.scrollIntoView).toHaveBeenCalledWith({ block: 'end' })
    expect(document.activeElement).toBe(document.body)
    vi.advanceTimersToNextFrame()
    expect(document.activeElement).toBe(document.body)
    list.add(40)
    vi.advanceTimersToNextFrame()
    expect(document.activeElement).toBe(list.row(40))
  })

  it('scrolls to the top for the first row', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame'] })
    const list = rows('cards', 5, 9)
    focusRow(0)
    expect(list.row(5)!.scrollIntoView).toHaveBeenCalledWith({ block: 'start' })
    expect(list.row(9)!.scrollIntoView).not.toHaveBeenCalled()
  })

  it('gives up after the frames it was given, and at once with no list on the page', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame'] })
    const list = rows('table', 0, 2)
    focusRow(9, 2)
    vi.advanceTimersToNextFrame()
    vi.advanceTimersToNextFrame()
    expect(vi.getTimerCount()).toBe(0)
    list.add(9)
    vi.advanceTimersToNextFrame()
    expect(document.activeElement).toBe(document.body)
    document.body.replaceChildren()
    focusRow(1)
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('focusRow where scrolling is not possible', () => {
  it('does nothing on an empty list, and waits for the row where rows cannot scroll', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame'] })
    const table = document.createElement('table')
    table.className = 'authors-table'
    const body = document.createElement('tbody')
    table.append(body)
    document.body.append(table)
    expect(() => focusRow(3)).not.toThrow()
    // A row without scrollIntoView (jsdom has none): the focus is still tried on the next frame.
    const first = document.createElement('tr')
    first.dataset.row = '0'
    body.append(first)
    expect(() => focusRow(3)).not.toThrow()
    const wanted = document.createElement('tr')
    wanted.dataset.row = '3'
    wanted.tabIndex = -1
    body.append(wanted)
    vi.advanceTimersToNextFrame()
    expect(document.activeElement).toBe(wanted)
  })
})

describe('row keys with Alt', () => {
  it('leave Alt with any other key to the browser', () => {
    const alt = (key: string) => rowKeyAction({ key, altKey: true, ctrlKey: false, metaKey: false, shiftKey: false })
    expect(alt('d')).toBeUndefined()
    expect(alt('ArrowDown')).toBeUndefined()
    expect(alt('Enter')).toBeUndefined()
  })
})
