import './review.css'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import type { ExportProgress } from '../../shared/api/all-matches'
import { describeError } from '../../shared/errors/error-message'
import { SignIn } from '../../shared/errors/sign-in'
import type { Format } from '../../shared/i18n/format'
import { useFormat, useMessages } from '../../shared/i18n/language-provider'
import * as flagWords from '../../entities/author/flag-messages'
import { FLAG_KINDS } from '../../entities/author/flags'
import { DuplicateKinds } from './group-reason'
import { en, ru } from './messages'
import { ReviewListView } from './review-list'
import { normaliseReviewSearch, parseReviewPlace, type ReviewPlace } from './review-place'
import { navigateToSearch, readLocationSearch, useLocationSearch } from '../../shared/lib/location'
import { writeReviewPlace } from './review-url'
import { ModalDialog } from '../../shared/lib/modal-dialog'
import type { ReviewProps } from './review-props'
import { useReviewJob, type ReviewData, type ReviewJobState } from './use-review-job'

type Messages = typeof en

/**
 * The review of every match of the list's search, over the whole page (a modal dialog: the list
 * stays where it was underneath). Reading, then the summary, or one of its lists, as the URL says.
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

  // When the summary arrives, or the view changes, focus goes to its heading (not while the person is elsewhere).
  const view = state.phase === 'done' ? place.view : state.phase
  useEffect(() => {
    const heading = body.current?.querySelector<HTMLElement>('[data-review-heading]')
    const active = document.activeElement
    // The link that moved here is gone with the view it was in: focus is then on the body.
    if (heading && (!active || active === document.body || body.current?.closest('dialog')?.contains(active))) heading.focus()
  }, [view])

  const { lastName, firstName } = props.search
  const terms = [...(lastName ? [m.lastNameTerm(lastName)] : []), ...(firstName ? [m.firstNameTerm(firstName)] : [])]
  return (
    <ModalDialog title={m.title} closeLabel={m.close} onClose={onClose} className="review-dialog" headClassName="review-head">
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
              <Summary data={state.data} onGo={onGo} m={m} f={f} />
            ) : (
              <ReviewListView {...props} data={state.data} place={{ view: place.view, page: place.page }} onGo={onGo} announce={announce} />
            )}
          </>
        )}
      </div>
    </ModalDialog>
  )
}

function liveWords(state: ReviewJobState, m: Messages, f: Format): string {
  switch (state.phase) {
    case 'reading': {
      const progress = state.progress
      if (!progress || progress.count === 0) return m.readingStarted
      return m.readingPercent(Math.floor((progress.received / progress.count) * 10) * 10)
    }
    case 'grouping':
      return m.grouping(state.progress.received, f)
    case 'cancelled':
      return m.cancelled(state.progress.received, state.progress.count, f)
    case 'failed':
      return ''
    case 'done':
      return state.data.findings.records === 0 ? m.empty : m.summaryReady(state.data.findings.records, f)
  }
}

function Reading({
  state,
  onCancel,
  m,
  f,
}: {
  state: Extract<ReviewJobState, { phase: 'reading' | 'grouping' }>
  onCancel: () => void
  m: Messages
  f: Format
}) {
  const progress = state.progress
  const labelId = useId()
  return (
    <section className="review-reading" aria-busy="true">
      <h3 data-review-heading tabIndex={-1} id={labelId}>
        {m.progressLabel}
      </h3>
      {progress && progress.count > 0 ? (
        <progress aria-labelledby={labelId} max={progress.count} value={progress.received} />
      ) : (
        <progress aria-labelledby={labelId} />
      )}
      <p>
        {state.phase === 'grouping'
          ? m.grouping(progress?.received ?? 0, f)
          : progress && progress.count > 0
            ? m.reading(progress.received, progress.count, f)
            : m.readingStarted}
      </p>
      {state.phase === 'reading' && progress?.waitingSeconds !== undefined && <p>{m.waiting(progress.waitingSeconds, f)}</p>}
      {state.phase === 'reading' && progress && progress.pass > 1 && <p>{m.rereading}</p>}
      <button type="button" onClick={onCancel}>
        {m.cancel}
      </button>
    </section>
  )
}

function Stopped({ progress, text, m, children }: { progress: ExportProgress; text: string; m: Messages; children: ReactNode }) {
  return (
    <section className="review-stopped">
      <h3 data-review-heading tabIndex={-1}>
        {m.progressLabel}
      </h3>
      <progress aria-label={m.progressLabel} max={Math.max(1, progress.count)} value={progress.received} />
      <p>{text}</p>
      {children}
    </section>
  )
}

function Failed({
  state,
  onResume,
  onCancel,
  m,
  f,
}: {
  state: Extract<ReviewJobState, { phase: 'failed' }>
  onResume: () => void
  onCancel: () => void
  m: Messages
  f: Format
}) {
  const { title, body, access } = describeError(state.error, f.lang)
  return (
    <Stopped progress={state.progress} text={m.failed(state.progress.received, state.progress.count, f)} m={m}>
      <div role="alert" className="notice">
        <p>
          <strong>{title}</strong> {body}
        </p>
      </div>
      {/* Signed out midway: sign in in a new tab, then Resume goes on from the pages read. */}
      {access === 'signed-out' && <SignIn whileReading />}
      <div className="review-actions">
        <button type="button" onClick={onResume}>
          {m.resume}
        </button>
        <button type="button" onClick={onCancel}>
          {m.cancel}
        </button>
      </div>
    </Stopped>
  )
}

function Notes({
  data,
  countNow,
  onReadAgain,
  m,
  f,
}: {
  data: ReviewData
  countNow: number | undefined
  onReadAgain: () => void
  m: Messages
  f: Format
}) {
  const notes = [
    data.repeated ? m.repeated : data.unsettled ? m.unsettled : data.changed ? m.changedWhileRead : undefined,
    data.cutShort?.kind === 'fewer' ? m.cutFewer(data.cutShort.said, data.cutShort.got, f) : undefined,
    data.cutShort?.kind === 'more' ? m.cutMore(data.cutShort.said, data.cutShort.got, f) : undefined,
  ].filter((note): note is string => note !== undefined)
  const changedSince = countNow !== undefined && countNow !== data.count
  if (notes.length === 0 && !changedSince) return null
  return (
    <div className="notice review-notes">
      {notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
      {changedSince && (
        <p>
          {m.changedSince(data.count, countNow, f)}{' '}
          <button type="button" onClick={onReadAgain}>
            {m.readAgain}
          </button>
        </p>
      )}
    </div>
  )
}

function Summary({ data, onGo, m, f }: { data: ReviewData; onGo: (place: ReviewPlace) => void; m: Messages; f: Format }) {
  const flagNames = useMessages(flagWords)
  const { findings } = data
  const inGroups = (groups: readonly { length: number }[]) => groups.reduce((sum, group) => sum + group.length, 0)
  const twinRecords = inGroups(findings.twins)
  const duplicateRecords = inGroups(findings.duplicates.map((group) => group.members))
  const nothing =
    findings.twins.length === 0 && findings.duplicates.length === 0 && FLAG_KINDS.every((kind) => findings.flags[kind].length === 0)
  const entry = (view: ReviewPlace['view'], name: string, count: string, hint?: string) => (
    <li key={view}>
      <a
        href={writeReviewPlace(readLocationSearch(), { view, page: 1 })}
        onClick={(event) => {
          event.preventDefault()
          onGo({ view, page: 1 })
        }}
      >
        {name}
      </a>
      : <span className="review-count">{count}</span>
      {hint && <span className="review-hint"> {hint}</span>}
    </li>
  )
  return (
    <section className="review-summary" aria-labelledby="review-summary-heading">
      <h3 id="review-summary-heading" data-review-heading tabIndex={-1}>
        {m.summary}
      </h3>
      <p className="review-read">{m.recordsRead(findings.records, f)}</p>
      {nothing && <p>{m.nothingFound}</p>}
      <ul className="review-entries">
        {entry('twins', m.twins, m.groupsOf(findings.twins.length, twinRecords, f), m.twinsHint)}
        {entry('duplicates', m.duplicates, m.groupsOf(findings.duplicates.length, duplicateRecords, f), m.duplicatesHint)}
      </ul>
      <DuplicateKinds duplicates={findings.duplicates} />
      <h4>{m.flagsHeading}</h4>
      <ul className="review-entries">
        {FLAG_KINDS.map((kind) => entry(kind, flagNames[kind].name, m.flagged(findings.flags[kind].length, f)))}
      </ul>
    </section>
  )
}
