import { useEffect, useId, useRef, useState } from 'react'
import { AUTHOR_COLUMNS, canHideColumn, type AuthorColumn } from '../../entities/author/columns'
import { en as listEn, ru as listRu } from '../../features/list/messages'
import { useMessages } from '../../shared/i18n/language-provider'
import { THEMES, type Theme } from '../theme'
import { en, ru } from './messages'
import { DENSITIES, type Density } from './preferences'
import type { PreferencesControl } from './preferences-store'

/** Theme, density, the column chooser and Reset: everything here is remembered per browser. */
export function PreferencesPanel({ preferences, update, reset }: PreferencesControl) {
  const m = useMessages({ en, ru })
  const columnNames = useMessages({ en: listEn, ru: listRu }).columns
  // Said in the language shown now: Reset may change the language itself.
  const [resetDone, setResetDone] = useState(false)
  const first = useRef<HTMLDivElement>(null)
  // Opened from its button: the focus moves into the panel (Escape returns it).
  useEffect(() => first.current?.querySelector('select')?.focus(), [])
  const hidden = preferences.hiddenColumns
  const toggle = (column: AuthorColumn, show: boolean) => {
    setResetDone(false)
    update({ hiddenColumns: show ? hidden.filter((other) => other !== column) : [...hidden, column] })
  }
  return (
    <>
      <p className="preferences-note">{m.remembered}</p>
      <div ref={first} className="preferences-choices">
        <Choice
          label={m.theme}
          value={preferences.theme}
          options={THEMES}
          names={m.themes}
          onChange={(theme: Theme) => {
            setResetDone(false)
            update({ theme })
          }}
        />
        <Choice
          label={m.density}
          value={preferences.density}
          options={DENSITIES}
          names={m.densities}
          onChange={(density: Density) => {
            setResetDone(false)
            update({ density })
          }}
        />
      </div>
      <fieldset className="column-chooser">
        <legend>{m.columns}</legend>
        {AUTHOR_COLUMNS.map((column) => {
          const shown = !hidden.includes(column)
          return (
            <label key={column}>
              <input
                type="checkbox"
                checked={shown}
                // The last name column shown cannot go: the list must still say who each row is.
                disabled={shown && !canHideColumn(column, hidden)}
                onChange={(event) => toggle(column, event.target.checked)}
              />
              {columnNames[column]}
            </label>
          )
        })}
        <p className="preferences-note">{m.columnsHint}</p>
      </fieldset>
      <button
        type="button"
        onClick={() => {
          reset()
          setResetDone(true)
        }}
      >
        {m.reset}
      </button>
      <p className="preferences-said" aria-live="polite">
        {resetDone ? m.resetDone : ''}
      </p>
    </>
  )
}

function Choice<T extends string>({
  label,
  value,
  options,
  names,
  onChange,
}: {
  label: string
  value: T
  options: readonly T[]
  names: Record<T, string>
  onChange: (value: T) => void
}) {
  const id = useId()
  return (
    <div className="preferences-choice">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {names[option]}
          </option>
        ))}
      </select>
    </div>
  )
}
