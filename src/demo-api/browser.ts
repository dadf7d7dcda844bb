import { setupWorker } from 'msw/browser'
import { createDemoApiControl, type DemoApiControl } from './control'
import type { RecordedDataset } from './recorded-dataset'
import { isScenarioName } from './scenarios'

export type { DemoApiControl }

/**
 * Starts the service worker; `scenario` is usually the app URL's `?scenario=`, `dataset` a
 * recording config.json names (served in place of the generated dataset).
 */
export async function startDemoApi(scenario: string | null = null, dataset?: RecordedDataset): Promise<DemoApiControl> {
  const worker = setupWorker()
  const control = createDemoApiControl(
    isScenarioName(scenario) ? scenario : 'normal',
    (handlers) => worker.resetHandlers(...handlers),
    dataset ? { dataset } : {},
  )
  await worker.start({
    quiet: true,
    // The runtime config, the bundle and anything that is not the API go to the network untouched.
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  })
  return control
}
