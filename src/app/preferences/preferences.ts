import { MAX_LIMIT } from '../../shared/api/contract'
import { validHiddenColumns, type AuthorColumn } from '../../entities/author/columns'
import { isLang, type Lang } from '../../shared/i18n/lang'
import { THEMES, type Theme } from '../theme'

/**
 * How an editor likes to work, remembered per browser. Stored as JSON with a version: a value
 * that is not valid JSON, of another version, or with a field that makes no sense is ignored
 * (field by field), never an error.
 */
export type Density = 'comfortable' | 'compact'
export const DENSITIES: readonly Density[] = ['comfortable', 'compact']

export interface Preferences {
  /** undefined: follow the browser's languages. */
  lang: Lang | undefined
  theme: Theme
  density: Density
  /** Rows per page for a link that names none; undefined: the app's default. */
  limit: number | undefined
  hiddenColumns: readonly AuthorColumn[]
}

export const PREFERENCES_KEY = 'non-active-authors/preferences'
export const PREFERENCES_VERSION = 1

export const DEFAULT_PREFERENCES: Preferences = {
  lang: undefined,
  theme: 'auto',
  density: 'comfortable',
  limit: undefined,
  hiddenColumns: [],
}

export function parsePreferences(stored: string | null): Preferences {
  let value: unknown
  try {
    // Nothing stored (null) reads as JSON null: no version, so the defaults below.
    value = JSON.parse(String(stored))
  } catch {
    // Not JSON: the defaults below.
  }
  // Not an object (no version), or another version: the defaults.
  if ((value as { version?: unknown } | null | undefined)?.version !== PREFERENCES_VERSION) return DEFAULT_PREFERENCES
  const { lang, theme, density, limit, hiddenColumns } = value as Record<string, unknown>
  return {
    lang: isLang(lang) ? lang : undefined,
    theme: THEMES.includes(theme as Theme) ? (theme as Theme) : 'auto',
    density: DENSITIES.includes(density as Density) ? (density as Density) : 'comfortable',
    limit: Number.isInteger(limit) && (limit as number) >= 1 && (limit as number) <= MAX_LIMIT ? (limit as number) : undefined,
    hiddenColumns: Array.isArray(hiddenColumns) ? validHiddenColumns(hiddenColumns) : [],
  }
}

export function serializePreferences(preferences: Preferences): string {
  return JSON.stringify({ version: PREFERENCES_VERSION, ...preferences })
}
