import { parseRetryAfter } from '../../shared/api/api-error'
import type { SentHeader } from './secrets'

/**
 * api-check's only way to the live API: read-only methods, one request at a time, a stated
 * number of requests at most, a timeout per request, and a 429's Retry-After waited out (a few
 * times per request, never longer than the caller allows). Node's fetch with `redirect:
 * 'manual'`, so a redirect is an answer to look at, never followed.
 */

export type ReadOnlyMethod = 'GET' | 'HEAD' | 'OPTIONS'

export interface LiveRequest {
  method?: ReadOnlyMethod
  /** The path below the API's base (its origin and any path prefix), starting with '/'. */
  path: string
  /** The raw query string without '?', sent as written. */
  query?: string
  accept?: string
}

export interface LiveAnswer {
  /** The absolute URL asked. */
  url: string
  status: number
  headers: Headers
  body: string
}

export type LiveFailureKind = 'unreachable' | 'timeout' | 'budget' | 'throttled'

/** The live API could not be asked (or answered nothing usable); `message` is for a person. */
export class LiveFailure extends Error {
  override readonly name = 'LiveFailure'
  constructor(
    readonly kind: LiveFailureKind,
    message: string,
  ) {
    super(message)
  }
}

export interface LiveClientOptions {
  /** The API's origin and optional path prefix, e.g. `https://authors.example.org` or `http://host/prefix`. */
  api: string
  timeoutMs: number
  /** Requests the client may send, repeats after a 429 not counted. */
  maxRequests: number
  /** The longest Retry-After it waits; a longer one ends the check. */
  maxWaitSeconds: number
  /** Sent with every request (`--header`, `--cookie`): credentials of an authenticated deployment. */
  headers?: readonly SentHeader[]
  /** The same request twice is asked once (the default), or every time (a recording's passes). */
  cache?: boolean
  sleep?: (ms: number) => Promise<void>
  onWait?: (seconds: number, url: string) => void
  fetch?: typeof fetch
}

/** A 429 is asked again at most this many times, each after the wait it named. */
export const MAX_THROTTLED_REPEATS = 3
const DEFAULT_ACCEPT = 'application/json'
/** When a 429 names no wait. */
const DEFAULT_WAIT_SECONDS = 5

export class LiveClient {
  readonly base: string
  readonly options: LiveClientOptions
  #sent = 0
  #repeats = 0
  #queue: Promise<unknown> = Promise.resolve()
  readonly #cache = new Map<string, Promise<LiveAnswer>>()

  constructor(options: LiveClientOptions) {
    this.options = options
    this.base = options.api.replace(/\/+$/, '')
  }

  /** Requests sent so far (repeats after a 429 apart). */
  get sent(): number {
    return this.#sent
  }

  get repeats(): number {
    return this.#repeats
  }

  urlOf(request: LiveRequest): string {
    return `${this.base}${request.path}${request.query === undefined ? '' : `?${request.query}`}`
  }

  /**
   * The answer to a request; the same request twice in one check is asked once. Requests wait
   * their turn: never two at once.
   */
  send(request: LiveRequest): Promise<LiveAnswer> {
    const method = request.method ?? 'GET'
    if (!['GET', 'HEAD', 'OPTIONS'].includes(method)) throw new Error(`api-check sends read-only requests only, not ${method}`)
    // The Accept actually sent: no Accept given and application/json are one request.
    const key = `${method} ${request.accept ?? DEFAULT_ACCEPT} ${this.urlOf(request)}`
    const cached = this.#cache.get(key)
    if (cached) return cached
    const answer = this.#queue.then(() => this.#exchange(method, request))
    this.#queue = answer.catch(() => undefined)
    if (this.options.cache !== false) this.#cache.set(key, answer)
    return answer
  }

  async #exchange(method: ReadOnlyMethod, request: LiveRequest): Promise<LiveAnswer> {
    const url = this.urlOf(request)
    if (this.#sent >= this.options.maxRequests) {
      throw new LiveFailure('budget', `api-check would need more than the ${this.options.maxRequests} requests it stated; it stops here.`)
    }
    this.#sent += 1
    for (let repeat = 0; ; repeat++) {
      const answer = await this.#once(method, url, request.accept ?? DEFAULT_ACCEPT)
      if (answer.status !== 429) return answer
      const seconds = parseRetryAfter(answer.headers.get('Retry-After')) ?? DEFAULT_WAIT_SECONDS
      if (repeat >= MAX_THROTTLED_REPEATS) {
        throw new LiveFailure('throttled', `${url} was still throttled (HTTP 429) after ${MAX_THROTTLED_REPEATS} waits; try again later.`)
      }
      if (seconds > this.options.maxWaitSeconds) {
        throw new LiveFailure(
          'throttled',
          `${url} answered HTTP 429 asking to wait ${seconds} s, more than --max-wait ${this.options.maxWaitSeconds} s; try again later or raise --max-wait.`,
        )
      }
      this.options.onWait?.(seconds, url)
      this.#repeats += 1
      await (this.options.sleep ?? defaultSleep)(seconds * 1000)
    }
  }

  async #once(method: ReadOnlyMethod, url: string, accept: string): Promise<LiveAnswer> {
    const fetcher = this.options.fetch ?? fetch
    const timeout = new AbortController()
    const timer = setTimeout(() => timeout.abort(), this.options.timeoutMs)
    try {
      const headers = new Headers(this.options.headers?.map(({ name, value }) => [name, value]))
      headers.set('Accept', accept)
      const response = await fetcher(url, { method, headers, redirect: 'manual', signal: timeout.signal })
      const body = method === 'HEAD' ? '' : await response.text()
      return { url, status: response.status, headers: response.headers, body }
    } catch (error) {
      if (timeout.signal.aborted) {
        throw new LiveFailure('timeout', `${url} did not answer within ${this.options.timeoutMs / 1000} s (--timeout).`)
      }
      throw new LiveFailure('unreachable', `Cannot reach ${url}: ${describeNetworkError(error)}.`)
    } finally {
      clearTimeout(timer)
    }
  }
}

/** Node's fetch hides the reason (refused, unknown host) in `cause`. */
function describeNetworkError(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
  const code = (cause as { code?: unknown } | undefined)?.code
  const message = cause instanceof Error ? cause.message : String(cause)
  if (code === 'ECONNREFUSED') return 'the connection was refused (is the server running, and is the port right?)'
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'the host name does not resolve'
  return typeof code === 'string' ? `${code} (${message})` : message
}

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
