import { startApp } from './app/early-start'

// The first module: small, so it runs as soon as it arrives. It reads the config and asks for the
// first page (early-start.ts) while the app's own chunk (boot.tsx, preloaded by index.html beside
// this one) is still on its way; boot.tsx says why when the config is refused.
void startApp().catch(() => undefined)
void import('./boot')
