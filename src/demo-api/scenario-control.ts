import type { ScenarioName } from './scenarios'

/** Where the HTTP mock API takes scenario switches. Never part of the real API. */
export const SCENARIO_CONTROL_PATH = '/__demo/scenario'

/**
 * Switches a running HTTP mock API (`npm run mock-api`, `startMockApiServer({ control: true })`)
 * to another scenario, from Node, a test or a script. The control endpoint takes only a JSON
 * body, which a web page cannot send to another origin without a CORS preflight that the mock
 * refuses; so a page a developer happens to visit cannot switch it. From a shell:
 *
 *   curl -X POST -H 'Content-Type: application/json' -d '{"name":"flaky"}' http://127.0.0.1:8000/__demo/scenario
 */
export async function switchMockApiScenario(apiOrigin: string, name: ScenarioName): Promise<void> {
  const response = await fetch(`${apiOrigin}${SCENARIO_CONTROL_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name }),
  })
  if (response.status !== 204) {
    throw new Error(`The mock API at ${apiOrigin} refused the scenario "${name}": HTTP ${response.status} ${await response.text()}`)
  }
}
