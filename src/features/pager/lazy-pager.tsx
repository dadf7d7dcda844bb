import './pager-frame.css'
import { useAfterFirstPaint } from '../../shared/lib/after-paint'
import { LazyPart } from '../../shared/lib/lazy-component'
import { lazyPart } from '../../shared/lib/lazy-part'
import type { PagerProps } from './pager'

// The pager is a chunk of its own, asked for once the first rows are painted (the rows do not
// wait for it). Until it arrives its room is held, unseen, in its own frame (pager-frame.css is
// part of the first load), so nothing moves when it comes.
const pager = lazyPart(() => import('./pager'))

const room = (
  <div className="pager placeholder-room" aria-hidden="true">
    <button type="button" tabIndex={-1} disabled>
      {'\u00a0'}
    </button>
  </div>
)

/** The Pager, loaded once `ready` (the first rows are shown) has been painted. */
export function LazyPager({ ready, ...props }: PagerProps & { ready: boolean }) {
  const wanted = useAfterFirstPaint(ready)
  if (!wanted) return room
  return (
    <LazyPart part={pager} fallback={room}>
      {({ Pager }) => <Pager {...props} />}
    </LazyPart>
  )
}
