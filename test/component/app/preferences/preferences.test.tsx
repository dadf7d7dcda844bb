import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PREFERENCES_KEY, PREFERENCES_VERSION } from '../../../../src/app/preferences/preferences'
import { currentSearchParams, findRange, fmt, renderApp, total } from '../../../render-app'

const store = (value: object) => window.localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ version: PREFERENCES_VERSION, ...value }))
const stored = () => JSON.parse(window.localStorage.getItem(PREFERENCES_KEY) ?? 'null') as Record<string, unknown> | null
const headers = () =>
  within(screen.getByRole('table', { name: 'Non-active authors' }))
    .getAllByRole('columnheader')
    .map((header) => header.textContent)

async function openPreferences(user: ReturnType<typeof renderApp>['user']) {
  const toggle = await screen.findByRole('button', { name: 'Settings' })
  await user.click(toggle)
  expect(toggle).toHaveAttribute('aria-expanded', 'true')
  return screen.findByRole('combobox', { name: 'Theme' })
}

describe('preferences', () => {
  it('remembers rows per page: a link without limit opens at that size, and the URL says so', async () => {
    const { user, unmount } = renderApp()
    await findRange(`1–50 of ${fmt(total())}`)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25')
    await findRange(`1–25 of ${fmt(total())}`)
    expect(stored()).toMatchObject({ limit: 25 })
    unmount()

    renderApp({ url: '/?offset=50' })
    await findRange(`51–75 of ${fmt(total())}`)
    await waitFor(() => expect(currentSearchParams().get('limit')).toBe('25'))
  })

  it('lets a URL that names a limit win, even the default one', async () => {
    store({ limit: 25 })
    renderApp({ url: '/?limit=50' })
    await findRange(`1–50 of ${fmt(total())}`)
    expect(currentSearchParams().get('limit')).toBe('50')
  })

  it('ignores a corrupt stored value and starts from the defaults', async () => {
    window.localStorage.setItem(PREFERENCES_KEY, '{"version":1,"limit":')
    renderApp()
    await findRange(`1–50 of ${fmt(total())}`)
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en')
  })

  it('switches the theme and density, hides columns (never every name) and resets them all', async () => {
    const { user } = renderApp()
    await findRange(`1–50 of ${fmt(total())}`)
    const theme = await openPreferences(user)
    await user.selectOptions(theme, 'dark')
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Density' }), 'compact')
    expect(document.querySelector('.app')).toHaveAttribute('data-density', 'compact')

    const columns = screen.getByRole('group', { name: 'Columns' })
    await user.click(within(columns).getByRole('checkbox', { name: 'UID' }))
    expect(headers()).not.toContain('UID')
    for (const name of ['Public name', 'First name', 'Patronymic']) await user.click(within(columns).getByRole('checkbox', { name }))
    // The last name column is the only one left: it cannot go.
    expect(within(columns).getByRole('checkbox', { name: 'Last name' })).toBeDisabled()
    expect(headers().slice(0, 1)).toEqual(['Last name'])
    expect(stored()).toMatchObject({ theme: 'dark', density: 'compact' })
    expect(stored()?.hiddenColumns).toEqual(expect.arrayContaining(['public_name', 'first_name', 'parent_name', 'uid']))

    await user.click(screen.getByRole('button', { name: 'Reset preferences' }))
    expect(document.documentElement).not.toHaveAttribute('data-theme')
    expect(document.querySelector('.app')).toHaveAttribute('data-density', 'comfortable')
    expect(headers().slice(0, 5)).toEqual(['Public name', 'Last name', 'First name', 'Patronymic', 'UID'])
    expect(screen.getByText('Preferences reset to the defaults.')).toBeInTheDocument()
    expect(stored()).toBeNull()
  })

  it('closes the panel with Escape and returns focus to its button', async () => {
    const { user } = renderApp()
    await findRange(`1–50 of ${fmt(total())}`)
    const theme = await openPreferences(user)
    await waitFor(() => expect(theme).toHaveFocus())
    await user.keyboard('{Escape}')
    expect(screen.getByRole('button', { name: 'Settings' })).toHaveFocus()
    expect(screen.queryByRole('combobox', { name: 'Theme' })).not.toBeInTheDocument()
  })
})
