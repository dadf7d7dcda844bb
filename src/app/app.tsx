import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { ApiSettings } from '../api/authors-api'
import { AuthorsPage } from '../authors/authors-page'
import type { DemoApiControl } from '../demo-api/browser'
import { DemoScenarioPicker } from './demo-scenario-picker'
import type { RuntimeConfig } from './runtime-config'

export function App({
  config,
  queryClient,
  locale,
  demo,
}: {
  config: RuntimeConfig
  queryClient: QueryClient
  locale?: string
  /** The running demo API, when it is the API in use: shows its scenario control. */
  demo?: DemoApiControl | undefined
}) {
  const onDemoApi = config.apiUrl === null
  const settings = useMemo<ApiSettings>(
    () => ({ apiUrl: config.apiUrl ?? '', firstNameParam: config.firstNameParam, timeoutMs: config.requestTimeoutMs }),
    [config.apiUrl, config.firstNameParam, config.requestTimeoutMs],
  )
  return (
    <QueryClientProvider client={queryClient}>
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
        <AuthorsPage settings={settings} {...(locale === undefined ? {} : { locale })} />
      </div>
    </QueryClientProvider>
  )
}
