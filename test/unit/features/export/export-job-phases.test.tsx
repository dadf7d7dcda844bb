// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiSettings } from '../../../../src/shared/api/authors-api'
import { AUTHORS_LIST_PATH, type Author } from '../../../../src/shared/api/contract'
import { useExportJob } from '../../../../src/features/export/use-export-job'
import { author } from '../../../list-overrides'
import { server } from '../../../msw-server'

const API = 'https://export-phases.example.org'
const OTHER_API = 'https://export-phases-moved.example.org'

const person = (index: number): Author => author({ uid: `uid-${index}`, last_name: 'Иванова' })

/** The list endpoint of one API address over `total` authors; every request's URL is recorded. */
function serveList(apiUrl: string, total: number) {
  const requests: URL[] = []
  const list = Array.from({ length: total }, (_, index) => person(index))
  server.use(
    http.get(`${apiUrl}${AUTHORS_LIST_PATH}`, ({ request }) => {
      const url = new URL(request.url)
      requests.push(url)
      const limit = Number(url.searchParams.get('limit'))
      const offset = Number(url.searchParams.get('offset') ?? 0)
      const next = offset + limit < total ? `${apiUrl}${AUTHORS_LIST_PATH}?limit=${limit}&offset=${offset + limit}` : null
      return HttpResponse.json({ count: total, next, previous: null, results: list.slice(offset, offset + limit) })
    }),
  )
  return requests
}

let downloads: string[]

beforeEach(() => {
  downloads = []
  vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }))
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download)
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

function renderJob(settings: ApiSettings) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>
  return renderHook(({ apiSettings }) => useExportJob(apiSettings), { wrapper, initialProps: { apiSettings: settings } })
}

describe('useExportJob, between the pages and the file', () => {
  it('says it is building the file once every page is in, with the final progress', async () => {
    serveList(API, 1500)
    // Writing 1,500 rows lets the browser in once, between the two chunks: held here until seen.
    let letIn: () => void = () => {}
    vi.stubGlobal('scheduler', {
      yield: () => {
        return new Promise<void>((resolve) => {
          letIn = resolve
        })
      },
    })
    const { result } = renderJob({ apiUrl: API, firstNameParam: 'first_name' })
    act(() => result.current.start('csv', { lastName: '', firstName: '' }))
    await waitFor(() =>
      expect(result.current.state).toEqual({
        phase: 'building',
        format: 'csv',
        progress: { received: 1500, count: 1500, pass: 1, waitingSeconds: undefined, changed: false },
      }),
    )
    expect(downloads).toEqual([])
    act(() => letIn())
    await waitFor(() => expect(result.current.state.phase).toBe('done'))
    expect(downloads).toHaveLength(1)
  })
})

describe('useExportJob, its controls', () => {
  it('cancels with nothing running without failing, and says it is cancelled', () => {
    const { result } = renderJob({ apiUrl: API, firstNameParam: 'first_name' })
    expect(() => act(() => result.current.cancel())).not.toThrow()
    expect(result.current.state).toEqual({ phase: 'cancelled' })
  })

  it('starts with the API settings of the latest render', async () => {
    const first = serveList(API, 1)
    const moved = serveList(OTHER_API, 2)
    const { result, rerender } = renderJob({ apiUrl: API, firstNameParam: 'first_name' })
    rerender({ apiSettings: { apiUrl: OTHER_API, firstNameParam: '' } })
    act(() => result.current.start('csv', { lastName: 'Ив', firstName: 'Ан' }))
    await waitFor(() => expect(result.current.state.phase).toBe('done'))
    expect(first).toEqual([])
    expect(moved.map((url) => url.searchParams.has('first_name'))).toEqual([false])
    expect(result.current.state).toMatchObject({ count: 2 })
  })

  it('stays cancelled once the cancelled requests have stopped, rather than calling them a failure', async () => {
    const aborted: Promise<void>[] = []
    server.use(
      http.get(`${API}${AUTHORS_LIST_PATH}`, ({ request }) => {
        aborted.push(new Promise<void>((resolve) => request.signal.addEventListener('abort', () => resolve())))
        return new Promise<Response>(() => {})
      }),
    )
    const { result } = renderJob({ apiUrl: API, firstNameParam: 'first_name' })
    act(() => result.current.start('csv', { lastName: '', firstName: '' }))
    await waitFor(() => expect(aborted).toHaveLength(1))
    act(() => result.current.cancel())
    // The request is told to stop, and the job says it was cancelled.
    await act(async () => {
      await aborted[0]
    })
    await waitFor(() => expect(result.current.state).toEqual({ phase: 'cancelled' }))
  })
})
