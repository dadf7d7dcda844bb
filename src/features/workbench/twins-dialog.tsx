import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { isSignedOut } from '../../shared/api/access'
import type { ApiSettings } from '../../shared/api/authors-api'
import { SignInLink, useSignInOffered } from '../../shared/errors/sign-in'
import type { Author } from '../../shared/api/contract'
import type { Format } from '../../shared/i18n/format'
import { useFormat, useMessages } from '../../shared/i18n/language-provider'
import { describeError } from '../../shared/errors/error-message'
import { groupMarks } from '../../entities/author/diff-marks'
import { DiffText } from '../../entities/author/diff-text'
import { DiffNote } from '../../entities/author/diff-note'
import { recordTitle } from './details-dialog'
import { AUTHOR_FIELDS } from '../../entities/author/flags'
import { en, ru } from './messages'
import { Modal } from './modal'
import { twinsQuery, type TwinsCutShort, type TwinsProgress } from './twins-query'

/**
 * Every record of the directory with this exact name, side by side, one column per record, with
 * the characters that tell them apart marked (underlined and boxed, not only coloured).
 */
export function TwinsDialog({ settings, author, onClose }: { settings: ApiSettings; author: Author; onClose: () => void }) {
  const m = useMessages({ en, ru })
  const f = useFormat()
  const [progress, setProgress] = useState<TwinsProgress>()
  const query = useQuery(twinsQuery(settings, author, setProgress))
  const name = [author.last_name, author.first_name, author.parent_name ?? ''].join(' ').trim()
  return (
    <Modal title={m.twinsTitle(name || recordTitle(author, m))} onClose={onClose} className="twins-dialog">
      <div aria-live="polite">
        {query.isPending && <p>{m.twinsSearching(progress?.read ?? 0, progress?.count, f)}</p>}
        {query.isSuccess && (
          <p>
            {query.data.cutShort
              ? m.twinsFoundAmong(query.data.twins.length, query.data.cutShort.read, f)
              : m.twinsFound(query.data.twins.length, f)}
            {query.data.byLastNameOnly && ` ${m.twinsByLastName}`}
          </p>
        )}
        {query.isSuccess && query.data.cutShort && <p className="notice">{cutShortNote(query.data.cutShort, m, f)}</p>}
      </div>
      {query.isSuccess && query.data.cutShort?.kind === 'signed-out' && <SignInThenRetry onRetry={() => void query.refetch()} />}
      {query.isError && (
        <div role="alert" className="notice">
          {isSignedOut(query.error) ? (
            <>
              <p>{m.twinsSignedOut}</p>
              <SignInThenRetry onRetry={() => void query.refetch()} />
            </>
          ) : (
            <>
              <p>
                {/* Why, in the UI's language (an error's own message is English). */}
                {m.twinsFailed} {describeError(query.error, f.lang).title}.
              </p>
              <button type="button" onClick={() => void query.refetch()}>
                {m.retry}
              </button>
            </>
          )}
        </div>
      )}
      {query.isSuccess && query.data.twins.length > 0 && <Comparison twins={query.data.twins} />}
    </Modal>
  )
}

/** Signed out: the sign-in page in a new tab (this dialog keeps what it read), then Try again. */
function SignInThenRetry({ onRetry }: { onRetry: () => void }) {
  const m = useMessages({ en, ru })
  const offered = useSignInOffered()
  return (
    <div className="twins-sign-in">
      <p>{offered ? m.twinsSignInThenRetry : m.twinsSignInElsewhere}</p>
      <SignInLink newTab />{' '}
      <button type="button" onClick={onRetry}>
        {m.retry}
      </button>
    </div>
  )
}

function cutShortNote(cutShort: TwinsCutShort, m: typeof en, f: Format): string {
  switch (cutShort.kind) {
    case 'signed-out':
      return m.twinsSignedOutMidway(cutShort.read, f)
    case 'too-many':
      return m.twinsTooMany(cutShort.count, cutShort.read, f)
    case 'more':
      return m.twinsCutMore(cutShort.said, cutShort.pages, f)
    case 'fewer':
      return m.twinsCutFewer(cutShort.said, cutShort.read, f)
  }
}

/**
 * The most records compared side by side: past a few dozen columns a comparison cannot be read,
 * and thousands (an API that answers 5,000 records with one name) would hold the page for seconds.
 */
export const TWINS_COMPARED = 50

function Comparison({ twins: all }: { twins: Author[] }) {
  const m = useMessages({ en, ru })
  const f = useFormat()
  const twins = all.length > TWINS_COMPARED ? all.slice(0, TWINS_COMPARED) : all
  return (
    <>
      <p className="hint">
        {m.twinsDiffNote}
        {twins.length < all.length && ` ${m.twinsShownFirst(twins.length, f)}`}
      </p>
      <DiffNote records={twins} fields={AUTHOR_FIELDS} />
      <div className="table-scroll" tabIndex={0} role="region" aria-label={m.showTwins}>
        <table className="twins-table">
          <thead>
            <tr>
              <td />
              {twins.map((twin, index) => (
                <th key={twin.uid} scope="col">
                  {m.record(index + 1)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {AUTHOR_FIELDS.map((field) => {
              const values = twins.map((twin) => twin[field])
              const marks = groupMarks(values.map((value) => value ?? ''))
              return (
                <tr key={field}>
                  <th scope="row">{m.fieldLabel[field]}</th>
                  {values.map((value, index) => (
                    <td key={index}>
                      <DiffText value={value} marks={marks[index] ?? []} differs={m.differs} />
                    </td>
                  ))}
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </>
  )
}
