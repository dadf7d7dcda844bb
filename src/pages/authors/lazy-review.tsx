import type { ComponentProps } from 'react'
import { useAfterFirstPaint } from '../../shared/lib/after-paint'
import { lazyPart } from '../../shared/lib/lazy-part'
import { PartLoadFailed } from '../../shared/lib/part-load-failed'
import type { ReviewSlot } from './review-slot'

// "Review all matches" is a chunk of its own, asked for once the first rows are painted; the
// review itself loads on first use. Until the button comes its room is held, unseen (the room
// and the button have the same least width, authors-page.css), so nothing in the row moves.
const slot = lazyPart(() => import('./review-slot'))

const room = (
  <div className="review-control placeholder-room" aria-hidden="true">
    <button type="button" tabIndex={-1} disabled>
      {'\u00a0'}
    </button>
  </div>
)

export function LazyReview({ ready, ...props }: ComponentProps<typeof ReviewSlot> & { ready: boolean }) {
  const part = slot.use(useAfterFirstPaint(ready))
  if (part.module) return <part.module.ReviewSlot {...props} />
  return part.failed ? <PartLoadFailed onRetry={part.retry} retrying={part.retrying} /> : room
}
