// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { MAX_SUGGESTIONS, suggestSearches } from '../../../../../src/features/search/suggest/suggestions'
import { yoVariants } from '../../../../../src/features/search/suggest/yo'

/**
 * The whole list of suggestions, in the order they are offered, for searches that use each rule:
 * the layout of both boxes together first, then each box alone; transliteration with the ё
 * spellings of its first reading; ё and е; the last name alone last; never an empty search.
 */
describe('the suggestions offered, in order', () => {
  it.each([
    [
      'Sergeev',
      '',
      true,
      [
        ['layout', 'Ыукпуум', ''],
        ['transliteration', 'Сергеев', ''],
        ['transliteration', 'Сёргеев', ''],
        ['transliteration', 'Сергёев', ''],
      ],
    ],
    [
      'Bdfyjd',
      'Gtnh',
      true,
      [
        ['layout', 'Иванов', 'Петр'],
        ['layout', 'Иванов', 'Gtnh'],
        ['layout', 'Bdfyjd', 'Петр'],
        ['transliteration', 'Бдфыйд', 'Гтнх'],
        ['transliteration', 'Бдфыйд', 'Gtnh'],
        ['transliteration', 'Бдфыджд', 'Gtnh'],
        ['transliteration', 'Бдфиййд', 'Gtnh'],
        ['transliteration', 'Бдфийджд', 'Gtnh'],
        ['transliteration', 'Bdfyjd', 'Гтнх'],
        ['without-first-name', 'Bdfyjd', ''],
      ],
    ],
    [
      'Иванов',
      'Петр',
      true,
      [
        ['layout', 'Bdfyjd', 'Gtnh'],
        ['layout', 'Bdfyjd', 'Петр'],
        ['layout', 'Иванов', 'Gtnh'],
        ['transliteration', 'Ivanov', 'Petr'],
        ['transliteration', 'Ivanov', 'Петр'],
        ['transliteration', 'Иванов', 'Petr'],
        ['yo', 'Иванов', 'Пётр'],
        ['without-first-name', 'Иванов', ''],
      ],
    ],
    ['ь', '', true, [['layout', 'm', '']]],
    [
      '',
      'Петр',
      true,
      [
        ['layout', '', 'Gtnh'],
        ['transliteration', '', 'Petr'],
        ['yo', '', 'Пётр'],
      ],
    ],
    [
      'Переверзев',
      'Aleksandr Sergeyevich',
      true,
      [
        ['layout', 'Gthtdthptd', 'Фдулыфтвк Ыукпунумшср'],
        ['layout', 'Gthtdthptd', 'Aleksandr Sergeyevich'],
        ['layout', 'Переверзев', 'Фдулыфтвк Ыукпунумшср'],
        ['transliteration', 'Pereverzev', 'Александр Сергеевич'],
        ['transliteration', 'Pereverzev', 'Aleksandr Sergeyevich'],
        ['transliteration', 'Переверзев', 'Александр Сергеевич'],
        ['transliteration', 'Переверзев', 'Алёксандр Сергеевич'],
        ['transliteration', 'Переверзев', 'Александр Сёргеевич'],
        ['transliteration', 'Переверзев', 'Александр Сергейевич'],
        ['yo', 'Пёреверзев', 'Aleksandr Sergeyevich'],
      ],
    ],
    [
      'Петров',
      'Ivan',
      false,
      [
        ['layout', 'Gtnhjd', ''],
        ['transliteration', 'Petrov', ''],
        ['yo', 'Пётров', ''],
      ],
    ],
  ] as const)('for %j and %j (first-name search %s)', (lastName, firstName, withFirstName, expected) => {
    const offered = suggestSearches({ lastName, firstName }, { withFirstName }).map((s) => [s.kind, s.lastName, s.firstName])
    expect(offered).toEqual(expected)
  })

  it('stops at the most it will probe', () => {
    expect(MAX_SUGGESTIONS).toBe(10)
    expect(suggestSearches({ lastName: 'Переверзев', firstName: 'Aleksandr Sergeyevich' }, { withFirstName: true })).toHaveLength(10)
  })
})

describe('ё in a name with many е', () => {
  it('offers ё in the first four places only', () => {
    expect(yoVariants('Еремеевне')).toEqual(['Ёремеевне', 'Ерёмеевне', 'Еремёевне', 'Еремеёвне'])
  })
})
