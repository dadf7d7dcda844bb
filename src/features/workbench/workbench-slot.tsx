import { useState } from 'react'
import { useMessages } from '../../shared/i18n/language-provider'
import { en, ru } from './first-load-messages'
import { useAfterFirstPaint } from '../../shared/lib/after-paint'
import { lazyPart } from '../../shared/lib/lazy-part'
import { PartLoadFailed } from '../../shared/lib/part-load-failed'
import type { WorkbenchProps } from './workbench-props'
import { createRowsStore } from '../../entities/author/row-parts'

// The whole workbench is one chunk, fetched once the first rows are on screen: the rows come
// first (it is not part of the first load), their marks and actions a moment later. Its dialogs
// are chunks of their own, fetched when first opened.
const host = lazyPart(() => import('./workbench-host'))

/**
 * The editor's workbench as the page sees it: `store` for the table's cells (through
 * WorkbenchContext), `element` (the bar above the table, the dialogs) and `hint` (where "?" shows
 * the shortcuts, a small note the page puts on the line below the searches) to place.
 */
export function useWorkbench(props: WorkbenchProps) {
  const m = useMessages({ en, ru })
  const part = host.use(useAfterFirstPaint(props.authors !== undefined))
  const [store] = useState(createRowsStore)
  const element = part.module ? (
    <part.module.WorkbenchHost {...props} store={store} />
  ) : part.failed ? (
    <PartLoadFailed onRetry={part.retry} retrying={part.retrying} />
  ) : (
    // The bar's room, held unseen until the workbench arrives, so the table does not move down.
    <div className="workbench-bar workbench-bar-placeholder" aria-hidden="true" />
  )
  const hint = <p className="search-hint shortcuts-hint">{m.shortcutsHint}</p>
  return { store, element, hint }
}
