import './checked.css'
import { useEffect, useId } from 'react'
import { useMessages } from '../../../shared/i18n/language-provider'
import { en, ru } from './checked-messages'
import { editorMarks, loadEditorMarks, NOTE_MAX, setChecked, type CheckedMark } from './marks'

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
  announce?: (message: string) => void
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
            announce?.(event.target.checked ? m.checkedNow : m.uncheckedNow)
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

/** A record's checked mark where it is only shown (the list's rows and cards): a tick, its note in words. */
export function CheckedSign({ uid }: { uid: string }) {
  const m = useMessages({ en, ru })
  // The browser's marks are read once, by the first sign or field shown.
  useEffect(() => void loadEditorMarks(), [])
  const mark = editorMarks.use().checked.get(uid)
  if (!mark) return null
  return (
    <span className="checked-sign" title={m.checkedMark(mark.note)}>
      <span aria-hidden="true">✓</span>
      <span className="visually-hidden">{m.checkedMark(mark.note)}</span>
    </span>
  )
}

/** The mark as Details shows it: the control, reading the mark itself. */
export function CheckedField({ uid }: { uid: string }) {
  useEffect(() => void loadEditorMarks(), [])
  const mark = editorMarks.use().checked.get(uid)
  return <CheckedControl uid={uid} mark={mark} />
}
