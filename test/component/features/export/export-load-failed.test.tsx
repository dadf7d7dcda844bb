import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { findRange, fmt, renderApp, total } from '../../../render-app'

// Chunks that are gone (a deployment since the page was opened, or the network dropped) until
// the test brings them back.
const gone = vi.hoisted(() => new Set<'panel' | 'writer'>())
vi.mock('../../../../src/features/export/export-panel', async (importOriginal) => {
  if (gone.has('panel')) throw new TypeError('Failed to fetch dynamically imported module')
  return importOriginal()
})
vi.mock('../../../../src/features/export/tsv', async (importOriginal) => {
  if (gone.has('writer')) throw new TypeError('Failed to fetch dynamically imported module')
  return importOriginal()
})

describe('export when its chunks cannot be loaded', () => {
  it('says so for Copy page as TSV and for the Export panel, and tries again when asked', async () => {
    const { user } = renderApp({ url: '/?limit=10' })
    await findRange(`1–10 of ${fmt(total())}`)

    gone.add('writer')
    await user.click(await screen.findByRole('button', { name: 'Copy page as TSV' }))
    const writerFailed = await screen.findByRole('alert')
    expect(writerFailed).toHaveTextContent('This part of the page could not be loaded.')
    expect(within(writerFailed).getByRole('button', { name: 'Reload the page' })).toBeInTheDocument()
    gone.delete('writer')
    await user.click(within(writerFailed).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Copied 10 authors to the clipboard as tab-separated text.')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toMatch(/^Public name\tLast name\tFirst name\tPatronymic\tUID\n/)
    expect(screen.queryByRole('alert')).toBeNull()

    gone.add('panel')
    const toggle = screen.getByRole('button', { name: 'Export' })
    await user.click(toggle)
    const panelFailed = await screen.findByRole('alert')
    expect(panelFailed).toHaveTextContent('This part of the page could not be loaded.')
    expect(
      within(panelFailed)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Reload the page', 'Try again'])
    // Still gone: Try again says so again.
    await user.click(within(panelFailed).getByRole('button', { name: 'Try again' }))
    expect(await within(panelFailed).findByRole('button', { name: 'Try again' })).toBeInTheDocument()
    // Closed, the panel says nothing; opened again, it tries again by itself.
    await user.click(toggle)
    expect(screen.queryByRole('alert')).toBeNull()
    gone.delete('panel')
    await user.click(toggle)
    expect(await screen.findByRole('region', { name: 'Export authors' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
