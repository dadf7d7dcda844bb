import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { createQueryClient } from './app/query-client'
import { loadRuntimeConfig } from './app/runtime-config'
import './app/app.css'

const root = createRoot(document.getElementById('root')!)

// Not a top-level await: this module shares its chunk with code the lazy chunks import, and a
// chunk still awaiting (the demo API's chunk, here) cannot be imported by that chunk.
void boot()

async function boot() {
  try {
    const config = await loadRuntimeConfig()
    // The demo API (and its dataset) is its own chunk, fetched only when it is the API in use.
    const demo =
      config.apiUrl === null
        ? await (await import('./demo-api/browser')).startDemoApi(new URLSearchParams(window.location.search).get('scenario'))
        : undefined
    root.render(
      <StrictMode>
        <App config={config} queryClient={createQueryClient()} demo={demo} />
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
