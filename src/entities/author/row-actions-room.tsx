import { useMessages } from '../../shared/i18n/language-provider'
import { en, ru } from './row-messages'

/**
 * The row actions' room before the workbench arrives, unseen and out of the tab order: "Details"
 * alone. The row is as tall as that button (the copy button beside it, a 1em glyph, is no taller)
 * and the column's width is set by the table's `col`, so the copy button's own stand-in was two
 * elements a row in the first frame that held no room (in the cards, nothing sits after it).
 */
export function RowActionsRoom() {
  const m = useMessages({ en, ru })
  return (
    <div className="row-actions row-actions-placeholder" aria-hidden="true">
      <button type="button" disabled tabIndex={-1}>
        {m.details}
      </button>
    </div>
  )
}
