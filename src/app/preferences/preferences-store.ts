import { createBrowserStore } from '../../shared/lib/external-store'
import { DEFAULT_PREFERENCES, parsePreferences, PREFERENCES_KEY, serializePreferences, type Preferences } from './preferences'

/**
 * The preferences in localStorage, as a store React can subscribe to. Storage that cannot be
 * read or written (disabled, full, a private window) leaves the choices working for this visit.
 */
/** What was chosen while the storage refused to keep it: it stands in for the storage. */
let unsaved: { value: string | null } | undefined
let snapshot: { stored: string | null; preferences: Preferences } = { stored: null, preferences: DEFAULT_PREFERENCES }
/**
 * The storage's value as last read or written, kept while a component follows the store: then the
 * `storage` event of another tab's write reaches us and drops it, and our own writes set it. Every
 * render reads the preferences, and `localStorage.getItem` is a call into the browser each time.
 * With nobody listening (the boot, between visits of a test) the storage is read each time.
 */
let cached: { value: string | null } | undefined
let listening = false

function stored(): string | null {
  if (unsaved) return unsaved.value
  if (cached) return cached.value
  let value: string | null = null
  try {
    value = window.localStorage.getItem(PREFERENCES_KEY)
  } catch {
    // Storage that cannot be read: the defaults.
  }
  if (listening) cached = { value }
  return value
}

/** The preferences now (outside React: the boot reads them before the first render). */
export function getPreferences(): Preferences {
  const now = stored()
  if (now !== snapshot.stored) snapshot = { stored: now, preferences: parsePreferences(now) }
  return snapshot.preferences
}

function store(value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(PREFERENCES_KEY)
    else window.localStorage.setItem(PREFERENCES_KEY, value)
    unsaved = undefined
    cached = listening ? { value } : undefined
  } catch {
    unsaved = { value }
    cached = undefined
  }
  preferences.changed()
}

const preferences = createBrowserStore({
  read: getPreferences,
  // Another tab changed the storage. Any key: React re-renders only when the preferences read
  // from it changed, so a filter on the event's key would change nothing.
  listen: (changed) => {
    listening = true
    const onStorage = () => {
      cached = undefined
      changed()
    }
    window.addEventListener('storage', onStorage)
    return () => {
      listening = false
      cached = undefined
      window.removeEventListener('storage', onStorage)
    }
  },
  onServer: () => DEFAULT_PREFERENCES,
})

export interface PreferencesControl {
  preferences: Preferences
  update: (patch: Partial<Preferences>) => void
  /** Back to the defaults (and to the browser's language). */
  reset: () => void
}

// One pair for every component: the same functions each render, safe in dependency lists.
const update = (patch: Partial<Preferences>) => store(serializePreferences({ ...getPreferences(), ...patch }))
const reset = () => store(null)

export function usePreferences(): PreferencesControl {
  return { preferences: preferences.use(), update, reset }
}
