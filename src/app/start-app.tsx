import type { QueryClient } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { prefetchFirstPage } from '../authors/first-page'
import { App } from './app'
import { apiSettings, type RuntimeConfig } from './runtime-config'

/** Renders the app once the runtime config is read, or says why it cannot start. */
export async function startApp(config: Promise<RuntimeConfig>, queryClient: QueryClient): Promise<void> {
  const root = createRoot(document.getElementById('root')!)
  try {
    const loaded = await config
    // The demo API (and its dataset) is its own chunk, fetched only when it is the API in use;
    // it must be running before the first page is asked for.
    const demo =
      loaded.apiUrl === null
        ? await (await import('../demo-api/browser')).startDemoApi(new URLSearchParams(window.location.search).get('scenario'))
        : undefined
    if (demo) prefetchFirstPage(queryClient, apiSettings(loaded), window.location.search)
    root.render(
      <StrictMode>
        <App config={loaded} queryClient={queryClient} demo={demo} />
      </StrictMode>,
    )
  } catch (error) {
    root.render(
      <main className="startup-error" role="alert">
        <h1>Non-active authors</h1>
        <p>The app could not start: {error instanceof Error ? error.message : String(error)}</p>
        <p>Check config.json beside the app, then reload.</p>
      </main>,
    )
  }
}
