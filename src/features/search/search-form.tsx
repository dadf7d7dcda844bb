import { useState, type RefObject } from 'react'
import { useMessages } from '../../shared/i18n/language-provider'
import type { HistoryMode } from '../../shared/lib/location'
import { en, ru } from './messages'
import { ORDER_NOTE_ID } from './order-note/order-note'
import { PendingSearches } from './pending-search'
import { strayScript } from '../../entities/author/marks/script'
import { LazyScriptNote } from './script-note/lazy-script-note'
import { SearchBox } from './search-box'
import { useSlashToSearch } from './use-slash-to-search'

/** The searches typed and not yet committed (their pause still running), one set per page. */
export function usePendingSearches(): PendingSearches {
  return useState(() => new PendingSearches())[0]
}

/**
 * The search form: last name (and first name, when the API's parameter for it is configured),
 * each committed once typing pauses, and "/" to jump to the last name. The note on the order
 * (OrderNote, which the boxes point to) is placed by the page, below the row the form shares.
 */
export function SearchForm({
  lastName,
  firstName,
  withFirstName,
  onCommit,
  inputRef,
  pending,
}: {
  lastName: string
  firstName: string
  withFirstName: boolean
  onCommit: (field: 'lastName' | 'firstName') => (text: string, mode: HistoryMode) => void
  /** The last name box, for "/" and for focus after the search is cleared. */
  inputRef: RefObject<HTMLInputElement | null>
  pending: PendingSearches
}) {
  const m = useMessages({ en, ru })
  useSlashToSearch(inputRef)
  return (
    <form className="search" role="search" aria-label={m.search.label} onSubmit={(event) => event.preventDefault()}>
      <SearchBox
        label={m.search.lastName}
        value={lastName}
        onCommit={onCommit('lastName')}
        inputRef={inputRef}
        pending={pending}
        describedBy={ORDER_NOTE_ID}
        note={scriptNote(lastName)}
      />
      {withFirstName && (
        <SearchBox
          label={m.search.firstName}
          value={firstName}
          onCommit={onCommit('firstName')}
          pending={pending}
          describedBy={ORDER_NOTE_ID}
          note={scriptNote(firstName)}
        />
      )}
      <p className="search-hint">
        {m.search.hintBefore} <kbd>/</kbd> {m.search.hintAfter}
      </p>
    </form>
  )
}

/** A searched name that mixes Latin and Cyrillic letters says so beside its box (its words load then). */
function scriptNote(value: string) {
  return strayScript(value) ? <LazyScriptNote value={value} /> : undefined
}
