import type { ApiSettings } from '../api/authors-api'
import { REQUEST_TIMEOUT_MS } from '../api/contract'

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
  if (typeof apiUrl === 'string' && apiUrl !== '' && !/^https?:\/\/[^/]/i.test(apiUrl)) {
    throw new ConfigError(`"apiUrl" in config.json must start with http:// or https://, not "${apiUrl}".`)
  }
  if (typeof firstNameParam !== 'string') {
    throw new ConfigError('"firstNameParam" in config.json must be text ("" hides the First name search).')
  }
  if (typeof requestTimeoutMs !== 'number' || !(requestTimeoutMs > 0)) {
    throw new ConfigError('"requestTimeoutMs" in config.json must be a positive number of milliseconds.')
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
