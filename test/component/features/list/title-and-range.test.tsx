import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { holdList } from '../../../list-overrides'
import { findPagination, findRange, fmt, renderApp, total } from '../../../render-app'

const current = () => within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('link', { current: 'page' })
const currentLink = () => screen.getByRole('navigation', { name: 'Pagination' }).querySelector('[aria-current="page"]')
const range = () => screen.getByRole('navigation', { name: 'Pagination' }).querySelector('.pager-range')!.textContent

describe('the pager’s range and the highlighted page are one place', () => {
  it('while a search loads, neither the range nor the highlighted page is the previous page’s', async () => {
    const { user } = renderApp({ url: '/?offset=50' })
    await findRange(`51–100 of ${fmt(total())}`)
    expect(current()).toHaveAccessibleName('Page 2')
    const held = holdList()
    await user.type(screen.getByRole('searchbox', { name: 'Last name' }), 'Ив{Enter}')
    // The rows on screen are still the old page's: the pager states neither their range nor their
    // pages as the search's (it knows neither yet), and Next waits for the search's answer.
    await waitFor(() => expect(range()).toBe('Total not known yet'))
    expect(currentLink()).toBeNull()
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true')
    held.release()
    await waitFor(() => expect(range()).toMatch(/^1–/))
    expect(current()).toHaveAccessibleName('Page 1')
  })

  it('while the next page of the same search loads, the range is the highlighted page’s', async () => {
    const { user } = renderApp({ url: '/' })
    await findRange(`1–50 of ${fmt(total())}`)
    const held = holdList()
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(current()).toHaveAccessibleName('Page 2'))
    expect(range()).toBe(`51–100 of ${fmt(total())}`)
    held.release()
    await findRange(`51–100 of ${fmt(total())}`)
  })
})

describe('the tab’s title names the search and the page', () => {
  it('in English', async () => {
    renderApp({ url: '/?last_name=%20Иванов%20&offset=100' })
    await findPagination()
    await waitFor(() => expect(document.title).toBe('Иванов — page 3 — Non-active authors'))
  })

  it('in Russian, with the first name, and the plain first page as the app alone', async () => {
    const { user } = renderApp({ url: '/?last_name=Иванов&first_name=Иван', lang: 'ru' })
    await screen.findByRole('navigation', { name: 'Страницы' })
    await waitFor(() => expect(document.title).toBe('Иванов Иван — страница 1 — Неактивные авторы'))
    await user.clear(screen.getByRole('searchbox', { name: 'Фамилия' }))
    await user.clear(screen.getByRole('searchbox', { name: 'Имя' }))
    await waitFor(() => expect(document.title).toBe('Неактивные авторы · Справочник авторов'))
  })
})
