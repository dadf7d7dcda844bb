import { describe, expect, it } from 'vitest'
import { MAX_OTHER_SPELLINGS, otherSpellings, suggestSearches } from '../../../../../src/features/search/suggest/suggestions'

const spell = (lastName: string, firstName = '', withFirstName = true) =>
  otherSpellings({ lastName, firstName }, { withFirstName }).map((suggestion) => [
    suggestion.lastName,
    suggestion.firstName,
    suggestion.kind,
  ])

describe('the other spellings offered beside results', () => {
  it('offers the name in the other alphabet, as typed', () => {
    expect(spell('ivanov')).toEqual([['иванов', '', 'transliteration']])
    expect(spell('Иванов')).toEqual([['Ivanov', '', 'transliteration']])
  })

  it('offers the ё/е spelling first, then the other alphabet', () => {
    expect(spell('Фёдоров')).toEqual([
      ['Федоров', '', 'yo'],
      ['Fyodorov', '', 'transliteration'],
      ['Fedorov', '', 'transliteration'],
    ])
  })

  it('counts the first-name box as well as the last-name box', () => {
    expect(spell('', 'Илья')).toEqual([
      ['', 'Ilya', 'transliteration'],
      ['', 'Ilia', 'transliteration'],
    ])
    // Without a first-name parameter, the first-name box is not searched, so not spelled either.
    expect(spell('', 'Илья', false)).toEqual([])
  })

  it('never offers the keyboard-layout reading nor the last name alone (not other spellings)', () => {
    // An empty result offers both.
    const kinds = suggestSearches({ lastName: 'Иванов', firstName: 'Пётр' }, { withFirstName: true }).map((s) => s.kind)
    expect(kinds).toEqual(expect.arrayContaining(['layout', 'without-first-name']))
    expect(spell('Иванов', 'Пётр').map(([, , kind]) => kind)).not.toContain('layout')
    expect(spell('Иванов', 'Пётр').map(([, , kind]) => kind)).not.toContain('without-first-name')
  })

  it('asks at most MAX_OTHER_SPELLINGS counts for one search, the ё/е ones first', () => {
    const offered = spell('Фёдоров', 'Пётр')
    expect(offered).toHaveLength(MAX_OTHER_SPELLINGS)
    expect(offered.slice(0, 3).map(([, , kind]) => kind)).toEqual(['yo', 'yo', 'yo'])
  })

  it('never offers the search itself, nor one the API reads as it (it trims and ignores case), nor nothing', () => {
    for (const [lastName, firstName] of [
      ['ivanov', ''],
      ['  Фёдоров ', 'Пётр'],
      ['Li', 'ЛИ'],
      ['', ''],
      ['123', ''],
    ] as const) {
      const searched = `${lastName.trim().toLowerCase()}\u0000${firstName.trim().toLowerCase()}`
      const offered = otherSpellings({ lastName, firstName }, { withFirstName: true })
      const keys = offered.map((suggestion) => `${suggestion.lastName.toLowerCase()}\u0000${suggestion.firstName.toLowerCase()}`)
      expect(keys).not.toContain(searched)
      expect(new Set(keys).size).toBe(keys.length)
    }
    expect(spell('', '')).toEqual([])
    expect(spell('123')).toEqual([])
  })
})
