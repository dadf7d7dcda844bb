import { lazyComponent } from '../../../shared/lib/lazy-component'

// The words load only when a searched name mixes scripts.
export const LazyScriptNote = lazyComponent(
  () => import('./script-note'),
  (module) => module.ScriptNote,
)
