import { screen, waitFor, within } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, it } from 'vitest'
import { fmt, renderApp, total } from '../../../render-app'

describe('accessibility', () => {
  it('has a captioned table, labelled controls and the pager in a navigation landmark', async () => {
    renderApp()
    const table = await screen.findByRole('table', { name: 'Non-active authors' })
    expect(table.querySelector('caption')).toHaveTextContent('Non-active authors')
    expect(screen.getByRole('search', { name: 'Search authors' })).toBeInTheDocument()
    const nav = await screen.findByRole('navigation', { name: 'Pagination' })
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) {
      expect(within(nav).getByRole('button', { name })).toBeInTheDocument()
    }
    expect(within(nav).getByRole('combobox', { name: 'Rows per page' })).toBeInTheDocument()
    expect(within(nav).getByRole('spinbutton', { name: 'Page' })).toBeInTheDocument()
  })

  it('announces the settled result politely', async () => {
    const { user } = renderApp()
    const status = screen.getByRole('status')
    expect(status).toHaveAttribute('aria-live', 'polite')
    await waitFor(() => expect(status).toHaveTextContent(`Showing 1–50 of ${fmt(total())}`))
    await user.click(await screen.findByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(status).toHaveTextContent(`Showing 51–100 of ${fmt(total())}`))
  })

  it('announces an empty search', async () => {
    renderApp({ url: '/?last_name=zzzqqq' })
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No authors found for last name “zzzqqq”.'))
  })

  it('focuses the last-name box on "/", but types "/" inside a text box', async () => {
    const { user } = renderApp()
    await screen.findByRole('table', { name: 'Non-active authors' })
    const box = screen.getByRole('searchbox', { name: 'Last name' })
    expect(box).not.toHaveFocus()
    await user.keyboard('/')
    expect(box).toHaveFocus()
    expect(box).toHaveValue('')
    const firstName = screen.getByRole('searchbox', { name: 'First name' })
    await user.click(firstName)
    await user.keyboard('/')
    expect(firstName).toHaveValue('/')
    expect(firstName).toHaveFocus()
  })

  it.each([
    ['the loaded list', '/'],
    ['an empty search', '/?last_name=zzzqqq'],
    ['a page past the end', '/?offset=99999'],
  ])('has no axe violations on %s', async (_, url) => {
    const { container } = renderApp({ url })
    await waitFor(() => expect(screen.getByRole('status').textContent).not.toBe(''))
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
  })
})
