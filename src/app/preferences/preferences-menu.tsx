import './preferences.css'
import { useId, useRef, useState } from 'react'
import { useMessages } from '../../shared/i18n/language-provider'
import { useKeepInView, useLightDismiss } from '../../shared/lib/keep-in-view'
import { lazyComponent } from '../../shared/lib/lazy-component'
import { en, ru } from './messages'
import type { PreferencesControl } from './preferences-store'

// The panel's controls are not needed for the first rows: they load when first opened, and take
// the focus when they appear.
const PreferencesPanel = lazyComponent(
  () => import('./preferences-panel'),
  (module) => module.PreferencesPanel,
)

/**
 * The header's "Settings": a button that opens its panel as a popover under it, over the page
 * (nothing moves, so the button stays put and a second click closes it), kept inside the viewport
 * at 320 px and at 400 % zoom. Escape closes it and returns focus; a press or focus outside closes it.
 */
export function PreferencesMenu({ control }: { control: PreferencesControl }) {
  const m = useMessages({ en, ru })
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const button = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  useLightDismiss(panel, button, open, () => setOpen(false))
  useKeepInView(panel, open)
  return (
    <div className="preferences-menu">
      <button
        ref={button}
        type="button"
        className="preferences-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {m.menu}
      </button>
      <div
        id={panelId}
        ref={panel}
        className="preferences-panel"
        role="group"
        aria-label={m.menu}
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault()
            setOpen(false)
            button.current?.focus()
          }
        }}
      >
        {open && <PreferencesPanel {...control} />}
      </div>
    </div>
  )
}
