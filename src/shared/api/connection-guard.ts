/**
 * The browser's own guard against a redirect off the API's origin. A page may add a
 * Content-Security-Policy with a <meta> element at run time, and `connect-src` is checked by the
 * browser before every request a fetch makes, redirects included (Fetch "main fetch", CSP "should
 * request be blocked"). Once it is in place, a redirect to another origin fails before anything
 * is sent there. Policies only ever narrow, so this cannot loosen one that the server sends.
 */

let guardedOrigin: string | undefined

/** Allows fetches to the page's own origin and to `apiOrigin` only; call once at start-up. */
export function guardConnections(apiOrigin: string, doc: Document = document): void {
  const meta = doc.createElement('meta')
  meta.httpEquiv = 'Content-Security-Policy'
  meta.content = `connect-src 'self' ${apiOrigin}`
  doc.head.append(meta)
  guardedOrigin = apiOrigin
}

/**
 * How a redirect from `origin` can be followed without risking a request to another origin:
 * 'same-origin' mode for the page's own origin (the Fetch standard refuses to leave it), the
 * connect-src policy for a guarded API origin, or not at all.
 */
export function safeFollowMode(origin: string): RequestMode | undefined {
  if (typeof location !== 'undefined' && origin === location.origin) return 'same-origin'
  if (origin === guardedOrigin) return 'cors'
  return undefined
}
