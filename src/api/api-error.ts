/** Why a list request failed, in the terms the page needs to explain it to a person. */
export type ApiErrorKind =
  /** No HTTP response at all: DNS, refused connection, CORS, offline. */
  | 'network'
  /** The server did not answer within the request timeout. */
  | 'timeout'
  /** An HTTP response with a status other than 200. */
  | 'http'
  /** A 200 response whose body is not the page envelope. */
  | 'shape'

export interface ApiErrorDetails {
  status?: number
  /** Seconds the server asked us to wait (Retry-After), when it said. */
  retryAfterSeconds?: number
  /** A short message from the server's JSON error body, or what was wrong with the shape. */
  detail?: string
}

export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly kind: ApiErrorKind
  readonly status: number | undefined
  readonly retryAfterSeconds: number | undefined
  readonly detail: string | undefined

  constructor(kind: ApiErrorKind, message: string, details: ApiErrorDetails = {}) {
    super(message)
    this.kind = kind
    this.status = details.status
    this.retryAfterSeconds = details.retryAfterSeconds
    this.detail = details.detail
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** Retry-After is either delay-seconds or an HTTP-date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null) return undefined
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed)
  const date = Date.parse(trimmed)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, Math.ceil((date - now) / 1000))
}
