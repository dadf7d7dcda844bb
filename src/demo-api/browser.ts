import { setupWorker } from 'msw/browser'
import { createHandlers } from './handlers'
import { isScenarioName, SCENARIO_NAMES, SCENARIOS, type ScenarioName } from './scenarios'

/** What the app's demo-only scenario control needs, without importing the demo API itself. */
export interface DemoApiControl {
  scenario: ScenarioName
  scenarios: ReadonlyArray<{ name: ScenarioName; description: string }>
  setScenario: (name: ScenarioName) => void
}

/** Starts the service worker; `scenario` is usually the app URL's `?scenario=`. */
export async function startDemoApi(scenario: string | null = null): Promise<DemoApiControl> {
  const initial: ScenarioName = isScenarioName(scenario) ? scenario : 'normal'
  const worker = setupWorker(...createHandlers({ scenario: initial }))
  await worker.start({
    quiet: true,
    // The runtime config, the bundle and anything that is not the API go to the network untouched.
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  })
  const control: DemoApiControl = {
    scenario: initial,
    scenarios: SCENARIO_NAMES.map((name) => ({ name, description: SCENARIOS[name].description })),
    setScenario: (name) => {
      worker.resetHandlers(...createHandlers({ scenario: name }))
      control.scenario = name
    },
  }
  return control
}
