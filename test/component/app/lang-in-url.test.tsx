import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PREFERENCES_KEY, PREFERENCES_VERSION } from '../../../src/app/preferences/preferences'
import { currentSearchParams, renderApp } from '../../render-app'

const ruPager = () => screen.findByRole('navigation', { name: 'Страницы' })

describe('a language named in the URL', () => {
  it('?lang=ru opens that page in Russian over the remembered English, and the links made from it keep it', async () => {
    window.localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ version: PREFERENCES_VERSION, lang: 'en' }))
    renderApp({ url: '/?lang=ru&offset=50', lang: 'en' })
    expect(await screen.findByRole('table', { name: 'Неактивные авторы' })).toBeInTheDocument()
    expect(document.documentElement).toHaveAttribute('lang', 'ru')
    const pager = await ruPager()
    const link = within(pager).getByRole('link', { name: 'Страница 3' })
    expect(new URLSearchParams(link.getAttribute('href')!).get('lang')).toBe('ru')
    // Used for this page, not remembered.
    expect(JSON.parse(window.localStorage.getItem(PREFERENCES_KEY)!)).toMatchObject({ lang: 'en' })
  })

  it('?lang=en opens in English in a Russian browser; a chosen language follows into the URL', async () => {
    const { user } = renderApp({ url: '/?lang=en', lang: 'ru' })
    expect(await screen.findByRole('table', { name: 'Non-active authors' })).toBeInTheDocument()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ru')
    expect(await screen.findByRole('table', { name: 'Неактивные авторы' })).toBeInTheDocument()
    expect(currentSearchParams().get('lang')).toBe('ru')
  })

  it('a value the UI does not speak is dropped from the address; one in another form is normalised', async () => {
    renderApp({ url: '/?lang=de&offset=50', lang: 'en' })
    expect(await screen.findByRole('table', { name: 'Non-active authors' })).toBeInTheDocument()
    await waitFor(() => expect(currentSearchParams().has('lang')).toBe(false))
    expect(currentSearchParams().get('offset')).toBe('50')

    renderApp({ url: '/?lang=RU-ru', lang: 'en' })
    await waitFor(() => expect(currentSearchParams().get('lang')).toBe('ru'))
  })
})

describe('Reset speaks the language it leaves the UI in', () => {
  it('after a Russian choice is reset to an English browser, it says so in English', async () => {
    window.localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ version: PREFERENCES_VERSION, lang: 'ru' }))
    const { user } = renderApp({ url: '/', lang: 'en' })
    await ruPager()
    await user.click(await screen.findByRole('button', { name: 'Параметры' }))
    await user.click(await screen.findByRole('button', { name: 'Сбросить настройки' }))
    expect(await screen.findByRole('table', { name: 'Non-active authors' })).toBeInTheDocument()
    expect(screen.getByText('Preferences reset to the defaults.')).toBeInTheDocument()
    expect(screen.queryByText('Настройки сброшены.')).toBeNull()
  })
})
