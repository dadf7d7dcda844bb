import type { ReactNode, RefObject } from 'react'
import type { AuthorColumn } from '../../entities/author/columns'
import { SearchTermsContext, WorkbenchContext, type RowsStore } from '../../entities/author/row-parts'
import { useAfterPaintOf } from '../../shared/lib/after-paint'
import { lazyComponent } from '../../shared/lib/lazy-component'
import { useMediaQuery } from '../../shared/lib/use-media-query'
import { CARD_LAYOUT_QUERY } from './cards/card-layout'
import type { AuthorsList } from './hooks/use-authors-list'
import { useAuthorsTable } from './hooks/use-authors-table'
import type { ListNavigation } from './hooks/use-list-navigation'
import { findRepeatedUids } from './states/repeated-uids'
import {
  LazyErrorPanel as ErrorPanel,
  LazyRepeatedUidsNotice as RepeatedUidsNotice,
  LazyRetryNotice as RetryNotice,
  LazyStaleRowsNotice as StaleRowsNotice,
} from './states/lazy-fault-views'
import { AuthorsTableView } from './table/authors-table'
import type { RowDensity } from './table/rows-in-view-first'

// Cards show only on narrow screens (and at high zoom): loaded when first shown.
// The empty and past-the-end states, loaded when first shown.
const EmptyPanel = lazyComponent(
  () => import('./states/empty-panels'),
  (module) => module.EmptyPanel,
)
const PastEndPanel = lazyComponent(
  () => import('./states/empty-panels'),
  (module) => module.PastEndPanel,
)
const AuthorsCards = lazyComponent(
  () => import('./cards/authors-cards'),
  (module) => module.AuthorsCards,
)

/**
 * The results region: the notices about the list (busy, count drift, retries), the workbench's
 * bar (a slot), and the one view the list's state calls for, with the table or the cards chosen
 * once, by the screen's width. Row parts (marks, actions, keys) come from the workbench through
 * `rowsStore`; a search's other spellings through `suggestions`: under an empty result, and
 * beside its rows in the status line above them, once those rows are painted (its room is always
 * there, so a one-line list of them moves no row).
 */
export function ListResults({
  list,
  navigation,
  hiddenColumns,
  density = 'comfortable',
  rowsStore,
  workbenchBar,
  suggestions,
  regionRef,
}: {
  list: AuthorsList
  navigation: ListNavigation
  /** Fields the person chose not to see (the column chooser), in the table and the cards alike. */
  hiddenColumns: readonly AuthorColumn[] | undefined
  /** The table's density: how many rows the first screen can hold. */
  density?: RowDensity | undefined
  rowsStore?: RowsStore | undefined
  /** Above the rows: the workbench's bar and dialogs. */
  workbenchBar?: ReactNode
  /**
   * Other spellings of the search: under "nothing found" (`also` false), and beside a search's
   * rows once they are shown, the ones that find authors too (`also` true).
   */
  suggestions?: ((also: boolean) => ReactNode) | undefined
  regionRef: RefObject<HTMLDivElement | null>
}) {
  const { m, view, drift, retryNotice } = list
  // The other spellings (their chunk, their counts' requests, their line) come once the search's
  // rows are painted: nothing of them is on the way to the rows.
  const rowsOfSearch =
    list.searched && view.kind === 'rows' && !view.busy ? `${list.place.lastName}\u0000${list.place.firstName}` : undefined
  const withAlso = useAfterPaintOf(rowsOfSearch)
  return (
    <div className="results" ref={regionRef} tabIndex={-1} role="region" aria-label={m.results}>
      {/* With a search, a line of its own (where the other spellings come); without, "Loading…" floats. */}
      {/* A div, not a p: the other spellings' records open their details dialog from it. */}
      <div className="results-status" aria-hidden={!withAlso} data-line={list.searched || undefined}>
        {withAlso ? suggestions?.(true) : list.isPlaceholderData ? m.loading : '\u00a0'}
      </div>
      {drift && view.kind !== 'error' && (
        <div className="notice">
          <p>{drift.text}</p>
          <button type="button" onClick={drift.reset}>
            {m.reloadList}
          </button>
        </div>
      )}
      {list.pageCap && (
        <p className="notice" data-notice="page-cap">
          {list.pageCap.text}
        </p>
      )}
      {workbenchBar}
      {retryNotice && <RetryNotice reason={retryNotice.reason} attempt={retryNotice.attempt} />}
      <WorkbenchContext.Provider value={rowsStore}>
        <SearchTermsContext.Provider value={list.searchTerms}>
          <ListView list={list} navigation={navigation} hiddenColumns={hiddenColumns} density={density} suggestions={suggestions} />
        </SearchTermsContext.Provider>
      </WorkbenchContext.Provider>
    </div>
  )
}

/** The state the list is in, rendered: one switch, with the table or cards chosen once. */
function ListView({
  list,
  navigation,
  hiddenColumns,
  density,
  suggestions,
}: {
  list: AuthorsList
  navigation: ListNavigation
  hiddenColumns: readonly AuthorColumn[] | undefined
  density: RowDensity
  suggestions: ((also: boolean) => ReactNode) | undefined
}) {
  const { m, view, place } = list
  const cards = useMediaQuery(CARD_LAYOUT_QUERY)
  const page = view.kind === 'rows' ? view.data : undefined
  const table = useAuthorsTable({ authors: page?.results, hiddenColumns, cards })
  const rows = (props: { caption: string; busy: boolean; loading?: boolean; stale?: boolean }) => {
    const shared = { table, offset: page?.offset ?? place.offset, count: page?.count, onTurnPage: navigation.turnPage, ...props }
    return cards ? <AuthorsCards {...shared} /> : <AuthorsTableView {...shared} density={density} />
  }

  switch (view.kind) {
    case 'error':
      return <ErrorPanel error={view.error} retrying={view.retrying} onRetry={list.retry} failedAt={list.errorUpdatedAt} />
    case 'loading':
      return rows({ caption: m.captionLoading, busy: true, loading: true })
    case 'past-end':
      return (
        <PastEndPanel
          page={view.page}
          count={view.count}
          lastOffset={view.lastOffset}
          onLastPage={() => navigation.toLastPage(view.lastOffset)}
        />
      )
    case 'empty':
      return <EmptyPanel searched={list.searched} onClear={navigation.clearSearch} suggestions={list.searched && suggestions?.(false)} />
    case 'searching':
      return (
        <p className="panel" aria-busy="true">
          {m.searching}
        </p>
      )
    case 'rows':
      return (
        <>
          {view.stale && <StaleRowsNotice error={view.stale.error} retrying={view.stale.retrying} onRetry={list.retry} />}
          {!view.busy && <Repeated repeated={findRepeatedUids(view.data.results, view.data.offset)} />}
          {rows({ caption: m.caption, busy: view.busy, stale: view.stale !== undefined })}
        </>
      )
  }
}

/** The notice of uids the API repeated, when it did (its code and words come with the failure views). */
function Repeated({ repeated }: { repeated: ReturnType<typeof findRepeatedUids> }) {
  return repeated.length === 0 ? null : <RepeatedUidsNotice repeated={repeated} />
}
