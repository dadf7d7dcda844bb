import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PREFERENCES_KEY, PREFERENCES_VERSION } from '../../../../src/app/preferences/preferences'
import { currentSearchParams, findPagination, findRange, fmt, renderApp, total } from '../../../render-app'

const stored = () => JSON.parse(window.localStorage.getItem(PREFERENCES_KEY) ?? 'null') as Record<string, unknown> | null
const sizeBox = () => screen.getByRole('combobox', { name: 'Rows per page' })

describe('Back undoes a change of rows per page', () => {
  it('returns to the size the entry showed; the remembered size does not rewrite it; Forward comes back', async () => {
    const { user } = renderApp()
    await findRange(`1–50 of ${fmt(total())}`)
    await findPagination()
    const before = window.history.length
    await user.selectOptions(sizeBox(), '100')
    await findRange(`1–100 of ${fmt(total())}`)
    // A new entry, and the size is remembered.
    expect(window.history.length).toBe(before + 1)
    expect(currentSearchParams().get('limit')).toBe('100')
    expect(stored()).toMatchObject({ limit: 100 })

    window.history.back()
    await findRange(`1–50 of ${fmt(total())}`)
    expect(sizeBox()).toHaveValue('50')
    await waitFor(() => expect(currentSearchParams().get('limit') ?? '50').toBe('50'))
    // Still remembered for a new visit.
    expect(stored()).toMatchObject({ limit: 100 })

    window.history.forward()
    await findRange(`1–100 of ${fmt(total())}`)
  })

  it('also for an entry further back, written before any size was remembered', async () => {
    const { user } = renderApp()
    await findRange(`1–50 of ${fmt(total())}`)
    await user.click(await screen.findByRole('button', { name: 'Next page' }))
    await findRange(`51–100 of ${fmt(total())}`)
    await user.selectOptions(sizeBox(), '25')
    await findRange(`51–75 of ${fmt(total())}`)

    window.history.back()
    await findRange(`51–100 of ${fmt(total())}`)
    window.history.back()
    await findRange(`1–50 of ${fmt(total())}`)
    expect(sizeBox()).toHaveValue('50')
  })

  it('a fresh link without a limit opens at the remembered size', async () => {
    window.localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ version: PREFERENCES_VERSION, limit: 25 }))
    renderApp({ url: '/?offset=25' })
    await findRange(`26–50 of ${fmt(total())}`)
    await waitFor(() => expect(currentSearchParams().get('limit')).toBe('25'))
  })
})
