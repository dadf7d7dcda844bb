import { lazy, Suspense, type ComponentProps } from 'react'

// The rules and their texts load only when a search finds nothing.
const SearchSuggestions = lazy(() => import('./search-suggestions').then((module) => ({ default: module.SearchSuggestions })))

export function LazySearchSuggestions(props: ComponentProps<typeof SearchSuggestions>) {
  return (
    <Suspense fallback={null}>
      <SearchSuggestions {...props} />
    </Suspense>
  )
}
