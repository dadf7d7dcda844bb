import type { ApiCredentials, ApiSettings } from '../shared/api/authors-api'
import { LIST_QUERY_PARAMS, REQUEST_TIMEOUT_MS } from '../shared/api/contract'
import type { en as ConfigWords } from './config-messages'

/** Read at start-up from config.json beside index.html, so one build can be pointed anywhere. */
export interface RuntimeConfig {
  /** null: the built-in demo API; '': the page's own origin (behind a proxy); else an API origin. */
  apiUrl: string | null
  /** Query parameter name for the first-name search; '' hides the First name box. */
  firstNameParam: string
  /** How long to wait for the API before telling the person; default 15 s. */
  requestTimeoutMs: number
  /** Where a signed-out person signs in (app's or API's origin; `{next}`: the app's address). Absent: not offered. */
  signInUrl?: string
  /** Cookies with every API request: absent means 'same-origin'. */
  credentials?: ApiCredentials
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiUrl: null,
  firstNameParam: 'first_name',
  requestTimeoutMs: REQUEST_TIMEOUT_MS,
}

/** The longest timer a browser keeps: setTimeout takes a signed 32-bit delay, and a longer one fires at once. */
const MAX_TIMER_MS = 2 ** 31 - 1

/** Names a first-name parameter cannot take: the app's own parameters and DRF's `format`. */
const TAKEN_PARAMS: ReadonlySet<string> = new Set(Object.values(LIST_QUERY_PARAMS))

/**
 * Characters no query parameter name holds in practice: whitespace and invisible characters, and
 * those that would be read as the query's own syntax or as an escape if the name were written
 * already encoded (& = # ? + %). The app encodes the name itself, so "filter[first_name]" is fine.
 */
const NOT_IN_A_PARAM_NAME = /[\s\p{Cc}\p{Cf}&=#?+%]/u

/** A config.json the app cannot start with; the reason in English (`message`) and in Russian. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError'
  // Private, so two errors with the same English reason are the same error to a comparison.
  readonly #ru: string

  constructor(message: string, ru: string = message) {
    super(message)
    this.#ru = ru
  }

  get ru(): string {
    return this.#ru
  }
}

/**
 * A config.json refused, before the reason is put in words: the words (both languages) are a
 * chunk of their own (config-check.ts), loaded only for a config the app cannot use.
 */
export class ConfigRefusal {
  constructor(readonly reason: (messages: typeof ConfigWords) => string) {}
}

function refuse(reason: (messages: typeof ConfigWords) => string): ConfigRefusal {
  return new ConfigRefusal(reason)
}

/** The config the app runs with, or a ConfigRefusal thrown; parseRuntimeConfig (config-check.ts) words it. */
export function checkRuntimeConfig(json: unknown): RuntimeConfig {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw refuse((m) => m.notAnObject)
  const {
    apiUrl = null,
    firstNameParam = DEFAULT_RUNTIME_CONFIG.firstNameParam,
    requestTimeoutMs = DEFAULT_RUNTIME_CONFIG.requestTimeoutMs,
  } = json as Record<string, unknown>
  if (apiUrl !== null && typeof apiUrl !== 'string') throw refuse((m) => m.apiUrlType)
  if (typeof apiUrl === 'string' && apiUrl.trim() !== '') checkApiUrl(apiUrl.trim())
  if (typeof firstNameParam !== 'string') throw refuse((m) => m.firstNameParamType)
  checkFirstNameParam(firstNameParam.trim())
  checkTimeout(requestTimeoutMs)
  const checkedApiUrl = typeof apiUrl === 'string' ? apiUrl.trim() : null
  return {
    apiUrl: checkedApiUrl,
    firstNameParam: firstNameParam.trim(),
    requestTimeoutMs: requestTimeoutMs as number,
    ...checkCredentials(json as Record<string, unknown>),
    ...checkSignInUrl(json as Record<string, unknown>, checkedApiUrl),
  }
}

/**
 * `credentials`, as given (absent stays absent: 'same-origin'). The app holds no credential of its
 * own: a token in config.json (a public file) is never read.
 */
function checkCredentials(json: Record<string, unknown>): Pick<RuntimeConfig, 'credentials'> {
  const { credentials } = json
  if (credentials !== undefined && credentials !== 'same-origin' && credentials !== 'include')
    throw refuse((m) => m.credentialsValue(describe(credentials)))
  return credentials === undefined ? {} : { credentials }
}

/**
 * `signInUrl`, trimmed: on the app's origin or the API's, http(s), with no user name or password
 * (a config.json that sent people to sign in elsewhere would hand their password to whoever wrote
 * it there). Checked as it will be used: `{next}` filled in, resolved against the app's address.
 */
function checkSignInUrl(json: Record<string, unknown>, apiUrl: string | null): Pick<RuntimeConfig, 'signInUrl'> {
  const { signInUrl } = json
  if (signInUrl === undefined || signInUrl === null) return {}
  if (typeof signInUrl !== 'string' || !signInUrl.trim()) throw refuse((m) => m.signInUrlType)
  const here = location.href
  const shown = hideCredentials(signInUrl.trim())
  let url: URL | undefined
  try {
    url = new URL(signInUrl.trim().replaceAll('{next}', ''), here)
  } catch {
    // Not an address: refused below.
  }
  if (!url || !/^https?:$/.test(url.protocol)) throw refuse((m) => m.signInUrlNotHttp(shown))
  if (url.username || url.password) throw refuse((m) => m.signInUrlCredentials(shown))
  const app = new URL(here).origin
  const api = new URL(apiUrl || here).origin
  const { origin } = url
  if (origin !== app && origin !== api) throw refuse((m) => m.signInUrlOrigin(shown, origin, app, api))
  return { signInUrl: signInUrl.trim() }
}

/**
 * A first-name parameter that names one the app already sends would replace it (offset=Anna),
 * silently: refused at start-up, naming the conflict. So is a name no API would read.
 */
function checkFirstNameParam(name: string): void {
  if (TAKEN_PARAMS.has(name)) throw refuse((m) => m.firstNameParamTaken(name as (typeof LIST_QUERY_PARAMS)[keyof typeof LIST_QUERY_PARAMS]))
  if (NOT_IN_A_PARAM_NAME.test(name)) throw refuse((m) => m.firstNameParamCharacters(name))
}

/**
 * A timeout is a number of milliseconds above 0 that a browser timer can hold: one longer than
 * 2^31 − 1 ms (Infinity included: JSON's 1e999) fires at once, so every request would time out.
 * Refused with that reason rather than clamped, as every other setting is refused, so the file
 * says what the app does.
 */
function checkTimeout(value: unknown): void {
  if (typeof value !== 'number' || Number.isNaN(value)) throw refuse((m) => m.timeoutNotNumber(describe(value)))
  if (value <= 0) throw refuse((m) => m.timeoutNotPositive(value))
  if (value > MAX_TIMER_MS) throw refuse((m) => m.timeoutTooLong(value, MAX_TIMER_MS))
}

/** A value as the reason names it: text quoted, anything else as JSON writes it. */
function describe(value: unknown): string {
  if (typeof value === 'string') return `"${value}"`
  if (typeof value === 'number') return String(value)
  return JSON.stringify(value) ?? String(value)
}

/** What the API client needs from the config; '' (the page's own origin) stands in for the demo API too. */
export function apiSettings(config: RuntimeConfig): ApiSettings {
  return {
    apiUrl: config.apiUrl ?? '',
    firstNameParam: config.firstNameParam,
    timeoutMs: config.requestTimeoutMs,
    // Absent: fetchAuthorsPage's own default, 'same-origin'.
    ...(config.credentials && { credentials: config.credentials }),
  }
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
  if (url === undefined) throw refuse((m) => m.apiUrlNotHttp(hideCredentials(apiUrl)))
  if (url.username !== '' || url.password !== '') throw refuse((m) => m.apiUrlCredentials(hideCredentials(apiUrl)))
  // Any "?" or "#" (even one with nothing after it, which URL drops from search and hash).
  if (apiUrl.includes('?') || apiUrl.includes('#')) throw refuse((m) => m.apiUrlQuery(apiUrl))
}

/**
 * "https://user:secret@host" → "https://…@host": enough to recognise it, not enough to use it.
 * Whatever comes before an "@" (back to a "/", "?", "#", a space or the start) goes, wherever it
 * is: "see https://user:secret@host" and "user:secret@host" keep no password either.
 */
function hideCredentials(text: string): string {
  return text.replace(/[^/?#\s]*@/g, '…@')
}

/**
 * No config.json at all means the demo API, so a bare build still runs. A config the app cannot
 * use is a ConfigRefusal, put in words by config-check.ts (loaded only then).
 */
export async function loadRuntimeConfig(url: string = `${import.meta.env.BASE_URL}config.json`): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' })
  if (response.status === 404) return DEFAULT_RUNTIME_CONFIG
  if (!response.ok) throw refuse((m) => m.notLoaded(response.status))
  let json: unknown
  try {
    json = await response.json()
  } catch {
    throw refuse((m) => m.notJson)
  }
  return checkRuntimeConfig(json)
}
