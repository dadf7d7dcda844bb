// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LiveClient, LiveFailure, MAX_THROTTLED_REPEATS, type LiveClientOptions } from '../../../src/demo-api/api-check/live-client'

/**
 * The promises api-check prints before its first request, each held here on a fake fetch: at
 * most the stated number of requests, a 429 asked again at most MAX_THROTTLED_REPEATS times and
 * never after a wait longer than --max-wait, each request given up after --timeout.
 */

interface Sent {
  url: string
  method: string
  headers: Headers
  redirect: RequestRedirect | undefined
}

function fakeFetch(answer: (sent: Sent, index: number) => Response | Promise<Response>) {
  const sent: Sent[] = []
  const fetcher = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const entry = { url: String(input), method: init?.method ?? 'GET', headers: new Headers(init?.headers), redirect: init?.redirect }
    sent.push(entry)
    return answer(entry, sent.length - 1)
  })
  return { sent, fetcher: fetcher as unknown as typeof fetch }
}

const ok = () => new Response('{"count":0}', { status: 200, headers: { 'Content-Type': 'application/json' } })
const throttled = (retryAfter?: string) =>
  new Response('', { status: 429, headers: retryAfter === undefined ? {} : { 'Retry-After': retryAfter } })

function client(overrides: Partial<LiveClientOptions> & Pick<LiveClientOptions, 'fetch'>) {
  const waits: number[] = []
  const told: Array<[number, string]> = []
  const live = new LiveClient({
    api: 'http://api.test/prefix//',
    timeoutMs: 1000,
    maxRequests: 10,
    maxWaitSeconds: 60,
    sleep: async (ms) => void waits.push(ms),
    onWait: (seconds, url) => void told.push([seconds, url]),
    ...overrides,
  })
  return { live, waits, told }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('LiveClient: the request bound', () => {
  it('sends the stated number of requests and refuses the next, naming the bound', async () => {
    const { sent, fetcher } = fakeFetch(ok)
    const { live } = client({ fetch: fetcher, maxRequests: 3 })
    for (const offset of [1, 2, 3]) await live.send({ path: '/list/', query: `offset=${offset}` })
    expect(live.sent).toBe(3)
    const refused = live.send({ path: '/list/', query: 'offset=4' })
    await expect(refused).rejects.toThrow(
      new LiveFailure('budget', 'api-check would need more than the 3 requests it stated; it stops here.'),
    )
    await expect(refused).rejects.toMatchObject({ kind: 'budget', name: 'LiveFailure' })
    expect(sent).toHaveLength(3)
    expect(live.sent).toBe(3)
  })

  it('asks the same request once, so a repeat costs nothing; without the cache it asks again', async () => {
    const { sent, fetcher } = fakeFetch(ok)
    const { live } = client({ fetch: fetcher, maxRequests: 1 })
    const [a, b] = await Promise.all([live.send({ path: '/list/' }), live.send({ path: '/list/' })])
    expect(a).toBe(b)
    expect(sent).toHaveLength(1)

    const uncached = client({ fetch: fetcher, maxRequests: 2, cache: false }).live
    await uncached.send({ path: '/list/' })
    await uncached.send({ path: '/list/' })
    expect(sent).toHaveLength(3)
    await expect(uncached.send({ path: '/list/' })).rejects.toMatchObject({ kind: 'budget' })
  })

  it('asks no Accept and application/json once: the same request', async () => {
    const { sent, fetcher } = fakeFetch(ok)
    const { live } = client({ fetch: fetcher })
    await live.send({ path: '/list/' })
    await live.send({ path: '/list/', accept: 'application/json' })
    expect(sent).toHaveLength(1)
  })

  it('keeps apart requests that differ in method or Accept', async () => {
    const { sent, fetcher } = fakeFetch(ok)
    const { live } = client({ fetch: fetcher })
    await live.send({ path: '/list/' })
    await live.send({ path: '/list/', method: 'HEAD' })
    await live.send({ path: '/list/', accept: 'text/html' })
    expect(sent.map((each) => [each.method, each.headers.get('accept')])).toEqual([
      ['GET', 'application/json'],
      ['HEAD', 'application/json'],
      ['GET', 'text/html'],
    ])
  })

  it('sends one request at a time, in the order asked', async () => {
    let inFlight = 0
    let most = 0
    const { sent, fetcher } = fakeFetch(async () => {
      inFlight += 1
      most = Math.max(most, inFlight)
      // Let the other sends run their turn while this one is in flight (a turn, not a time).
      await new Promise((resolve) => setImmediate(resolve))
      inFlight -= 1
      return ok()
    })
    const { live } = client({ fetch: fetcher })
    await Promise.all([1, 2, 3].map((n) => live.send({ path: '/list/', query: `n=${n}` })))
    expect(most).toBe(1)
    expect(sent.map((each) => each.url)).toEqual([
      'http://api.test/prefix/list/?n=1',
      'http://api.test/prefix/list/?n=2',
      'http://api.test/prefix/list/?n=3',
    ])
  })

  it('a failed request does not stop the next one', async () => {
    const { fetcher } = fakeFetch((_sent, index) => {
      if (index === 0) throw new TypeError('fetch failed')
      return ok()
    })
    const { live } = client({ fetch: fetcher })
    const first = live.send({ path: '/a/' })
    const second = live.send({ path: '/b/' })
    await expect(first).rejects.toMatchObject({ kind: 'unreachable' })
    await expect(second).resolves.toMatchObject({ status: 200, url: 'http://api.test/prefix/b/' })
  })
})

describe('LiveClient: read-only, as written', () => {
  it('refuses any method but GET, HEAD and OPTIONS before sending anything', () => {
    const { sent, fetcher } = fakeFetch(ok)
    const { live } = client({ fetch: fetcher })
    expect(() => live.send({ path: '/list/', method: 'POST' as 'GET' })).toThrow('api-check sends read-only requests only, not POST')
    expect(sent).toEqual([])
  })

  it('never follows a redirect, and reads no body of a HEAD', async () => {
    // A server that sends a body with a HEAD anyway (wsgiref does): it is not read.
    const { sent, fetcher } = fakeFetch(() => new Response('body', { status: 200 }))
    const { live } = client({ fetch: fetcher })
    expect((await live.send({ path: '/list/', method: 'HEAD' })).body).toBe('')
    expect((await live.send({ path: '/list/', method: 'OPTIONS' })).body).toBe('body')
    expect(sent.every((each) => each.redirect === 'manual')).toBe(true)
  })

  it('builds the address from the base without trailing slashes, and sends the query as written', () => {
    const { fetcher } = fakeFetch(ok)
    const { live } = client({ fetch: fetcher })
    expect(live.base).toBe('http://api.test/prefix')
    expect(live.urlOf({ path: '/list/' })).toBe('http://api.test/prefix/list/')
    expect(live.urlOf({ path: '/list/', query: 'a=%20b&c' })).toBe('http://api.test/prefix/list/?a=%20b&c')
    expect(live.urlOf({ path: '/list/', query: '' })).toBe('http://api.test/prefix/list/?')
  })

  it('sends the headers it is given with every request, Accept its own', async () => {
    const { sent, fetcher } = fakeFetch(ok)
    const { live } = client({
      fetch: fetcher,
      headers: [
        { name: 'Authorization', value: 'Token s3cret' },
        { name: 'Accept', value: 'text/plain' },
      ],
    })
    await live.send({ path: '/list/', accept: 'text/html' })
    expect(sent[0]!.headers.get('authorization')).toBe('Token s3cret')
    expect(sent[0]!.headers.get('accept')).toBe('text/html')
  })
})

describe('LiveClient: a 429 asked again after its Retry-After', () => {
  it('waits the seconds asked, tells them, and returns the answer after the wait', async () => {
    const { sent, fetcher } = fakeFetch((_each, index) => (index === 0 ? throttled('7') : ok()))
    const { live, waits, told } = client({ fetch: fetcher })
    const answer = await live.send({ path: '/list/' })
    expect(answer.status).toBe(200)
    expect(waits).toEqual([7000])
    expect(told).toEqual([[7, 'http://api.test/prefix/list/']])
    expect(sent).toHaveLength(2)
    expect(live.sent).toBe(1)
    expect(live.repeats).toBe(1)
  })

  it(`asks again at most ${MAX_THROTTLED_REPEATS} times, then stops with the reason`, async () => {
    const { sent, fetcher } = fakeFetch(() => throttled('1'))
    const { live, waits } = client({ fetch: fetcher })
    await expect(live.send({ path: '/list/' })).rejects.toThrow(
      new LiveFailure(
        'throttled',
        `http://api.test/prefix/list/ was still throttled (HTTP 429) after ${MAX_THROTTLED_REPEATS} waits; try again later.`,
      ),
    )
    expect(MAX_THROTTLED_REPEATS).toBe(3)
    expect(sent).toHaveLength(4)
    expect(waits).toEqual([1000, 1000, 1000])
    expect(live.repeats).toBe(3)
  })

  it('succeeds on the last repeat it allows', async () => {
    const { fetcher } = fakeFetch((_each, index) => (index < MAX_THROTTLED_REPEATS ? throttled('2') : ok()))
    const { live, waits } = client({ fetch: fetcher })
    expect((await live.send({ path: '/list/' })).status).toBe(200)
    expect(waits).toEqual([2000, 2000, 2000])
  })

  it('waits 5 s when a 429 names no wait', async () => {
    const { fetcher } = fakeFetch((_each, index) => (index === 0 ? throttled() : ok()))
    const { live, waits } = client({ fetch: fetcher })
    await live.send({ path: '/list/' })
    expect(waits).toEqual([5000])
  })

  it('waits exactly --max-wait, and refuses a second longer with the reason', async () => {
    const atMost = fakeFetch((_each, index) => (index === 0 ? throttled('60') : ok()))
    const first = client({ fetch: atMost.fetcher, maxWaitSeconds: 60 })
    await first.live.send({ path: '/list/' })
    expect(first.waits).toEqual([60_000])

    const longer = fakeFetch(() => throttled('61'))
    const second = client({ fetch: longer.fetcher, maxWaitSeconds: 60 })
    await expect(second.live.send({ path: '/list/' })).rejects.toThrow(
      new LiveFailure(
        'throttled',
        'http://api.test/prefix/list/ answered HTTP 429 asking to wait 61 s, more than --max-wait 60 s; try again later or raise --max-wait.',
      ),
    )
    expect(second.waits).toEqual([])
    expect(second.told).toEqual([])
    expect(second.live.repeats).toBe(0)
  })

  it('waits with a real timer when given no sleep', async () => {
    vi.useFakeTimers()
    const { fetcher } = fakeFetch((_each, index) => (index === 0 ? throttled('2') : ok()))
    const live = new LiveClient({ api: 'http://api.test', timeoutMs: 1000, maxRequests: 1, maxWaitSeconds: 10, fetch: fetcher })
    let done = false
    const answer = live.send({ path: '/list/' }).then((each) => ((done = true), each))
    await vi.advanceTimersByTimeAsync(1999)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect((await answer).status).toBe(200)
  })
})

describe('LiveClient: the timeout of each request', () => {
  it('gives up after --timeout with the reason, and not a moment before', async () => {
    vi.useFakeTimers()
    // An answer that would come a minute later; the client's own timer aborts it first.
    const { fetcher } = fakeFetch(() => new Promise<Response>((resolve) => setTimeout(() => resolve(ok()), 60_000)))
    const aborted: boolean[] = []
    const watching = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const signal = init!.signal!
      return new Promise<Response>((_resolve, reject) => {
        signal.addEventListener('abort', () => {
          aborted.push(true)
          reject(new DOMException('aborted', 'AbortError'))
        })
        void fetcher(input, init)
      })
    }) as typeof fetch
    const live = new LiveClient({ api: 'http://api.test', timeoutMs: 2500, maxRequests: 2, maxWaitSeconds: 10, fetch: watching })
    const answer = live.send({ path: '/list/' })
    const settled = answer.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(2499)
    expect(aborted).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(await settled).toEqual(new LiveFailure('timeout', 'http://api.test/list/ did not answer within 2.5 s (--timeout).'))
    expect(await settled).toMatchObject({ kind: 'timeout' })
  })

  it('clears its timer once the answer is in', async () => {
    vi.useFakeTimers()
    const { fetcher } = fakeFetch(ok)
    const live = new LiveClient({ api: 'http://api.test', timeoutMs: 2500, maxRequests: 2, maxWaitSeconds: 10, fetch: fetcher })
    await live.send({ path: '/list/' })
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('LiveClient: an address that does not answer', () => {
  const failing = (cause: unknown) => fakeFetch(() => Promise.reject(new TypeError('fetch failed', { cause }))).fetcher

  it.each([
    [
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      'the connection was refused (is the server running, and is the port right?)',
    ],
    [Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }), 'the host name does not resolve'],
    [Object.assign(new Error('getaddrinfo EAI_AGAIN'), { code: 'EAI_AGAIN' }), 'the host name does not resolve'],
    [Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }), 'ECONNRESET (socket hang up)'],
    [new Error('other trouble'), 'other trouble'],
  ])('says why: %s', async (cause, reason) => {
    const { live } = client({ fetch: failing(cause) })
    await expect(live.send({ path: '/list/' })).rejects.toThrow(
      new LiveFailure('unreachable', `Cannot reach http://api.test/prefix/list/: ${reason}.`),
    )
  })

  it('says what it can of an error without a cause, or of no error at all', async () => {
    const plain = client({ fetch: fakeFetch(() => Promise.reject(new TypeError('fetch failed'))).fetcher }).live
    await expect(plain.send({ path: '/list/' })).rejects.toThrow(
      new LiveFailure('unreachable', 'Cannot reach http://api.test/prefix/list/: fetch failed.'),
    )
    const nothing = client({ fetch: fakeFetch(() => Promise.reject(undefined)).fetcher }).live
    await expect(nothing.send({ path: '/list/' })).rejects.toThrow(
      new LiveFailure('unreachable', 'Cannot reach http://api.test/prefix/list/: undefined.'),
    )
  })

  it('says what it can of an error without a cause, as text', async () => {
    const { live } = client({ fetch: fakeFetch(() => Promise.reject('plain text')).fetcher })
    await expect(live.send({ path: '/list/' })).rejects.toThrow('Cannot reach http://api.test/prefix/list/: plain text.')
  })
})
