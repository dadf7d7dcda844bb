import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { afterPaint } from './after-paint-task'

/**
 * A modal <dialog>: the browser's top layer makes the rest of the page inert. It starts focused on
 * itself, so its name is read first and Tab goes on to its controls. Escape (unless something in
 * it, a tip, took that Escape first) and Close close it through the caller, who owns the state
 * (the URL, for details and the review) and puts focus back.
 *
 * `openAfterPaint`: the dialog is rendered (closed, so not drawn) in the task that commits it and
 * opened once that frame is painted. `showModal` makes the page behind inert, which restyles the
 * whole document, and its focus lays it out: with the render of a heavy page that was one task
 * over 50 ms on a loaded machine; apart, each is a task of its own.
 */
export function ModalDialog({
  title,
  closeLabel,
  onClose,
  className,
  headClassName,
  onKeyDown,
  openAfterPaint = false,
  children,
}: {
  title: ReactNode
  closeLabel: string
  onClose: () => void
  className: string
  /** The class of the row holding the title and Close. */
  headClassName: string
  /** Keys of the dialog's own (Details' previous and next record); Escape stays the dialog's. */
  onKeyDown?: ((event: KeyboardEvent<HTMLDialogElement>) => void) | undefined
  /** Opens (showModal, the focus) once the frame that committed it is painted, not in that task. */
  openAfterPaint?: boolean
  children: ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const open = () => {
      // Environments without the dialog API (jsdom) get a plain open dialog.
      if (typeof dialog.showModal === 'function') {
        if (!dialog.open) dialog.showModal()
      } else dialog.setAttribute('open', '')
      dialog.focus()
    }
    const notYet = openAfterPaint ? afterPaint(open) : (open(), undefined)
    return () => {
      notYet?.()
      if (typeof dialog.close === 'function' && dialog.open) dialog.close()
    }
  }, [openAfterPaint])
  return (
    <dialog
      ref={ref}
      className={className}
      aria-labelledby={titleId}
      tabIndex={-1}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') {
          onKeyDown?.(event)
          return
        }
        if (event.defaultPrevented) return
        event.preventDefault()
        event.stopPropagation()
        onClose()
      }}
    >
      <div className={headClassName}>
        <h2 id={titleId}>{title}</h2>
        <button type="button" onClick={onClose}>
          {closeLabel}
        </button>
      </div>
      {children}
    </dialog>
  )
}
