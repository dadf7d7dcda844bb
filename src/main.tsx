import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { guardConnections } from './api/connection-guard'
import { App } from './app/app'
import { createQueryClient } from './app/query-client'
import { apiSettings, loadRuntimeConfig } from './app/runtime-config'
import { prefetchFirstPage } from './authors/first-page'
import './app/app.css'

const root = createRoot(document.getElementById('root')!)

// Not a top-level await: this module shares its chunk with code the lazy chunks import, and a
// chunk still awaiting (the demo API's chunk, here) cannot be imported by that chunk.
void boot()

async function boot() {
  try {
    const queryClient = createQueryClient()
    const config = await loadRuntimeConfig()
    // The browser itself then refuses any request (a redirect's included) off the API's origin.
    if (config.apiUrl !== null) guardConnections(new URL(config.apiUrl || window.location.origin).origin)
    // Ask for the first page now, not after React has rendered: the page's query has the same key
    // and finds the request in flight. On the demo API it waits for msw to be running.
    if (config.apiUrl !== null) prefetchFirstPage(queryClient, apiSettings(config), window.location.search)
    // The demo API (and its dataset) is its own chunk, fetched only when it is the API in use.
    const demo =
      config.apiUrl === null
        ? await (await import('./demo-api/browser')).startDemoApi(new URLSearchParams(window.location.search).get('scenario'))
        : undefined
    if (demo) prefetchFirstPage(queryClient, apiSettings(config), window.location.search)
    root.render(
      <StrictMode>
        <App config={config} queryClient={queryClient} demo={demo} />
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
