import { lazyComponent } from '../../../shared/lib/lazy-component'

// The rules and their texts load only when a search finds nothing, or once a search's rows are
// shown (its other spellings that find authors too).
export const LazySearchSuggestions = lazyComponent(
  () => import('./search-suggestions'),
  (module) => module.SearchSuggestions,
)
