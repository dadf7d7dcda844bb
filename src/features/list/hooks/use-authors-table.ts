import { useTable, type ReactTable } from '@tanstack/react-table'
import { useContext, useMemo } from 'react'
import type { AuthorColumn } from '../../../entities/author/columns'
import { SearchTermsContext, useWorkbenchRows } from '../../../entities/author/row-parts'
import type { Author } from '../../../shared/api/contract'
import { authorColumns, authorTableFeatures, type AuthorTableFeatures } from '../model/author-columns'

export type AuthorsTable = ReactTable<AuthorTableFeatures, Author, undefined>

const noAuthors: Author[] = []
const noHiddenColumns: readonly AuthorColumn[] = []
// The table's state is the props': nothing in it changes from inside the table.
const noSelection = () => undefined

/**
 * The one table engine behind the table and the cards: one server page of authors (none while
 * nothing has loaded) and the columns the person chose to see (the column chooser's hidden list,
 * as the preferences store it). The API pages; the table shows the page it is given (the pager
 * and the rows' indices come from the list's own place, so no paging is registered). Rows keep TanStack's default id, their place on the page:
 * the uid cannot be one (an API bug can repeat it, and identical names are normal), and with the
 * place alone a page change keeps the rows' elements and only changes their text.
 */
export function useAuthorsTable({
  authors = noAuthors,
  hiddenColumns = noHiddenColumns,
  cards,
}: {
  authors: Author[] | undefined
  hiddenColumns: readonly AuthorColumn[] | undefined
  cards: boolean
}): AuthorsTable {
  const columnVisibility = useMemo(() => Object.fromEntries(hiddenColumns.map((column) => [column, false])), [hiddenColumns])
  // Read here, once, for every cell. The workbench's arrival (once, just after the first rows are
  // painted) renders the rows again; a page change renders them once, with their marks.
  const workbench = useWorkbenchRows()
  const terms = useContext(SearchTermsContext)
  const meta = useMemo(() => ({ workbench, terms, cards }), [workbench, terms, cards])
  return useTable(
    {
      features: authorTableFeatures,
      columns: authorColumns,
      data: authors,
      meta,
      state: { columnVisibility },
    },
    noSelection,
  )
}
