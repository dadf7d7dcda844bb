import './workbench.css'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { useMessages } from '../../shared/i18n/language-provider'
import { en, ru } from './messages'

/**
 * A modal <dialog>: the browser's top layer makes the rest of the page inert. Escape closes it
 * through the caller, who owns the state (the URL, for details) and puts focus back.
 */
export function Modal({
  title,
  onClose,
  className,
  children,
}: {
  title: ReactNode
  onClose: () => void
  className?: string
  children: ReactNode
}) {
  const m = useMessages({ en, ru })
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    // Environments without the dialog API (jsdom) get a plain open dialog.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal()
    } else dialog.setAttribute('open', '')
    // Start on the dialog itself, so its name is read first and Tab goes on to its controls.
    dialog.focus()
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close()
    }
  }, [])
  return (
    <dialog
      ref={ref}
      className={`modal ${className ?? ''}`}
      aria-labelledby={titleId}
      tabIndex={-1}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        event.preventDefault()
        event.stopPropagation()
        onClose()
      }}
    >
      <div className="modal-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" onClick={onClose}>
          {m.close}
        </button>
      </div>
      <div className="modal-body">{children}</div>
    </dialog>
  )
}
