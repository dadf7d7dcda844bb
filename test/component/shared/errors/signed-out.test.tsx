import { act, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../../../src/app/query-client'
import { apiSettings } from '../../../../src/app/runtime-config'
import { prefetchFirstPage } from '../../../../src/features/list/model/first-page'
import type { Author } from '../../../../src/shared/api/contract'
import { createHandlers } from '../../../../src/demo-api/handlers'
import { generateAuthors } from '../../../../src/demo-api/dataset'
import { serveListWith } from '../../../list-overrides'
import { server } from '../../../msw-server'
import { DEMO_CONFIG, findRange, fmt, recordListRequests, renderApp } from '../../../render-app'

const SIGN_IN = { ...DEMO_CONFIG, signInUrl: '/accounts/login/?next={next}' }

const signedOut = (detail = 'Authentication credentials were not provided.') => HttpResponse.json({ detail }, { status: 403 })
const notAllowed = () => HttpResponse.json({ detail: 'You do not have permission to perform this action.' }, { status: 403 })

/** The sign-in address the app should offer now: {next} is the app's address as it is. */
const expectedSignIn = () => `${window.location.origin}/accounts/login/?next=${encodeURIComponent(window.location.href)}`

describe('a signed-out answer to the list', () => {
  it('says so, offers Sign in back to the same place, never Retry, and asks only once', async () => {
    const requests = recordListRequests()
    serveListWith(() => signedOut())
    // The app's own client, retry policy included: nothing is asked again.
    renderApp({ url: '/?last_name=Ov&offset=50&limit=25', config: SIGN_IN, queryClient: createQueryClient() })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('You are not signed in')
    expect(alert).not.toHaveTextContent('HTTP 403')
    const link = within(alert).getByRole('link', { name: 'Sign in' })
    expect(link).toHaveAttribute('href', expectedSignIn())
    const next = new URL(new URL(link.getAttribute('href')!).searchParams.get('next')!)
    expect(Object.fromEntries(next.searchParams)).toEqual({ last_name: 'Ov', offset: '50', limit: '25' })
    // Same tab: nothing is under way here, and the sign-in page brings the person back.
    expect(link).not.toHaveAttribute('target')
    expect(within(alert).queryByRole('button', { name: /retry/i })).toBeNull()
    expect(requests.requests).toHaveLength(1)

    // The place moves (Back, a pushed search): the link follows it.
    act(() => {
      window.history.pushState(null, '', '/?last_name=Smith')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await waitFor(() => expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', expectedSignIn()))
    expect(decodeURIComponent(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')!)).toContain('last_name=Smith')
    requests.stop()
  })

  it('asks only once when the first page was asked before the first render and answered before it', async () => {
    const requests = recordListRequests()
    serveListWith(() => signedOut())
    // As main.tsx does: the first page asked (and here answered) before React renders anything.
    const url = '/?last_name=Ov&limit=10&offset=10'
    window.history.pushState(null, '', url)
    const queryClient = createQueryClient()
    await prefetchFirstPage(queryClient, apiSettings(SIGN_IN), window.location.search)
    expect(requests.requests).toHaveLength(1)
    renderApp({ url, config: SIGN_IN, queryClient })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('You are not signed in')
    expect(within(alert).getByRole('link', { name: 'Sign in' })).toBeInTheDocument()
    expect(requests.requests).toHaveLength(1)
    requests.stop()
  })

  it('says so in Russian, with DRF’s Russian words', async () => {
    serveListWith(() => signedOut('Учетные данные не были предоставлены.'))
    renderApp({ config: SIGN_IN, lang: 'ru' })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Вы не вошли в систему')
    expect(within(alert).getByRole('link', { name: 'Войти' })).toHaveAttribute('href', expectedSignIn())
  })

  it('takes a 401 as signed out too; without a sign-in address it says to sign in and reload', async () => {
    serveListWith(() => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 }))
    renderApp()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('You are not signed in')
    expect(alert).toHaveTextContent('Sign in to the author service the way your organisation does, then reload this page.')
    expect(within(alert).queryByRole('link')).toBeNull()
    expect(within(alert).getByRole('button', { name: 'Reload the page' })).toBeInTheDocument()
    expect(within(alert).queryByRole('button', { name: /retry/i })).toBeNull()
  })
})

describe('a 403 for an account that may not read the list', () => {
  it.each([
    ['en', 'This account may not read the list (HTTP 403)', 'Retry'],
    ['ru', 'Этой учётной записи нельзя читать список (HTTP 403)', 'Повторить'],
  ] as const)('says not allowed (%s) and never offers to sign in', async (lang, title, retry) => {
    serveListWith(() => notAllowed())
    renderApp({ config: SIGN_IN, lang })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(title)
    expect(within(alert).queryByRole('link')).toBeNull()
    expect(alert).not.toHaveTextContent(/sign in|войти|войдите/i)
    expect(within(alert).getByRole('button', { name: retry })).toBeInTheDocument()
  })
})

describe('an export the session ends under', () => {
  let downloads: Blob[]
  beforeEach(() => {
    downloads = []
    const blobs = new Map<string, Blob>()
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = `blob:test/${blobs.size}`
      blobs.set(url, blob as Blob)
      return url
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (this.download) downloads.push(blobs.get(this.href)!)
    })
  })
  afterEach(() => vi.restoreAllMocks())

  it('stops, keeps what it read, offers Sign in in a new tab, and Resume reads only the rest', async () => {
    const authors: Author[] = generateAuthors({ size: 2500, seed: 4 })
    server.use(...createHandlers({ authors }))
    let session = true
    let ended = false
    serveListWith((request) => {
      const url = new URL(request.url)
      // The session ends on the server once the export has read its first page.
      if (url.searchParams.get('limit') === '1000' && url.searchParams.get('offset') === '1000' && !ended) {
        ended = true
        session = false
      }
      return session ? undefined : signedOut()
    })
    const { user } = renderApp({ config: SIGN_IN })
    await findRange(`1–50 of ${fmt(2500)}`)
    const requests = recordListRequests()
    await user.click(await screen.findByRole('button', { name: 'Export' }))
    const panel = await screen.findByRole('region', { name: 'Export authors' })
    await user.click(within(panel).getByRole('button', { name: 'All matches as JSON' }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Export stopped')
    expect(alert).toHaveTextContent('You are not signed in')
    expect(alert).toHaveTextContent(`${fmt(1000)} of ${fmt(2500)}`)
    const link = screen.getByRole('link', { name: 'Sign in' })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener')
    expect(link).toHaveAttribute('href', expectedSignIn())
    expect(downloads).toHaveLength(0)
    const before = requests.urls().length

    // Signed in again (in the other tab): Resume goes on from where it stopped.
    session = true
    await user.click(screen.getByRole('button', { name: 'Resume' }))
    await waitFor(() => expect(downloads).toHaveLength(1))
    const resumed = requests
      .urls()
      .slice(before)
      .map((url) => url.searchParams.get('offset') ?? '0')
      .sort()
    expect(resumed).toEqual(['1000', '2000'])
    const written = JSON.parse(await downloads[0]!.text()) as Author[]
    // Every record once.
    expect(written).toHaveLength(2500)
    expect(new Set(written.map((author) => author.uid))).toEqual(new Set(authors.map((author) => author.uid)))
    requests.stop()
  })
})
