import { useMessages } from '../../shared/i18n/language-provider'
import { en, ru } from './row-messages'

/**
 * A row's actions: "Details" and "Copy UID". The list holds their room with the placeholder
 * (unseen, out of the tab order) until the workbench, which gives them their actions, arrives.
 */
export function RowActions(props: { onDetails: (opener: HTMLElement) => void; onCopyUid: () => void } | { placeholder: true }) {
  const m = useMessages({ en, ru })
  const placeholder = 'placeholder' in props
  return (
    <div className={placeholder ? 'row-actions row-actions-placeholder' : 'row-actions'} aria-hidden={placeholder || undefined}>
      <button
        type="button"
        disabled={placeholder}
        tabIndex={placeholder ? -1 : undefined}
        onClick={placeholder ? undefined : (event) => props.onDetails(event.currentTarget)}
      >
        {m.details}
      </button>
      <button
        type="button"
        disabled={placeholder}
        tabIndex={placeholder ? -1 : undefined}
        onClick={placeholder ? undefined : props.onCopyUid}
      >
        {m.copyUid}
      </button>
    </div>
  )
}
