import { lazyComponent } from '../../shared/lib/lazy-component'

// What the review knows, beside a search's rows: a chunk asked for once those rows are painted
// (the results' status line renders it then), never on the way to the first rows.
export const LazyKeyAlso = lazyComponent(
  () => import('./key-also-slot'),
  (module) => module.KeyAlsoSlot,
)
