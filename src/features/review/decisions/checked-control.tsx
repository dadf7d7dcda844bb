import { useId } from 'react'
import { useMessages } from '../../../shared/i18n/language-provider'
import { NOTE_MAX, setChecked, type CheckedMark } from '../../../entities/author/editor-marks/marks'
import { en, ru } from './messages'

/**
 * A record's "Checked" mark and its optional short note, kept with the decisions. The note is
 * written as it is typed (kept in this browser at once).
 */
export function CheckedControl({
  uid,
  mark,
  announce,
  tabIndex,
}: {
  uid: string
  mark: CheckedMark | undefined
  announce: (message: string) => void
  tabIndex?: number
}) {
  const m = useMessages({ en, ru })
  const noteId = useId()
  return (
    <div className="review-checked">
      <label>
        <input
          type="checkbox"
          checked={mark !== undefined}
          tabIndex={tabIndex}
          onChange={(event) => {
            setChecked(uid, event.target.checked ? { note: '', checkedAt: new Date().toISOString() } : undefined)
            announce(event.target.checked ? m.checkedNow : m.uncheckedNow)
          }}
        />{' '}
        {m.checked}
      </label>
      {mark && (
        <>
          <label htmlFor={noteId} className="visually-hidden">
            {m.note}
          </label>
          <input
            id={noteId}
            type="text"
            className="review-note"
            maxLength={NOTE_MAX}
            placeholder={m.note}
            tabIndex={tabIndex}
            value={mark.note}
            onChange={(event) => setChecked(uid, { note: event.target.value, checkedAt: mark.checkedAt })}
          />
        </>
      )}
    </div>
  )
}
