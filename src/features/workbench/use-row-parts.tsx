import { useLayoutEffect, useMemo, type RefObject } from 'react'
import { RowActions } from '../../entities/author/row-actions'
import type { RowsStore, WorkbenchRows } from '../../entities/author/row-parts'
import type { Author } from '../../shared/api/contract'
import type { CopyResult } from '../../shared/lib/copy-button'
import { lazyPart } from '../../shared/lib/lazy-part'
import { matchRanges } from './highlight'
import { focusRow, moveTarget, rowKeyAction } from './row-keyboard'
import { analysisOf, RowCopyUid, type CopyKind } from './row-layer'
import { RowChecks } from './row-checks'

// The editor's checked marks (kept with the review's decisions, in IndexedDB): a part of their own,
// asked for once the workbench is here, so neither they nor their name weigh on the first load.
const marksPart = lazyPart(() => import('../../entities/author/editor-marks/checked-control'))

/** What the rows' parts call when used: the workbench's latest, so the parts stay the same from page to page. */
export interface RowActionsNow {
  openDetails: (index: number, opener: HTMLElement | null) => void
  copy: (author: Author, kind: CopyKind) => Promise<CopyResult>
  authors: readonly Author[] | undefined
}

/**
 * The workbench's parts of the rows (their marks, actions, search matches and keys), handed to
 * the table through `store` before paint, so the rows show them in the frame the workbench
 * arrives in.
 */
export function useRowParts({
  store,
  latest,
  showTwins,
  focusFirstRowRef,
}: {
  store: RowsStore
  latest: RefObject<RowActionsNow>
  showTwins: (author: Author, opener: HTMLElement | null) => void
  /** Set when a key turned the page: the cursor lands on the new page's first row. */
  focusFirstRowRef: RefObject<boolean>
}): void {
  const CheckedSign = marksPart.use().module?.CheckedSign
  const rows = useMemo<WorkbenchRows>(
    () => ({
      checks: (index, page, list) => {
        const author = page[index]
        if (!author) return null
        const { twins, flags } = analysisOf(page)
        return (
          <RowChecks
            index={index}
            twins={twins[index] ?? 1}
            flags={flags[index] ?? []}
            onShowTwins={(opener) => showTwins(author, opener)}
            list={list}
            checked={CheckedSign && <CheckedSign uid={author.uid} />}
          />
        )
      },
      actions: (index, author) => (
        <RowActions
          index={index}
          onDetails={(opener) => latest.current.openDetails(index, opener)}
          copyUid={(tabIndex) => <RowCopyUid tabIndex={tabIndex} copy={() => latest.current.copy(author, 'uid')} />}
        />
      ),
      matches: (value, term) => (term.trim() === '' ? undefined : matchRanges(value, term)),
      onRowKeyDown: (event, cursor) => {
        // Keys on a row (a table row or a card), or on a button inside it (which keeps Enter for itself).
        const target = event.target as HTMLElement
        const row = target.closest<HTMLElement>('[data-row]')
        if (!row) return
        const action = rowKeyAction(event)
        if (!action || ((action.type === 'open' || action.type === 'copy') && target !== row)) return
        event.preventDefault()
        const index = Number(row.dataset.row)
        if (action.type === 'open') latest.current.openDetails(index, row)
        // The row's own copy button copies, so the confirmation shows where the row's UID is copied from.
        else if (action.type === 'copy') row.querySelector<HTMLElement>('[data-copy-uid]')?.click()
        else if (action.type === 'page') focusFirstRowRef.current = cursor.turnPage(action.to)
        else {
          const target = moveTarget(index, action.to, cursor.rowCount)
          cursor.setActive(target)
          focusRow(target)
        }
      },
    }),
    [showTwins, CheckedSign, latest, focusFirstRowRef],
  )

  // Before paint: the rows show their marks and actions in the frame the workbench arrives in.
  useLayoutEffect(() => store.set(rows), [rows, store])
  useLayoutEffect(() => () => store.set(undefined), [store])
}
