import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { author, pageBody, serveList } from '../../../list-overrides'
import { renderApp } from '../../../render-app'

// Chunks that are gone (a deployment since the page was opened, or the network dropped) until
// the test brings them back.
const gone = vi.hoisted(() => new Set<'workbench' | 'details'>())
vi.mock('../../../../src/features/workbench/workbench-host', async (importOriginal) => {
  if (gone.has('workbench')) throw new TypeError('Failed to fetch dynamically imported module')
  return importOriginal()
})
vi.mock('../../../../src/features/workbench/details-dialog', async (importOriginal) => {
  if (gone.has('details')) throw new TypeError('Failed to fetch dynamically imported module')
  return importOriginal()
})

describe('the workbench when its chunks cannot be loaded', () => {
  it('says so above the rows, and brings the marks and actions on Try again; so does a dialog', async () => {
    gone.add('workbench').add('details')
    serveList(pageBody([author({ uid: 'uid-1', public_name: 'Иванов И.И.' }), author({ uid: 'uid-2', public_name: 'Петров П.П.' })]))
    const { user } = renderApp()
    const table = await screen.findByRole('table', { name: 'Non-active authors' })
    const workbenchFailed = await screen.findByRole('alert')
    expect(workbenchFailed).toHaveTextContent('This part of the page could not be loaded.')
    expect(
      within(workbenchFailed)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Reload the page', 'Try again'])
    // The rows are there, with their text alone.
    expect(within(table).queryByRole('button', { name: 'Details' })).toBeNull()

    gone.delete('workbench')
    await user.click(within(workbenchFailed).getByRole('button', { name: 'Try again' }))
    const [details] = await within(table).findAllByRole('button', { name: 'Details' })
    expect(screen.queryByRole('alert')).toBeNull()

    await user.click(details!)
    const dialogFailed = await screen.findByRole('alert')
    expect(dialogFailed).toHaveTextContent('This part of the page could not be loaded.')
    gone.delete('details')
    await user.click(within(dialogFailed).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('dialog', { name: 'Иванов И.И.' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
