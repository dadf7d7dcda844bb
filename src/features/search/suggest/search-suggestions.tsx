import { useId, useMemo, type MouseEvent } from 'react'
import type { ApiSettings } from '../../../shared/api/authors-api'
import { useFormat, useMessages } from '../../../shared/i18n/language-provider'
import { en, ru } from './messages'
import { SearchAlso } from './search-also'
import './suggest.css'
import { SearchText } from './search-text'
import { suggestSearches, type NameSearch } from './suggestions'
import { useSuggestionCounts, type ProbedSuggestion } from './use-suggestion-counts'

/**
 * "Did you mean": the searches the person probably meant, each with its count, only those that
 * find someone, and those whose count could not be had (without one: a failed count is not a
 * zero). Shown in a suggestion's place once it and every one before it are counted, so nothing
 * moves under the pointer. Each is a link to that search; a plain click runs it as a committed
 * search with its own history entry. "No similar spelling finds anyone" only when every count
 * came back, each of them nought.
 */
export function SearchSuggestions(props: {
  settings: ApiSettings
  search: NameSearch
  hrefFor: (search: NameSearch) => string
  onRun: (search: NameSearch) => void
  /** Beside results: only the other spellings that find authors too, on one line (SearchAlso). */
  also?: boolean | undefined
}) {
  return props.also ? <SearchAlso {...props} /> : <DidYouMean {...props} />
}

function DidYouMean({
  settings,
  search,
  hrefFor,
  onRun,
}: {
  settings: ApiSettings
  search: NameSearch
  hrefFor: (search: NameSearch) => string
  onRun: (search: NameSearch) => void
}) {
  const m = useMessages({ en, ru })
  const f = useFormat()
  const titleId = useId()
  const withFirstName = settings.firstNameParam !== ''
  const { lastName, firstName } = search
  const suggestions = useMemo(() => suggestSearches({ lastName, firstName }, { withFirstName }), [lastName, firstName, withFirstName])
  const probed = useSuggestionCounts(settings, suggestions)
  if (suggestions.length === 0) return null

  const shown: ProbedSuggestion[] = []
  for (const suggestion of probed.suggestions) {
    if (!suggestion.settled) break
    if (suggestion.failed || (suggestion.count !== undefined && suggestion.count > 0)) shown.push(suggestion)
  }
  const counted = shown.filter((suggestion) => !suggestion.failed).length
  const everyCountKnown = probed.suggestions.every((suggestion) => suggestion.count !== undefined)

  const run = (suggestion: NameSearch) => (event: MouseEvent<HTMLAnchorElement>) => {
    // Let the browser open a new tab or window for modified clicks.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    onRun({ lastName: suggestion.lastName, firstName: suggestion.firstName })
  }

  return (
    <section className="suggestions" aria-labelledby={titleId} aria-busy={!probed.settled}>
      <h3 id={titleId}>{m.title}</h3>
      {shown.length > 0 && (
        <ul className="suggestion-list">
          {shown.map((suggestion) => (
            <li key={`${suggestion.lastName}\u0000${suggestion.firstName}`}>
              <a href={hrefFor(suggestion)} onClick={run(suggestion)}>
                <SearchText search={suggestion} /> — {suggestion.failed ? m.notCounted : m.count(suggestion.count ?? 0, f)}
              </a>{' '}
              <span className="suggestion-kind">({m.kinds[suggestion.kind]})</span>
            </li>
          ))}
        </ul>
      )}
      {!probed.settled && <p className="suggestion-note">{m.looking}</p>}
      <div aria-live="polite">
        {probed.throttled && <p className="suggestion-note">{m.slowDown}</p>}
        {probed.settled && counted > 0 && <p className="visually-hidden">{m.found(counted, f)}</p>}
        {probed.settled && counted < shown.length && <p className="suggestion-note">{m.notCountedNote}</p>}
        {probed.settled && shown.length === 0 && everyCountKnown && <p className="suggestion-note">{m.none}</p>}
      </div>
    </section>
  )
}
