import './app.css'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useLayoutEffect, useMemo } from 'react'
import type { ApiSettings } from '../shared/api/authors-api'
import { DEFAULT_LIMIT } from '../shared/api/contract'
import { AuthorsPage } from '../pages/authors/authors-page'
import type { DemoApiControl } from '../demo-api/browser'
import { LanguageProvider, useMessages } from '../shared/i18n/language-provider'
import { setSignInUrl } from '../shared/errors/sign-in-url'
import { browserLang, langFromSearch, langPart, normaliseLangParam, withLangParam, type Lang } from '../shared/i18n/lang'
import { navigateToSearch, readLocationSearch, useLocationSearchPart } from '../shared/lib/location'
import { en, ru } from './messages'
import { usePreferences, type PreferencesControl } from './preferences/preferences-store'
import { apiSettings, type RuntimeConfig } from './runtime-config'
import { applyTheme } from './theme'
import type { EarlyInteractions } from './early-screen/interactions'
import { demoScenarioPicker } from './demo-scenario-part'
import { LanguageSelect } from './language-select'
import { useAfterFirstPaint } from '../shared/lib/after-paint'
import { LazyPart } from '../shared/lib/lazy-component'
import { lazyPart } from '../shared/lib/lazy-part'

// The Settings menu is a chunk of its own, asked for once the first rows are painted: the rows
// do not wait for it. Until it arrives its button's room is held, unseen.
const preferencesMenu = lazyPart(() => import('./preferences/preferences-menu'))

export function App({
  config,
  queryClient,
  lang: defaultLang,
  demo,
  earlyScreen,
}: {
  config: RuntimeConfig
  queryClient: QueryClient
  /** The UI's language until the person picks one; by default the browser's (any Russian → Russian, otherwise English). */
  lang?: Lang
  /** The running demo API, when it is the API in use: shows its scenario control. */
  demo?: DemoApiControl | undefined
  /** What was done on the early screen, which this app's first commit replaces (boot.tsx). */
  earlyScreen?: EarlyInteractions | undefined
}) {
  const settings = useMemo(() => apiSettings(config), [config])
  // The first commit replaces the early screen (if the first module drew one) with the same
  // elements, and gives back the focus, typing and clicks made on it.
  useLayoutEffect(() => earlyScreen?.restore(), [earlyScreen])
  // Where a signed-out person signs in: read by the Sign in link wherever it shows.
  setSignInUrl(config.signInUrl)
  const control = usePreferences()
  const { preferences, update } = control
  // A language the URL names (?lang=ru) is used for that page, before the remembered one; a value
  // the UI does not speak is dropped from the address, and a chosen language follows into it.
  // Only the language's parameter: the app (the whole page) does not render again at each change
  // of the address; the list and each dialog follow their own keys.
  const langSearch = useLocationSearchPart(langPart)
  const lang = langFromSearch(langSearch) ?? preferences.lang ?? defaultLang ?? browserLang()
  useEffect(() => navigateToSearch(normaliseLangParam(readLocationSearch()), 'replace'), [langSearch])
  useLayoutEffect(() => applyTheme(preferences.theme), [preferences.theme])
  const onLangChange = useCallback(
    (chosen: Lang) => {
      update({ lang: chosen })
      navigateToSearch(withLangParam(readLocationSearch(), chosen), 'replace')
    },
    [update],
  )
  return (
    <LanguageProvider lang={lang} onLangChange={onLangChange}>
      <QueryClientProvider client={queryClient}>
        <Shell settings={settings} onDemoApi={config.apiUrl === null} demo={demo} preferences={control} />
      </QueryClientProvider>
    </LanguageProvider>
  )
}

function Shell({
  settings,
  onDemoApi,
  demo,
  preferences,
}: {
  settings: ApiSettings
  onDemoApi: boolean
  demo: DemoApiControl | undefined
  preferences: PreferencesControl
}) {
  const m = useMessages({ en, ru })
  const { density, hiddenColumns, limit: preferredLimit } = preferences.preferences
  const update = preferences.update
  const menuWanted = useAfterFirstPaint()
  const menuRoom = (
    <button type="button" className="preferences-toggle placeholder-room" aria-hidden="true" tabIndex={-1} disabled>
      {m.settingsMenu}
    </button>
  )
  const onLimitChosen = useCallback((limit: number) => update({ limit: limit === DEFAULT_LIMIT ? undefined : limit }), [update])
  return (
    <div className="app" data-density={density}>
      <header className="app-header">
        <h1>{m.title}</h1>
        {onDemoApi && (
          <span className="demo-badge" title={m.demoBadgeTitle}>
            {m.demoBadge}
          </span>
        )}
        {demo && <LazyPart part={demoScenarioPicker}>{({ DemoScenarioPicker }) => <DemoScenarioPicker control={demo} />}</LazyPart>}
        <div className="header-controls">
          <LanguageSelect />
          {menuWanted ? (
            <LazyPart part={preferencesMenu} fallback={menuRoom}>
              {({ PreferencesMenu }) => <PreferencesMenu control={preferences} />}
            </LazyPart>
          ) : (
            menuRoom
          )}
        </div>
      </header>
      <AuthorsPage
        settings={settings}
        density={density}
        hiddenColumns={hiddenColumns}
        preferredLimit={preferredLimit}
        onLimitChosen={onLimitChosen}
      />
    </div>
  )
}
