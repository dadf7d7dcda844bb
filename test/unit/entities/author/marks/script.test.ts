import { describe, expect, it } from 'vitest'
import { RUNS, strayScript } from '../../../../../src/entities/author/marks/script'

describe('strayScript', () => {
  it('is the script with fewer letters where Latin and Cyrillic are mixed', () => {
    expect(strayScript('Орлов A.')).toBe('latin')
    expect(strayScript('Ivan\u043ev')).toBe('cyrillic')
    expect(strayScript('Петров I.С.')).toBe('latin')
  })

  it('is Latin on a tie', () => {
    expect(strayScript('Ab Вг')).toBe('latin')
  })

  it('is undefined for a value in one script, or with no letters', () => {
    expect(strayScript('Иванов И. И.')).toBeUndefined()
    expect(strayScript("O'Brien S.")).toBeUndefined()
    expect(strayScript('12-34 ..')).toBeUndefined()
    expect(strayScript('')).toBeUndefined()
  })

  it('gives the same answer call after call (no regex state carried over)', () => {
    expect([strayScript('Орлов A.'), strayScript('Орлов A.'), strayScript('Орлов A.')]).toEqual(['latin', 'latin', 'latin'])
  })
})

describe('RUNS', () => {
  it('cuts a text around runs of the script, the runs at the odd places', () => {
    expect('Орлов AB. И.'.split(RUNS.latin)).toEqual(['Орлов ', 'AB', '. И.'])
    expect('Ivan\u043ev'.split(RUNS.cyrillic)).toEqual(['Ivan', '\u043e', 'v'])
  })
})
