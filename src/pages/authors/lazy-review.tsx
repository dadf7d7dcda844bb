import { afterFirstPaint } from '../../shared/lib/lazy-component'

/**
 * "Review all matches", a chunk of its own asked for once the first rows are painted; the review
 * itself loads on first use. Until the button comes its room is held, unseen (the room and the
 * button have the same least width, authors-page.css), so nothing in the row moves.
 */
export const LazyReview = afterFirstPaint(
  () => import('./review-slot'),
  (module) => module.ReviewSlot,
  <div className="review-control placeholder-room" aria-hidden="true">
    <button type="button" tabIndex={-1} disabled>
      {'\u00a0'}
    </button>
  </div>,
)
