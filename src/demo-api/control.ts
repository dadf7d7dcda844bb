import type { HttpHandler } from 'msw'
import { createHandlers, type DemoApiOptions } from './handlers'
import type { Lang } from '../shared/i18n/lang'
import { scenarioEntries } from './scenario-descriptions'
import type { ScenarioName } from './scenarios'

/** What the app's demo-only scenario control needs, without importing the demo API itself. */
export interface DemoApiControl {
  scenario: ScenarioName
  /** Each scenario with its description in English and, where given, in the UI's other languages. */
  scenarios: ReadonlyArray<{ name: ScenarioName; description: string; descriptions?: Partial<Record<Lang, string>> }>
  setScenario: (name: ScenarioName) => void
}

/**
 * The demo API's scenario control over any msw handler list: the service worker's in the browser,
 * msw/node's in tests. `install` puts a scenario's handlers in place of the previous ones; it is
 * called at once for the first scenario, then on every switch.
 */
export function createDemoApiControl(
  initial: ScenarioName,
  install: (handlers: HttpHandler[]) => void,
  options: Omit<DemoApiOptions, 'scenario'> = {},
): DemoApiControl {
  install(createHandlers({ ...options, scenario: initial }))
  const control: DemoApiControl = {
    scenario: initial,
    scenarios: scenarioEntries(),
    setScenario: (name) => {
      install(createHandlers({ ...options, scenario: name }))
      control.scenario = name
    },
  }
  return control
}
