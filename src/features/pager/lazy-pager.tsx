import './pager-frame.css'
import { afterFirstPaint } from '../../shared/lib/lazy-component'

/**
 * The Pager, a chunk of its own asked for once the page's first frame is painted (the rows, or the
 * loading view of a slow first page, during which it says the total is not known yet): the rows do
 * not wait for it. Until it arrives its room is held, unseen, in its own frame (pager-frame.css is
 * part of the first load), so nothing moves when it comes.
 */
export const LazyPager = afterFirstPaint(
  () => import('./pager'),
  (module) => module.Pager,
  <div className="pager placeholder-room" aria-hidden="true">
    <button type="button" tabIndex={-1} disabled>
      {'\u00a0'}
    </button>
  </div>,
)
