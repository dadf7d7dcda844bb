import { useEffect, useState } from 'react'
import type { ApiSettings } from '../../shared/api/authors-api'
import type { Author } from '../../shared/api/contract'
import { useMessages } from '../../shared/i18n/language-provider'
import { en, ru } from './first-load-messages'
import { afterPaint } from '../../shared/lib/after-paint'
import { lazyPart } from '../../shared/lib/lazy-part'
import { PartLoadFailed } from '../../shared/lib/part-load-failed'
import { createRowsStore } from './workbench-context'

export interface WorkbenchProps {
  settings: ApiSettings
  /** The rows on screen (the previous page's while the next one loads). */
  authors: readonly Author[] | undefined
  /** The rows are the URL's page, not a placeholder. */
  settled: boolean
}

// The whole workbench is one chunk, fetched once the first rows are on screen: the rows come
// first (it is not part of the first load), their marks and actions a moment later. Its dialogs
// are chunks of their own, fetched when first opened.
const host = lazyPart(() => import('./workbench-host'))

/** True from the frame after the first rows were shown; then it stays true. */
function useAfterFirstRows(rowsShown: boolean): boolean {
  const [after, setAfter] = useState(false)
  useEffect(() => {
    if (after || !rowsShown) return
    // The effect runs as the rows are committed: once they are painted, ask for the chunk.
    return afterPaint(() => setAfter(true))
  }, [after, rowsShown])
  return after
}

/**
 * The editor's workbench as the page sees it: `store` for the table's cells (through
 * WorkbenchContext), and `element` (the bar above the table, the dialogs) to place.
 */
export function useWorkbench(props: WorkbenchProps) {
  const m = useMessages({ en, ru })
  const part = host.use(useAfterFirstRows(props.authors !== undefined))
  const [store] = useState(createRowsStore)
  const element = part.module ? (
    <part.module.WorkbenchHost {...props} store={store} />
  ) : part.failed ? (
    <PartLoadFailed onRetry={part.retry} retrying={part.retrying} />
  ) : (
    // The bar's room, held unseen until the workbench arrives, so the table does not move down.
    <div className="workbench-bar workbench-bar-placeholder" aria-hidden="true">
      <p className="search-hint">{m.shortcutsHint}</p>
    </div>
  )
  return { store, element }
}
