import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { forgetEditorMarksInMemory } from '../../../../src/entities/author/editor-marks/marks'
import { renderApp } from '../../../render-app'

const findTable = () => screen.findByRole('table', { name: 'Non-active authors' })
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1)

describe("an editor's checked mark in the main list", () => {
  it('is set from Details, shown on the row with its note, and still there after a reload', async () => {
    const first = renderApp()
    let table = await findTable()
    await waitFor(() => expect(within(bodyRows(table)[1]!).getByRole('button', { name: 'Details' })).toBeInTheDocument())
    await first.user.click(within(bodyRows(table)[1]!).getByRole('button', { name: 'Details' }))
    const details = await screen.findByRole('dialog')
    await first.user.click(within(details).getByRole('checkbox', { name: 'Checked' }))
    await first.user.type(within(details).getByRole('textbox', { name: 'Note' }), 'same as in the catalogue')
    await first.user.click(within(details).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(within(bodyRows(table)[1]!).getByText('Checked: same as in the catalogue')).toBeInTheDocument()
    expect(within(bodyRows(table)[0]!).queryByText(/^Checked/)).toBeNull()

    first.unmount()
    await forgetEditorMarksInMemory()
    renderApp()
    table = await findTable()
    expect(await within(table).findByText('Checked: same as in the catalogue')).toBeInTheDocument()
  })
})
