// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { charsToShow } from '../../../../src/features/workbench/char-inspector'

const shown = (field: string, value: string, script: 'latin' | 'cyrillic' | undefined = 'cyrillic') =>
  charsToShow(field, value, script).map((item) => `${item.position} ${item.char} ${item.note}`)

describe('charsToShow: what matters first', () => {
  it('lists a letter of another script and invisible characters before punctuation, whatever their places', () => {
    expect(shown('public_name', 'Орлов-Петров A.\u200bИ.')).toEqual([
      '14 A other-script',
      '16 \u200b invisible',
      '6 - punctuation',
      '15 . punctuation',
      '18 . punctuation',
    ])
  })

  it('puts unusual spaces before stray spaces, and stray spaces before punctuation', () => {
    expect(shown('last_name', ' Иванов\u00a0И..')).toEqual(['8 \u00a0 unusual', '1   leading', '10 . punctuation', '11 . punctuation'])
  })

  it('keeps the order of appearance inside each group', () => {
    expect(shown('first_name', 'AБВ CД', 'cyrillic')).toEqual(['1 A other-script', '5 C other-script'])
  })

  it('leaves a UID’s hyphens out, so they push nothing down, but not the hyphens of a name', () => {
    expect(shown('uid', '0b5c9d2e-1f3a-4b6c-8d7e-9f0a1b2c3d4e')).toEqual([])
    expect(shown('uid', '0b5c9d2e-1f3a\u200b-4b6c')).toEqual(['14 \u200b invisible'])
    expect(shown('last_name', 'Соловьёв-Седой')).toEqual(['9 - punctuation'])
  })
})
