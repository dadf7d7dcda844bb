/** Why a list request failed, in the terms the page needs to explain it to a person. */
export type ApiErrorKind =
  /** No HTTP response at all: DNS, refused connection, CORS, offline. */
  | 'network'
  /** The answer started but the connection dropped before its body was complete. */
  | 'interrupted'
  /** The server did not answer within the request timeout. */
  | 'timeout'
  /** An HTTP response with a status other than 200. */
  | 'http'
  /** A 200 response whose body is not the page envelope. */
  | 'shape'
  /** The server redirected the request away from the configured API origin; it was not followed. */
  | 'redirect'

export interface ApiErrorDetails {
  status?: number
  /** Seconds the server asked us to wait (Retry-After), when it said so believably. */
  retryAfterSeconds?: number
  /** A short message from the server's JSON error body, or what was wrong with the shape. */
  detail?: string
  /** What was wrong with the shape, in Russian (the app's own finding; a server's message is quoted as sent). */
  detailRu?: string
  /** Where a refused redirect pointed, when the browser let the app see it. */
  location?: string
  /** The API's host (network, interrupted, redirect): the UI names it in its own language. */
  host?: string
  /** The request timeout that ran out (timeout). */
  timeoutMs?: number
}

export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly kind: ApiErrorKind
  readonly status: number | undefined
  readonly retryAfterSeconds: number | undefined
  readonly detail: string | undefined
  readonly detailRu: string | undefined
  readonly location: string | undefined
  readonly host: string | undefined
  readonly timeoutMs: number | undefined

  constructor(kind: ApiErrorKind, message: string, details: ApiErrorDetails = {}) {
    super(message)
    this.kind = kind
    this.status = details.status
    this.retryAfterSeconds = details.retryAfterSeconds
    this.detail = details.detail
    this.detailRu = details.detailRu
    this.location = details.location
    this.host = details.host
    this.timeoutMs = details.timeoutMs
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/**
 * The longest wait the app believes. A Retry-After beyond it (99999999 seconds is three years) is
 * a server or proxy bug, so the person is not told to wait that long; the app treats it as unsaid.
 */
export const MAX_BELIEVABLE_RETRY_AFTER_SECONDS = 24 * 60 * 60

/**
 * Retry-After is either delay-seconds or an HTTP-date (RFC 9110 §10.2.3). Returns undefined for a
 * missing, unreadable or unbelievable value; a date in the past is a wait of 0.
 */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null) return undefined
  const trimmed = value.trim()
  let seconds: number
  if (/^\d+$/.test(trimmed)) {
    seconds = Number(trimmed)
  } else {
    // Only the date forms HTTP allows: "Sun, 06 Nov 1994 08:49:37 GMT" and its two obsolete
    // cousins all name a weekday or a month; Date.parse alone would also take "12" or "1e3".
    if (!/[a-z]{3}/i.test(trimmed)) return undefined
    // An unreadable date is NaN here, which the safe-integer check below refuses.
    seconds = Math.max(0, Math.ceil((Date.parse(trimmed) - now) / 1000))
  }
  return Number.isSafeInteger(seconds) && seconds <= MAX_BELIEVABLE_RETRY_AFTER_SECONDS ? seconds : undefined
}
