import { useMessages } from '../../shared/i18n/language-provider'
import { en, ru } from './row-messages'

/** The row actions' room before the workbench arrives: the same size, unseen, out of the tab order. */
export function RowActionsRoom() {
  const m = useMessages({ en, ru })
  return (
    <div className="row-actions row-actions-placeholder" aria-hidden="true">
      <button type="button" disabled tabIndex={-1}>
        {m.details}
      </button>
      <button type="button" disabled tabIndex={-1}>
        <span className="copy-glyph" />
      </button>
    </div>
  )
}
