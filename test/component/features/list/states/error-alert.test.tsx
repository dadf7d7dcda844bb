import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Lang } from '../../../../../src/shared/i18n/lang'

const EXPLANATIONS = '../../../../../src/shared/errors/error-message'
const COUNTDOWN = '../../../../../src/features/list/states/wait-then-retry'
const chunkGone = () => new TypeError('Failed to fetch dynamically imported module')

// The explanations and the countdown load once per page: each test starts from a page that has
// not loaded them.
beforeEach(() => vi.resetModules())
afterEach(() => vi.doUnmock(COUNTDOWN))

/** A page whose explanations chunk the test delivers, or fails, by hand. */
async function freshPage(lang: Lang = 'en') {
  const { ErrorPanel } = await import('../../../../../src/features/list/states/list-states')
  const { explanationsChunk } = await import('../../../../../src/shared/errors/error-explainer')
  const { LanguageProvider } = await import('../../../../../src/shared/i18n/language-provider')
  const { ApiError } = await import('../../../../../src/shared/api/api-error')
  const { thisPage } = await import('../../../../../src/shared/lib/this-page')
  const explanations = await import(EXPLANATIONS)
  let settle!: { resolve: () => void; reject: () => void }
  vi.spyOn(explanationsChunk, 'load').mockReturnValueOnce(
    new Promise((resolve, reject) => {
      settle = { resolve: () => resolve(explanations), reject: () => reject(chunkGone()) }
    }),
  )
  const { StaleRowsNotice } = await import('../../../../../src/features/list/states/stale-rows-notice')
  const { RetryNotice } = await import('../../../../../src/features/list/states/retry-notice')
  const renderNotices = (error: unknown) =>
    render(
      <LanguageProvider lang={lang}>
        <StaleRowsNotice error={error} retrying={false} onRetry={() => {}} />
        <RetryNotice reason={error} attempt={2} />
      </LanguageProvider>,
    )
  const renderPanel = (error: unknown, failedAt?: number) =>
    render(
      <LanguageProvider lang={lang}>
        <ErrorPanel error={error} retrying={false} onRetry={() => {}} failedAt={failedAt} />
      </LanguageProvider>,
    )
  return { renderPanel, renderNotices, settle, ApiError, thisPage, user: userEvent.setup() }
}

/**
 * Every state of the alert a person could meet: its text each time the DOM changed, while it is
 * in the document. A screen reader reads an alert as it is inserted.
 */
function watchAlerts() {
  const seen: string[] = []
  const observer = new MutationObserver(() => {
    for (const alert of document.querySelectorAll('[role="alert"]')) seen.push(alert.textContent ?? '')
  })
  observer.observe(document.body, { childList: true, subtree: true, characterData: true })
  return {
    /** Stops watching; what was seen. */
    stop: () => {
      observer.disconnect()
      return seen
    },
  }
}

describe('the list’s error alert', () => {
  it('is not there while the explanations load, and comes whole, with its title and explanation, once they arrive', async () => {
    const { renderPanel, settle, ApiError } = await freshPage()
    const watch = watchAlerts()
    renderPanel(new ApiError('network', 'Cannot reach the server at api.example.org.'))
    await act(async () => {})
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()

    await act(async () => settle.resolve())
    const alert = screen.getByRole('alert')
    expect(within(alert).getByRole('heading', { name: 'Cannot reach the server' })).toBeInTheDocument()
    expect(alert).toHaveTextContent('Cannot reach the server at api.example.org. Check your connection, then retry.')
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument()
    const seen = watch.stop()
    expect(seen.length).toBeGreaterThan(0)
    for (const text of seen) expect(text).toMatch(/^Cannot reach the server.*Check your connection, then retry\.Retry$/)
  })

  it('says what it can, and offers a reload, when the explanations cannot be loaded', async () => {
    const { renderPanel, settle, ApiError, thisPage, user } = await freshPage()
    const reload = vi.spyOn(thisPage, 'reload').mockImplementation(() => {})
    const watch = watchAlerts()
    renderPanel(new ApiError('http', 'The server answered with HTTP 500.', { status: 500 }))
    await act(async () => {})
    expect(screen.queryByRole('alert')).toBeNull()

    await act(async () => settle.reject())
    const alert = screen.getByRole('alert')
    expect(within(alert).getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
    expect(alert).toHaveTextContent(
      'The list could not be shown, and the description of this error could not be loaded either: the connection may have dropped, or the app has been updated. Retry, or reload the page.',
    )
    expect(
      within(alert)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Retry', 'Reload the page'])
    await user.click(within(alert).getByRole('button', { name: 'Reload the page' }))
    expect(reload).toHaveBeenCalledOnce()
    for (const text of watch.stop()) expect(text).toMatch(/^Something went wrong.*Retry, or reload the page\.RetryReload the page$/)
  })

  it('says it in Russian in a Russian UI', async () => {
    const { renderPanel, settle, ApiError } = await freshPage('ru')
    renderPanel(new ApiError('network', 'Failed to fetch'))
    await act(async () => settle.reject())
    const alert = screen.getByRole('alert')
    expect(within(alert).getByRole('heading', { name: 'Что-то пошло не так' })).toBeInTheDocument()
    expect(alert).toHaveTextContent(
      'Список не удалось показать, и описание этой ошибки тоже не загрузилось: возможно, прервалось соединение или приложение обновилось. Повторите попытку или перезагрузите страницу.',
    )
    expect(
      within(alert)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Повторить', 'Перезагрузить страницу'])
  })

  it('still explains a wait the server named when the countdown cannot be loaded, and says the countdown is missing', async () => {
    vi.doMock(COUNTDOWN, () => {
      throw chunkGone()
    })
    const { renderPanel, settle, ApiError } = await freshPage()
    const watch = watchAlerts()
    renderPanel(new ApiError('http', 'The server answered with HTTP 429.', { status: 429, retryAfterSeconds: 30 }), Date.now())
    await act(async () => {})
    expect(screen.queryByRole('alert')).toBeNull()

    await act(async () => settle.resolve())
    const [error, missing] = screen.getAllByRole('alert')
    expect(within(error!).getByRole('heading', { name: 'Too many requests' })).toBeInTheDocument()
    expect(error).toHaveTextContent('The server is limiting requests (HTTP 429). Try again in 30 seconds.')
    expect(within(error!).getByRole('button', { name: 'Retry' })).toBeInTheDocument()
    expect(missing).toHaveTextContent('This part of the page could not be loaded.')
    expect(
      within(missing!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Reload the page', 'Try again'])
    for (const text of watch.stop())
      expect(text).toMatch(/^Too many requests.*Try again in 30 seconds\.Retry$|^This part of the page could not be loaded\./)
  })
})

describe('the notices of a failed refresh and of a retry', () => {
  it('show with the error’s reason, never without it, and with a general one when the explanations cannot be loaded', async () => {
    const { renderNotices, settle, ApiError } = await freshPage()
    renderNotices(new ApiError('network', 'Failed to fetch'))
    await act(async () => {})
    expect(screen.queryByRole('heading', { name: /possibly out of date/ })).toBeNull()
    expect(screen.queryByText(/Trying again automatically/)).toBeNull()

    await act(async () => settle.reject())
    expect(screen.getByRole('heading', { name: 'These rows are possibly out of date' })).toBeInTheDocument()
    expect(
      screen.getByText('The list could not be refreshed (Something went wrong). The rows below are from the last answer that arrived.'),
    ).toBeInTheDocument()
    expect(screen.getByText('Something went wrong. Trying again automatically (attempt 2)…')).toBeInTheDocument()
  })
})
