/**
 * config.json's `signInUrl` (checked at start-up), or undefined when none is configured: set by
 * the app as it renders. A module value rather than a context: it is one per page, and a provider
 * would cost the first load bytes for nothing.
 */
let template: string | undefined

export function setSignInUrl(url: string | undefined): void {
  template = url
}

export function signInUrl(): string | undefined {
  return template
}
