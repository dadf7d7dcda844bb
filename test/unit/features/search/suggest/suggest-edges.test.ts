// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { suggestSearches } from '../../../../../src/features/search/suggest/suggestions'

const offered = (lastName: string, firstName: string) =>
  suggestSearches({ lastName, firstName }, { withFirstName: true }).map((s) => [s.kind, s.lastName, s.firstName])

describe('suggested searches, edge cases', () => {
  it('reads both boxes trimmed, so stray spaces do not stop the other layout being offered', () => {
    expect(offered('  Bdfyjd ', ' Gtnh  ')[0]).toEqual(['layout', 'Иванов', 'Петр'])
  })

  it('offers nothing for a box that mixes the alphabets: no other layout and no transliteration of it', () => {
    expect(offered('Ивaнов', 'Петр')).toEqual([
      ['layout', 'Ивaнов', 'Gtnh'],
      ['transliteration', 'Ивaнов', 'Petr'],
      ['yo', 'Ивaнов', 'Пётр'],
      ['without-first-name', 'Ивaнов', ''],
    ])
  })

  it('offers nothing at all for a search with no letters, nor the search itself', () => {
    expect(offered('123', '')).toEqual([])
    expect(offered('', '')).toEqual([])
  })
})
