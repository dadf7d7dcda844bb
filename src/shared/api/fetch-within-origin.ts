import { ApiError } from './api-error'
import { safeFollowMode } from './connection-guard'
import { takeEarly } from './early-request'

const MAX_REDIRECTS = 5
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])

/**
 * A GET that never takes an answer from, or sends a request to, an origin other than the API's.
 * A redirect within the API's origin (Django's APPEND_SLASH, a proxy moving a path) is followed;
 * one that leaves it becomes a 'redirect' ApiError naming where it pointed, when that is known.
 *
 * The request goes out with `redirect: 'manual'`, so the first redirect is never followed by the
 * browser. Where fetch shows the redirect as it is (Node, the test environment) the app reads
 * Location and decides itself. A browser hides it behind an opaque-redirect response with no
 * Location, so the request is sent again with `redirect: 'follow'`, but only where the browser
 * itself refuses to leave the origin (see connection-guard.ts); and `response.url` is checked as
 * a second guard. Without such a guard the redirect is refused rather than risked.
 */
export async function fetchWithinOrigin(url: string, init: RequestInit): Promise<Response> {
  const origin = new URL(url).origin
  let target = url
  for (let hop = 0; ; hop++) {
    // The first page may be on the wire already, sent by the app's first module (early-request.ts).
    const response = await ((hop === 0 ? takeEarly(target, init) : undefined) ?? fetch(target, { ...init, redirect: 'manual' }))
    if (response.type === 'opaqueredirect') return followGuarded(target, origin, init)
    if (!REDIRECT_STATUSES.has(response.status)) return checkLanding(response, origin)
    const location = response.headers.get('Location')
    let next: URL | undefined
    try {
      if (location !== null) next = new URL(location, target)
    } catch {
      // Not an address: refused below, with the text it held.
    }
    if (next === undefined || next.origin !== origin) throw redirectRefused(origin, location ?? undefined)
    if (hop >= MAX_REDIRECTS)
      throw new ApiError('redirect', `The server at ${new URL(origin).host} redirected the request more than ${MAX_REDIRECTS} times.`, {
        status: response.status,
        host: new URL(origin).host,
      })
    await response.body?.cancel()
    target = next.href
  }
}

async function followGuarded(url: string, origin: string, init: RequestInit): Promise<Response> {
  const mode = safeFollowMode(origin)
  if (mode === undefined) throw redirectRefused(origin, undefined)
  let response: Response
  try {
    response = await fetch(url, { ...init, mode, redirect: 'follow' })
  } catch (error) {
    if (isAbortError(error)) throw error
    // The guard stopped a hop to another origin before it was sent.
    throw redirectRefused(origin, undefined)
  }
  return checkLanding(response, origin)
}

/**
 * The second guard: whatever fetch did, an answer from another origin is never read. An answer
 * with no URL (built by a service worker or a test double) came from no other origin.
 */
function checkLanding(response: Response, origin: string): Response {
  if (response.url === '') return response
  const landed = new URL(response.url)
  if (landed.origin !== origin) {
    void response.body?.cancel()
    throw redirectRefused(origin, response.url)
  }
  return response
}

function redirectRefused(origin: string, location: string | undefined): ApiError {
  const host = new URL(origin).host
  const where = location === undefined ? 'another address' : describeLocation(location, origin)
  return new ApiError(
    'redirect',
    `The server at ${host} redirected the request to ${where}, outside the configured API. The app does not follow it.`,
    { location, host },
  )
}

function describeLocation(location: string, origin: string): string {
  try {
    const url = new URL(location, origin)
    // javascript:, data: and the like have no origin to name.
    return url.origin === 'null' ? `a ${url.protocol} address` : url.origin
  } catch {
    return `"${location.slice(0, 80)}"`
  }
}

/** A request stopped by its signal (a superseded query, a timeout), as fetch reports it. */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
}
