import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { ApiSettings } from '../api/authors-api'
import { AuthorsPage } from '../authors/authors-page'
import type { RuntimeConfig } from './runtime-config'

export function App({ config, queryClient, locale }: { config: RuntimeConfig; queryClient: QueryClient; locale?: string }) {
  const demo = config.apiUrl === null
  const settings = useMemo<ApiSettings>(
    () => ({ apiUrl: config.apiUrl ?? '', firstNameParam: config.firstNameParam }),
    [config.apiUrl, config.firstNameParam],
  )
  return (
    <QueryClientProvider client={queryClient}>
      <div className="app">
        <header className="app-header">
          <h1>Non-active authors</h1>
          {demo && (
            <span className="demo-badge" title="The app is running on its built-in demo API, not the real service">
              Demo data
            </span>
          )}
        </header>
        <AuthorsPage settings={settings} {...(locale === undefined ? {} : { locale })} />
      </div>
    </QueryClientProvider>
  )
}
