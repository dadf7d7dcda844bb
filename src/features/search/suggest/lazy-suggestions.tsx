import { lazyComponent } from '../../../shared/lib/lazy-component'

// The rules and their texts load only when a search finds nothing.
export const LazySearchSuggestions = lazyComponent(
  () => import('./search-suggestions'),
  (module) => module.SearchSuggestions,
)
