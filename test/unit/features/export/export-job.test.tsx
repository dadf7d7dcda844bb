// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../../src/shared/api/api-error'
import type { ApiSettings } from '../../../../src/shared/api/authors-api'
import { AUTHORS_LIST_PATH, type Author } from '../../../../src/shared/api/contract'
import { useExportJob } from '../../../../src/features/export/use-export-job'
import { queryRetryPolicy } from '../../../../src/shared/api/retry-policy'
import { server } from '../../../msw-server'
import { author } from '../../../list-overrides'

const API = 'https://export.example.org'
const settings: ApiSettings = { apiUrl: API, firstNameParam: 'first_name' }

const person = (index: number): Author =>
  author({ uid: `uid-${index}`, first_name: 'Анна', last_name: 'Иванова', public_name: 'Иванова А.' })

/** The list endpoint over `total` authors; `fail(offset)` may answer a request with an error status instead. */
function serveList(total: number, fail: (offset: number) => number | undefined = () => undefined) {
  const requests: URL[] = []
  const list = Array.from({ length: total }, (_, index) => person(index))
  server.use(
    http.get(`${API}${AUTHORS_LIST_PATH}`, ({ request }) => {
      const url = new URL(request.url)
      requests.push(url)
      const limit = Number(url.searchParams.get('limit'))
      const offset = Number(url.searchParams.get('offset') ?? 0)
      const status = fail(offset)
      if (status !== undefined) return HttpResponse.json({ detail: 'down' }, { status })
      const next = offset + limit < total ? `${API}${AUTHORS_LIST_PATH}?limit=${limit}&offset=${offset + limit}` : null
      return HttpResponse.json({ count: total, next, previous: null, results: list.slice(offset, offset + limit) })
    }),
  )
  return requests
}

/** What the browser was handed to download: the file's name and its text. */
let downloads: Array<{ name: string; blob: Blob }>

beforeEach(() => {
  downloads = []
  const blobs = new Map<string, Blob>()
  vi.stubGlobal(
    'URL',
    Object.assign(class extends URL {}, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:${API}/${blobs.size}`
        blobs.set(url, blob)
        return url
      },
      revokeObjectURL: () => {},
    }),
  )
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, blob: blobs.get(this.href)! })
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

function renderJob(client = new QueryClient({ defaultOptions: { queries: { retry: false } } }), apiSettings = settings) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>
  return renderHook(() => useExportJob(apiSettings), { wrapper })
}

describe('useExportJob', () => {
  it('pages through the search, hands the browser a file named after it, and says what it holds', async () => {
    const requests = serveList(3)
    const { result } = renderJob()
    expect(result.current.state).toEqual({ phase: 'idle' })
    act(() => result.current.start('csv', { lastName: 'Ив', firstName: 'Ан' }))
    expect(result.current.state).toEqual({ phase: 'running', format: 'csv', progress: undefined })
    await waitFor(() => expect(result.current.state.phase).toBe('done'))
    const today = new Date()
    const date = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`
    const fileName = `non-active-authors_last-name-Ив_first-name-Ан_all_3-authors_${date}.csv`
    expect(result.current.state).toEqual({
      phase: 'done',
      format: 'csv',
      fileName,
      count: 3,
      changed: false,
      unsettled: false,
      countAtStart: 3,
      countAtEnd: 3,
    })
    expect(requests[0]!.searchParams.get('last_name')).toBe('Ив')
    expect(requests[0]!.searchParams.get('first_name')).toBe('Ан')
    expect(downloads.map((download) => download.name)).toEqual([fileName])
    // (Blob.text() decodes as UTF-8, which drops the byte order mark the file starts with.)
    expect(await downloads[0]!.blob.text()).toBe(
      'uid,first_name,last_name,parent_name,public_name\r\n' +
        [0, 1, 2].map((index) => `uid-${index},Анна,Иванова,,Иванова А.\r\n`).join(''),
    )
  })

  it('leaves the first name out of the search and the file name when the API has no parameter for it', async () => {
    const requests = serveList(1)
    const { result } = renderJob(undefined, { ...settings, firstNameParam: '' })
    act(() => result.current.start('json', { lastName: 'Ив', firstName: 'Ан' }))
    await waitFor(() => expect(result.current.state.phase).toBe('done'))
    expect(requests[0]!.searchParams.has('first_name')).toBe(false)
    expect(downloads[0]!.name).toMatch(/^non-active-authors_last-name-Ив_all_1-author_\d{4}-\d\d-\d\d\.json$/)
    expect(JSON.parse(await downloads[0]!.blob.text())).toEqual([person(0)])
  })

  it('shows its progress while it runs', async () => {
    // The second page is held back until the test has seen the first one counted.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const list = Array.from({ length: 1500 }, (_, index) => person(index))
    server.use(
      http.get(`${API}${AUTHORS_LIST_PATH}`, async ({ request }) => {
        const offset = Number(new URL(request.url).searchParams.get('offset') ?? 0)
        if (offset > 0) await held
        const next = offset === 0 ? `${API}${AUTHORS_LIST_PATH}?limit=1000&offset=1000` : null
        return HttpResponse.json({ count: 1500, next, previous: null, results: list.slice(offset, offset + 1000) })
      }),
    )
    const { result } = renderJob()
    act(() => result.current.start('csv', { lastName: '', firstName: '' }))
    await waitFor(() =>
      expect(result.current.state).toEqual({
        phase: 'running',
        format: 'csv',
        progress: { received: 1000, count: 1500, pass: 1, waitingSeconds: undefined, changed: false },
      }),
    )
    release()
    await waitFor(() => expect(result.current.state.phase).toBe('done'))
    expect(result.current.state).toMatchObject({ count: 1500 })
  })

  it('says a failed export failed, and resumes with the pages it already has', async () => {
    let down = true
    const requests = serveList(2500, (offset) => (down && offset === 2000 ? 500 : undefined))
    const { result } = renderJob()
    act(() => result.current.start('csv', { lastName: '', firstName: '' }))
    await waitFor(() => expect(result.current.state.phase).toBe('failed'))
    const failed = result.current.state
    expect(failed).toMatchObject({ phase: 'failed', format: 'csv', progress: { received: 2000, count: 2500 } })
    expect(failed.phase === 'failed' && failed.error).toBeInstanceOf(ApiError)
    expect(downloads).toEqual([])
    down = false
    const before = requests.length
    act(() => result.current.resume())
    expect(result.current.state).toMatchObject({ phase: 'running', progress: { received: 2000, count: 2500 } })
    await waitFor(() => expect(result.current.state.phase).toBe('done'))
    // Only the page that failed is asked for again.
    expect(requests.slice(before).map((url) => url.searchParams.get('offset'))).toEqual(['2000'])
    expect(result.current.state).toMatchObject({ count: 2500 })
    expect(downloads).toHaveLength(1)
  })

  it('does nothing on resume when there is nothing to resume', async () => {
    serveList(1)
    const { result } = renderJob()
    act(() => result.current.resume())
    expect(result.current.state).toEqual({ phase: 'idle' })
    act(() => result.current.start('csv', { lastName: '', firstName: '' }))
    await waitFor(() => expect(result.current.state.phase).toBe('done'))
    // A finished export is not run again.
    act(() => result.current.resume())
    expect(result.current.state.phase).toBe('done')
    expect(downloads).toHaveLength(1)
  })

  it('cancels: the requests in flight are aborted, nothing is downloaded and it says so', async () => {
    const signals: AbortSignal[] = []
    server.use(
      http.get(`${API}${AUTHORS_LIST_PATH}`, ({ request }) => {
        signals.push(request.signal)
        return new Promise<Response>(() => {})
      }),
    )
    const { result } = renderJob()
    act(() => result.current.start('csv', { lastName: '', firstName: '' }))
    await waitFor(() => expect(signals).toHaveLength(1))
    act(() => result.current.cancel())
    expect(result.current.state).toEqual({ phase: 'cancelled' })
    expect(signals[0]!.aborted).toBe(true)
    // Nothing left to resume.
    act(() => result.current.resume())
    expect(result.current.state).toEqual({ phase: 'cancelled' })
    expect(downloads).toEqual([])
  })

  it('a second export replaces the first, which is aborted and never reported', async () => {
    const signals: AbortSignal[] = []
    server.use(
      http.get(`${API}${AUTHORS_LIST_PATH}`, ({ request }) => {
        const url = new URL(request.url)
        signals.push(request.signal)
        if (url.searchParams.get('last_name') === 'First') return new Promise<Response>(() => {})
        return HttpResponse.json({ count: 1, next: null, previous: null, results: [person(0)] })
      }),
    )
    const { result } = renderJob()
    act(() => result.current.start('csv', { lastName: 'First', firstName: '' }))
    await waitFor(() => expect(signals).toHaveLength(1))
    act(() => result.current.start('json', { lastName: 'Second', firstName: '' }))
    expect(signals[0]!.aborted).toBe(true)
    await waitFor(() => expect(result.current.state.phase).toBe('done'))
    expect(result.current.state).toMatchObject({ format: 'json', count: 1 })
    expect(downloads.map((download) => download.name)).toEqual([expect.stringContaining('last-name-Second')])
  })

  it('aborts the export when the component that runs it goes away', async () => {
    const signals: AbortSignal[] = []
    server.use(
      http.get(`${API}${AUTHORS_LIST_PATH}`, ({ request }) => {
        signals.push(request.signal)
        return new Promise<Response>(() => {})
      }),
    )
    const { result, unmount } = renderJob()
    act(() => result.current.start('csv', { lastName: '', firstName: '' }))
    await waitFor(() => expect(signals).toHaveLength(1))
    unmount()
    expect(signals[0]!.aborted).toBe(true)
  })
})

describe("queryRetryPolicy (the list's, for the export and the review)", () => {
  const error = new ApiError('http', 'HTTP 500', { status: 500 })
  const policy = (queries: ConstructorParameters<typeof QueryClient>[0]) => queryRetryPolicy(new QueryClient(queries))

  it('retries as often as the list does: three times by default, or as many as the client says', () => {
    const byDefault = policy({})
    expect([0, 1, 2, 3].map((failures) => byDefault.shouldRetry(failures, error))).toEqual([true, true, true, false])
    const once = policy({ defaultOptions: { queries: { retry: 1 } } })
    expect([0, 1].map((failures) => once.shouldRetry(failures, error))).toEqual([true, false])
    expect(policy({ defaultOptions: { queries: { retry: false } } }).shouldRetry(0, error)).toBe(false)
    expect(policy({ defaultOptions: { queries: { retry: true } } }).shouldRetry(99, error)).toBe(true)
  })

  it('asks the client’s own retry rule, with the failure count and the error', () => {
    const retry = vi.fn((failures: number, reason: Error) => failures < 2 && reason === error)
    const custom = policy({ defaultOptions: { queries: { retry } } })
    expect(custom.shouldRetry(1, error)).toBe(true)
    expect(custom.shouldRetry(2, error)).toBe(false)
    expect(custom.shouldRetry(0, new Error('other'))).toBe(false)
  })

  it('waits as the list waits: doubling from 1 s up to 30 s by default, or the client’s delay', () => {
    const byDefault = policy({})
    expect([0, 1, 2, 4, 5, 9].map((failures) => byDefault.retryDelay(failures, error))).toEqual([1000, 2000, 4000, 16_000, 30_000, 30_000])
    expect(policy({ defaultOptions: { queries: { retryDelay: 250 } } }).retryDelay(3, error)).toBe(250)
    const retryDelay = vi.fn((failures: number, reason: Error) => (reason === error ? failures * 100 : -1))
    expect(policy({ defaultOptions: { queries: { retryDelay } } }).retryDelay(3, error)).toBe(300)
  })
})
