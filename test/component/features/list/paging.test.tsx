import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { author, pageBody, serveListWith } from '../../../list-overrides'
import { currentSearchParams, findRange, fmt, pagination, recordListRequests, renderApp, total, findPagination } from '../../../render-app'

const button = (name: string) => within(pagination()).getByRole('button', { name })

describe('paging', () => {
  it('starts on the first page of 50 with the range and only forward moves available', async () => {
    renderApp()
    await findRange(`1–50 of ${fmt(total())}`)
    expect(button('First page')).toHaveAttribute('aria-disabled', 'true')
    expect(button('Previous page')).toHaveAttribute('aria-disabled', 'true')
    expect(button('Next page')).toHaveAttribute('aria-disabled', 'false')
    expect(button('Last page')).toHaveAttribute('aria-disabled', 'false')
    expect(within(pagination()).getByRole('combobox', { name: 'Rows per page' })).toHaveValue('50')
  })

  it('pages forward, to the end, and back to the start', async () => {
    const { user } = renderApp()
    await findRange(`1–50 of ${fmt(total())}`)

    await user.click(button('Next page'))
    await findRange(`51–100 of ${fmt(total())}`)
    expect(currentSearchParams().get('offset')).toBe('50')
    expect(button('Previous page')).toHaveAttribute('aria-disabled', 'false')

    await user.click(button('Last page'))
    const lastOffset = Math.floor((total() - 1) / 50) * 50
    await findRange(`${fmt(lastOffset + 1)}–${fmt(total())} of ${fmt(total())}`)
    expect(button('Next page')).toHaveAttribute('aria-disabled', 'true')
    expect(button('Last page')).toHaveAttribute('aria-disabled', 'true')

    await user.click(button('Previous page'))
    await findRange(`${fmt(lastOffset - 49)}–${fmt(lastOffset)} of ${fmt(total())}`)

    await user.click(button('First page'))
    await findRange(`1–50 of ${fmt(total())}`)
    expect(currentSearchParams().has('offset')).toBe(false)
  })

  it('keeps focus on a pager button that becomes unavailable', async () => {
    const { user } = renderApp({ url: `/?offset=${Math.floor((total() - 1) / 50) * 50 - 50}` })
    await within(await findPagination()).findByText(/ of /)
    await user.click(button('Next page'))
    await findRange(`${fmt(Math.floor((total() - 1) / 50) * 50 + 1)}–${fmt(total())} of ${fmt(total())}`)
    expect(button('Next page')).toHaveFocus()
    expect(button('Next page')).toHaveAttribute('aria-disabled', 'true')
  })

  it('jumps to a page number, clamping one beyond the last page', async () => {
    const { user } = renderApp()
    await findRange(`1–50 of ${fmt(total())}`)
    const page = within(pagination()).getByRole('spinbutton', { name: 'Page' })
    await user.clear(page)
    await user.type(page, '5{Enter}')
    await findRange(`201–250 of ${fmt(total())}`)
    expect(currentSearchParams().get('offset')).toBe('200')

    await user.clear(page)
    await user.type(page, '99999{Enter}')
    await findRange(`${fmt(Math.floor((total() - 1) / 50) * 50 + 1)}–${fmt(total())} of ${fmt(total())}`)
    expect(page).toHaveValue(Math.ceil(total() / 50))
  })

  it('offers 10, 25, 50, 100 and 200 rows per page and keeps the first row in view on a change', async () => {
    const { user } = renderApp({ url: '/?offset=200' })
    await findRange(`201–250 of ${fmt(total())}`)
    const select = within(pagination()).getByRole('combobox', { name: 'Rows per page' })
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '25', '50', '100', '200'])

    await user.selectOptions(select, '100')
    await findRange(`201–300 of ${fmt(total())}`)
    expect(currentSearchParams().get('limit')).toBe('100')
    expect(within(screen.getByRole('table', { name: 'Non-active authors' })).getAllByRole('row')).toHaveLength(101)

    await user.selectOptions(select, '200')
    await findRange(`201–400 of ${fmt(total())}`)
  })

  it('asks for the other page sizes’ pages as the rows-per-page list is opened, so the size picked shows without a new request', async () => {
    const { user } = renderApp({ url: '/?offset=250' })
    await findRange(`251–300 of ${fmt(total())}`)
    const requests = recordListRequests()
    const select = within(pagination()).getByRole('combobox', { name: 'Rows per page' })
    await user.pointer({ keys: '[MouseLeft]', target: select })
    // Each other size's page that holds the first row on screen (row 251); the next page of 50
    // is asked for anyway, once this one is painted.
    const asked = () =>
      requests
        .urls()
        .filter((url) => url.searchParams.get('limit') !== '50')
        .map((url) => `${url.searchParams.get('limit')}:${url.searchParams.get('offset')}`)
        .sort()
    expect(asked()).toEqual(['100:200', '10:250', '200:200', '25:250'])
    // Opened again: nothing new is asked for.
    await user.pointer({ keys: '[MouseLeft]', target: select })
    expect(asked()).toHaveLength(4)

    await user.selectOptions(select, '100')
    await findRange(`201–300 of ${fmt(total())}`)
    expect(currentSearchParams().get('offset')).toBe('200')
    expect(requests.matching({ limit: '100', offset: '200' })).toHaveLength(1)
    requests.stop()
  })

  it('enables Previous and Next exactly when the response has those links', async () => {
    serveListWith(() =>
      Response.json(
        pageBody([author({ uid: 'x1' })], {
          count: 500,
          next: null,
          previous: null,
        }),
      ),
    )
    renderApp({ url: '/?offset=50' })
    await findRange('51–51 of 500')
    expect(button('Previous page')).toHaveAttribute('aria-disabled', 'true')
    expect(button('Next page')).toHaveAttribute('aria-disabled', 'true')
  })

  it("moves by the person's own page size and asks its own API address, whatever host and limit the links name", async () => {
    serveListWith((request) => {
      const offset = new URL(request.url).searchParams.get('offset')
      if (offset !== null) return undefined
      return Response.json(
        // A full first page: the links, not a short page (the page cap's), are under test.
        pageBody(
          Array.from({ length: 50 }, (_, index) => author({ uid: `x${index}` })),
          {
            count: 120,
            next: 'http://backend.internal:8000/api/author/non-active/list/?format=api&limit=40&offset=40',
          },
        ),
      )
    })
    const requests = recordListRequests()
    const { user } = renderApp()
    await findRange('1–50 of 120')
    await user.click(button('Next page'))
    await within(await findPagination()).findByText(/^51–100 of /)
    expect(currentSearchParams().get('offset')).toBe('50')
    // The link's limit=40 does not silently change the page size.
    expect(currentSearchParams().get('limit')).toBeNull()
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('50')
    for (const url of requests.urls()) {
      expect(url.origin).toBe(window.location.origin)
      expect(url.searchParams.has('format')).toBe(false)
    }
    expect(requests.requests.every((request) => request.headers.get('Accept') === 'application/json')).toBe(true)
    requests.stop()
  })
})
