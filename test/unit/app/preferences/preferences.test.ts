import { describe, expect, it } from 'vitest'
import {
  DEFAULT_PREFERENCES,
  parsePreferences,
  PREFERENCES_VERSION,
  serializePreferences,
} from '../../../../src/app/preferences/preferences'
import { canHideColumn, validHiddenColumns } from '../../../../src/entities/author/columns'

const stored = (value: object) => JSON.stringify({ version: PREFERENCES_VERSION, ...value })

describe('stored preferences', () => {
  it('round-trips what was chosen', () => {
    const chosen = { lang: 'ru', theme: 'dark', density: 'compact', limit: 100, hiddenColumns: ['uid', 'parent_name'] } as const
    expect(parsePreferences(serializePreferences(chosen))).toEqual({ ...chosen, hiddenColumns: ['parent_name', 'uid'] })
  })

  it('keeps every theme, density and language an editor can choose', () => {
    for (const theme of ['auto', 'light', 'dark'] as const) expect(parsePreferences(stored({ theme })).theme).toBe(theme)
    for (const density of ['comfortable', 'compact'] as const) expect(parsePreferences(stored({ density })).density).toBe(density)
    for (const lang of ['en', 'ru'] as const) expect(parsePreferences(stored({ lang })).lang).toBe(lang)
  })

  it('ignores a missing, corrupt or other-version value, never throwing', () => {
    for (const value of [
      null,
      '',
      '{',
      'null',
      '42',
      '"x"',
      '[]',
      '{"theme":"dark"}',
      JSON.stringify({ version: 0, theme: 'dark' }),
      JSON.stringify({ version: 2, theme: 'dark' }),
    ]) {
      expect(parsePreferences(value)).toEqual(DEFAULT_PREFERENCES)
    }
  })

  it('keeps the sound fields of a value and drops the rest one by one', () => {
    expect(parsePreferences(stored({ lang: 'de', theme: 'dark', density: 'tiny', limit: 0, hiddenColumns: 'uid' }))).toEqual({
      ...DEFAULT_PREFERENCES,
      theme: 'dark',
    })
    expect(parsePreferences(stored({ theme: 'sepia', density: 'cosy' }))).toMatchObject({ theme: 'auto', density: 'comfortable' })
    for (const limit of [0, -5, 1.5, 1001, '100', null]) expect(parsePreferences(stored({ limit })).limit).toBeUndefined()
    expect(parsePreferences(stored({ limit: 1 })).limit).toBe(1)
    expect(parsePreferences(stored({ limit: 1000 })).limit).toBe(1000)
    expect(parsePreferences(stored({ hiddenColumns: ['uid', 'nope', 7, 'uid'] })).hiddenColumns).toEqual(['uid'])
  })
})

describe('columns', () => {
  it('never hides every name column', () => {
    expect(validHiddenColumns(['public_name', 'last_name', 'first_name', 'parent_name', 'uid'])).toEqual(['uid'])
    expect(validHiddenColumns(['public_name', 'last_name', 'first_name'])).toEqual(['public_name', 'last_name', 'first_name'])
    expect(canHideColumn('parent_name', ['public_name', 'last_name', 'first_name'])).toBe(false)
    expect(canHideColumn('uid', ['public_name', 'last_name', 'first_name'])).toBe(true)
    expect(canHideColumn('last_name', ['public_name'])).toBe(true)
  })
})

describe('hidden columns', () => {
  it('keeps known columns only, each once, in the table’s order', () => {
    expect(validHiddenColumns(['uid', 'nope', 7, null, 'first_name', 'uid'])).toEqual(['first_name', 'uid'])
    expect(validHiddenColumns([])).toEqual([])
  })

  it('does not let the last name column shown be hidden, whichever it is', () => {
    expect(canHideColumn('last_name', ['public_name', 'first_name', 'parent_name'])).toBe(false)
    expect(canHideColumn('public_name', ['last_name', 'first_name', 'parent_name', 'uid'])).toBe(false)
    expect(canHideColumn('public_name', ['last_name', 'first_name'])).toBe(true)
    expect(canHideColumn('uid', ['public_name', 'last_name', 'first_name', 'parent_name'])).toBe(true)
  })
})
