import './workbench.css'
import type { KeyboardEvent, ReactNode } from 'react'
import { useMessages } from '../../shared/i18n/language-provider'
import { ModalDialog } from '../../shared/lib/modal-dialog'
import { en, ru } from './messages'

/** The workbench's dialogs (details, twins, shortcuts): the shared modal dialog in the workbench's frame. */
export function Modal({
  title,
  onClose,
  className,
  onKeyDown,
  children,
}: {
  title: ReactNode
  onClose: () => void
  className?: string
  onKeyDown?: ((event: KeyboardEvent) => void) | undefined
  children: ReactNode
}) {
  const m = useMessages({ en, ru })
  return (
    <ModalDialog
      title={title}
      closeLabel={m.close}
      onClose={onClose}
      className={`modal ${className ?? ''}`}
      headClassName="modal-head"
      onKeyDown={onKeyDown}
    >
      <div className="modal-body">{children}</div>
    </ModalDialog>
  )
}
