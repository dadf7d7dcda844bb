import type { ReactNode } from 'react'
import { useMessages } from '../../shared/i18n/language-provider'
import { en, ru } from './row-messages'
import { useRowInTabOrder } from './row-parts'

/**
 * A row's actions on one line: "Details" and the copy button (a glyph, named "Copy UID"),
 * which the workbench draws (`copyUid`, given the tab index of the row's controls: only the current
 * row's are in the tab order). The list holds their room with the placeholder (unseen, out of the
 * tab order) until the workbench, which gives them their actions, arrives.
 */
export function RowActions(
  props:
    | { index: number; onDetails: (opener: HTMLElement) => void; copyUid: (tabIndex: number | undefined) => ReactNode }
    | { placeholder: true },
) {
  const m = useMessages({ en, ru })
  const placeholder = 'placeholder' in props
  const inTabOrder = useRowInTabOrder(placeholder ? -1 : props.index)
  const tabIndex = placeholder || !inTabOrder ? -1 : undefined
  return (
    <div className={placeholder ? 'row-actions row-actions-placeholder' : 'row-actions'} aria-hidden={placeholder || undefined}>
      <button
        type="button"
        disabled={placeholder}
        tabIndex={tabIndex}
        onClick={placeholder ? undefined : (event) => props.onDetails(event.currentTarget)}
      >
        {m.details}
      </button>
      {placeholder ? (
        <button type="button" disabled tabIndex={-1}>
          <span className="copy-glyph" />
        </button>
      ) : (
        props.copyUid(tabIndex)
      )}
    </div>
  )
}
