import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { getDefaultDataset } from '../../../../../src/demo-api/dataset'
import { serveListWith } from '../../../../list-overrides'
import { releaseClock, standClockStill } from '../../../../standing-clock'
import { currentSearchParams, findRange, fmt, recordListRequests, renderApp } from '../../../../render-app'

const matching = (field: 'last_name' | 'first_name', text: string) =>
  getDefaultDataset().filter((author) => author[field].toLowerCase().includes(text.toLowerCase()))
const isProbe = (url: URL) => url.searchParams.get('limit') === '1'

describe('suggestions when a search finds nothing', () => {
  afterEach(releaseClock)

  it('offers Иванов for Bdfyjd with its count; one click runs it as a search of its own', async () => {
    const expected = matching('last_name', 'Иванов').length
    expect(expected).toBeGreaterThan(0)
    const { user } = renderApp({ url: '/?last_name=Bdfyjd' })
    await screen.findByText('No authors found')
    const suggestions = await screen.findByRole('region', { name: 'Did you mean' })
    const link = await within(suggestions).findByRole('link', {
      name: `Иванов — ${fmt(expected)} ${expected === 1 ? 'author' : 'authors'}`,
    })
    expect(link).toHaveAttribute('href', expect.stringContaining(`last_name=${encodeURIComponent('Иванов')}`))
    // Only suggestions that find someone are shown.
    for (const shown of within(suggestions).getAllByRole('link')) expect(shown.textContent).not.toMatch(/— 0 authors/)

    const historyBefore = window.history.length
    await user.click(link)
    await findRange(`1–${Math.min(50, expected)} of ${fmt(expected)}`)
    expect(currentSearchParams().get('last_name')).toBe('Иванов')
    expect(window.history.length).toBe(historyBefore + 1)
    expect(screen.getByRole('searchbox', { name: 'Last name' })).toHaveValue('Иванов')
    const rows = within(screen.getByRole('table', { name: 'Non-active authors' }))
      .getAllByRole('row')
      .slice(1)
    for (const row of rows) expect(row.textContent).toContain('Иванов')

    window.history.back()
    expect(await screen.findByText('No authors found')).toBeVisible()
    expect(currentSearchParams().get('last_name')).toBe('Bdfyjd')
  })

  it('counts with limit=1, at most two at a time, after the empty result', async () => {
    const requests = recordListRequests()
    let inFlight = 0
    let most = 0
    const held: Array<() => void> = []
    // Every count is held until the test lets it answer, so "in flight" is exact, not timing.
    serveListWith(async (request) => {
      if (!isProbe(new URL(request.url))) return undefined
      inFlight += 1
      most = Math.max(most, inFlight)
      await new Promise<void>((resolve) => held.push(resolve))
      inFlight -= 1
      return undefined
    })
    renderApp({ url: `/?last_name=${encodeURIComponent('Петров')}&first_name=Ivan` })
    await screen.findByText('No authors found')
    const suggestions = await screen.findByRole('region', { name: 'Did you mean' })
    for (;;) {
      await waitFor(() => expect(held.length > 0 || suggestions.getAttribute('aria-busy') === 'false').toBe(true))
      if (held.length === 0) break
      expect(inFlight).toBeLessThanOrEqual(2)
      held.shift()!()
    }
    const probes = requests.urls().filter(isProbe)
    expect(probes.length).toBeGreaterThan(2)
    expect(most).toBe(2)
    // Each probe came after the list's own answer, not with it.
    const listIndex = requests.urls().findIndex((url) => url.searchParams.get('limit') === '50')
    expect(requests.urls().findIndex(isProbe)).toBeGreaterThan(listIndex)
    expect(within(suggestions).getByRole('link', { name: /^Петров — / })).toBeVisible()
    requests.stop()
  })

  it('offers the last name alone when both boxes are used, and ё for е', async () => {
    const yo = matching('first_name', 'Пётр').filter((author) => author.last_name.includes('ов'))
    expect(yo.length).toBeGreaterThan(0)
    renderApp({ url: `/?last_name=${encodeURIComponent('ов')}&first_name=${encodeURIComponent('Петр')}` })
    const suggestions = await screen.findByRole('region', { name: 'Did you mean' })
    const withYo = matching('first_name', 'Пётр').filter((author) => author.last_name.includes('ов')).length
    expect(await within(suggestions).findByRole('link', { name: `ов, Пётр — ${fmt(withYo)} authors` })).toBeVisible()
    const lastOnly = matching('last_name', 'ов').length
    expect(await within(suggestions).findByRole('link', { name: `ов — ${fmt(lastOnly)} authors` })).toBeVisible()
  })

  it('cancels the counts still asked for when the person types again', async () => {
    const aborted: Request[] = []
    const started: Request[] = []
    serveListWith(async (request) => {
      if (!isProbe(new URL(request.url))) return undefined
      started.push(request)
      await new Promise((resolve) => request.signal.addEventListener('abort', resolve))
      aborted.push(request)
      return undefined
    })
    renderApp({ url: '/?last_name=Bdfyjd' })
    await screen.findByRole('region', { name: 'Did you mean' })
    await waitFor(() => expect(started).toHaveLength(2))
    // The clock stands still while the key goes in: the counts are cancelled by the typing itself,
    // not by the new search its pause would commit, however slowly a busy machine types.
    standClockStill()
    await userEvent.setup({ delay: null }).type(screen.getByRole('searchbox', { name: 'Last name' }), 'x')
    await act(async () => {})
    expect(aborted).toEqual(started)
    expect(started).toHaveLength(2)
    // Counts that were cancelled are not zeros either.
    expect(screen.queryByText('No similar spelling finds anyone either.')).toBeNull()
  })

  it('says so when no similar spelling finds anyone', async () => {
    renderApp({ url: '/?last_name=zzqqxx' })
    const suggestions = await screen.findByRole('region', { name: 'Did you mean' })
    expect(await within(suggestions).findByText('No similar spelling finds anyone either.', {})).toBeVisible()
    expect(within(suggestions).queryByRole('link')).toBeNull()
  })
})
