import { useContext, useState, type KeyboardEvent } from 'react'
import type { Author } from '../../shared/api/contract'
import { AuthorText } from '../../entities/author/author-text'
import { useMessages } from '../../shared/i18n/language-provider'
import { en, ru } from './first-load-messages'
import './workbench-first-load.css'
import { SearchTermsContext, useWorkbenchRows, type RowCursor } from './workbench-context'

// The first-load side of the workbench: cells and headers that render what the lazy part gives.

/**
 * Row `index`'s marks; `page` is the rows on screen. `list` false inside a card, which is itself
 * an item of the list of authors.
 */
export const ChecksCell = ({ index, page, list }: { index: number; page: readonly Author[]; list?: boolean }) =>
  useWorkbenchRows()?.checks(index, page, list) ?? null

export function ActionsCell({ index, author }: { index: number; author: Author }) {
  const rows = useWorkbenchRows()
  // Until the workbench arrives (just after the first rows are painted) its buttons' room is held,
  // unseen and out of the tab order, so the rows do not grow under the person's eyes.
  return rows ? rows.actions(index, author) : <RowActions placeholder />
}

/** A row's actions: "Details" and "Copy UID". */
export function RowActions(props: { onDetails: (opener: HTMLElement) => void; onCopyUid: () => void } | { placeholder: true }) {
  const m = useMessages({ en, ru })
  const placeholder = 'placeholder' in props
  return (
    <div className={placeholder ? 'row-actions row-actions-placeholder' : 'row-actions'} aria-hidden={placeholder || undefined}>
      <button type="button" disabled={placeholder} tabIndex={placeholder ? -1 : undefined} onClick={placeholder ? undefined : (event) => props.onDetails(event.currentTarget)}>
        {m.details}
      </button>
      <button type="button" disabled={placeholder} tabIndex={placeholder ? -1 : undefined} onClick={placeholder ? undefined : props.onCopyUid}>
        {m.copyUid}
      </button>
    </div>
  )
}

export const ChecksHeader = () => useMessages({ en, ru }).checksHeader

export const ActionsHeader = () => useMessages({ en, ru }).actionsHeader

/** A searched field's text, with where the search matched marked. */
export function SearchedText({ value, search }: { value: string | null; search: 'lastName' | 'firstName' }) {
  const rows = useWorkbenchRows()
  const term = useContext(SearchTermsContext)[search]
  return <AuthorText value={value} marks={value === null || term === '' ? undefined : rows?.matches(value, term)} />
}

/**
 * The row cursor: one row of the page is in the tab order (a roving tabindex), the one last
 * focused; the keys that move it are the lazy part's. Starts at the first row on every page.
 */
export function useRowCursor(pageKey: string, rowCount: number, turnPage: RowCursor['turnPage']) {
  const rows = useWorkbenchRows()
  const [cursor, setCursor] = useState({ pageKey, index: 0 })
  const active = cursor.pageKey === pageKey ? cursor.index : 0
  const setActive = (index: number) => setCursor({ pageKey, index })
  return {
    rowProps: (index: number) => ({
      'data-row': index,
      tabIndex: index === active ? 0 : -1,
      onFocus: () => index !== active && setActive(index),
    }),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => rows?.onRowKeyDown(event, { rowCount, setActive, turnPage }),
  }
}
