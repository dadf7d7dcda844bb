import { StrictMode } from 'react'
import './app/app.css'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { demoScenarioPicker } from './app/demo-scenario-part'
import { en, ru } from './app/messages'
import { getPreferences } from './app/preferences/preferences-store'
import { applyTheme } from './app/theme'
import { browserLang, langFromSearch } from './shared/i18n/lang'
import { createQueryClient } from './app/query-client'
import { apiSettings } from './app/runtime-config'
import { startApp } from './app/early-start'
import { earlyScreenDecided, earlyScreenDrawn, handOverEarlyScreen } from './app/early-screen/early-screen'
import { afterPaint } from './shared/lib/after-paint-task'
import { LanguageProvider } from './shared/i18n/language-provider'
import { PartLoadFailed } from './shared/lib/part-load-failed'
import { FIRST_ROWS_WAIT_MS, prefetchFirstPage } from './features/list/model/first-page'
import { limitForEntry } from './features/list/model/entry-limit'
import { waitAtMost } from './shared/lib/wait-at-most'

const root = createRoot(document.getElementById('root')!)

// The app itself, loaded by main.tsx (and preloaded by index.html beside it). Not a top-level
// await: this module shares its chunk with code the lazy chunks import, and a chunk still
// awaiting (the demo API's chunk, here) cannot be imported by that chunk.
void boot()

async function boot() {
  const preferences = getPreferences()
  try {
    // Before anything is drawn: the page opens in the editor's theme, at their rows per page.
    applyTheme(preferences.theme)
    const queryClient = createQueryClient()
    // Read by the first module (main.tsx), which on a real API has sent the first page's request.
    const config = await startApp()
    // The first page's query now, not after React has rendered: the page's query has the same key
    // and finds it in flight; its request takes over the one already sent. On the demo API it
    // waits for msw to be running.
    let firstPage =
      config.apiUrl !== null
        ? prefetchFirstPage(queryClient, apiSettings(config), window.location.search, limitForEntry(preferences.limit))
        : undefined
    // The demo API (and its dataset) is its own chunk, fetched only when it is the API in use.
    const demo =
      config.apiUrl === null
        ? (
            await Promise.all([
              import('./app/demo').then((module) => module.startDemo(new URLSearchParams(window.location.search).get('scenario'))),
              // Its control in the header, drawn with the first render (a failed load shows nothing).
              demoScenarioPicker.load().catch(() => undefined),
            ])
          )[0]
        : undefined
    if (demo) firstPage = prefetchFirstPage(queryClient, apiSettings(config), window.location.search, limitForEntry(preferences.limit))
    // One render with the rows in it when the first page comes quickly; the loading view otherwise.
    // The first module may be drawing that page as the early screen: it is let finish and be
    // painted, the person's first sight of the list, before React draws the same over it.
    if (firstPage) await waitAtMost(Promise.all([firstPage, earlyScreenDecided()]), FIRST_ROWS_WAIT_MS)
    if (earlyScreenDrawn()) await new Promise<void>((painted) => afterPaint(painted))
    // From here React draws: the early screen, if the first module drew one, is replaced by its
    // first commit (the container is emptied in it), with what was done on it meanwhile.
    const earlyScreen = handOverEarlyScreen()
    root.render(
      <StrictMode>
        <App config={config} queryClient={queryClient} demo={demo} earlyScreen={earlyScreen} />
      </StrictMode>,
    )
  } catch (error) {
    // The language the app would have spoken; the reason itself is the browser's or the config's.
    const lang = langFromSearch(window.location.search) ?? preferences.lang ?? browserLang()
    const m = lang === 'ru' ? ru : en
    document.documentElement.lang = lang
    document.title = m.documentTitle
    // The start-up screen, with the words for a config.json the app cannot use (both languages), is
    // a chunk loaded only now. If it cannot be loaded either: the app's title and the first load's
    // own sentence (part of the page could not be loaded) with Reload the page.
    const screen = await import('./app/startup-screen').catch(() => undefined)
    root.render(
      screen ? (
        <screen.StartupError error={screen.wordedStartupError(error)} lang={lang} />
      ) : (
        <LanguageProvider lang={lang}>
          <main className="startup-error">
            <h1>{m.title}</h1>
            <PartLoadFailed />
          </main>
        </LanguageProvider>
      ),
    )
  }
}
