import './copy-button.css'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useKeepInView } from './keep-in-view'

/** How long a copy's confirmation stays at its button. */
export const COPY_NOTE_MS = 2500

export interface CopyResult {
  ok: boolean
  /** What to say: what was copied, or that the browser refused. */
  message: string
}

/**
 * A button that copies, and confirms where it was pressed: its glyph turns into a check (or a
 * cross when the browser refused) and the words appear in a bubble beside it, a polite live region
 * of its own, so the confirmation is seen and heard at the control, on row 40, on a phone or in a
 * dialog (whose backdrop hides the rest of the page). It fades after COPY_NOTE_MS.
 */
export function CopyButton({
  copy,
  unavailable = false,
  label,
  title,
  tabIndex,
  heldNote,
  children,
  ...data
}: {
  /** A confirmation shown from the start and never faded: for Storybook, which shows it still. */
  heldNote?: CopyResult
  /** Copies and says what happened; undefined when there is nothing to say (it said so elsewhere). */
  copy: () => Promise<CopyResult | undefined>
  /** Nothing to copy now: the button stays focusable, marked unavailable, and does nothing. */
  unavailable?: boolean
  /** The button's name when it has no words of its own (a row's glyph: "Copy UID"). */
  label?: string
  title?: string
  tabIndex?: number
  children?: ReactNode
} & { [key: `data-${string}`]: string }) {
  const [note, setNote] = useState<(CopyResult & { again: boolean }) | undefined>(heldNote && { ...heldNote, again: false })
  const bubble = useRef<HTMLSpanElement>(null)
  const held = useRef(note)
  // Its words are never drawn off-screen, nor outside the dialog the button is in (measured only
  // while it has words: every row has a copy button).
  useKeepInView(bubble, note, { shown: note !== undefined })
  useEffect(() => {
    if (!note || note === held.current) return
    const timer = setTimeout(() => setNote(undefined), COPY_NOTE_MS)
    return () => clearTimeout(timer)
  }, [note])
  const onClick = async () => {
    if (unavailable) return
    const result = await copy()
    if (!result) return
    // The same words twice are still a change for the live region.
    setNote((previous) => ({ ...result, again: previous?.message === result.message && !previous.again }))
  }
  return (
    <span className="copy-control">
      <button
        type="button"
        aria-label={label}
        title={title}
        aria-disabled={unavailable || undefined}
        tabIndex={tabIndex}
        data-copied={note ? String(note.ok) : undefined}
        onClick={onClick}
        {...data}
      >
        <span className="copy-glyph" aria-hidden="true">
          {note ? note.ok ? '✓' : '✗' : <CopyIcon />}
        </span>
        {children}
      </button>
      {/* A live region without the status role: the page's one status (the list's range) stays the only one. */}
      <span ref={bubble} className="copy-note" aria-live="polite" aria-atomic="true">
        {note ? `${note.message}${note.again ? '\u00a0' : ''}` : ''}
      </span>
    </span>
  )
}

/** Two sheets, one over the other: drawn, so it shows with any font. */
function CopyIcon() {
  return (
    <svg viewBox="0 0 16 16" width="1em" height="1em" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="1.5" d="M5.75 5.75h7.5v7.5h-7.5zM10.25 5.75v-3h-7.5v7.5h3" />
    </svg>
  )
}
