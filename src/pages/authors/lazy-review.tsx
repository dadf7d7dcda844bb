import { en, ru } from '../../features/review/control-messages'
import { useMessages } from '../../shared/i18n/language-provider'
import { afterFirstPaint } from '../../shared/lib/lazy-component'

/** The button's room: the button itself with its words, unseen, so it takes the room it will. */
function ReviewRoom() {
  const m = useMessages({ en, ru })
  return (
    <div className="review-control placeholder-room" aria-hidden="true">
      <button type="button" tabIndex={-1} disabled>
        {m.reviewAll}
      </button>
    </div>
  )
}

/**
 * "Review all matches", a chunk of its own asked for once the first rows are painted; the review
 * itself loads on first use. Until the button comes its room is held, unseen (the room and the
 * button have the same words, and the same least width, authors-page.css), so nothing in the row
 * moves.
 */
export const LazyReview = afterFirstPaint(
  () => import('./review-slot'),
  (module) => module.ReviewSlot,
  <ReviewRoom />,
)
