import './demo-scenario-picker.css'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { DemoApiControl } from '../demo-api/browser'
import type { ScenarioName } from '../demo-api/scenarios'
import { useLang, useMessages } from '../shared/i18n/language-provider'
import { navigateToSearch, readLocationSearch } from '../shared/lib/location'
import { en, ru } from './demo-scenario-messages'

/**
 * Demo only: switches how the built-in demo API behaves, for showing and testing every state.
 * The choice is kept in the URL (`?scenario=`) so a reload or a shared link keeps it.
 */
export function DemoScenarioPicker({ control }: { control: DemoApiControl }) {
  const [scenario, setScenario] = useState(control.scenario)
  const queryClient = useQueryClient()
  const descriptionId = useId()
  const m = useMessages({ en, ru })
  const lang = useLang()
  const entry = control.scenarios.find((option) => option.name === scenario)
  const description = entry?.descriptions?.[lang] ?? entry?.description

  const choose = (name: ScenarioName) => {
    control.setScenario(name)
    setScenario(name)
    const params = new URLSearchParams(readLocationSearch())
    if (name === 'normal') params.delete('scenario')
    else params.set('scenario', name)
    const search = params.toString()
    navigateToSearch(search ? `?${search}` : '', 'replace')
    void queryClient.resetQueries()
  }

  return (
    <div className="demo-scenario">
      <label>
        <span className="header-label">{m.demoScenario}</span>
        <select
          value={scenario}
          aria-describedby={descriptionId}
          title={description}
          onChange={(event) => choose(event.target.value as ScenarioName)}
        >
          {control.scenarios.map((entry) => (
            // Scenario names are identifiers (the URL's ?scenario=), not words to translate.
            <option key={entry.name} value={entry.name} translate="no">
              {entry.name}
            </option>
          ))}
        </select>
      </label>
      <span id={descriptionId} className="demo-scenario-description">
        {description}
      </span>
    </div>
  )
}
