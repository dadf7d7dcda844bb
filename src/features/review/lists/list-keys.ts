import type { KeyboardEvent } from 'react'
import { shortcutKey } from '../../../shared/lib/shortcut-key'

/** The records of a list that the keyboard moves between (rows of its tables, or its cards). */
export const RECORD_SELECTOR = '[data-record]'

/**
 * j/k (and the arrows), Home and End move between the records of the page; Enter on a record
 * itself opens it. `list` is the element around the page's records.
 */
export function onListKeyDown(event: KeyboardEvent<HTMLElement>, list: HTMLElement | null, open: (record: HTMLElement) => void): void {
  if (event.ctrlKey || event.metaKey || event.altKey) return
  // Letters typed in a record's note are the note's.
  if (event.target instanceof HTMLInputElement && event.target.type === 'text') return
  const record = (event.target as HTMLElement).closest<HTMLElement>(RECORD_SELECTOR)
  if (!record || !list) return
  const records = Array.from(list.querySelectorAll<HTMLElement>(RECORD_SELECTOR))
  const at = records.indexOf(record)
  let to: number | undefined
  // j and k by the key's place, on any layout.
  const letter = shortcutKey(event)
  if (letter === 'j' || event.key === 'ArrowDown') to = Math.min(records.length - 1, at + 1)
  else if (letter === 'k' || event.key === 'ArrowUp') to = Math.max(0, at - 1)
  else if (event.key === 'Home') to = 0
  else if (event.key === 'End') to = records.length - 1
  else if (event.key === 'Enter' && event.target === record) {
    event.preventDefault()
    open(record)
    return
  }
  if (to === undefined) return
  event.preventDefault()
  records[to]?.focus()
}
