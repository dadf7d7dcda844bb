import { startApp, startLang } from './app/early-start'
import { showAppFailed } from './app/early-screen/app-failed'

// The first module: small, so it runs as soon as it arrives. It reads the config and asks for the
// first page (early-start.ts) while the app's own chunk (boot.tsx, preloaded by index.html beside
// this one) is still on its way; boot.tsx says why when the config is refused.
void startApp().catch(() => undefined)
// The app's own chunk failing to load would otherwise leave an empty page, or an early screen
// that looks ready and never answers.
void import('./boot').catch(() => showAppFailed(startLang()))
