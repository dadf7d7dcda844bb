import { useState } from 'react'
import type { ApiSettings } from '../../api/authors-api'
import type { Author } from '../../api/contract'
import { useMessages } from '../../i18n/language-provider'
import { en, ru } from './first-load-messages'
import { lazyPart } from './lazy-part'
import { createRowsStore } from './workbench-context'

export interface WorkbenchProps {
  settings: ApiSettings
  /** The rows on screen (the previous page's while the next one loads). */
  authors: readonly Author[] | undefined
  /** The rows are the URL's page, not a placeholder. */
  settled: boolean
  lastName: string
  firstName: string
}

// The whole workbench is one chunk, fetched beside the first page's request, so it usually
// arrives before the rows; its dialogs are chunks of their own, fetched when first opened.
const host = lazyPart(() => import('./workbench-host'))

/**
 * The editor's workbench as the page sees it: `store` for the table's cells (through
 * WorkbenchContext), and `element` (the bar above the table, the dialogs) to place.
 */
export function useWorkbench(props: WorkbenchProps) {
  const m = useMessages({ en, ru })
  const part = host.use()
  const [store] = useState(createRowsStore)
  const element = part.module ? (
    <part.module.WorkbenchHost {...props} store={store} />
  ) : part.failed ? (
    <div className="notice" role="alert">
      <p>{m.loadFailed}</p>
      <button type="button" onClick={part.retry}>
        {m.retry}
      </button>
    </div>
  ) : null
  return { store, element }
}
