import { createDemoApiControl, type DemoApiControl } from '../src/demo-api/control'
import type { ScenarioName } from '../src/demo-api/scenarios'
import { server } from './msw-server'

/** The demo API's own control, with msw/node standing in for the service worker. */
export function demoControl(initial: ScenarioName = 'normal'): DemoApiControl {
  return createDemoApiControl(initial, (handlers) => server.use(...handlers), { latencyMs: 0 })
}
