import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, type RefObject } from 'react'
import type { ApiSettings } from '../api/authors-api'
import { navigateToSearch, useLocationSearch, type HistoryMode } from '../app/location'
import { AUTHORS_QUERY_ROOT, authorsPageQuery } from './authors-query'
import { AuthorsTableView, useAuthorsTable } from './authors-table'
import { formatCount, formatRange, lastPageOffset } from './format'
import { EmptyPanel, ErrorPanel, PastEndPanel } from './list-states'
import { Pager } from './pager'
import { SearchBox } from './search-box'
import { useCountDrift } from './use-count-drift'
import { normaliseSearch, parseListState, serializeListState, type ListState } from './url-state'

const CAPTION = 'Non-active authors'

/**
 * The list page: reads its place from the URL, owns the one query, and decides which state to
 * show. Everything below it takes props only.
 */
export function AuthorsPage({ settings, locale }: { settings: ApiSettings; locale?: string }) {
  const search = useLocationSearch()
  const state = useMemo(() => parseListState(search), [search])
  useEffect(() => {
    const canonical = normaliseSearch(search)
    if (canonical !== search) navigateToSearch(canonical, 'replace')
  }, [search])

  const navigate = useCallback((patch: Partial<ListState>, mode: HistoryMode = 'push') => {
    // Read the address bar now, not the render's copy: two commits can land in one tick.
    const current = window.location.search
    navigateToSearch(serializeListState({ ...parseListState(current), ...patch }, current), mode)
  }, [])

  const query = useQuery({ ...authorsPageQuery(settings, state), placeholderData: keepPreviousData })
  const { data, isPlaceholderData } = query
  const settled = data !== undefined && !isPlaceholderData

  const queryClient = useQueryClient()
  const next = settled ? data.next : null
  useEffect(() => {
    if (next) void queryClient.prefetchQuery(authorsPageQuery(settings, { ...state, ...next }))
  }, [queryClient, settings, state, next])

  const drift = useCountDrift(settings, state, settled ? data.count : undefined)
  const driftText =
    drift === 0
      ? undefined
      : `The list changed while you were paging: ${formatCount(Math.abs(drift), locale)} ${Math.abs(drift) === 1 ? 'author' : 'authors'} ${drift > 0 ? 'added' : 'removed'}. Rows may have moved between pages.`

  const table = useAuthorsTable({
    authors: data?.results,
    count: data?.count,
    pagination: { pageIndex: Math.floor(state.offset / state.limit), pageSize: state.limit },
    onPaginationChange: ({ pageIndex, pageSize }) => navigate({ limit: pageSize, offset: pageIndex * pageSize }),
  })

  const lastNameInput = useRef<HTMLInputElement>(null)
  useSlashToSearch(lastNameInput)
  const resultsRegion = useRef<HTMLDivElement>(null)
  useFocusAfterRecovery(query.isError, resultsRegion)

  // While another page loads, the shown rows are the previous page's: the pager moves from the
  // URL's place, since the old links point away from where the person is going.
  const count = data?.count
  const canPrevious = settled ? data.previous !== null : data !== undefined && state.offset > 0
  const canNext = settled ? data.next !== null : count !== undefined && state.offset + state.limit < count
  const goPrevious = () =>
    navigate(settled && data.previous ? data.previous : { offset: Math.max(0, state.offset - state.limit) })
  const goNext = () => navigate(settled && data.next ? data.next : { offset: state.offset + state.limit })
  const goLast = () => table.lastPage()

  const searched = describeSearch(state, settings.firstNameParam !== '')
  const clearSearch = () => {
    navigate({ lastName: '', firstName: '', offset: 0 })
    lastNameInput.current?.focus()
  }
  const commitSearch = (field: 'lastName' | 'firstName') => (text: string, mode: HistoryMode) =>
    navigate({ [field]: text, offset: 0 }, mode)

  const rangeText = data ? formatRange(data.offset, data.results.length, data.count, locale) : undefined
  const pastEnd = settled && data.results.length === 0 && data.count > 0
  const lastOffset = count === undefined ? 0 : lastPageOffset(count, state.limit)

  let content
  let announcement = ''
  if (query.isError) {
    content = <ErrorPanel error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
  } else if (data === undefined) {
    content = <AuthorsTableView table={table} caption={`${CAPTION} (loading)`} offset={state.offset} count={undefined} busy loading />
  } else if (pastEnd) {
    const page = Math.floor(state.offset / state.limit) + 1
    content = (
      <PastEndPanel
        page={page}
        countText={formatCount(data.count, locale) + (data.count === 1 ? ' author' : ' authors')}
        lastRangeText={formatRange(lastOffset, data.count - lastOffset, data.count, locale)}
        onLastPage={goLast}
      />
    )
    announcement = `Page ${page} is past the end of the list.`
  } else if (data.results.length === 0 && !isPlaceholderData) {
    content = <EmptyPanel searched={searched} onClear={clearSearch} />
    announcement = searched ? `No authors found for ${searched}.` : 'No non-active authors.'
  } else if (data.results.length === 0) {
    content = (
      <p className="panel" aria-busy="true">
        Searching…
      </p>
    )
  } else {
    content = (
      <AuthorsTableView table={table} caption={CAPTION} offset={data.offset} count={data.count} busy={isPlaceholderData} />
    )
    if (settled) announcement = `Showing ${rangeText}${driftText ? `. ${driftText}` : ''}`
  }

  return (
    <main className="authors-page">
      <form className="search" role="search" aria-label="Search authors" onSubmit={(event) => event.preventDefault()}>
        <SearchBox label="Last name" value={state.lastName} onCommit={commitSearch('lastName')} inputRef={lastNameInput} />
        {settings.firstNameParam !== '' && (
          <SearchBox label="First name" value={state.firstName} onCommit={commitSearch('firstName')} />
        )}
        <p className="search-hint">
          Press <kbd>/</kbd> to search by last name
        </p>
      </form>

      <div className="results" ref={resultsRegion} tabIndex={-1} aria-label="Results">
        <p className="results-status" aria-hidden="true">
          {isPlaceholderData ? 'Loading…' : '\u00a0'}
        </p>
        {driftText && !query.isError && (
          <div className="notice">
            <p>{driftText}</p>
            <button type="button" onClick={() => void queryClient.resetQueries({ queryKey: AUTHORS_QUERY_ROOT })}>
              Reload the list
            </button>
          </div>
        )}
        {content}
      </div>

      {!query.isError && (
        <Pager
          rangeText={rangeText}
          page={Math.floor(state.offset / state.limit) + 1}
          pageCount={table.getPageCount()}
          limit={state.limit}
          canFirst={data !== undefined && state.offset > 0}
          canPrevious={canPrevious}
          canNext={canNext}
          canLast={canNext && lastOffset > state.offset}
          onFirst={() => navigate({ offset: 0 })}
          onPrevious={goPrevious}
          onNext={goNext}
          onLast={goLast}
          onPage={(page) => table.setPageIndex(page - 1)}
          onLimit={(limit) => navigate({ limit, offset: Math.floor(state.offset / limit) * limit })}
          locale={locale}
        />
      )}

      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {query.isFetching ? '' : announcement}
      </div>
    </main>
  )
}

function describeSearch(state: ListState, withFirstName: boolean): string | undefined {
  const parts: string[] = []
  if (state.lastName.trim()) parts.push(`last name “${state.lastName.trim()}”`)
  if (withFirstName && state.firstName.trim()) parts.push(`first name “${state.firstName.trim()}”`)
  return parts.length > 0 ? parts.join(' and ') : undefined
}

/** "/" jumps to the last-name search from anywhere that is not itself a text field. */
function useSlashToSearch(input: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return
      const target = event.target as HTMLElement | null
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return
      event.preventDefault()
      input.current?.focus()
      input.current?.select()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [input])
}

/** When an error panel (and its Retry button) gives way to rows, keep focus in the results. */
function useFocusAfterRecovery(isError: boolean, region: RefObject<HTMLElement | null>) {
  const wasError = useRef(isError)
  useEffect(() => {
    if (wasError.current && !isError && (document.activeElement === document.body || document.activeElement === null)) {
      region.current?.focus()
    }
    wasError.current = isError
  }, [isError, region])
}
