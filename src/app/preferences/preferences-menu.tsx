import './preferences.css'
import { useId, useRef, useState } from 'react'
import { useMessages } from '../../shared/i18n/language-provider'
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
 * The header's "Preferences" disclosure: a button that shows the panel below the header (in the
 * page's flow, so it fits at 320 px and at 400 % zoom). Escape closes it and returns focus.
 */
export function PreferencesMenu({ control }: { control: PreferencesControl }) {
  const m = useMessages({ en, ru })
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const button = useRef<HTMLButtonElement>(null)
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
