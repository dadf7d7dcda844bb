// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { PreferencesPanel } from '../../../../src/app/preferences/preferences-panel'
import { DEFAULT_PREFERENCES } from '../../../../src/app/preferences/preferences'

const optionsOf = (name: string) =>
  [...(screen.getByRole('combobox', { name }) as HTMLSelectElement).options].map((option) => [option.value, option.text])

describe('the preferences panel', () => {
  it('offers each theme and density by name, the current one chosen, and passes a new choice on', async () => {
    const update = vi.fn()
    render(<PreferencesPanel preferences={DEFAULT_PREFERENCES} update={update} reset={() => {}} />)
    expect(optionsOf('Theme')).toEqual([
      ['auto', 'Auto (as the system)'],
      ['light', 'Light'],
      ['dark', 'Dark'],
    ])
    expect(optionsOf('Density')).toEqual([
      ['comfortable', 'Comfortable'],
      ['compact', 'Compact'],
    ])
    expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveDisplayValue('Auto (as the system)')
    expect(screen.getByRole('combobox', { name: 'Density' })).toHaveDisplayValue('Comfortable')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Density' }), 'Compact')
    expect(update).toHaveBeenLastCalledWith({ density: 'compact' })
  })
})
