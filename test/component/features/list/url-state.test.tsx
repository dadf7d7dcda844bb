import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getDefaultDataset } from '../../../../src/demo-api/dataset'
import { currentSearchParams, findPagination, findRange, fmt, pagination, renderApp, total } from '../../../render-app'

describe('the URL holds the place', () => {
  it('opens the exact page of a deep link', async () => {
    const term = 'ов'
    const count = getDefaultDataset().filter((author) => author.last_name.toLowerCase().includes(term)).length
    renderApp({ url: `/?last_name=${encodeURIComponent(term)}&limit=25&offset=25` })
    await findRange(`26–50 of ${fmt(count)}`)
    expect(screen.getByRole('searchbox', { name: 'Last name' })).toHaveValue(term)
    expect(within(await findPagination()).getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25')
    expect(within(pagination()).getByRole('spinbutton', { name: 'Page' })).toHaveValue(2)
  })

  it('steps through page changes with Back and Forward', async () => {
    const { user } = renderApp()
    await findRange(`1–50 of ${fmt(total())}`)
    await user.click(within(await findPagination()).getByRole('button', { name: 'Next page' }))
    await findRange(`51–100 of ${fmt(total())}`)
    await user.click(within(await findPagination()).getByRole('button', { name: 'Next page' }))
    await findRange(`101–150 of ${fmt(total())}`)

    window.history.back()
    await findRange(`51–100 of ${fmt(total())}`)
    window.history.back()
    await findRange(`1–50 of ${fmt(total())}`)
    window.history.forward()
    await findRange(`51–100 of ${fmt(total())}`)
    expect(currentSearchParams().get('offset')).toBe('50')
  })

  it('makes one history entry for a search typed with pauses, and Back leaves it', async () => {
    const { user } = renderApp()
    await findRange(`1–50 of ${fmt(total())}`)
    const box = screen.getByRole('searchbox', { name: 'Last name' })
    const entriesBefore = window.history.length

    await user.type(box, 'ов')
    await waitFor(() => expect(currentSearchParams().get('last_name')).toBe('ов'))
    await user.type(box, 'а')
    await waitFor(() => expect(currentSearchParams().get('last_name')).toBe('ова'))
    expect(window.history.length).toBe(entriesBefore + 1)

    window.history.back()
    await findRange(`1–50 of ${fmt(total())}`)
    expect(box).toHaveValue('')
    expect(currentSearchParams().has('last_name')).toBe(false)
  })

  it.each([
    ['/?limit=abc&offset=-1', '', '50'],
    ['/?limit=-5', '', '50'],
    ['/?limit=0&offset=abc', '', '50'],
    ['/?limit=100000', '?limit=1000', '1000'],
  ])('normalises %s instead of failing', async (url, canonical, selected) => {
    renderApp({ url })
    await screen.findByRole('table', { name: 'Non-active authors' })
    await waitFor(() => expect(window.location.search).toBe(canonical))
    expect(within(await findPagination()).getByRole('combobox', { name: 'Rows per page' })).toHaveValue(selected)
  })

  it('keeps the place across a reload', async () => {
    const first = renderApp({ url: '/?last_name=%D0%BE%D0%B2&offset=0&limit=10' })
    await screen.findByRole('table', { name: 'Non-active authors' })
    const search = window.location.search
    first.unmount()
    renderApp({ url: `/${search}` })
    await screen.findByRole('table', { name: 'Non-active authors' })
    expect(screen.getByRole('searchbox', { name: 'Last name' })).toHaveValue('ов')
    expect(within(await findPagination()).getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10')
  })
})
