import '../search.css'
import { useMessages } from '../../../shared/i18n/language-provider'
import { en, ru } from './messages'

/** The search boxes point here (aria-describedby), so a screen reader hears it with them. */
export const ORDER_NOTE_ID = 'list-order-note'

/**
 * How the list is ordered and how a search matches, said once beside the search: the API keeps
 * its own order (by first name, last name, uid on the real service) and filters with a
 * case-insensitive "contains", and editors otherwise assume surname order and a prefix match.
 */
export function OrderNote() {
  const m = useMessages({ en, ru })
  return (
    <p className="order-note" id={ORDER_NOTE_ID}>
      {m.note}
    </p>
  )
}
