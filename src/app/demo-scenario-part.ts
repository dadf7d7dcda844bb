import { lazyPart } from '../shared/lib/lazy-part'

/**
 * The demo's scenario control: only on the demo API, so a chunk of its own, loaded beside the demo
 * API's before the first render (main.tsx), never by a deployment on a real API.
 */
export const demoScenarioPicker = lazyPart(() => import('./demo-scenario-picker'))
