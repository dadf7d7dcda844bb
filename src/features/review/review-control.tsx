import { useCallback, useEffect, useRef, useState } from 'react'
import { afterPaint } from '../../shared/lib/after-paint'
import { useMessages } from '../../shared/i18n/language-provider'
import { LazyPart } from '../../shared/lib/lazy-component'
import { lazyPart } from '../../shared/lib/lazy-part'
import { useLocationSearchPart } from '../../shared/lib/location'
import { en, ru } from './control-messages'
import { closeReview, goInReview } from './review-history'
import { reviewOpen, reviewPart } from './review-url'
import type { ReviewProps } from './review-props'

// The review itself (the reader, the rules, the views and their words) loads on first use: a click,
// or a URL that names a review. It is asked for as the pointer comes onto the button or focus
// does: the chunk's request (its scripts' and styles' links put into the document, 10-15 ms at
// load 2) is then a task of its own, not part of the click's.
const reviewDialog = lazyPart(() => import('./review-dialog'))
const askForReview = () => void reviewDialog.load()

/**
 * "Review all matches", beside the export tools, and the review it opens. The review's place is
 * in the URL (review-place.ts): opening it, and each move inside it, push a history entry, so
 * Back goes back through the review to the list, and a deep link or a reload reopens it.
 */
export function ReviewControl(props: ReviewProps) {
  const m = useMessages({ en, ru })
  const open = reviewOpen(useLocationSearchPart(reviewPart))
  const button = useRef<HTMLButtonElement>(null)

  // Closed (Close, Escape or Back): focus goes back to the button that opened it.
  const wasOpen = useRef(open)
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus()
    wasOpen.current = open
  }, [open])

  // The review is rendered once the frame of the click (the address written, this button drawn)
  // is painted: at a million, with the chunk there, the click's task with the review's first render
  // in it was 30-80 ms; apart, each is a task of its own (and the dialog opens in a third,
  // ModalDialog's openAfterPaint). A deep link or a reload waits one frame the same way.
  const [drawn, setDrawn] = useState(false)
  // Closed, it is drawn again after the paint of its next opening.
  if (!open && drawn) setDrawn(false)
  useEffect(() => {
    if (open) return afterPaint(() => setDrawn(true))
  }, [open])

  const go = useCallback((to: { view: string; page: number }, mode: 'push' | 'replace' = 'push') => goInReview(to, mode), [])

  const { lastName, firstName } = props.search
  return (
    <div className="review-control">
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={askForReview}
        onFocus={askForReview}
        onClick={() => go({ view: 'summary', page: 1 })}
      >
        {m.reviewAll}
      </button>
      {open && drawn && (
        <LazyPart part={reviewDialog} fallback={<p>{m.loading}</p>}>
          {({ ReviewDialog }) => <ReviewDialog key={`${lastName}\u0000${firstName}`} {...props} onGo={go} onClose={closeReview} />}
        </LazyPart>
      )}
    </div>
  )
}
