import './pager-frame.css'
import { useAfterFirstPaint } from '../../shared/lib/after-paint'
import { lazyPart } from '../../shared/lib/lazy-part'
import { PartLoadFailed } from '../../shared/lib/part-load-failed'
import type { PagerProps } from './pager'

// The pager is a chunk of its own, asked for once the page's first frame is painted (the rows, or
// the loading view of a slow first page, during which it says the total is not known yet): the
// rows do not wait for it. Until it arrives its room is held, unseen, in its own frame (pager-frame.css is
// part of the first load), so nothing moves when it comes.
const pager = lazyPart(() => import('./pager'))

const room = (
  <div className="pager placeholder-room" aria-hidden="true">
    <button type="button" tabIndex={-1} disabled>
      {'\u00a0'}
    </button>
  </div>
)

/** The Pager, loaded once the page's first frame has been painted. */
export function LazyPager(props: PagerProps) {
  // Once loaded (a pager shown again after an error, say) it is drawn at once.
  const part = pager.use(useAfterFirstPaint())
  if (part.module) return <part.module.Pager {...props} />
  return part.failed ? <PartLoadFailed onRetry={part.retry} retrying={part.retrying} /> : room
}
