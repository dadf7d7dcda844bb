import './authors-page.css'
import { useMemo, useRef } from 'react'
import type { AuthorColumn } from '../../entities/author/columns'
import { useAuthorsList } from '../../features/list/hooks/use-authors-list'
import { useListNavigation } from '../../features/list/hooks/use-list-navigation'
import { ListResults } from '../../features/list/list-results'
import { LazyExportToolbar } from '../../features/export/lazy-export-toolbar'
import { Pager } from '../../features/pager/pager'
import { LazyKeyAlso } from './lazy-key-also'
import { LazyReview } from './lazy-review'
import { SearchForm, usePendingSearches } from '../../features/search/search-form'
import { OrderNote } from '../../features/search/order-note/order-note'
import { LazySearchSuggestions } from '../../features/search/suggest/lazy-suggestions'
import { useWorkbench } from '../../features/workbench/workbench-slot'
import type { ApiSettings } from '../../shared/api/authors-api'
import type { RowDensity } from '../../features/list/table/rows-in-view-first'

/**
 * The list page: layout only. The list's controller (place, query, view, words) and the moves
 * come from the list's hooks; search, workbench, export, review and pager plug in through props and slots.
 */
export function AuthorsPage({
  settings,
  density,
  hiddenColumns,
  preferredLimit,
  onLimitChosen,
}: {
  settings: ApiSettings
  /** The table's density (the editor's preference): how many rows the first screen can hold. */
  density?: RowDensity | undefined
  /** Fields the person chose not to see, in the table and the cards alike. */
  hiddenColumns?: readonly AuthorColumn[] | undefined
  /** The editor's remembered rows per page, for a URL that names none. */
  preferredLimit?: number | undefined
  /** The person picked a number of rows per page (the app remembers it). */
  onLimitChosen?: ((limit: number) => void) | undefined
}) {
  const list = useAuthorsList({ settings, preferredLimit })
  const { place, data, settled } = list
  const searchInput = useRef<HTMLInputElement>(null)
  const results = useRef<HTMLDivElement>(null)
  const pending = usePendingSearches()
  const navigation = useListNavigation(list, { results, searchInput, beforeMove: () => pending.flush(), onLimitChosen })
  const shownUids = useMemo(() => (list.isError ? [] : (data?.results.map((author) => author.uid) ?? [])), [list.isError, data])
  const workbench = useWorkbench({ settings, authors: list.isError ? undefined : data?.results, settled: settled !== undefined })

  return (
    <main className="authors-page">
      {/* One row: the searches, then the tools that act on their matches (export, review). */}
      <div className="list-controls">
        <SearchForm
          {...place}
          withFirstName={list.withFirstName}
          onCommit={navigation.commitSearch}
          inputRef={searchInput}
          pending={pending}
        />
        <div className="page-tools">
          <LazyExportToolbar
            hiddenColumns={hiddenColumns}
            ready={list.firstShown}
            settings={settings}
            search={place}
            page={list.shownPage}
          />
          <LazyReview ready={list.firstShown} settings={settings} search={place} />
        </div>
      </div>
      <div className="list-notes">
        <OrderNote />
        {workbench.hint}
      </div>
      <ListResults
        list={list}
        navigation={navigation}
        hiddenColumns={hiddenColumns}
        density={density}
        rowsStore={workbench.store}
        workbenchBar={workbench.element}
        regionRef={results}
        suggestions={(also) => (
          <>
            <LazySearchSuggestions
              key={`${place.lastName}\u0000${place.firstName}`}
              settings={settings}
              search={place}
              hrefFor={navigation.searchHref}
              onRun={navigation.runSearch}
              also={also}
            />
            {also && (
              <LazyKeyAlso
                key={`key\u0000${place.lastName}\u0000${place.firstName}`}
                settings={settings}
                search={place}
                shownUids={shownUids}
              />
            )}
          </>
        )}
      />
      {/* Part of the first load: the pager and its enabled Next come in the frame the rows first paint. */}
      {list.view.kind !== 'error' && <Pager {...list.pagerState} {...navigation} />}
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {list.liveText}
      </div>
    </main>
  )
}
