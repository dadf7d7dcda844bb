import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'

export async function startDemoApi(): Promise<void> {
  const worker = setupWorker(...handlers)
  await worker.start({
    quiet: true,
    // The runtime config, the bundle and anything that is not the API go to the network untouched.
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
  })
}
