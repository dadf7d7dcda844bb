import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { ApiSettings } from '../api/authors-api'
import { AuthorsPage } from '../authors/authors-page'
import type { DemoApiControl } from '../demo-api/browser'
import { LanguageProvider, useLang } from '../i18n/language-provider'
import type { Lang } from '../i18n/lang'
import { DemoScenarioPicker } from './demo-scenario-picker'
import { apiSettings, type RuntimeConfig } from './runtime-config'

export function App({
  config,
  queryClient,
  lang,
  demo,
}: {
  config: RuntimeConfig
  queryClient: QueryClient
  /** The UI's language; by default the browser's (any Russian → Russian, otherwise English). */
  lang?: Lang
  /** The running demo API, when it is the API in use: shows its scenario control. */
  demo?: DemoApiControl | undefined
}) {
  const settings = useMemo(() => apiSettings(config), [config])
  return (
    <LanguageProvider lang={lang}>
      <QueryClientProvider client={queryClient}>
        <Shell settings={settings} onDemoApi={config.apiUrl === null} demo={demo} />
      </QueryClientProvider>
    </LanguageProvider>
  )
}

function Shell({ settings, onDemoApi, demo }: { settings: ApiSettings; onDemoApi: boolean; demo: DemoApiControl | undefined }) {
  const lang = useLang()
  return (
    <div className="app">
      <header className="app-header">
        <h1>Non-active authors</h1>
        {onDemoApi && (
          <span className="demo-badge" title="The app is running on its built-in demo API, not the real service">
            Demo data
          </span>
        )}
        {demo && <DemoScenarioPicker control={demo} />}
      </header>
      <AuthorsPage settings={settings} locale={lang} />
    </div>
  )
}
