import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SEARCH_DEBOUNCE_MS } from '../../../../src/features/search/search-pause'
import { getDefaultDataset } from '../../../../src/demo-api/dataset'
import { releaseClock, standClockStill } from '../../../standing-clock'
import { currentSearchParams, DEMO_CONFIG, findRange, fmt, recordListRequests, renderApp } from '../../../render-app'

const matching = (field: 'last_name' | 'first_name', text: string) =>
  getDefaultDataset().filter((author) => author[field].toLowerCase().includes(text.trim().toLowerCase()))
const lastNameBox = () => screen.getByRole('searchbox', { name: 'Last name' })

describe('search', () => {
  afterEach(releaseClock)

  it('sends one request per pause in typing, from offset 0 with the page size kept', async () => {
    const term = 'ова'
    const expected = matching('last_name', term)
    expect(expected.length).toBeGreaterThan(25)
    renderApp({ url: '/?limit=25&offset=50' })
    await findRange(`51–75 of ${fmt(getDefaultDataset().length)}`)
    const requests = recordListRequests()
    const searches = () => requests.urls().filter((url) => url.searchParams.has('last_name') && !url.searchParams.has('offset'))

    // The clock stands still while the keys go in, however slowly a busy machine types them.
    standClockStill()
    const user = userEvent.setup({ delay: null })
    await user.type(lastNameBox(), term.slice(0, 2))
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1))
    await user.type(lastNameBox(), term.slice(2))
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1))
    // Keys closer together than the pause: nothing asked yet.
    expect(searches()).toEqual([])
    await act(() => vi.advanceTimersByTimeAsync(1))
    await findRange(`1–25 of ${fmt(expected.length)}`)

    // The request count is the behaviour: one request for the settled text, none per keystroke.
    expect(searches().map((url) => url.searchParams.get('last_name'))).toEqual([term])
    expect(searches()[0]?.searchParams.get('limit')).toBe('25')
    expect(currentSearchParams().get('last_name')).toBe(term)
    expect(currentSearchParams().has('offset')).toBe(false)
    expect(currentSearchParams().get('limit')).toBe('25')

    const rows = within(screen.getByRole('table', { name: 'Non-active authors' }))
      .getAllByRole('row')
      .slice(1)
    for (const row of rows) expect(within(row).getAllByRole('cell')[1]?.textContent?.toLowerCase()).toContain(term)
    requests.stop()
  })

  it('asks again after each pause: two pauses, two requests', async () => {
    renderApp()
    await findRange(`1–50 of ${fmt(getDefaultDataset().length)}`)
    const requests = recordListRequests()
    standClockStill()
    const user = userEvent.setup({ delay: null })
    await user.type(lastNameBox(), 'ов')
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS))
    await user.type(lastNameBox(), 'а')
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS))
    await findRange(`1–50 of ${fmt(matching('last_name', 'ова').length)}`)
    // The list's own requests (the other spellings' counts ask for one row each).
    const asked = requests
      .urls()
      .filter((url) => url.searchParams.has('last_name') && !url.searchParams.has('offset') && url.searchParams.get('limit') !== '1')
    expect(asked.map((url) => url.searchParams.get('last_name'))).toEqual(['ов', 'ова'])
    requests.stop()
  })

  it('clears the search with Escape', async () => {
    const { user } = renderApp({ url: '/?last_name=%D0%BE%D0%B2%D0%B0' })
    await findRange(`1–50 of ${fmt(matching('last_name', 'ова').length)}`)
    expect(lastNameBox()).toHaveValue('ова')
    await user.click(lastNameBox())
    await user.keyboard('{Escape}')
    expect(lastNameBox()).toHaveValue('')
    await findRange(`1–50 of ${fmt(getDefaultDataset().length)}`)
    expect(currentSearchParams().has('last_name')).toBe(false)
  })

  it('clears the search with the clear button and returns focus to the box', async () => {
    const { user } = renderApp({ url: '/?last_name=Smith' })
    await screen.findByRole('table', { name: 'Non-active authors' })
    await user.click(screen.getByRole('button', { name: 'Clear last name' }))
    expect(lastNameBox()).toHaveValue('')
    expect(lastNameBox()).toHaveFocus()
    await waitFor(() => expect(currentSearchParams().has('last_name')).toBe(false))
    expect(screen.queryByRole('button', { name: 'Clear last name' })).toBeNull()
  })

  it('searches by first name under the configured parameter', async () => {
    const requests = recordListRequests()
    const { user } = renderApp()
    await screen.findByRole('table', { name: 'Non-active authors' })
    const expected = matching('first_name', 'Анна')
    await user.type(screen.getByRole('searchbox', { name: 'First name' }), 'Анна')
    await findRange(`1–${Math.min(50, expected.length)} of ${fmt(expected.length)}`)
    expect(requests.matching({ first_name: 'Анна', offset: null })).toHaveLength(1)
    expect(currentSearchParams().get('first_name')).toBe('Анна')
    requests.stop()
  })

  it('uses the parameter name given by the configuration', async () => {
    const requests = recordListRequests()
    const { user } = renderApp({ config: { ...DEMO_CONFIG, firstNameParam: 'given_name' } })
    await screen.findByRole('table', { name: 'Non-active authors' })
    await user.type(screen.getByRole('searchbox', { name: 'First name' }), 'Ann')
    await waitFor(() => expect(requests.matching({ given_name: 'Ann', offset: null })).toHaveLength(1))
    expect(requests.urls().some((url) => url.searchParams.has('first_name'))).toBe(false)
    requests.stop()
  })

  it('hides the first-name box when the configuration names no parameter', async () => {
    renderApp({ config: { ...DEMO_CONFIG, firstNameParam: '' } })
    await screen.findByRole('table', { name: 'Non-active authors' })
    expect(screen.getByRole('searchbox', { name: 'Last name' })).toBeInTheDocument()
    expect(screen.queryByRole('searchbox', { name: 'First name' })).toBeNull()
  })

  it('treats surrounding spaces as the same search, without a second request', async () => {
    const requests = recordListRequests()
    const { user } = renderApp()
    await screen.findByRole('table', { name: 'Non-active authors' })
    await user.type(lastNameBox(), 'ова')
    await findRange(`1–50 of ${fmt(matching('last_name', 'ова').length)}`)
    await user.type(lastNameBox(), '  ')
    await waitFor(() => expect(currentSearchParams().get('last_name')).toBe('ова  '))
    expect(requests.matching({ last_name: 'ова', offset: null })).toHaveLength(1)
    expect(lastNameBox()).toHaveValue('ова  ')
    requests.stop()
  })
})
