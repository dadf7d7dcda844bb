import { describe, expect, it } from 'vitest'
import { LiveFailure } from '../../../src/demo-api/api-check/live-client'
import {
  RECORD_PASSES,
  RECORD_RETRIES,
  RECORD_RETRY,
  RecordFailure,
  recordBound,
  recordDirectory,
} from '../../../src/demo-api/api-check/record'
import { ApiError } from '../../../src/shared/api/api-error'
import { generateAuthors } from '../../../src/demo-api/dataset'
import { DEMO_SEARCH } from '../../../src/demo-api/list-engine'
import { DATASET_FORMAT, searchForBoth } from '../../../src/demo-api/recorded-dataset'
import { MAX_LIMIT } from '../../../src/shared/api/contract'
import { pageBudget } from '../../../src/shared/api/reading-all'
import { jsonAnswer, serveDemoApi } from './api-check-in-process'

// `--record` called directly against the demo API in-process (no port): what a QA engineer relies
// on when recording a live directory: every record once, in order, the bound it states, the
// retries it promises, and a reason when it stops.
const authors = generateAuthors({ size: 2500 })
const observed = { count: authors.length, maxLimit: 1000, defaultLimit: 50, search: searchForBoth(DEMO_SEARCH) }
const noWait = async () => {}
const pages = (requests: Request[]) => requests.map((request) => new URL(request.url).search)
const uids = (list: readonly { uid: string }[]) => list.map((author) => author.uid)

/** The list as the API orders it, read on its own in pages of 500. */
async function listed(api: string, count: number): Promise<string[]> {
  const read: string[] = []
  for (let offset = 0; offset < count; offset += 500) {
    const page = (await (await fetch(`${api}/api/author/non-active/list/?limit=500&offset=${offset}`)).json()) as {
      results: { uid: string }[]
    }
    read.push(...uids(page.results))
  }
  return read
}

describe('recordBound', () => {
  it('reads at the smaller of the app’s cap and the deployment’s, and states passes × pages + retries', () => {
    expect(recordBound({ count: 2500, maxLimit: 100 })).toEqual({
      pageSize: 100,
      perPass: pageBudget(2500, 100),
      maxRequests: RECORD_PASSES * pageBudget(2500, 100) + RECORD_RETRIES,
    })
    expect(recordBound({ count: 2500, maxLimit: 5000 }).pageSize).toBe(MAX_LIMIT)
    expect(recordBound({ count: 2500, maxLimit: null }).pageSize).toBe(MAX_LIMIT)
    expect(recordBound({ count: 0, maxLimit: 100 }).maxRequests).toBe(RECORD_PASSES * pageBudget(0, 100) + RECORD_RETRIES)
  })
})

describe('RECORD_RETRY', () => {
  it('asks again after a network failure, a timeout or a 5xx, twice at most, waiting 1 s then 2 s', () => {
    const again = (error: unknown, failures = 0) => RECORD_RETRY.shouldRetry(failures, error)
    expect(again(new LiveFailure('unreachable', 'x'))).toBe(true)
    expect(again(new LiveFailure('timeout', 'x'))).toBe(true)
    expect(again(new ApiError('http', 'x', { status: 500 }))).toBe(true)
    expect(again(new ApiError('http', 'x', { status: 503 }), 1)).toBe(true)
    expect(again(new ApiError('http', 'x', { status: 503 }), RECORD_RETRIES)).toBe(false)
    expect(again(new LiveFailure('unreachable', 'x'), RECORD_RETRIES)).toBe(false)
    expect(RECORD_RETRY.retryDelay(0, undefined)).toBe(1000)
    expect(RECORD_RETRY.retryDelay(1, undefined)).toBe(2000)
  })

  it('never asks again after a 4xx, a body that is no page, the stated bound or a 429 already waited out', () => {
    const again = (error: unknown) => RECORD_RETRY.shouldRetry(0, error)
    expect(again(new ApiError('http', 'x', { status: 499 }))).toBe(false)
    expect(again(new ApiError('http', 'x', { status: 404 }))).toBe(false)
    expect(again(new ApiError('shape', 'x', { status: 500 }))).toBe(false)
    expect(again(new ApiError('network', 'x'))).toBe(false)
    expect(again(new LiveFailure('budget', 'x'))).toBe(false)
    expect(again(new LiveFailure('throttled', 'x'))).toBe(false)
    expect(again(new Error('x'))).toBe(false)
  })
})

describe('recordDirectory', () => {
  it('records every author once, in the API’s order, one page at a time, with what the check observed', async () => {
    const { api, requests } = serveDemoApi({ authors })
    let inFlight = 0
    let most = 0
    const fetcher: typeof fetch = async (...args) => {
      most = Math.max(most, ++inFlight)
      try {
        return await fetch(...args)
      } finally {
        inFlight--
      }
    }
    const progress: number[] = []
    const recording = await recordDirectory({
      api,
      timeoutMs: 5000,
      maxWaitSeconds: 1,
      observed,
      fetch: fetcher,
      onProgress: (step) => progress.push(step.received),
    })
    // Every author once, in the order the API lists them (its own rule, not the dataset's).
    expect(uids(recording.dataset.authors)).toEqual(await listed(api, authors.length))
    expect(new Set(uids(recording.dataset.authors))).toEqual(new Set(uids(authors)))
    expect(recording.dataset.authors).toEqual(expect.arrayContaining([authors[0], authors.at(-1)]))
    expect(recording.dataset).toMatchObject({
      format: DATASET_FORMAT,
      version: 2,
      maxLimit: 1000,
      defaultLimit: 50,
      search: observed.search,
      source: { api, pseudonymized: false },
    })
    expect(Number.isNaN(Date.parse(recording.dataset.source.recordedAt))).toBe(false)
    expect(pages(requests).slice(0, 3)).toEqual(['?limit=1000', '?limit=1000&offset=1000', '?limit=1000&offset=2000'])
    expect(recording.requests).toBe(3)
    expect(most).toBe(1)
    expect(progress.at(-1)).toBe(2500)
    expect(recording.result).toMatchObject({ changed: false })
  })

  it('reads at the deployment’s lower cap', async () => {
    const { api, requests } = serveDemoApi({ authors: authors.slice(0, 250), maxLimit: 100 })
    const recording = await recordDirectory({
      api,
      timeoutMs: 5000,
      maxWaitSeconds: 1,
      observed: { ...observed, count: 250, maxLimit: 100 },
    })
    expect(pages(requests)).toEqual(['?limit=100', '?limit=100&offset=100', '?limit=100&offset=200'])
    expect(recording.dataset.authors).toHaveLength(250)
    expect(recording.dataset.maxLimit).toBe(100)
  })

  it('pseudonymizes when asked, and says so in the file', async () => {
    const { api } = serveDemoApi({ authors: authors.slice(0, 40) })
    const recording = await recordDirectory({
      api,
      timeoutMs: 5000,
      maxWaitSeconds: 1,
      observed: { ...observed, count: 40 },
      pseudonymize: { key: 'k' },
    })
    expect(recording.dataset.source.pseudonymized).toBe(true)
    expect(recording.dataset.authors).toHaveLength(40)
    expect(recording.dataset.authors.map((author) => author.uid)).not.toEqual(authors.slice(0, 40).map((author) => author.uid))
  })

  it('asks a 5xx again at most twice, and then stops with the status', async () => {
    let failures = 0
    const { api, requests } = serveDemoApi({ authors: authors.slice(0, 40) }, (request, demo) => {
      if (new URL(request.url).search === '' || failures >= 5) return demo()
      failures++
      return jsonAnswer({ detail: 'down' }, 503)
    })
    const stopped = recordDirectory({
      api,
      timeoutMs: 5000,
      maxWaitSeconds: 1,
      observed: { ...observed, count: 40 },
    })
    await expect(stopped).rejects.toThrow(RecordFailure)
    await expect(stopped).rejects.toThrow(/answered HTTP 503/)
    expect(requests).toHaveLength(1 + RECORD_RETRIES)
  })

  it('recovers when a retried 5xx answers the second time', async () => {
    let failed = false
    const { api, requests } = serveDemoApi({ authors: authors.slice(0, 40) }, (_request, demo) => {
      if (failed) return demo()
      failed = true
      return jsonAnswer({ detail: 'down' }, 502)
    })
    const recording = await recordDirectory({
      api,
      timeoutMs: 5000,
      maxWaitSeconds: 1,
      observed: { ...observed, count: 40 },
      sleep: noWait,
    })
    expect(new Set(uids(recording.dataset.authors))).toEqual(new Set(uids(authors.slice(0, 40))))
    expect(recording.dataset.authors).toHaveLength(40)
    expect(requests).toHaveLength(2)
  })

  it('sends the headers given, and waits out a 429 through the caller’s clock, saying so', async () => {
    let throttled = false
    const { api, requests } = serveDemoApi({ authors: authors.slice(0, 40) }, (_request, demo) => {
      if (throttled) return demo()
      throttled = true
      return jsonAnswer({ detail: 'slow down' }, 429, { 'Retry-After': '3' })
    })
    const slept: number[] = []
    const waits: [number, string][] = []
    const recording = await recordDirectory({
      api,
      timeoutMs: 5000,
      maxWaitSeconds: 10,
      observed: { ...observed, count: 40 },
      headers: [{ name: 'X-Team', value: 'qa' }],
      sleep: async (ms) => {
        slept.push(ms)
      },
      onWait: (seconds, url) => waits.push([seconds, url]),
    })
    expect(recording.dataset.authors).toHaveLength(40)
    expect(requests.map((request) => request.headers.get('X-Team'))).toEqual(['qa', 'qa'])
    expect(slept).toEqual([3000])
    expect(waits).toEqual([[3, `${api}/api/author/non-active/list/?limit=1000`]])
    expect(recording.requests).toBe(1)
  })

  it('asks an unreachable API again, then stops with its reason, not the bound’s', async () => {
    let calls = 0
    const unreachable: typeof fetch = async () => {
      calls++
      throw new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) })
    }
    const stopped = recordDirectory({ api: 'http://api-check.test', timeoutMs: 5000, maxWaitSeconds: 1, observed, fetch: unreachable })
    await expect(stopped).rejects.toThrow(RecordFailure)
    await expect(stopped).rejects.toThrow(/^Cannot reach http:\/\/api-check\.test\//)
    await expect(stopped).rejects.toMatchObject({ name: 'RecordFailure' })
    expect(calls).toBe(1 + RECORD_RETRIES)
  })

  it('never asks a 4xx again', async () => {
    const { api, requests } = serveDemoApi({ authors: authors.slice(0, 40) }, () => jsonAnswer({ detail: 'Not found.' }, 404))
    const stopped = recordDirectory({ api, timeoutMs: 5000, maxWaitSeconds: 1, observed: { ...observed, count: 40 }, sleep: noWait })
    await expect(stopped).rejects.toThrow(/answered HTTP 404\./)
    expect(requests).toHaveLength(1)
  })

  it('calls a body that is not a page of the list by its address', async () => {
    const { api } = serveDemoApi({ authors: authors.slice(0, 40) }, () => new Response('<html>', { status: 200 }))
    await expect(recordDirectory({ api, timeoutMs: 5000, maxWaitSeconds: 1, observed: { ...observed, count: 40 } })).rejects.toThrow(
      new RegExp(`^${api}/api/author/non-active/list/\\?limit=1000 did not answer a page of the list: `),
    )
    const { api: wrong } = serveDemoApi({ authors: authors.slice(0, 40) }, () => jsonAnswer({ count: 'many', results: [] }))
    await expect(recordDirectory({ api: wrong, timeoutMs: 5000, maxWaitSeconds: 1, observed: { ...observed, count: 40 } })).rejects.toThrow(
      /did not answer a page of the list/,
    )
  })

  it('stops at the bound it stated when the list grows while it is read, saying both counts', async () => {
    // The check saw 40 authors; the list now says 2,500 and pages on: the bound (40 → one page a
    // pass) is reached long before the end, and nothing is written.
    const { api, requests } = serveDemoApi({ authors })
    const small = { ...observed, count: 40, maxLimit: 20 }
    const bound = recordBound(small)
    const stopped = recordDirectory({ api, timeoutMs: 5000, maxWaitSeconds: 1, observed: small, sleep: noWait })
    await expect(stopped).rejects.toThrow(
      `the recording stopped at the ${bound.maxRequests} requests it stated: the list said 40 authors at the check and 2500 while it was read. Nothing was written; run it again when the list holds still.`,
    )
    expect(requests.length).toBeLessThanOrEqual(bound.maxRequests)
  })
})
