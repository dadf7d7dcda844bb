import { authorsListUrl, listRequestInit, requestedPlace } from '../shared/api/authors-api'
import { guardConnections } from '../shared/api/connection-guard'
import { sendEarly } from '../shared/api/early-request'
import { drawEarlyScreen } from './early-screen/early-screen'
import { limitForEntry } from '../features/list/model/entry-limit'
import { parseListPlace } from '../features/list/model/list-place'
import { parsePreferences, PREFERENCES_KEY } from './preferences/preferences'
import { browserLang, langFromSearch, type Lang } from '../shared/i18n/lang'
import { apiSettings, loadRuntimeConfig, type RuntimeConfig } from './runtime-config'

let started: Promise<RuntimeConfig> | undefined

/**
 * What the app's first module does while the rest of the app (React and the list, a chunk the
 * page preloads beside it) is still arriving: reads config.json and, on a real API, closes the
 * connections to the API's origin and sends the request for the page the address names, as the
 * list's query will ask for it (early-request.ts hands it over). A config the app cannot use is
 * refused before anything is asked. Once; boot.tsx reads the same config.
 */
export function startApp(): Promise<RuntimeConfig> {
  started ??= loadRuntimeConfig().then((config) => {
    if (config.apiUrl !== null) {
      // The browser itself then refuses any request (a redirect's included) off the API's origin.
      guardConnections(new URL(config.apiUrl || window.location.origin).origin)
      const settings = apiSettings(config)
      const preferences = parsePreferences(storedPreferences())
      const search = window.location.search
      const preferredLimit = limitForEntry(preferences.limit)
      const place = parseListPlace(search, preferredLimit)
      const response = sendEarly(authorsListUrl(settings, requestedPlace(settings, place)), listRequestInit(settings))
      // The first screen, drawn from that answer if it comes before React has drawn anything.
      void drawEarlyScreen({ settings, preferences, search, place, preferredLimit }, response)
    }
    return config
  })
  return started
}

/** The UI's language as the app picks it (the address's, the remembered one, the browser's), before the app has run. */
export function startLang(): Lang {
  return langFromSearch(window.location.search) ?? parsePreferences(storedPreferences()).lang ?? browserLang()
}

/** The stored preferences as preferences-store.ts reads them at start-up (without its React store). */
function storedPreferences(): string | null {
  try {
    return window.localStorage.getItem(PREFERENCES_KEY)
  } catch {
    return null
  }
}
