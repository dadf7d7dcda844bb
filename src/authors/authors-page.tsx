import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { ApiSettings } from '../api/authors-api'
import type { PageRef } from '../api/page-link'
import type { HistoryMode } from '../lib/location'
import { AUTHORS_QUERY_ROOT, authorsPageQuery } from './authors-query'
import { AuthorsTableView, useAuthorsTable } from './authors-table'
import { formatRange } from './format'
import { ExportToolbar } from './export/export-toolbar'
import { EmptyPanel, ErrorPanel, PastEndPanel } from './list-states'
import { announcementText, authorsCountText, describeSearch, driftText, LIST_CAPTION } from './list-texts'
import { chooseAnnouncement, chooseListView, choosePagerMoves, isSearched, type ListView } from './list-view'
import { Pager } from './pager'
import { serializeListPlace } from './list-place'
import { SearchBox } from './search-box'
import { LazySearchSuggestions } from './suggest/lazy-suggestions'
import { useCountDrift } from './use-count-drift'
import { useFocusAfterRecovery } from './use-focus-after-recovery'
import { useListPlace } from './use-list-place'
import { useSlashToSearch } from './use-slash-to-search'

/**
 * The list page: reads its place from the URL, owns the one query, and renders the view that
 * chooseListView picks. Everything below it takes props only.
 */
export function AuthorsPage({ settings, locale }: { settings: ApiSettings; locale?: string }) {
  const { place, page, navigate } = useListPlace()
  const withFirstName = settings.firstNameParam !== ''

  const query = useQuery({ ...authorsPageQuery(settings, place), placeholderData: keepPreviousData })
  const { data, isPlaceholderData } = query
  const view = chooseListView(place, query, isSearched(place, withFirstName))
  const moves = choosePagerMoves(place, query)

  const queryClient = useQueryClient()
  const next = !isPlaceholderData ? moves.next : null
  useEffect(() => {
    if (next) void queryClient.prefetchQuery(authorsPageQuery(settings, { ...place, ...next }))
  }, [queryClient, settings, place, next])

  const drift = driftText(useCountDrift(settings, place, data && !isPlaceholderData ? data.count : undefined), locale)
  const searched = describeSearch(place, withFirstName)
  const announcement = announcementText(chooseAnnouncement(view, query.isFetching), searched, drift, locale)

  const table = useAuthorsTable(data?.results)
  const lastNameInput = useRef<HTMLInputElement>(null)
  useSlashToSearch(lastNameInput)
  const resultsRegion = useRef<HTMLDivElement>(null)
  useFocusAfterRecovery(query.isError, resultsRegion)

  const go = (to: PageRef | null) => () => {
    if (to) navigate(to)
  }
  const clearSearch = () => {
    navigate({ lastName: '', firstName: '', offset: 0 })
    lastNameInput.current?.focus()
  }
  const commitSearch = (field: 'lastName' | 'firstName') => (text: string, mode: HistoryMode) =>
    navigate({ [field]: text, offset: 0 }, mode)

  const content = (current: ListView) => {
    switch (current.kind) {
      case 'error':
        return <ErrorPanel error={current.error} retrying={current.retrying} onRetry={() => void query.refetch()} />
      case 'loading':
        return <AuthorsTableView table={table} caption={`${LIST_CAPTION} (loading)`} offset={place.offset} count={undefined} busy loading />
      case 'past-end':
        return (
          <PastEndPanel
            page={current.page}
            countText={authorsCountText(current.count, locale)}
            lastRangeText={formatRange(current.lastOffset, current.count - current.lastOffset, current.count, locale)}
            onLastPage={() => navigate({ offset: current.lastOffset })}
          />
        )
      case 'empty':
        return (
          <EmptyPanel
            searched={searched}
            onClear={clearSearch}
            suggestions={
              searched && (
                <LazySearchSuggestions
                  key={`${place.lastName}\u0000${place.firstName}`}
                  settings={settings}
                  search={place}
                  hrefFor={(names) => `${window.location.pathname}${serializeListPlace({ ...place, ...names, offset: 0 }, window.location.search)}`}
                  onRun={(names) => {
                    navigate({ ...names, offset: 0 })
                    resultsRegion.current?.focus()
                  }}
                />
              )
            }
          />
        )
      case 'searching':
        return (
          <p className="panel" aria-busy="true">
            Searching…
          </p>
        )
      case 'rows':
        return (
          <AuthorsTableView
            table={table}
            caption={LIST_CAPTION}
            offset={current.data.offset}
            count={current.data.count}
            busy={current.busy}
          />
        )
    }
  }

  return (
    <main className="authors-page">
      <form className="search" role="search" aria-label="Search authors" onSubmit={(event) => event.preventDefault()}>
        <SearchBox label="Last name" value={place.lastName} onCommit={commitSearch('lastName')} inputRef={lastNameInput} />
        {withFirstName && <SearchBox label="First name" value={place.firstName} onCommit={commitSearch('firstName')} />}
        <p className="search-hint">
          Press <kbd>/</kbd> to search by last name
        </p>
      </form>

      <ExportToolbar
        settings={settings}
        search={place}
        page={data && !isPlaceholderData && data.results.length > 0 ? { authors: data.results, offset: data.offset, limit: place.limit, count: data.count } : undefined}
      />

      <div className="results" ref={resultsRegion} tabIndex={-1} aria-label="Results">
        <p className="results-status" aria-hidden="true">
          {isPlaceholderData ? 'Loading…' : '\u00a0'}
        </p>
        {drift && view.kind !== 'error' && (
          <div className="notice">
            <p>{drift}</p>
            <button type="button" onClick={() => void queryClient.resetQueries({ queryKey: AUTHORS_QUERY_ROOT })}>
              Reload the list
            </button>
          </div>
        )}
        {content(view)}
      </div>

      {view.kind !== 'error' && (
        <Pager
          rangeText={data ? formatRange(data.offset, data.results.length, data.count, locale) : undefined}
          page={page}
          pageCount={moves.pageCount ?? 1}
          limit={place.limit}
          canFirst={moves.first !== null}
          canPrevious={moves.previous !== null}
          canNext={moves.next !== null}
          canLast={moves.last !== null}
          onFirst={go(moves.first)}
          onPrevious={go(moves.previous)}
          onNext={go(moves.next)}
          onLast={go(moves.last)}
          onPage={(number) => navigate({ offset: (number - 1) * place.limit })}
          onLimit={(limit) => navigate({ limit, offset: Math.floor(place.offset / limit) * limit })}
          locale={locale}
        />
      )}

      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </main>
  )
}
