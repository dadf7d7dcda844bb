import { CheckedField } from '../../entities/author/editor-marks/checked-control'
import type { Author } from '../../shared/api/contract'
import { useFormat, useMessages } from '../../shared/i18n/language-provider'
import { AuthorText } from '../../entities/author/author-text'
import { longValueBox } from '../../entities/author/text-chunks'
import { HeadText } from '../../entities/author/long-value-head'
import { afterPaint } from '../../shared/lib/after-paint-task'
import { useEffect, useMemo, useState } from 'react'
import { charsToShow, dominantScript } from './char-inspector'
import { InspectorTable } from './inspector-table'
import { AUTHOR_FIELDS, findFlags, type AuthorField } from '../../entities/author/flags'
import type { CopyKind } from './row-layer'
import { en, ru } from './messages'
import * as rowWords from '../../entities/author/row-messages'
import { Modal } from './modal'
import { CopyButton, type CopyResult } from '../../shared/lib/copy-button'
import { useRecordMoves, type RecordMoves } from './record-moves'

export type { CopyKind } from './row-layer'

/** How the dialog and the twin comparison name a record: its public name, or its uid when that is blank. */
export function recordTitle(author: Author, m: typeof en): string {
  return author.public_name.trim() === '' ? `${m.noPublicName} (${author.uid})` : author.public_name
}

/**
 * One record in full: the five fields exactly as received, each with the characters worth a
 * second look, its flags, and the copy actions.
 */
export function DetailsDialog({
  author,
  twins,
  onClose,
  onCopy,
  onShowTwins,
  moves,
}: {
  author: Author
  /** Rows of the page with this name, this one included. */
  twins: number
  onClose: () => void
  /** Copies, and says what it copied (at the button). */
  onCopy: (kind: CopyKind) => Promise<CopyResult>
  onShowTwins: (opener: HTMLElement) => void
  /** Previous and Next record of the page (the list's Details; the review's shows one record). */
  moves?: RecordMoves | undefined
}) {
  const m = { ...useMessages({ en, ru }), ...useMessages({ en: rowWords.en, ru: rowWords.ru }) }
  const f = useFormat()
  const flags = findFlags(author)
  const script = dominantScript([author.last_name, author.first_name, author.parent_name, author.public_name])
  const title = recordTitle(author, m)
  const recordMoves = useRecordMoves(moves, title)
  return (
    <Modal title={title} onClose={onClose} className="details-dialog" onKeyDown={recordMoves.onKeyDown}>
      {recordMoves.view}
      <div className="details-actions">
        <CopyButton copy={() => onCopy('uid')}>{m.copyUid}</CopyButton>
        <CopyButton copy={() => onCopy('json')}>{m.copyJson}</CopyButton>
        <CopyButton copy={() => onCopy('tsv')}>{m.copyTsv}</CopyButton>
        {twins > 1 && (
          <button type="button" onClick={(event) => onShowTwins(event.currentTarget)}>
            {m.showTwins}
          </button>
        )}
      </div>
      {twins > 1 && <p>{m.twins(twins, f)}</p>}
      <CheckedField uid={author.uid} />
      <section aria-label={m.flagsOfRecord} className="details-flags">
        <h3>{m.flagsOfRecord}</h3>
        {flags.length === 0 ? (
          <p>{m.noFlags}</p>
        ) : (
          <ul>
            {flags.map((flag) => (
              <li key={flag.kind}>
                <span className="flag-mark" aria-hidden="true">
                  {m.flags[flag.kind].mark}
                </span>{' '}
                {m.flagIn(
                  m.flags[flag.kind].name,
                  flag.fields.map((field) => m.field[field]),
                  f,
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <dl className="details-fields">
        {AUTHOR_FIELDS.map((field) => (
          <FieldDetails key={field} field={field} value={author[field]} script={script} />
        ))}
      </dl>
    </Modal>
  )
}

/**
 * Whether the whole value is drawn: from the task after the first frame that shows it is painted
 * (each new value again). The dialog's opening task (`showModal` restyles the document made
 * inert) then styles a long value's head, not its 157 chunks of 256 characters.
 */
function useWholeAfterPaint(value: string | null, long: boolean): boolean {
  const [whole, setWhole] = useState<string | null>()
  useEffect(() => (long ? afterPaint(() => setWhole(value)) : undefined), [value, long])
  return !long || whole === value
}

function FieldDetails({ field, value, script }: { field: AuthorField; value: string | null; script: ReturnType<typeof dominantScript> }) {
  const m = useMessages({ en, ru })
  const chars = useMemo(() => (value === null ? [] : charsToShow(field, value, script)), [field, value, script])
  const box = longValueBox(value)
  const whole = useWholeAfterPaint(value, box.className !== '')
  return (
    <div className="details-field">
      <dt>{m.fieldLabel[field]}</dt>
      <dd>
        {/* A very long value: one line in a box that scrolls sideways (entities/author/text-chunks.tsx);
            its first frame draws its head, the whole value once that frame is painted. */}
        <code className={`details-value ${box.className}`.trim()} tabIndex={box.tabIndex} data-field={field}>
          {value !== null && !whole ? <HeadText value={value} /> : <AuthorText value={value} />}
        </code>
        {value !== null && value !== '' && <InspectorTable field={field} chars={chars} />}
      </dd>
    </div>
  )
}
