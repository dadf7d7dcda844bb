import type { ApiSettings } from '../shared/api/authors-api'
import { REQUEST_TIMEOUT_MS } from '../shared/api/contract'

/** Read at start-up from config.json beside index.html, so one build can be pointed anywhere. */
export interface RuntimeConfig {
  /** null: the built-in demo API; '': the page's own origin (behind a proxy); else an API origin. */
  apiUrl: string | null
  /** Query parameter name for the first-name search; '' hides the First name box. */
  firstNameParam: string
  /** How long to wait for the API before telling the person; default 15 s. */
  requestTimeoutMs: number
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiUrl: null,
  firstNameParam: 'first_name',
  requestTimeoutMs: REQUEST_TIMEOUT_MS,
}

const MAX_TIMER_MS = 2 ** 31 - 1

export class ConfigError extends Error {
  override readonly name = 'ConfigError'
}

export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new ConfigError('config.json must hold an object such as {"apiUrl": null}.')
  }
  const {
    apiUrl = null,
    firstNameParam = DEFAULT_RUNTIME_CONFIG.firstNameParam,
    requestTimeoutMs = DEFAULT_RUNTIME_CONFIG.requestTimeoutMs,
  } = json as Record<string, unknown>
  if (apiUrl !== null && typeof apiUrl !== 'string') {
    throw new ConfigError('"apiUrl" in config.json must be a URL, "" (same origin) or null (demo data).')
  }
  if (typeof apiUrl === 'string' && apiUrl.trim() !== '') checkApiUrl(apiUrl.trim())
  if (typeof firstNameParam !== 'string') {
    throw new ConfigError('"firstNameParam" in config.json must be text ("" hides the First name search).')
  }
  // A timer longer than 2^31 − 1 ms fires at once in browsers, so it is not a timeout at all.
  if (typeof requestTimeoutMs !== 'number' || !(requestTimeoutMs > 0) || requestTimeoutMs > MAX_TIMER_MS) {
    throw new ConfigError('"requestTimeoutMs" in config.json must be a positive number of milliseconds (at most 2147483647).')
  }
  return {
    apiUrl: typeof apiUrl === 'string' ? apiUrl.trim() : null,
    firstNameParam: firstNameParam.trim(),
    requestTimeoutMs,
  }
}

/** What the API client needs from the config; '' (the page's own origin) stands in for the demo API too. */
export function apiSettings(config: RuntimeConfig): ApiSettings {
  return { apiUrl: config.apiUrl ?? '', firstNameParam: config.firstNameParam, timeoutMs: config.requestTimeoutMs }
}

/**
 * An API address the app can call: http(s), a host, and nothing a request URL cannot carry.
 * The messages never repeat a password.
 */
function checkApiUrl(apiUrl: string): void {
  let url: URL | undefined
  try {
    if (/^https?:\/\/[^/]/i.test(apiUrl)) url = new URL(apiUrl)
  } catch {
    // Not an address: refused below.
  }
  if (url === undefined) {
    throw new ConfigError(`"apiUrl" in config.json must be an address starting with http:// or https://, not "${hideCredentials(apiUrl)}".`)
  }
  if (url.username !== '' || url.password !== '') {
    throw new ConfigError(
      `"apiUrl" in config.json must not contain a user name or password ("${hideCredentials(apiUrl)}"): browsers refuse to send requests to such an address. Remove the part before "@"; sign-in, if the API needs it, belongs to the server or a proxy in front of it.`,
    )
  }
  // Any "?" or "#" (even one with nothing after it, which URL drops from search and hash).
  if (apiUrl.includes('?') || apiUrl.includes('#')) {
    throw new ConfigError(`"apiUrl" in config.json must be an origin with an optional path prefix, without "?" or "#": not "${apiUrl}".`)
  }
}

/**
 * "https://user:secret@host" → "https://…@host": enough to recognise it, not enough to use it.
 * Whatever comes before an "@" (back to a "/", "?", "#", a space or the start) goes, wherever it
 * is: "see https://user:secret@host" and "user:secret@host" keep no password either.
 */
function hideCredentials(text: string): string {
  return text.replace(/[^/?#\s]*@/g, '…@')
}

/** No config.json at all means the demo API, so a bare build still runs. */
export async function loadRuntimeConfig(url: string = `${import.meta.env.BASE_URL}config.json`): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' })
  if (response.status === 404) return DEFAULT_RUNTIME_CONFIG
  if (!response.ok) throw new ConfigError(`config.json could not be loaded (HTTP ${response.status}).`)
  let json: unknown
  try {
    json = await response.json()
  } catch {
    throw new ConfigError('config.json is not valid JSON.')
  }
  return parseRuntimeConfig(json)
}
