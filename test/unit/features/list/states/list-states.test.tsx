// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../../../src/shared/api/api-error'
import { EmptyPanel, PastEndPanel } from '../../../../../src/features/list/states/empty-panels'
import { ErrorPanel } from '../../../../../src/features/list/states/list-states'

describe('ErrorPanel', () => {
  const error = new ApiError('http', 'The server answered with HTTP 503.', { status: 503 })

  it('alerts with what went wrong and offers Retry', async () => {
    const onRetry = vi.fn()
    render(<ErrorPanel error={error} retrying={false} onRetry={onRetry} />)
    // The explanations load on first use; the alert comes with them.
    const alert = await screen.findByRole('alert')
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('The server is unavailable (HTTP 503)')
    expect(alert).toHaveTextContent('not responding')
    const retry = screen.getByRole('button', { name: 'Retry' })
    expect(retry).toHaveAttribute('aria-disabled', 'false')
    await userEvent.click(retry)
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('says it is retrying and does not ask twice', async () => {
    const onRetry = vi.fn()
    render(<ErrorPanel error={error} retrying onRetry={onRetry} />)
    const retry = await screen.findByRole('button', { name: 'Retrying…' })
    expect(retry).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(retry)
    expect(onRetry).not.toHaveBeenCalled()
  })
})

describe('ErrorPanel after a wait was asked for', () => {
  const tooMany = new ApiError('http', 'The server answered with HTTP 429.', { status: 429, retryAfterSeconds: 30 })

  it('counts down the wait a 429 named, from when the error arrived', async () => {
    render(<ErrorPanel error={tooMany} retrying={false} onRetry={vi.fn()} failedAt={Date.now()} />)
    expect(await screen.findByRole('button', { name: /^Retry \(automatically in \d+ s\)$/ })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('The app will retry by itself when the time is up.')
  })

  it('offers a plain Retry when it does not know when the error arrived', async () => {
    render(<ErrorPanel error={tooMany} retrying={false} onRetry={vi.fn()} />)
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('Too many requests')
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })

  it('offers a plain Retry for an error that named no wait', async () => {
    const error = new ApiError('http', 'The server answered with HTTP 503.', { status: 503 })
    render(<ErrorPanel error={error} retrying={false} onRetry={vi.fn()} failedAt={Date.now()} />)
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('The server is unavailable (HTTP 503)')
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })
})

describe('ErrorPanel before the explanations have loaded', () => {
  it('shows no alert until they arrive, then the whole of it', async () => {
    vi.resetModules()
    const { ErrorPanel: FreshPanel } = await import('../../../../../src/features/list/states/list-states')
    const { ApiError: FreshError } = await import('../../../../../src/shared/api/api-error')
    render(<FreshPanel error={new FreshError('network', 'Failed to fetch')} retrying={false} onRetry={vi.fn()} />)
    expect(screen.queryByRole('alert')).toBeNull()
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { level: 2, name: 'Cannot reach the server' })).toBeInTheDocument()
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })
})

describe('EmptyPanel', () => {
  it('explains an empty directory, with nothing to clear', () => {
    render(<EmptyPanel searched={undefined} onClear={vi.fn()} />)
    expect(screen.getByRole('heading', { name: 'No non-active authors' })).toBeInTheDocument()
    expect(screen.getByText('The directory has no non-active authors at the moment.')).toBeInTheDocument()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('says what was searched and offers to clear it', async () => {
    const onClear = vi.fn()
    render(<EmptyPanel searched="last name “Zzz”" onClear={onClear} />)
    expect(screen.getByRole('heading', { name: 'No authors found' })).toBeInTheDocument()
    expect(screen.getByText('No non-active author matches last name “Zzz”.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(onClear).toHaveBeenCalledOnce()
  })

  it('shows the searches the person probably meant under the message', () => {
    render(<EmptyPanel searched="last name “Ivanv”" onClear={vi.fn()} suggestions={<a href="?last_name=Ivanov">Ivanov</a>} />)
    expect(screen.getByRole('link', { name: 'Ivanov' })).toBeInTheDocument()
  })
})

describe('PastEndPanel', () => {
  it('says the page is past the end and offers the last page', async () => {
    const onLastPage = vi.fn()
    render(<PastEndPanel page={40} count={960} lastOffset={950} onLastPage={onLastPage} />)
    expect(screen.getByRole('heading', { name: 'This page is past the end of the list' })).toBeInTheDocument()
    expect(screen.getByText(/Page 40 is empty: the list has 960 authors now\./)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Go to the last page (951–960 of 960)' }))
    expect(onLastPage).toHaveBeenCalledOnce()
  })
})
