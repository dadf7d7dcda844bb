import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useMessages } from '../../shared/i18n/language-provider'
import { useKeepInView, useLightDismiss } from '../../shared/lib/keep-in-view'
import { en, ru } from './messages'

/** "Details": a non-modal popover under the export's status line, over the rows. */
export function StatusDetails({ children, initiallyOpen }: { children: ReactNode; initiallyOpen: boolean }) {
  const m = useMessages({ en, ru })
  const [open, setOpen] = useState(initiallyOpen)
  const id = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  const popover = useRef<HTMLElement>(null)
  useLightDismiss(popover, toggle, open, () => setOpen(false))
  useKeepInView(popover, open, { fitHeight: true })
  const opened = useRef(initiallyOpen)
  useEffect(() => {
    // Focus moves in when the person opens it, not when it is drawn open.
    if (open && !opened.current) popover.current?.focus()
    opened.current = open
  }, [open])
  return (
    <>
      <button ref={toggle} type="button" aria-expanded={open} {...(open ? { 'aria-controls': id } : {})} onClick={() => setOpen(!open)}>
        {m.details}
      </button>
      {open && (
        <section
          id={id}
          ref={popover}
          className="export-popover export-details"
          aria-label={m.statusDetails}
          tabIndex={-1}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation()
              setOpen(false)
              toggle.current?.focus()
            }
          }}
        >
          {children}
        </section>
      )}
    </>
  )
}
