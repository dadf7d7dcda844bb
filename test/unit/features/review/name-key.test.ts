// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  cyrillicLookAlikes,
  differenceKinds,
  duplicateKey,
  fieldKey,
  transliterate,
  type DifferenceKind,
} from '../../../../src/features/review/name-key'

const names = (last_name: string, first_name: string, parent_name: string | null = null) => ({ last_name, first_name, parent_name })

describe('the name key of a field', () => {
  it('shares one key for "Иванов", "Ivanov", "Ивaнов" (Latin a) and " Иванов "', () => {
    const keys = ['Иванов', 'Ivanov', 'Ив\u0061нов', ' Иванов '].map(fieldKey)
    expect(new Set(keys)).toEqual(new Set(['ivanov']))
  })

  it('applies Unicode NFKC: full-width letters and ligatures are their plain forms', () => {
    expect(fieldKey('\uff29\uff56\uff41\uff4e\uff4f\uff56')).toBe('ivanov')
    expect(fieldKey('\ufb01sher')).toBe('fisher')
  })

  it('drops the zero-width characters U+200B–U+200D, U+2060 and U+FEFF', () => {
    for (const zero of ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff']) expect(fieldKey(`Ива${zero}нов`)).toBe('ivanov')
  })

  it('makes every run of whitespace (tabs and no-break spaces included) one space, and trims', () => {
    expect(fieldKey('Анна \t\u00a0 Мария')).toBe('anna mariia')
    expect(fieldKey('Анна\tМария')).toBe(fieldKey('Анна Мария'))
    expect(fieldKey('\u2003Анна\u00a0')).toBe('anna')
  })

  it('removes periods after the whitespace is collapsed: "И." is "И", and "И. И." keeps its space', () => {
    expect(fieldKey('И.')).toBe(fieldKey('И'))
    expect(fieldKey('И.И.')).toBe('ii')
    expect(fieldKey('И. И.')).toBe('i i')
  })

  it('turns Latin look-alikes into Cyrillic letters only inside words that have Cyrillic letters, before lower-casing', () => {
    // An upper-case Latin B inside "Bасильев" is the Cyrillic В (v), not a b.
    expect(fieldKey('Bасильев')).toBe('vasilev')
    expect(cyrillicLookAlikes('Bасильев')).toBe('Васильев')
    // A word of Latin letters only is left alone: B stays b, c stays c.
    expect(fieldKey('Bach')).toBe('bach')
    expect(cyrillicLookAlikes('Bach Петров')).toBe('Bach Петров')
    // Each word on its own: the Latin word of a double name keeps its letters.
    expect(cyrillicLookAlikes('Coxe-Сорокин')).toBe('Coxe-Сорокин')
    expect(cyrillicLookAlikes('aceopxyABCEHKMOPTXYij\u0436')).toBe('асеорхуАВСЕНКМОРТХУіјж')
  })

  it('lower-cases, then reads ё as е', () => {
    expect(fieldKey('ПЕТРОВ')).toBe(fieldKey('Петров'))
    expect(fieldKey('Королёв')).toBe(fieldKey('Королев'))
    expect(fieldKey('ЁЛКИН')).toBe(fieldKey('Елкин'))
  })

  it('transliterates Cyrillic by ICAO 9303', () => {
    expect(transliterate('абвгдежзийклмнопрстуфхцчшщъыьэюяіј')).toBe('abvgdezhziiklmnoprstufkhtschshshchieyeiuiaij')
    expect(fieldKey('Щукин')).toBe('shchukin')
    expect(fieldKey('Юрьевич')).toBe('iurevich')
  })

  it('keeps letters that no step names as they are', () => {
    expect(fieldKey('Lefèvre')).toBe('lefèvre')
    expect(fieldKey("O'Brien")).toBe("o'brien")
  })
})

describe('the name key of a record', () => {
  it('treats a null and an empty patronymic as the same', () => {
    expect(duplicateKey(names('Smith', 'John', null))).toBe(duplicateKey(names('Smith', 'John', '')))
    expect(duplicateKey(names('Smith', 'John', ' '))).toBe(duplicateKey(names('Smith', 'John', null)))
  })

  it('keeps the three fields apart: a name moved to another field is another key', () => {
    expect(duplicateKey(names('Иван', 'Иванов'))).not.toBe(duplicateKey(names('Иванов', 'Иван')))
    expect(duplicateKey(names('Ivan Ivanov', ''))).not.toBe(duplicateKey(names('Ivan', 'Ivanov')))
  })
})

describe('the differences a group has', () => {
  const kinds = (...spellings: ReturnType<typeof names>[]) => differenceKinds(spellings)
  const cases: Array<[string, ReturnType<typeof names>[], DifferenceKind[]]> = [
    ['script (a Latin look-alike)', [names('Иванов', 'Иван'), names('Ив\u0061нов', 'Иван')], ['script']],
    ['transliteration', [names('Иванов', 'Иван'), names('Ivanov', 'Ivan')], ['transliteration']],
    ['whitespace', [names('Иванов', 'Иван'), names(' Иванов', 'Иван')], ['whitespace']],
    ['periods', [names('Иванов', 'И.', 'П.'), names('Иванов', 'И', 'П')], ['periods']],
    ['case', [names('ИВАНОВ', 'Иван'), names('Иванов', 'Иван')], ['case']],
    ['ё', [names('Королёв', 'Сергей'), names('Королев', 'Сергей')], ['yo']],
    ['a null and an empty patronymic', [names('Smith', 'John', null), names('Smith', 'John', '')], ['blank-patronymic']],
    ['zero-width characters', [names('Иванов', 'Иван'), names('Ива\u200bнов', 'Иван')], ['zero-width']],
    ['Unicode forms', [names('Ivanov', 'Ivan'), names('\uff29vanov', 'Ivan')], ['unicode-form']],
    ['case and script together', [names('IVANOV', 'IVAN'), names('Иванов', 'Иван')], ['case', 'transliteration']],
  ]
  it.each(cases)('names %s', (_, spellings, expected) => {
    expect(kinds(...spellings)).toEqual(expected)
  })

  it('names nothing for one spelling, or for twins', () => {
    expect(kinds(names('Иванов', 'Иван'))).toEqual([])
    expect(kinds(names('Иванов', 'Иван'), names('Иванов', 'Иван'))).toEqual([])
  })
})
