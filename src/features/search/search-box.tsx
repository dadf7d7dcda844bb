import './search.css'
import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react'
import type { HistoryMode } from '../../shared/lib/location'
import { useMessages } from '../../shared/i18n/language-provider'
import { en, ru } from './messages'
import type { PendingSearches } from './pending-search'
import { SEARCH_DEBOUNCE_MS } from './search-pause'

/**
 * A name search that commits its text once the person pauses. The first commit after the box
 * gains focus pushes a history entry; later ones while typing replace it, so Back leaves a search
 * in one step instead of one step per pause. Escape, Enter and the clear button commit at once.
 */
export function SearchBox({
  label,
  value,
  onCommit,
  inputRef,
  pending,
  describedBy,
  note,
}: {
  label: string
  /** The committed text, from the URL. */
  value: string
  onCommit: (text: string, mode: HistoryMode) => void
  inputRef?: Ref<HTMLInputElement>
  /** Where a commit waiting for the pause is registered, so a pager click can send it first. */
  pending?: PendingSearches
  /** The id of a note that explains how the search matches. */
  describedBy?: string
  /** A note on the searched text, beside the box and part of its description (letters of the other script). */
  note?: ReactNode
}) {
  const m = useMessages({ en, ru })
  const [draft, setDraft] = useState(value)
  const [committedValue, setCommittedValue] = useState(value)
  // Back/Forward (or a clear elsewhere) changes the committed text: show it. Our own commits
  // arrive here equal to the draft, so typing is never overwritten by the URL's echo.
  if (value !== committedValue) {
    setCommittedValue(value)
    setDraft(value)
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const typingSinceFocus = useRef(false)
  const id = useId()
  useEffect(
    () => () => {
      clearTimeout(timer.current)
      pending?.delete(id)
    },
    [pending, id],
  )

  const commit = (text: string, mode: HistoryMode) => {
    clearTimeout(timer.current)
    timer.current = undefined
    pending?.delete(id)
    onCommit(text, mode)
  }
  const commitTyping = (text: string) => {
    commit(text, typingSinceFocus.current ? 'replace' : 'push')
    typingSinceFocus.current = true
  }
  const clear = () => {
    setDraft('')
    commit('', 'push')
    typingSinceFocus.current = false
  }

  return (
    <div className="search-box">
      <label className="search-label" htmlFor={id}>
        {label}
      </label>
      <span className="search-field">
        <input
          id={id}
          ref={inputRef}
          type="search"
          value={draft}
          autoComplete="off"
          aria-describedby={[describedBy, note ? `${id}-note` : undefined].filter(Boolean).join(' ') || undefined}
          spellCheck={false}
          onFocus={() => {
            typingSinceFocus.current = false
          }}
          onChange={(event) => {
            const text = event.target.value
            setDraft(text)
            clearTimeout(timer.current)
            timer.current = setTimeout(() => commitTyping(text), SEARCH_DEBOUNCE_MS)
            pending?.set(id, () => commitTyping(text))
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && draft !== '') {
              event.preventDefault()
              clear()
            } else if (event.key === 'Enter') {
              event.preventDefault()
              if (timer.current !== undefined) commitTyping(draft)
            }
          }}
        />
        {draft !== '' && (
          <button
            type="button"
            className="search-clear"
            aria-label={m.search.clear(label)}
            onClick={(event) => {
              clear()
              ;(event.currentTarget.previousElementSibling as HTMLInputElement | null)?.focus()
            }}
          >
            ×
          </button>
        )}
      </span>
      {note && (
        <p className="search-note" id={`${id}-note`}>
          {note}
        </p>
      )}
    </div>
  )
}
