import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { thisPage } from '../../../../src/shared/lib/this-page'
import { findRange, fmt, renderApp, total } from '../../../render-app'

// The panel's chunk is gone (a deployment since the page was opened, or the network dropped)
// until the test lets it load.
const chunk = vi.hoisted(() => ({ gone: true }))
vi.mock('../../../../src/app/preferences/preferences-panel', async (importOriginal) => {
  if (chunk.gone) throw new TypeError('Failed to fetch dynamically imported module')
  return importOriginal()
})

describe('the preferences panel when its chunk cannot be loaded', () => {
  it('says so in words and offers to reload the page or try again, which brings the panel once the chunk is there', async () => {
    const reload = vi.spyOn(thisPage, 'reload').mockImplementation(() => {})
    const { user } = renderApp()
    await findRange(`1–50 of ${fmt(total())}`)
    await user.click(await screen.findByRole('button', { name: 'Settings' }))
    const panel = screen.getByRole('group', { name: 'Settings' })
    const alert = await within(panel).findByRole('alert')
    expect(alert).toHaveTextContent('This part of the page could not be loaded.')
    await user.click(within(alert).getByRole('button', { name: 'Reload the page' }))
    expect(reload).toHaveBeenCalledOnce()

    chunk.gone = false
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await within(panel).findByRole('combobox', { name: 'Theme' })).toBeInTheDocument()
    expect(within(panel).queryByRole('alert')).toBeNull()
  })
})
