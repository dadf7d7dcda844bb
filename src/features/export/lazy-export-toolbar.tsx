import './export-tools.css'
import type { ComponentProps } from 'react'
import { useAfterFirstPaint } from '../../shared/lib/after-paint'
import { lazyPart } from '../../shared/lib/lazy-part'
import { PartLoadFailed } from '../../shared/lib/part-load-failed'
import type { ExportToolbar } from './export-toolbar'

// The export tools are a chunk of their own, asked for once the first rows are painted (the rows
// do not wait for them). Until they arrive their room is held, unseen, in their own frame, so the
// rows below do not move when they come.
const toolbar = lazyPart(() => import('./export-toolbar'))

const room = (
  <div className="export-tools placeholder-room" aria-hidden="true">
    <div className="export-buttons">
      <button type="button" tabIndex={-1} disabled>
        {'\u00a0'}
      </button>
    </div>
  </div>
)

/** ExportToolbar, loaded once `ready` (the first rows are shown) has been painted. */
export function LazyExportToolbar({ ready, ...props }: ComponentProps<typeof ExportToolbar> & { ready: boolean }) {
  // Once loaded (a pager shown again after an error, say) it is drawn at once.
  const part = toolbar.use(useAfterFirstPaint(ready))
  if (part.module) return <part.module.ExportToolbar {...props} />
  return part.failed ? <PartLoadFailed onRetry={part.retry} retrying={part.retrying} /> : room
}
