import { ApiError, parseRetryAfter } from './api-error'
import { AUTHORS_LIST_PATH, LIST_QUERY_PARAMS, REQUEST_TIMEOUT_MS, type ListPlace } from './contract'
import { isCutJson } from './cut-json'
import { fetchWithinOrigin, isAbortError } from './fetch-within-origin'
import { ShapeError, validateAuthorsPage, type AuthorsPage } from './validate-page'

/** Where the API is and how it names its parameters; from the runtime config. */
export interface ApiSettings {
  /** Origin (and optional path prefix) of the API; '' means the page's own origin. */
  apiUrl: string
  /** Query parameter for the first-name search; the API description does not name it. */
  firstNameParam: string
  /** Give up on a request after this long; default REQUEST_TIMEOUT_MS. */
  timeoutMs?: number
  /**
   * Whether the browser sends its cookies (a session) with every request: 'same-origin' (the
   * default) to the app's own origin only, 'include' to a cross-origin API that allows credentials
   * for the app's origin too. The app itself never holds or sends a credential.
   */
  credentials?: ApiCredentials
}

export type ApiCredentials = 'same-origin' | 'include'

/**
 * The place as the API sees it, the one place names are trimmed: DRF strips surrounding
 * whitespace from filter values and ignores blank ones, so "Smith" and "Smith " are one request
 * (and one cache entry); a first name is dropped when the API has no parameter for it.
 */
export function requestedPlace(settings: ApiSettings, place: ListPlace): ListPlace {
  return {
    lastName: place.lastName.trim(),
    firstName: settings.firstNameParam ? place.firstName.trim() : '',
    limit: place.limit,
    offset: place.offset,
  }
}

/** The list URL for a place already passed through requestedPlace. */
export function authorsListUrl(settings: ApiSettings, place: ListPlace): string {
  const base = settings.apiUrl === '' ? globalThis.location.origin : settings.apiUrl
  const url = new URL(base.replace(/\/+$/, '') + AUTHORS_LIST_PATH)
  if (place.lastName) url.searchParams.set(LIST_QUERY_PARAMS.lastName, place.lastName)
  if (place.firstName && settings.firstNameParam) url.searchParams.set(settings.firstNameParam, place.firstName)
  url.searchParams.set(LIST_QUERY_PARAMS.limit, String(place.limit))
  if (place.offset > 0) url.searchParams.set(LIST_QUERY_PARAMS.offset, String(place.offset))
  return url.href
}

/** What a list request sends, but its signal (the app's first module sends the first page's early with it). */
export function listRequestInit(settings: ApiSettings): RequestInit {
  return { headers: { Accept: 'application/json' }, credentials: settings.credentials ?? 'same-origin' }
}

/** A validated page, with the offset it was asked for (placeholder data is shown by it). */
export interface LoadedPage extends AuthorsPage {
  offset: number
}

export async function fetchAuthorsPage(settings: ApiSettings, request: ListPlace, signal?: AbortSignal): Promise<LoadedPage> {
  const timeoutMs = settings.timeoutMs ?? REQUEST_TIMEOUT_MS
  const url = authorsListUrl(settings, request)
  // Two reasons to stop: the query was superseded (signal) or the server is too slow (timer).
  // The timer is a plain setTimeout rather than AbortSignal.timeout so that tests can run it on
  // fake timers; AbortSignal.any joins the two.
  const timeout = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    timeout.abort()
  }, timeoutMs)
  const stop = signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal
  const failure = (error: unknown, phase: 'connect' | 'body') => stopped(error, timedOut, timeoutMs) ?? connectionFailure(error, url, phase)

  // The timer covers the whole exchange: redirects within the API's origin, and the body.
  try {
    let response: Response
    try {
      response = await fetchWithinOrigin(url, { ...listRequestInit(settings), signal: stop })
    } catch (error) {
      throw failure(error, 'connect')
    }
    if (!response.ok) throw await httpFailure(response)
    let text: string
    try {
      text = await response.text()
    } catch (error) {
      // The headers came, then the connection dropped: a network failure, retried like one.
      throw failure(error, 'body')
    }
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      if (isCutJson(text)) throw connectionFailure(undefined, url, 'body')
      throw new ApiError('shape', 'The server answered with something that is not JSON.', {
        status: response.status,
        detail: 'the body is not JSON',
        detailRu: 'тело ответа — не JSON',
      })
    }
    try {
      return { ...validateAuthorsPage(body, request), offset: request.offset }
    } catch (error) {
      if (!(error instanceof ShapeError)) throw error
      throw new ApiError('shape', `The server's answer is not in the expected shape: ${error.message}.`, {
        status: response.status,
        detail: error.message,
        detailRu: error.ru,
      })
    }
  } finally {
    clearTimeout(timer)
  }
}

/** A timeout or a superseded query, if that is why the request stopped. */
function stopped(error: unknown, timedOut: boolean, timeoutMs: number): unknown {
  if (timedOut) {
    return new ApiError('timeout', `The server did not answer within ${Number((timeoutMs / 1000).toFixed(1))} seconds.`, { timeoutMs })
  }
  // A cancelled query: let TanStack Query see the abort as it is.
  if (isAbortError(error)) return error
  return undefined
}

function connectionFailure(error: unknown, url: string, phase: 'connect' | 'body'): unknown {
  if (error instanceof ApiError) return error
  const host = new URL(url).host
  if (phase === 'body') {
    return new ApiError('interrupted', `The connection to ${host} dropped while the answer was arriving.`, { host })
  }
  return new ApiError('network', `Cannot reach the server at ${host}.`, { host })
}

async function httpFailure(response: Response): Promise<ApiError> {
  const retryAfterSeconds = parseRetryAfter(response.headers.get('Retry-After'))
  const detail = await readErrorDetail(response)
  return new ApiError('http', `The server answered with HTTP ${response.status}.`, { status: response.status, retryAfterSeconds, detail })
}

/** DRF error bodies are `{"detail": "..."}` or, for a rejected filter, `{"last_name": ["..."]}`. */
async function readErrorDetail(response: Response): Promise<string | undefined> {
  if (!response.headers.get('Content-Type')?.includes('json')) return undefined
  // A body that says it is JSON but is not has no detail to give.
  const body: unknown = await response.json().catch(() => undefined)
  if (typeof body !== 'object' || body === null) return undefined
  if ('detail' in body && typeof body.detail === 'string') return body.detail
  const messages = Object.values(body)
    .flat()
    .filter((message): message is string => typeof message === 'string')
  return messages.length > 0 ? messages.join(' ') : undefined
}
