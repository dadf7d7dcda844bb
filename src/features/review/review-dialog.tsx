import './review.css'
import { useEffect, useRef, useState } from 'react'
import { useFormat, useMessages } from '../../shared/i18n/language-provider'
import { Notes } from './dialog/notes'
import { Failed, liveWords, Reading, Stopped } from './dialog/progress'
import { Summary } from './dialog/summary'
import { mayTakeFocus } from './dialog/view-focus'
import { ReviewListView } from './lists/review-list'
import { en, ru } from './messages'
import { normaliseReviewSearch, parseReviewPlace, type ReviewPlace } from './review-place'
import { navigateToSearch, useLocationSearch } from '../../shared/lib/location'
import { ModalDialog } from '../../shared/lib/modal-dialog'
import { afterPaint } from '../../shared/lib/after-paint-task'
import type { ReviewProps } from './review-props'
import { useReviewJob } from './use-review-job'

/**
 * The review of every match of the list's search, over the whole page (a modal dialog: the list
 * stays where it was underneath): the job's progress (dialog/progress), then the summary
 * (dialog/summary) or one of its lists (lists/), as the URL says.
 */
export function ReviewDialog({
  onGo,
  onClose,
  ...props
}: ReviewProps & { onGo: (place: ReviewPlace, mode?: 'push' | 'replace') => void; onClose: () => void }) {
  const search = useLocationSearch()
  const place = parseReviewPlace(search) ?? { view: 'summary', page: 1 }
  // A hand-typed review place is written in its canonical form, replacing the entry.
  useEffect(() => {
    if (parseReviewPlace(search)) navigateToSearch(normaliseReviewSearch(search), 'replace')
  }, [search])
  const m = useMessages({ en, ru })
  const f = useFormat()
  const { state, start, resume, cancel } = useReviewJob(props.settings, props.search)
  const [status, setStatus] = useState('')
  const announce = (message: string) => setStatus((previous) => (previous === message ? `${message}\u00a0` : message))
  const body = useRef<HTMLDivElement>(null)

  // The live region: the start, each tenth read, grouping, and the outcome (not every page).
  const spoken = liveWords(state, m, f)
  const [lastSpoken, setLastSpoken] = useState('')
  if (spoken !== lastSpoken) {
    setLastSpoken(spoken)
    setStatus(spoken)
  }

  // When the summary arrives, or the view or its page changes, focus goes to a list's first record (so j
  // and k work at once), or else to the view's heading (not while the person is elsewhere).
  const view = state.phase === 'done' ? place.view : state.phase
  const page = state.phase === 'done' ? place.page : 0
  // Once the view is painted: `focus` lays the document out, and in the frame of a list's first
  // render that layout (the whole page of groups) was a long task of its own kind on top of the
  // render's. After the paint the layout is done and the focus costs nothing.
  useEffect(
    () =>
      afterPaint(() => {
        const target =
          body.current?.querySelector<HTMLElement>('.review-page [data-record][tabindex="0"]') ??
          body.current?.querySelector<HTMLElement>('[data-review-heading]')
        if (target && mayTakeFocus(document.activeElement, body.current?.closest('dialog'))) target.focus()
      }),
    [view, page],
  )

  const { lastName, firstName } = props.search
  const terms = [...(lastName ? [m.lastNameTerm(lastName)] : []), ...(firstName ? [m.firstNameTerm(firstName)] : [])]
  return (
    // Opened once its first frame is painted: the click's task renders it and starts the reading,
    // the next one makes the page behind inert (a restyle of the whole document) and focuses it.
    <ModalDialog
      title={m.title}
      closeLabel={m.close}
      onClose={onClose}
      className="review-dialog"
      headClassName="review-head"
      openAfterPaint
    >
      <p className="review-scope">{terms.length === 0 ? m.scopeAll : m.scopeSearch(terms, f)}</p>
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {status}
      </div>
      <div ref={body}>
        {state.phase === 'reading' || state.phase === 'grouping' ? (
          <Reading state={state} onCancel={cancel} m={m} f={f} />
        ) : state.phase === 'cancelled' ? (
          <Stopped progress={state.progress} text={m.cancelled(state.progress.received, state.progress.count, f)} m={m}>
            <button type="button" onClick={resume}>
              {m.continueReading}
            </button>
          </Stopped>
        ) : state.phase === 'failed' ? (
          <Failed state={state} onResume={resume} onCancel={cancel} m={m} f={f} />
        ) : (
          <>
            <Notes data={state.data} countNow={state.cached ? state.countNow : undefined} onReadAgain={start} m={m} f={f} />
            {state.data.findings.records === 0 ? (
              <p data-review-heading tabIndex={-1} className="review-empty">
                {m.empty}
              </p>
            ) : place.view === 'summary' ? (
              <Summary data={state.data} onGo={onGo} saveFile={props.saveFile} m={m} f={f} />
            ) : (
              <ReviewListView {...props} data={state.data} place={{ view: place.view, page: place.page }} onGo={onGo} announce={announce} />
            )}
          </>
        )}
      </div>
    </ModalDialog>
  )
}
