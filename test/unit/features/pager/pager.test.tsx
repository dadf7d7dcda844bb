// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Pager, type PagerProps } from '../../../../src/features/pager/pager'
import { pagerProps } from '../../../pager-props'
import { LanguageProvider } from '../../../../src/shared/i18n/language-provider'

/** The pager on its own, on page `page` of a list of `count` authors at 50 a page. */
function renderPager(overrides: Partial<PagerProps> = {}) {
  const props = pagerProps(overrides)
  render(<Pager {...props} />)
  return { props, user: userEvent.setup(), nav: screen.getByRole('navigation', { name: 'Pagination' }) }
}

const pageLinks = (nav: HTMLElement) =>
  within(nav)
    .queryAllByRole('link')
    .map((link) => link.textContent)

describe('the pager', () => {
  it('offers numbered page links with elision around the current page, which is marked', () => {
    const { nav } = renderPager()
    expect(pageLinks(nav)).toEqual(['1', '5', '6', '7', '20'])
    expect(within(nav).getAllByText('…')).toHaveLength(2)
    const current = within(nav).getByRole('link', { name: 'Page 6' })
    expect(current).toHaveAttribute('aria-current', 'page')
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toEqual([current])
    expect(within(nav).getByRole('link', { name: 'Page 20' })).toHaveAttribute('href', '/?offset=950')
    expect(within(nav).getByText('251–300 of 960')).toBeVisible()
  })

  it('tells the page when the rows-per-page list is being opened, by a press or by a key', async () => {
    const onLimitsOpened = vi.fn()
    const { nav, user } = renderPager({ onLimitsOpened })
    const select = within(nav).getByRole('combobox', { name: 'Rows per page' })
    await user.pointer({ keys: '[MouseLeft>]', target: select })
    expect(onLimitsOpened).toHaveBeenCalledTimes(1)
    await user.pointer({ keys: '[/MouseLeft]', target: select })
    select.focus()
    await user.keyboard('{ArrowDown}')
    expect(onLimitsOpened).toHaveBeenCalledTimes(2)
  })

  it('follows a page link in place, but leaves a modified click (new tab) to the browser', async () => {
    const { nav, props, user } = renderPager()
    await user.click(within(nav).getByRole('link', { name: 'Page 7' }))
    expect(props.onPage).toHaveBeenCalledWith(7)

    // Seen after the app's handler: whether it left the click to the browser (jsdom cannot open tabs).
    let leftToBrowser: boolean | undefined
    const observe = (event: Event) => {
      leftToBrowser = !event.defaultPrevented
      event.preventDefault()
    }
    document.addEventListener('click', observe)
    fireEvent.click(within(nav).getByRole('link', { name: 'Page 5' }), { ctrlKey: true })
    document.removeEventListener('click', observe)
    expect(leftToBrowser).toBe(true)
    expect(props.onPage).toHaveBeenCalledTimes(1)

    await user.click(within(nav).getByRole('link', { name: 'Page 6' }))
    expect(props.onPage).toHaveBeenCalledTimes(1)
  })

  it('says the total is not known yet before the first answer, and gives no page count (never "of 0")', () => {
    const { nav } = renderPager({ page: 1112, pageCount: undefined, shown: undefined, canNext: false, canLast: false })
    expect(nav).toHaveTextContent('Total not known yet')
    expect(nav).not.toHaveTextContent(/\bof\b|NaN/)
    expect(within(nav).queryAllByRole('link')).toEqual([])
    expect(within(nav).getByRole('spinbutton', { name: 'Page' })).toHaveValue(1112)
    expect(within(nav).getByRole('button', { name: 'Last page' })).toHaveAttribute('aria-disabled', 'true')
  })

  it('past the end, says so instead of "Page 101 of 20" and offers the pages that exist', () => {
    const { nav } = renderPager({ page: 101, shown: { offset: 5000, rows: 0, count: 960 } })
    expect(nav).toHaveTextContent('Past the end of the list (960 authors)')
    expect(nav).toHaveTextContent('past the last page, 20')
    // A narrow screen's shorter words, for the eye only: the name stays the whole sentence.
    expect(within(nav).getByText('past 20')).toHaveAttribute('aria-hidden', 'true')
    expect(nav).not.toHaveTextContent(/of 20|0 of 960/)
    expect(pageLinks(nav)).toEqual(['1', '16', '17', '18', '19', '20'])
    expect(within(nav).queryByRole('link', { current: 'page' })).toBeNull()
  })

  it('on the last page, shows its range and the page count, not "past the end"', () => {
    const { nav } = renderPager({ page: 20, shown: { offset: 950, rows: 10, count: 960 }, canNext: false, canLast: false })
    expect(within(nav).getByText('951–960 of 960')).toBeVisible()
    expect(within(nav).getByText('of 20')).toBeVisible()
    expect(nav).not.toHaveTextContent(/past/i)
    expect(within(nav).getByRole('link', { name: 'Page 20' })).toHaveAttribute('aria-current', 'page')
  })

  it('names its buttons for what they do, in Russian too', () => {
    render(
      <LanguageProvider lang="ru">
        <Pager
          page={2}
          pageCount={2000}
          shown={{ offset: 50, rows: 50, count: 100_000 }}
          limit={50}
          canFirst
          canPrevious
          canNext
          canLast
          onFirst={vi.fn()}
          onPrevious={vi.fn()}
          onNext={vi.fn()}
          onLast={vi.fn()}
          onPage={vi.fn()}
          pageHref={() => '/'}
          onLimit={vi.fn()}
        />
      </LanguageProvider>,
    )
    const nav = screen.getByRole('navigation', { name: 'Страницы' })
    expect(within(nav).getByRole('button', { name: 'Следующая страница' })).toBeVisible()
    expect(within(nav).getByRole('link', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: /^Страница 2\s000$/ })).not.toHaveAttribute('aria-current')
    expect(nav).toHaveTextContent(/51–100 из 100\s000/)
  })

  it('moves with First, Previous, Next and Last: the glyph before the word going back and after it going on, First and Last their glyphs', async () => {
    const { nav, props, user } = renderPager()
    const moves = [
      ['First page', '«', props.onFirst],
      ['Previous page', '‹Previous', props.onPrevious],
      ['Next page', 'Next›', props.onNext],
      ['Last page', '»', props.onLast],
    ] as const
    for (const [name, text, handler] of moves) {
      const button = within(nav).getByRole('button', { name })
      expect(button.textContent).toBe(text)
      expect(button).toHaveAttribute('aria-disabled', 'false')
      await user.click(button)
      expect(handler).toHaveBeenCalledOnce()
    }
  })

  it('keeps a move that cannot be made focusable but inert', async () => {
    const { nav, props, user } = renderPager({ canFirst: false, canPrevious: false, canNext: false, canLast: false })
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) {
      const button = within(nav).getByRole('button', { name })
      expect(button).toHaveAttribute('aria-disabled', 'true')
      expect(button).toBeEnabled()
      await user.click(button)
    }
    for (const handler of [props.onFirst, props.onPrevious, props.onNext, props.onLast]) expect(handler).not.toHaveBeenCalled()
  })

  it('names the gaps between page links', () => {
    const { nav } = renderPager()
    expect(within(nav).getAllByRole('listitem', { name: 'More pages' })).toHaveLength(2)
    expect(within(nav).getByRole('list', { name: 'Pages' })).toBeInTheDocument()
  })

  it.each([
    ['a middle click', { button: 1 }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['Meta (Cmd)', { metaKey: true }],
  ])('leaves a page link clicked with %s to the browser', (_, modifier) => {
    const { nav, props } = renderPager()
    let leftToBrowser: boolean | undefined
    const observe = (event: Event) => {
      leftToBrowser = !event.defaultPrevented
      event.preventDefault()
    }
    document.addEventListener('click', observe)
    fireEvent.click(within(nav).getByRole('link', { name: 'Page 5' }), modifier)
    document.removeEventListener('click', observe)
    expect(leftToBrowser).toBe(true)
    expect(props.onPage).not.toHaveBeenCalled()
  })

  it('keeps a plain click on the current page in place, without asking for it again', () => {
    const { nav, props } = renderPager()
    let prevented: boolean | undefined
    const observe = (event: Event) => {
      prevented = event.defaultPrevented
      event.preventDefault()
    }
    document.addEventListener('click', observe)
    fireEvent.click(within(nav).getByRole('link', { name: 'Page 6' }))
    document.removeEventListener('click', observe)
    expect(prevented).toBe(true)
    expect(props.onPage).not.toHaveBeenCalled()
  })

  it('says when a page has no rows, and says the range only once the total is known', () => {
    const { nav } = renderPager({ page: 1, pageCount: 1, shown: { offset: 0, rows: 0, count: 0 }, canNext: false, canLast: false })
    expect(within(nav).getByText('No authors')).toHaveAttribute('data-known', 'true')
    cleanup()
    const unknown = renderPager({ pageCount: undefined, shown: undefined })
    expect(within(unknown.nav).getByText('Total not known yet')).toHaveAttribute('data-known', 'false')
  })

  it('offers the page sizes, and sets the one picked', async () => {
    const { nav, props, user } = renderPager()
    const size = within(nav).getByRole('combobox', { name: 'Rows per page' })
    expect(size).toHaveValue('50')
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '25', '50', '100', '200'])
    await user.selectOptions(size, '100')
    expect(props.onLimit).toHaveBeenCalledExactlyOnceWith(100)
  })

  it('shows a page size from a link that is not one of its own, in its place among them', () => {
    const { nav } = renderPager({ limit: 30 })
    const size = within(nav).getByRole('combobox', { name: 'Rows per page' })
    expect(size).toHaveValue('30')
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '25', '30', '50', '100', '200'])
  })

  it('tells the page when the rows-per-page list is being opened, by pointer or by key', () => {
    const onLimitsOpened = vi.fn()
    const { nav } = renderPager({ onLimitsOpened })
    const size = within(nav).getByRole('combobox', { name: 'Rows per page' })
    fireEvent.pointerDown(size)
    expect(onLimitsOpened).toHaveBeenCalledOnce()
    fireEvent.keyDown(size, { key: 'ArrowDown' })
    expect(onLimitsOpened).toHaveBeenCalledTimes(2)
  })

  it('keeps its glyphs and a narrow screen’s shorter words from screen readers, which hear the names', () => {
    const { nav } = renderPager()
    const hidden = [...nav.querySelectorAll('[aria-hidden="true"]')].map((element) => element.textContent)
    expect(hidden).toEqual(['«', '‹', '›', '»', '→', 'Per page'])
    expect(within(nav).getByRole('button', { name: 'Go' })).toHaveAttribute('type', 'submit')
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) {
      expect(within(nav).getByRole('button', { name })).toHaveAttribute('type', 'button')
    }
  })
})

describe('the pager stays where the hand is', () => {
  it('holds a slot of the same size for the page numbers on every page, before the total is known too', () => {
    const slots = [1, 2, 3, 6, 19, 20].map((page) => {
      const { nav } = renderPager({ page })
      const slot = nav.querySelector<HTMLElement>('.pager-slot')!
      const size = [slot.style.getPropertyValue('--page-chars'), slot.style.getPropertyValue('--page-items')]
      cleanup()
      return size
    })
    const { nav } = renderPager({ pageCount: undefined, shown: undefined })
    const unknown = nav.querySelector<HTMLElement>('.pager-slot')!
    expect(slots).toEqual(slots.map(() => ['3', '7']))
    expect([unknown.style.getPropertyValue('--page-chars'), unknown.style.getPropertyValue('--page-items')]).toEqual(['3', '7'])
  })

  it('offers fewer numbers, each wider, when page numbers are long, so the slot stays about the same', () => {
    const { nav } = renderPager({ page: 1206, pageCount: 2000, shown: { offset: 60250, rows: 50, count: 100_000 } })
    expect(pageLinks(nav)).toEqual(['1', '1,206', '2,000'])
    const slot = nav.querySelector<HTMLElement>('.pager-slot')!
    expect(slot.style.getPropertyValue('--page-chars')).toBe('5')
    expect(slot.style.getPropertyValue('--page-items')).toBe('5')
  })

  it('"g" takes focus to the page-number field from anywhere but a field or a dialog, on any keyboard layout', async () => {
    const { nav, user } = renderPager()
    const field = within(nav).getByRole('spinbutton', { name: 'Page' })
    expect(field).toHaveAttribute('aria-keyshortcuts', 'g')
    await user.keyboard('g')
    expect(field).toHaveFocus()
    field.blur()
    // A Russian layout's "п" is the same key.
    fireEvent.keyDown(document.body, { key: 'п', code: 'KeyG' })
    expect(field).toHaveFocus()
    field.blur()
    // Typed in a field, "g" is a letter; with Ctrl it is the browser's.
    const search = document.body.appendChild(document.createElement('input'))
    search.focus()
    await user.keyboard('g')
    expect(search).toHaveFocus()
    search.blur()
    fireEvent.keyDown(document.body, { key: 'g', ctrlKey: true })
    expect(field).not.toHaveFocus()
    search.remove()
  })
})
