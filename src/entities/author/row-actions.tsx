import type { ReactNode } from 'react'
import { useMessages } from '../../shared/i18n/language-provider'
import { en, ru } from './row-messages'
import { useRowInTabOrder } from './row-parts'

/**
 * A row's actions on one line: "Details" and the copy button (a glyph, named "Copy UID"), which
 * the workbench draws (`copyUid`, given the tab index of the row's controls: only the current
 * row's are in the tab order). Loaded with the workbench; until then RowActionsRoom holds their room.
 */
export function RowActions(props: {
  index: number
  onDetails: (opener: HTMLElement) => void
  copyUid: (tabIndex: number | undefined) => ReactNode
}) {
  const m = useMessages({ en, ru })
  const tabIndex = useRowInTabOrder(props.index) ? undefined : -1
  return (
    <div className="row-actions">
      <button type="button" tabIndex={tabIndex} onClick={(event) => props.onDetails(event.currentTarget)}>
        {m.details}
      </button>
      {props.copyUid(tabIndex)}
    </div>
  )
}
