import type { QueryClient } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { App } from '../src/app/app'
import { createQueryClient } from '../src/app/query-client'
import type { RuntimeConfig } from '../src/app/runtime-config'
import type { DemoApiControl } from '../src/demo-api/control'
import type { Lang } from '../src/shared/i18n/lang'
import { AUTHORS_LIST_PATH } from '../src/shared/api/contract'
import { getDefaultDataset } from '../src/demo-api/dataset'
import { server } from './msw-server'

export const DEMO_CONFIG: RuntimeConfig = { apiUrl: null, firstNameParam: 'first_name', requestTimeoutMs: 15_000 }

/**
 * A fresh client per test, as the house style asks: the app's own client (its freshness and every
 * other setting) with only the retries turned off. Pass createQueryClient() to test the retry policy.
 */
export function testQueryClient(): QueryClient {
  const client = createQueryClient()
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retry: false } })
  return client
}

/** Renders the whole app at a URL a person could type, on the demo API's handlers. */
export function renderApp({
  url = '/',
  config = DEMO_CONFIG,
  queryClient = testQueryClient(),
  demo,
  lang = 'en',
}: { url?: string; config?: RuntimeConfig; queryClient?: QueryClient; demo?: DemoApiControl; lang?: Lang } = {}) {
  // A push, not a replace: it drops forward entries left by an earlier test, so history.length
  // counts only this test's entries from here on.
  window.history.pushState(null, '', url)
  const user = userEvent.setup()
  const view = render(<App config={config} queryClient={queryClient} lang={lang} demo={demo} />)
  return { ...view, user, queryClient }
}

/**
 * Records the list requests the app sends. Where the number of requests is the behaviour under
 * test (debounce, prefetch, retries), tests count them here.
 */
export function recordListRequests() {
  const requests: Request[] = []
  const onStart = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === AUTHORS_LIST_PATH) requests.push(request)
  }
  server.events.on('request:start', onStart)
  return {
    requests,
    urls: () => requests.map((request) => new URL(request.url)),
    /** Requests whose parameters include all of these. */
    matching: (params: Record<string, string | null>) =>
      requests.filter((request) => {
        const url = new URL(request.url)
        return Object.entries(params).every(([key, value]) => url.searchParams.get(key) === value)
      }),
    stop: () => server.events.removeListener('request:start', onStart),
  }
}

/** The address bar: a move's push is written with the move, so it is the app's address at once. */
export function currentSearchParams(): URLSearchParams {
  return new URLSearchParams(window.location.search)
}

/** How many authors the default demo dataset holds. */
export const total = () => getDefaultDataset().length

/** A number as the app shows it in English (renderApp renders the app in English). */
export const fmt = (value: number) => value.toLocaleString('en')

export const pagination = () => screen.getByRole('navigation', { name: 'Pagination' })

/** Waits for the pager's range text, e.g. "51–100 of 1,200". */
/** The pager arrives just after the first rows (its own chunk): wait for it, then for the range. */
export const findPagination = () => screen.findByRole('navigation', { name: 'Pagination' })
export const findRange = async (text: string | RegExp) => within(await findPagination()).findByText(text)
