// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { parseRuntimeConfig } from '../../../src/app/config-check'
import { StartupError } from '../../../src/app/startup-error'

/** The error the config check throws for `json`. */
function configError(json: unknown): unknown {
  try {
    parseRuntimeConfig(json)
  } catch (error) {
    return error
  }
  throw new Error('the config was accepted')
}

describe('the start-up screen', () => {
  it('names the conflict of a first-name parameter the app already uses, in English', () => {
    render(<StartupError error={configError({ firstNameParam: 'offset' })} lang="en" />)
    const alert = screen.getByRole('alert')
    expect(screen.getByRole('heading', { name: 'Non-active authors' })).toBeVisible()
    expect(alert).toHaveTextContent(
      /^Non-active authorsThe app could not start: "firstNameParam" in config\.json is "offset", a parameter the app already sends for the place in the list/,
    )
    expect(screen.getByText(/^"firstNameParam" in config\.json is "offset"/)).toHaveAttribute('lang', 'en')
    expect(alert).toHaveTextContent('Check config.json beside the app, then reload.')
  })

  it('says why in Russian, marked as Russian, when the app speaks Russian', () => {
    render(<StartupError error={configError({ requestTimeoutMs: 1e10 })} lang="ru" />)
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Неактивные авторыПриложение не смогло запуститься: "requestTimeoutMs" в config\.json — 10000000000 мс, больше самого долгого таймера браузера/,
    )
    expect(screen.getByText(/^"requestTimeoutMs" в config\.json/)).toHaveAttribute('lang', 'ru')
  })

  it('gives the browser’s own words as they are, marked as English', () => {
    render(<StartupError error={new TypeError('Failed to fetch')} lang="ru" />)
    expect(screen.getByText('Failed to fetch')).toHaveAttribute('lang', 'en')
    expect(screen.getByRole('alert')).toHaveTextContent('Приложение не смогло запуститься: Failed to fetch')
  })
})
