import { useMemo, type MouseEvent } from 'react'
import type { ApiSettings } from '../../../shared/api/authors-api'
import { useFormat, useMessages } from '../../../shared/i18n/language-provider'
import { en, ru } from './messages'
import './suggest.css'
import { SearchText } from './search-text'
import { otherSpellings, type NameSearch } from './suggestions'
import { useSuggestionCounts } from './use-suggestion-counts'

/**
 * "Also: Иванов — 19, Fedorov — 1": beside a search's results, its other spellings that find
 * authors too, each a link that runs that search (page size kept, from the first page). The line
 * appears once, when every count has come back, with only the spellings that find someone; a
 * count that failed is left out (never shown as nought), the first failure stops the rest, and
 * typing in a search box cancels the counts (the line then never appears for this search). The
 * line is a polite live region (a note, not a status: the list's own status stays the one): it is
 * read out when it appears, and focus stays where it is.
 */
export function SearchAlso({
  settings,
  search,
  hrefFor,
  onRun,
}: {
  settings: ApiSettings
  /** The search whose results are shown. */
  search: NameSearch
  hrefFor: (search: NameSearch) => string
  onRun: (search: NameSearch) => void
}) {
  const m = useMessages({ en, ru })
  const f = useFormat()
  const withFirstName = settings.firstNameParam !== ''
  const { lastName, firstName } = search
  const spellings = useMemo(() => otherSpellings({ lastName, firstName }, { withFirstName }), [lastName, firstName, withFirstName])
  const probed = useSuggestionCounts(settings, spellings, { stopAfterFailure: true })
  // Every count came back (or a failure stopped the rest): counts cancelled by typing are not in.
  const answered = probed.suggestions.every((spelling) => spelling.count !== undefined || spelling.failed || probed.stopped)
  const found = answered ? probed.suggestions.filter((spelling) => !spelling.failed && (spelling.count ?? 0) > 0) : []

  const run = (spelling: NameSearch) => (event: MouseEvent<HTMLAnchorElement>) => {
    // Let the browser open a new tab or window for modified clicks.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    onRun({ lastName: spelling.lastName, firstName: spelling.firstName })
  }

  return (
    <span role="note" aria-label={m.also.name} aria-live="polite" aria-busy={!answered}>
      {found.length > 0 && (
        <>
          {m.also.label}{' '}
          {found.map((spelling, index) => (
            <span key={`${spelling.lastName}\u0000${spelling.firstName}`}>
              {index > 0 && ', '}
              <a className="search-also-link" href={hrefFor(spelling)} onClick={run(spelling)}>
                <SearchText search={spelling} /> — {f.number(spelling.count!)}{' '}
                <span className="visually-hidden">{m.also.noun(spelling.count!, f)}</span>
              </a>
            </span>
          ))}
        </>
      )}
    </span>
  )
}
