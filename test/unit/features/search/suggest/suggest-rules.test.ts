import { describe, expect, it } from 'vitest'
import { switchKeyboardLayout } from '../../../../../src/features/search/suggest/keyboard-layout'
import { MAX_SUGGESTIONS, suggestSearches } from '../../../../../src/features/search/suggest/suggestions'
import { cyrillicToLatin, latinToCyrillic } from '../../../../../src/features/search/suggest/transliterate'
import { yoVariants } from '../../../../../src/features/search/suggest/yo'

describe('the other keyboard layout', () => {
  it.each([
    ['Bdfyjd', 'Иванов'],
    ['Шмфтщм', 'Ivanov'],
    ['bdfyjdf', 'иванова'],
    ['BDFYJD', 'ИВАНОВ'],
    ['Cjkjdm`d', 'Соловьёв'],
    ['Ajv,f', 'Фомба'],
    ['Ctv`yjd-Ctljq', 'Семёнов-Седой'],
    ['Bdfyjd B/', 'Иванов И.'],
    ['ЩэИкшут', "O'Brien"],
    ['Ыьшер', 'Smith'],
  ])('reads %j as %j', (typed, meant) => {
    expect(switchKeyboardLayout(typed)).toBe(meant)
  })

  it.each(['', '123', ' - ', 'Ивaнов'])('offers nothing for %j (no letters, or both alphabets)', (typed) => {
    expect(switchKeyboardLayout(typed)).toBeUndefined()
  })
})

describe('ё and е', () => {
  it('writes ё as е, in both cases', () => {
    expect(yoVariants('Пётр')).toEqual(['Петр'])
    expect(yoVariants('ЁЛКИН Семён')).toEqual(['ЕЛКИН Семен'])
  })

  it('offers each е as ё, one at a time', () => {
    expect(yoVariants('Петр')).toEqual(['Пётр'])
    expect(yoVariants('Федоров')).toEqual(['Фёдоров'])
    expect(yoVariants('Семенов')).toEqual(['Сёменов', 'Семёнов'])
    expect(yoVariants('Елкин')).toEqual(['Ёлкин'])
  })

  it('never folds й into и, nor touches any other letter', () => {
    expect(yoVariants('Сергей')).toEqual(['Сёргей', 'Сергёй'])
    expect(yoVariants('Йошкин')).toEqual([])
    expect(yoVariants('Зайцёв')).toEqual(['Зайцев'])
    for (const variant of [...yoVariants('Андрей Алексеевич'), ...yoVariants('Соловьёв Дмитрий')]) {
      expect(variant).toContain('й')
      expect(variant.normalize('NFD')).not.toBe(variant.normalize('NFD').replace(/\u0306/g, ''))
    }
  })

  it('gives nothing for a name with neither', () => {
    expect(yoVariants('Иванов')).toEqual([])
    expect(yoVariants('Smith')).toEqual([])
  })
})

describe('Latin ↔ Cyrillic', () => {
  it.each([
    ['Иванов', ['Ivanov']],
    ['Кузнецов', ['Kuznetsov']],
    ['Сергеев', ['Sergeyev', 'Sergeev']],
    ['Соловьёв', ['Solovyov', 'Solovev']],
    ['Фёдоров', ['Fyodorov', 'Fedorov']],
    ['Юрьев', ['Yuryev', 'Iurev', 'Yurev']],
    ['Дмитрий', ['Dmitriy', 'Dmitrii', 'Dmitry']],
    ['Щукин', ['Shchukin']],
    ['ЩУКИН', ['SHCHUKIN']],
    ['Жуков', ['Zhukov']],
    ['Цой', ['Tsoy', 'Tsoi']],
  ])('writes %j in Latin as %j', (cyrillic, latin) => {
    expect(cyrillicToLatin(cyrillic)).toEqual(latin)
  })

  it.each([
    ['Ivanov', 'Иванов'],
    ['IVANOVA', 'ИВАНОВА'],
    ['Sergeyev', 'Сергеев'],
    ['Sergeev', 'Сергеев'],
    ['Solovyov', 'Соловьёв'],
    ['Fyodorov', 'Фёдоров'],
    ['Yuryev', 'Юрьев'],
    ['Iurev', 'Юрев'],
    ['Dmitriy', 'Дмитрий'],
    ['Dmitrii', 'Дмитрий'],
    ['Dmitry', 'Дмитрий'],
    ['Dostoevsky', 'Достоевский'],
    ['Shchukin', 'Щукин'],
    ['Tolstoy', 'Толстой'],
    ['Zhukov', 'Жуков'],
    ['Khabarov', 'Хабаров'],
    ['Tsoy', 'Цой'],
    ['Ilya', 'Илья'],
    ['Vyacheslav', 'Вячеслав'],
    ['Mariia', 'Мария'],
    ["Vasil'ev", 'Васильев'],
    ['Yegorov', 'Егоров'],
  ])('reads %j as %j among its readings', (latin, cyrillic) => {
    const readings = latinToCyrillic(latin)
    expect(readings).toContain(cyrillic)
    expect(readings.length).toBeLessThanOrEqual(4)
  })

  it('reads only Latin text', () => {
    expect(latinToCyrillic('Иванов')).toEqual([])
    expect(latinToCyrillic('Ivanов')).toEqual([])
    expect(latinToCyrillic('123')).toEqual([])
  })
})

describe('suggested searches', () => {
  const withFirstName = { withFirstName: true }

  it('offers Иванов for Bdfyjd, first', () => {
    expect(suggestSearches({ lastName: 'Bdfyjd', firstName: '' }, withFirstName)[0]).toEqual({
      kind: 'layout',
      lastName: 'Иванов',
      firstName: '',
    })
  })

  it('offers Ivanov for Шмфтщм, and Иванов for Ivanov', () => {
    expect(suggestSearches({ lastName: 'Шмфтщм', firstName: '' }, withFirstName)).toContainEqual({
      kind: 'layout',
      lastName: 'Ivanov',
      firstName: '',
    })
    expect(suggestSearches({ lastName: 'Ivanov', firstName: '' }, withFirstName)).toContainEqual({
      kind: 'transliteration',
      lastName: 'Иванов',
      firstName: '',
    })
  })

  it('offers Фёдоров for Fedorov: the ё the Latin spelling dropped', () => {
    const lastNames = suggestSearches({ lastName: 'Fedorov', firstName: '' }, withFirstName)
      .filter((s) => s.kind === 'transliteration')
      .map((s) => s.lastName)
    expect(lastNames.slice(0, 2)).toEqual(['Федоров', 'Фёдоров'])
  })

  it('swaps ё and е in either box, and offers the last name alone when both are used', () => {
    const suggestions = suggestSearches({ lastName: 'Иванов', firstName: 'Петр' }, withFirstName)
    expect(suggestions).toContainEqual({ kind: 'yo', lastName: 'Иванов', firstName: 'Пётр' })
    expect(suggestions).toContainEqual({ kind: 'without-first-name', lastName: 'Иванов', firstName: '' })
    expect(suggestions.at(-1)?.kind).toBe('without-first-name')
  })

  it('switches the layout of both boxes together first', () => {
    const [first] = suggestSearches({ lastName: 'Bdfyjd', firstName: 'Gtnh' }, withFirstName)
    expect(first).toEqual({ kind: 'layout', lastName: 'Иванов', firstName: 'Петр' })
  })

  it('ignores the first-name box where the API has no first-name search', () => {
    const suggestions = suggestSearches({ lastName: 'Иванов', firstName: 'Петр' }, { withFirstName: false })
    expect(suggestions.every((s) => s.firstName === '')).toBe(true)
    expect(suggestions.some((s) => s.kind === 'without-first-name')).toBe(false)
  })

  it('trims as the API does, never repeats the search itself or a suggestion, and stays bounded', () => {
    expect(suggestSearches({ lastName: '   ', firstName: '' }, withFirstName)).toEqual([])
    const suggestions = suggestSearches({ lastName: ' Переверзев ', firstName: 'Aleksandr Sergeyevich' }, withFirstName)
    const keys = suggestions.map((s) => `${s.lastName}|${s.firstName}`)
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys).not.toContain('Переверзев|Aleksandr Sergeyevich')
    expect(suggestions.length).toBeLessThanOrEqual(MAX_SUGGESTIONS)
  })
})
