import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { serveList } from '../../../../list-overrides'

// The failure views are a chunk of their own (fault-views.ts). Here the test sees when it is
// loaded, and can make it gone (a deployment since the page was opened, or the network dropped).
const FAULT_VIEWS = '../../../../../src/features/list/states/fault-views'
const chunk = { gone: false, loads: 0 }

// The chunk loads once per page: each test starts from a page that has not loaded it (a mock
// made before the reset would keep the last page's modules).
beforeEach(() => {
  vi.resetModules()
  Object.assign(chunk, { gone: false, loads: 0 })
  vi.doMock(FAULT_VIEWS, async (importOriginal) => {
    if (chunk.gone) throw new TypeError('Failed to fetch dynamically imported module')
    chunk.loads += 1
    return importOriginal()
  })
})
// A page's lazy parts still loading when its test ends (the error explanations ask for theirs just
// after the first rows) must not finish into the next test's fresh registry, bound to this page's
// classes: its errors would then not be the next page's ApiError, and read "Something went wrong".
afterEach(async () => {
  await vi.dynamicImportSettled()
  vi.doUnmock(FAULT_VIEWS)
})

const freshApp = async () => (await import('../../../../render-app')).renderApp

describe('the failure views, loaded on first need', () => {
  it('are fetched once the first rows are shown, before any error needs them', async () => {
    const renderApp = await freshApp()
    renderApp()
    await screen.findByRole('table', { name: 'Non-active authors' })
    await waitFor(() => expect(chunk.loads).toBe(1))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('bring the error alert whole, with its words and Retry, in English and in Russian', async () => {
    serveList({ detail: 'down' }, { status: 503 })
    const renderApp = await freshApp()
    const english = renderApp()
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { level: 2, name: 'The server is unavailable (HTTP 503)' })).toBeInTheDocument()
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument()
    english.unmount()

    renderApp({ url: '/?lang=ru' })
    const russian = await screen.findByRole('alert')
    expect(within(russian).getByRole('heading', { level: 2, name: /^Сервер недоступен \(HTTP 503\)/ })).toBeInTheDocument()
    expect(within(russian).getByRole('button', { name: 'Повторить' })).toBeInTheDocument()
  })

  it('say so when their chunk cannot be loaded, and Try again brings the error alert', async () => {
    chunk.gone = true
    serveList({ detail: 'down' }, { status: 503 })
    const renderApp = await freshApp()
    const { user } = renderApp()
    const failed = await screen.findByRole('alert')
    expect(failed).toHaveTextContent('This part of the page could not be loaded.')
    expect(
      within(failed)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Reload the page', 'Try again'])

    chunk.gone = false
    await user.click(within(failed).getByRole('button', { name: 'Try again' }))
    const alert = await screen.findByRole('heading', { level: 2, name: 'The server is unavailable (HTTP 503)' })
    expect(screen.getByRole('alert')).toContainElement(alert)
    expect(screen.queryByText('This part of the page could not be loaded.')).toBeNull()
  })
})
