import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { getDefaultDataset } from '../../../../../src/demo-api/dataset'
import { holdList, serveList, serveListWith } from '../../../../list-overrides'
import { currentSearchParams, findRange, fmt, pagination, renderApp, total } from '../../../../render-app'

describe('list states', () => {
  it('shows a busy skeleton on the first load', async () => {
    const hold = holdList()
    renderApp()
    const skeleton = await screen.findByRole('table', { name: 'Non-active authors (loading)' })
    expect(skeleton).toHaveAttribute('aria-busy', 'true')
    hold.release()
    const table = await screen.findByRole('table', { name: 'Non-active authors' })
    expect(table).toHaveAttribute('aria-busy', 'false')
  })

  it('keeps the previous rows, dimmed and busy, while another page loads', async () => {
    const { user } = renderApp()
    await findRange(`1–50 of ${fmt(total())}`)
    const table = screen.getByRole('table', { name: 'Non-active authors' })
    const firstUid = within(table).getAllByRole('row')[1]?.querySelector('td.col-uid')?.textContent
    const hold = holdList()
    await user.click(within(pagination()).getByRole('button', { name: 'Last page' }))

    expect(await screen.findByText('Loading…')).toBeVisible()
    expect(table).toHaveAttribute('aria-busy', 'true')
    expect(table).toHaveAttribute('data-state', 'updating')
    expect(within(table).getAllByRole('row')[1]?.querySelector('td.col-uid')?.textContent).toBe(firstUid)
    expect(screen.queryByText('No authors found')).toBeNull()

    hold.release()
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'))
    expect(within(table).getAllByRole('row')[1]?.querySelector('td.col-uid')?.textContent).not.toBe(firstUid)
  })

  it('says what was searched when nothing matches, and offers to clear it', async () => {
    const { user } = renderApp({ url: '/?last_name=zzzqqq' })
    expect(await screen.findByRole('heading', { name: 'No authors found' })).toBeInTheDocument()
    expect(screen.getByText('No non-active author matches last name “zzzqqq”.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear search' }))
    await findRange(`1–50 of ${fmt(total())}`)
    expect(currentSearchParams().has('last_name')).toBe(false)
    expect(screen.getByRole('searchbox', { name: 'Last name' })).toHaveFocus()
  })

  it('never shows the previous "nothing found" for a search that is still loading', async () => {
    const { user } = renderApp({ url: '/?last_name=zzzqqq' })
    await screen.findByRole('heading', { name: 'No authors found' })
    const hold = holdList()
    const box = screen.getByRole('searchbox', { name: 'Last name' })
    await user.clear(box)
    await user.type(box, 'ова')
    expect(await screen.findByText('Searching…')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'No authors found' })).toBeNull()
    hold.release()
    await screen.findByRole('table', { name: 'Non-active authors' })
  })

  it('says when the page is past the end and offers the last page, keeping the search', async () => {
    const count = getDefaultDataset().filter((author) => author.last_name.toLowerCase().includes('ов')).length
    const lastOffset = Math.floor((count - 1) / 50) * 50
    const { user } = renderApp({ url: '/?last_name=%D0%BE%D0%B2&offset=5000' })
    expect(await screen.findByRole('heading', { name: 'This page is past the end of the list' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: `Go to the last page (${fmt(lastOffset + 1)}–${fmt(count)} of ${fmt(count)})` }))
    await findRange(`${fmt(lastOffset + 1)}–${fmt(count)} of ${fmt(count)}`)
    expect(currentSearchParams().get('offset')).toBe(String(lastOffset))
    expect(currentSearchParams().get('last_name')).toBe('ов')
  })
})

describe('errors say what happened and offer Retry, keeping the place', () => {
  it.each([
    ['the server cannot be reached', () => HttpResponse.error(), 'Cannot reach the server', /Cannot reach the server at localhost/],
    [
      'a server error with an HTML body',
      () => new HttpResponse('<!doctype html><h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } }),
      'Server error (HTTP 500)',
      /failed to answer/,
    ],
    ['a proxy error', () => new HttpResponse('Bad Gateway', { status: 502 }), 'The server is unavailable (HTTP 502)', /proxy/],
    [
      'too many requests',
      () =>
        HttpResponse.json(
          { detail: 'Request was throttled. Expected available in 60 seconds.' },
          { status: 429, headers: { 'Retry-After': '60' } },
        ),
      'Too many requests',
      /Try again in 60 seconds/,
    ],
    [
      'a body that is not JSON',
      () => new HttpResponse('<html>maintenance</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
      'The server sent an answer the app cannot read',
      /not JSON/,
    ],
    [
      'JSON without results',
      () => HttpResponse.json({ count: 3, next: null, previous: null }),
      'The server sent an answer the app cannot read',
      /"results" is missing/,
    ],
    [
      'a count that is text',
      () => HttpResponse.json({ count: '3', next: null, previous: null, results: [] }),
      'The server sent an answer the app cannot read',
      /"count" is text/,
    ],
    [
      'an author missing a field',
      () =>
        HttpResponse.json({
          count: 1,
          next: null,
          previous: null,
          results: [{ uid: 'x', first_name: 'A', last_name: 'B', parent_name: null }],
        }),
      'The server sent an answer the app cannot read',
      /results\[0\]\.public_name is missing/,
    ],
    [
      'a rejected search',
      () => HttpResponse.json({ last_name: ['Null characters are not allowed.'] }, { status: 400 }),
      'The server rejected the search (HTTP 400)',
      /Null characters are not allowed/,
    ],
  ])('when %s', async (_, failure, title, body) => {
    let failed = false
    serveListWith(() => {
      if (failed) return undefined
      failed = true
      return failure()
    })
    const { user } = renderApp({ url: '/?last_name=%D0%BE%D0%B2&limit=25' })
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: title })).toBeInTheDocument()
    expect(alert).toHaveTextContent(body)
    expect(currentSearchParams().get('last_name')).toBe('ов')
    expect(currentSearchParams().get('limit')).toBe('25')

    // After a wait the server named, Retry also says when the app will retry by itself.
    await user.click(within(alert).getByRole('button', { name: /^Retry( \(automatically in \d+ s\))?$/ }))
    await screen.findByRole('table', { name: 'Non-active authors' })
    expect(screen.queryByRole('alert')).toBeNull()
    // The Retry button that had focus is gone: focus goes to the results, not to the page's start.
    expect(screen.getByLabelText('Results')).toHaveFocus()
    expect(currentSearchParams().get('last_name')).toBe('ов')
    expect(currentSearchParams().get('limit')).toBe('25')
  })

  it('keeps the search boxes usable during an error', async () => {
    serveList({ detail: 'boom' }, { status: 500 })
    renderApp({ url: '/?last_name=x' })
    await screen.findByRole('alert')
    expect(screen.getByRole('searchbox', { name: 'Last name' })).toHaveValue('x')
  })
})
