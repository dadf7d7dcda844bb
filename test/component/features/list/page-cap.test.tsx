import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createHandlers } from '../../../../src/demo-api/handlers'
import { server } from '../../../msw-server'
import { currentSearchParams, findRange, fmt, pagination, recordListRequests, renderApp, total } from '../../../render-app'

// A deployment whose Django REST framework caps pages at 100 rows (max_limit), while the person
// asks for 200: the list pages by what the service gives, says so, and skips no record.
const capAt100 = () => server.use(...createHandlers({ maxLimit: 100 }))
const button = (name: string) => within(pagination()).getByRole('button', { name })

describe('a service that caps pages below the size asked for', () => {
  it('pages by the rows it gives, says so, and offers no size above its cap', async () => {
    capAt100()
    const { user } = renderApp({ url: '/?limit=200' })
    await findRange(`1–100 of ${fmt(total())}`)
    expect(await screen.findByText(/The service gives at most 100 authors a page/)).toBeInTheDocument()
    expect(currentSearchParams().get('limit')).toBe('100')
    const sizes = within(within(pagination()).getByRole('combobox', { name: 'Rows per page' })).getAllByRole('option')
    expect(sizes.map((option) => option.textContent)).toEqual(['10', '25', '50', '100'])

    // Next shows rows 101–200: nothing skipped.
    await user.click(button('Next page'))
    await findRange(`101–200 of ${fmt(total())}`)
    // Last reaches the true last page of 100.
    await user.click(button('Last page'))
    const lastOffset = Math.floor((total() - 1) / 100) * 100
    await findRange(`${fmt(lastOffset + 1)}–${fmt(total())} of ${fmt(total())}`)
  })

  it('keeps a deep link on its first row: ?limit=200&offset=200 opens rows 201–300', async () => {
    capAt100()
    renderApp({ url: '/?limit=200&offset=200' })
    await findRange(`201–300 of ${fmt(total())}`)
    expect(currentSearchParams().get('limit')).toBe('100')
    expect(currentSearchParams().get('offset')).toBe('200')
  })

  it('asks for the capped size once the cap is known, not again for the size refused', async () => {
    capAt100()
    const requests = recordListRequests()
    const { user } = renderApp({ url: '/?limit=200' })
    await findRange(`1–100 of ${fmt(total())}`)
    await user.click(button('Next page'))
    await findRange(`101–200 of ${fmt(total())}`)
    const limits = requests.urls().map((url) => url.searchParams.get('limit'))
    requests.stop()
    expect(limits[0]).toBe('200')
    expect(limits.slice(1).every((limit) => limit === '100')).toBe(true)
  })
})
