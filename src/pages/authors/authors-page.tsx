import './authors-page.css'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import type { ApiSettings } from '../../shared/api/authors-api'
import type { PageRef } from '../../shared/api/page-link'
import type { HistoryMode } from '../../shared/lib/location'
import { afterPaint } from '../../shared/lib/after-paint'
import { scrollToTopOf, useScrollMemory } from '../../shared/lib/scroll-memory'
import { useMediaQuery } from '../../shared/lib/use-media-query'
import { AUTHORS_QUERY_ROOT, authorsPageQuery } from '../../entities/author/authors-query'
import { AuthorsTableView, useAuthorsTable } from '../../features/list/table/authors-table'
import { CARD_LAYOUT_QUERY } from '../../features/list/cards/card-layout'
import { ExportToolbar } from '../../features/export/export-toolbar'
import { EmptyPanel, ErrorPanel, PastEndPanel } from '../../features/list/states/list-states'
import { announcementText, describeSearch, driftText } from '../../features/list/model/list-texts'
import { en, ru } from '../../features/list/messages'
import type { AuthorColumn } from '../../entities/author/columns'
import { useFormat, useMessages } from '../../shared/i18n/language-provider'
import { RepeatedUidsNotice } from '../../features/list/states/repeated-uids-notice'
import { findRepeatedUids } from '../../features/list/states/repeated-uids'
import { placeAtLimit, prefetchOtherSizes } from '../../features/list/model/page-sizes'
import { RetryNotice, retryText, useFaultMessages } from '../../features/list/states/retry-notice'
import { StaleRowsNotice } from '../../features/list/states/stale-rows-notice'
import { chooseAnnouncement, chooseListView, choosePagerMoves, chooseRetryNotice, isSearched, type ListView } from '../../features/list/model/list-view'
import { parseListPlace, serializeListPlace, type ListPlace } from '../../features/list/model/list-place'
import { ORDER_NOTE_ID, OrderNote } from '../../features/search/order-note/order-note'
import { Pager } from '../../features/pager/pager'
import { PendingSearches } from '../../features/search/pending-search'
import { SearchBox } from '../../features/search/search-box'
import { LazySearchSuggestions } from '../../features/search/suggest/lazy-suggestions'
import { searchKey, useCountDrift } from '../../features/list/hooks/use-count-drift'
import { useFocusAfterRecovery } from '../../features/list/hooks/use-focus-after-recovery'
import { preloadErrorExplanations, useExplainError } from '../../shared/errors/error-explainer'
import { useListPlace } from '../../features/list/hooks/use-list-place'
import { useSlashToSearch } from '../../features/search/use-slash-to-search'
import { SearchTermsContext, WorkbenchContext } from '../../features/workbench/workbench-context'
import { useWorkbench } from '../../features/workbench/workbench-slot'

// Cards show only on narrow screens (and at high zoom): loaded when first shown.
const AuthorsCards = lazy(() => import('../../features/list/cards/authors-cards').then((module) => ({ default: module.AuthorsCards })))

/**
 * The list page: reads its place from the URL, owns the one query, and renders the view that
 * chooseListView picks. Everything below it takes props only.
 */
export function AuthorsPage({
  settings,
  hiddenColumns,
  onLimitChosen,
}: {
  settings: ApiSettings
  /** The person picked a number of rows per page (the app remembers it). */
  onLimitChosen?: ((limit: number) => void) | undefined
  /** Fields the person chose not to see, in the table and the cards alike. */
  hiddenColumns?: readonly AuthorColumn[] | undefined
}) {
  const m = useMessages({ en, ru })
  const f = useFormat()
  const queryClient = useQueryClient()
  // A move's page is asked for as the person makes it, before React renders the move.
  const { place, page, navigate } = useListPlace((to) => void queryClient.prefetchQuery(authorsPageQuery(settings, to)))
  const withFirstName = settings.firstNameParam !== ''

  const query = useQuery({ ...authorsPageQuery(settings, place), placeholderData: keepPreviousData })
  const { data, isPlaceholderData } = query
  const view = chooseListView(place, query, isSearched(place, withFirstName))
  const moves = choosePagerMoves(place, query)
  const retryNotice = chooseRetryNotice(query)
  const faultTexts = useFaultMessages()
  const explainError = useExplainError(retryNotice !== undefined)

  const next = !isPlaceholderData ? moves.next : null
  // The next page is asked for once this one is painted: React runs a click's effects before the
  // browser paints, and the request's work need not delay the rows the person is waiting for.
  const nextLimit = next?.limit
  const nextOffset = next?.offset
  useEffect(() => {
    if (nextLimit === undefined || nextOffset === undefined) return
    return afterPaint(() => void queryClient.prefetchQuery(authorsPageQuery(settings, { ...place, limit: nextLimit, offset: nextOffset })))
  }, [queryClient, settings, place, nextLimit, nextOffset])

  // The error explanations load once the first rows are in, before any error needs them.
  const rowsShown = data !== undefined
  useEffect(() => {
    // After the paint, as the prefetch: a passive effect can run before the frame on a busy machine.
    if (rowsShown) return afterPaint(() => void preloadErrorExplanations())
  }, [rowsShown])

  const countDrift = useCountDrift(searchKey(place), data && !isPlaceholderData ? data.count : undefined)
  const drift = driftText(countDrift.drift, m, f)
  const searched = describeSearch(place, withFirstName, m)
  const announcement = announcementText(chooseAnnouncement(view, query.isFetching), searched, drift, m, f, faultTexts.staleAnnouncement)

  const table = useAuthorsTable(data?.results)
  const workbench = useWorkbench({
    settings,
    authors: query.isError ? undefined : data?.results,
    settled: data !== undefined && !isPlaceholderData,
  })
  const searchTerms = useMemo(
    () => ({ lastName: place.lastName, firstName: withFirstName ? place.firstName : '' }),
    [place.lastName, place.firstName, withFirstName],
  )
  const lastNameInput = useRef<HTMLInputElement>(null)
  useSlashToSearch(lastNameInput)
  const resultsRegion = useRef<HTMLDivElement>(null)
  useFocusAfterRecovery(query.isError, resultsRegion)
  // Back/Forward (and a reload) return to the entry's scroll position once its answer is shown.
  useScrollMemory(query.isError || (data !== undefined && !isPlaceholderData))
  const cards = useMediaQuery(CARD_LAYOUT_QUERY)
  const [pending] = useState(() => new PendingSearches())

  /**
   * A page change the person makes. A search still waiting for its pause is committed first, and
   * the move is made on top of it (from its first page); then the new page is shown from its
   * first row: the list's top goes to the top of the viewport. Focus stays on the control used.
   */
  const move = (to: (current: ListPlace, afterSearch: boolean) => Partial<ListPlace> | null) => () => {
    const before = window.location.search
    pending.flush()
    const afterSearch = window.location.search !== before
    const target = to(parseListPlace(window.location.search), afterSearch)
    if (!target) return
    // Navigate first: the entry being left records its scroll position for Back.
    navigate(target)
    scrollToTopOf(resultsRegion.current?.querySelector('.authors-table, .author-cards'))
  }
  // Once a waiting search has been committed, the moves are made on the new search's first page;
  // Last needs its count, which is not known yet, so it stops at the search.
  const go = (to: PageRef | null, afterSearch: (current: ListPlace) => Partial<ListPlace> | null) =>
    move((current, searched) => (searched ? afterSearch(current) : to))
  const pageHref = (number: number) => serializeListPlace({ ...place, offset: (number - 1) * place.limit }, window.location.search) || '?'
  const turnPage = (to: 'next' | 'previous') => {
    const target = moves[to]
    if (target === null) return false
    go(target, to === 'next' ? (current) => ({ offset: current.offset + current.limit }) : () => null)()
    return true
  }
  const clearSearch = () => {
    navigate({ lastName: '', firstName: '', offset: 0 })
    lastNameInput.current?.focus()
  }
  // Text that comes back to the search already in the URL (a letter typed and deleted) changes
  // nothing: it must not reset the offset under a page change made meanwhile.
  const commitSearch = (field: 'lastName' | 'firstName') => (text: string, mode: HistoryMode) => {
    if (parseListPlace(window.location.search)[field] !== text) navigate({ [field]: text, offset: 0 }, mode)
  }

  const content = (current: ListView) => {
    switch (current.kind) {
      case 'error':
        return (
          <ErrorPanel
            error={current.error}
            retrying={current.retrying}
            onRetry={() => void query.refetch()}
            failedAt={query.errorUpdatedAt}
          />
        )
      case 'loading':
        return cards ? (
          <Suspense fallback={null}>
            <AuthorsCards authors={[]} caption={m.captionLoading} offset={place.offset} count={undefined} busy loading hiddenColumns={hiddenColumns} />
          </Suspense>
        ) : (
          <AuthorsTableView
            table={table}
            caption={m.captionLoading}
            offset={place.offset}
            count={undefined}
            busy
            loading
            hiddenColumns={hiddenColumns}
          />
        )
      case 'past-end':
        return (
          <PastEndPanel
            page={current.page}
            count={current.count}
            lastOffset={current.lastOffset}
            onLastPage={move(() => ({ offset: current.lastOffset }))}
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
            {m.searching}
          </p>
        )
      case 'rows':
        return (
          <>
            {current.stale && (
              <StaleRowsNotice error={current.stale.error} retrying={current.stale.retrying} onRetry={() => void query.refetch()} />
            )}
            {!current.busy && <RepeatedUidsNotice repeated={findRepeatedUids(current.data.results, current.data.offset)} />}
            {cards ? (
          <Suspense fallback={null}>
            <AuthorsCards
              authors={current.data.results}
              caption={m.caption}
              offset={current.data.offset}
              count={current.data.count}
              busy={current.busy}
              onTurnPage={turnPage}
              hiddenColumns={hiddenColumns}
            />
          </Suspense>
        ) : (
          <AuthorsTableView
            table={table}
            caption={m.caption}
            offset={current.data.offset}
            count={current.data.count}
            busy={current.busy}
            onTurnPage={turnPage}
            stale={current.stale !== undefined}
            hiddenColumns={hiddenColumns}
          />
            )}
          </>
        )
    }
  }

  return (
    <main className="authors-page">
      <form className="search" role="search" aria-label={m.search.label} onSubmit={(event) => event.preventDefault()}>
        <SearchBox
          label={m.search.lastName}
          value={place.lastName}
          onCommit={commitSearch('lastName')}
          inputRef={lastNameInput}
          pending={pending}
          describedBy={ORDER_NOTE_ID}
        />
        {withFirstName && (
          <SearchBox
            label={m.search.firstName}
            value={place.firstName}
            onCommit={commitSearch('firstName')}
            pending={pending}
            describedBy={ORDER_NOTE_ID}
          />
        )}
        <p className="search-hint">
          {m.search.hintBefore} <kbd>/</kbd> {m.search.hintAfter}
        </p>
        <OrderNote />
      </form>

      <ExportToolbar
        settings={settings}
        search={place}
        page={data && !isPlaceholderData && data.results.length > 0 ? { authors: data.results, offset: data.offset, limit: place.limit, count: data.count } : undefined}
      />

      <div className="results" ref={resultsRegion} tabIndex={-1} role="region" aria-label={m.results}>
        <p className="results-status" aria-hidden="true">
          {isPlaceholderData ? m.loading : '\u00a0'}
        </p>
        {drift && view.kind !== 'error' && (
          <div className="notice">
            <p>{drift}</p>
            <button
              type="button"
              onClick={() => {
                countDrift.reset()
                void queryClient.resetQueries({ queryKey: AUTHORS_QUERY_ROOT })
              }}
            >
              {m.reloadList}
            </button>
          </div>
        )}
        {workbench.element}
        {retryNotice && <RetryNotice reason={retryNotice.reason} attempt={retryNotice.attempt} />}
        <WorkbenchContext.Provider value={workbench.store}>
          <SearchTermsContext.Provider value={searchTerms}>{content(view)}</SearchTermsContext.Provider>
        </WorkbenchContext.Provider>
      </div>

      {view.kind !== 'error' && (
        <Pager
          page={page}
          pageCount={moves.pageCount}
          shown={data && { offset: data.offset, rows: data.results.length, count: data.count }}
          limit={place.limit}
          canFirst={moves.first !== null}
          canPrevious={moves.previous !== null}
          canNext={moves.next !== null}
          canLast={moves.last !== null}
          onFirst={go(moves.first, () => null)}
          onPrevious={go(moves.previous, () => null)}
          onNext={go(moves.next, (current) => ({ offset: current.offset + current.limit }))}
          onLast={go(moves.last, () => null)}
          onPage={(number) => move((current) => ({ offset: (number - 1) * current.limit }))()}
          pageHref={pageHref}
          onLimit={(limit) => {
            onLimitChosen?.(limit)
            move((current) => placeAtLimit(current, limit))()
          }}
          onLimitsOpened={() => prefetchOtherSizes(queryClient, settings, place)}
        />
      )}

      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {retryNotice ? retryText(faultTexts, explainError, retryNotice.reason, retryNotice.attempt) : announcement}
      </div>
    </main>
  )
}
