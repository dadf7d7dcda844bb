/**
 * The first page's request, sent by the app's first module (app/early-start.ts) while the rest of
 * the app is still arriving, and handed to the first request for the same address with the same
 * credentials (fetchWithinOrigin's first hop): the list's query then waits for an answer already
 * on its way instead of asking only once the app has run. It is sent as that hop would send it
 * (`redirect: 'manual'`), so the origin guard judges its redirects as it judges every request's. Taken once;
 * anything else asked first gets no part of it, and a different address aborts it.
 */
interface Early {
  url: string
  credentials: RequestCredentials
  response: Promise<Response>
  controller: AbortController
}

let early: Early | undefined

/** Sends the request for `url` now, to be taken by the first request for it; its response, for a look at a copy of it. */
export function sendEarly(url: string, init: RequestInit): Promise<Response> {
  early?.controller.abort()
  const controller = new AbortController()
  const response = fetch(url, { ...init, redirect: 'manual', signal: controller.signal })
  // Its taker sees a failure; one nobody takes is not an unhandled rejection.
  response.catch(() => undefined)
  early = { url, credentials: init.credentials ?? 'same-origin', response, controller }
  return response
}

/**
 * The early request's response when it was sent for `url` with `init`'s credentials, else
 * undefined (and the early request, if one was sent, is aborted). `init.signal` then stops it, body and all.
 */
export function takeEarly(url: string, init: RequestInit): Promise<Response> | undefined {
  const sent = early
  early = undefined
  if (!sent) return undefined
  if (sent.url !== url || sent.credentials !== (init.credentials ?? 'same-origin')) {
    sent.controller.abort()
    return undefined
  }
  const signal = init.signal
  if (signal?.aborted) sent.controller.abort(signal.reason)
  else signal?.addEventListener('abort', () => sent.controller.abort(signal.reason), { once: true })
  return sent.response
}
