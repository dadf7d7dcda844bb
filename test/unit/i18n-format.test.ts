import { describe, expect, it, vi } from 'vitest'
import { formatFor, type PluralForms } from '../../src/i18n/format'

const AUTHOR_EN: PluralForms = { one: 'author', other: 'authors' }
const AUTHOR_RU: PluralForms = { one: 'автор', few: 'автора', many: 'авторов', other: 'автора' }
const NBSP = '\u00a0'

describe('numbers in the UI language, whatever the browser locale', () => {
  it('groups digits the English way in English', () => {
    const f = formatFor('en')
    expect(f.number(100000)).toBe('100,000')
    expect(f.number(55551)).toBe('55,551')
    expect(f.number(999)).toBe('999')
    expect(f.range(55551, 55600)).toBe('55,551–55,600')
  })

  it('groups digits the Russian way in Russian', () => {
    const f = formatFor('ru')
    expect(f.number(100000)).toBe(`100${NBSP}000`)
    expect(f.number(1234)).toBe(`1${NBSP}234`)
    expect(f.range(1201, 1234)).toBe(`1${NBSP}201–1${NBSP}234`)
  })

  it('returns the same Format for a language every time', () => {
    expect(formatFor('ru')).toBe(formatFor('ru'))
    expect(formatFor('en')).not.toBe(formatFor('ru'))
    expect(formatFor('ru').lang).toBe('ru')
  })
})

describe('plurals', () => {
  it('Russian: one, few, many', () => {
    const f = formatFor('ru')
    const cases: Array<[number, string]> = [
      [0, '0 авторов'],
      [1, '1 автор'],
      [2, '2 автора'],
      [4, '4 автора'],
      [5, '5 авторов'],
      [11, '11 авторов'],
      [12, '12 авторов'],
      [14, '14 авторов'],
      [21, '21 автор'],
      [22, '22 автора'],
      [25, '25 авторов'],
      [101, '101 автор'],
      [111, '111 авторов'],
      [1001, `1${NBSP}001 автор`],
    ]
    for (const [n, text] of cases) expect(f.count(n, AUTHOR_RU)).toBe(text)
    expect(f.plural(1.5, AUTHOR_RU)).toBe('автора')
  })

  it('English: one and other', () => {
    const f = formatFor('en')
    expect(f.count(1, AUTHOR_EN)).toBe('1 author')
    expect(f.count(2, AUTHOR_EN)).toBe('2 authors')
    expect(f.count(0, AUTHOR_EN)).toBe('0 authors')
    expect(f.count(21, AUTHOR_EN)).toBe('21 authors')
    expect(f.count(1234, AUTHOR_EN)).toBe('1,234 authors')
  })

  it('says so in development when a Russian form is missing, and falls back to other', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(formatFor('ru').plural(5, { one: 'автор', other: 'автора' })).toBe('автора')
    expect(error).toHaveBeenCalledOnce()
    expect(String(error.mock.calls[0]?.[0])).toContain('"many"')
  })

  it('falls back to other quietly in production', () => {
    vi.stubEnv('DEV', false)
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      expect(formatFor('ru').plural(5, { one: 'автор', other: 'автора' })).toBe('автора')
      expect(error).not.toHaveBeenCalled()
    } finally {
      vi.unstubAllEnvs()
    }
  })
})

describe('lists and quotes', () => {
  it('joins lists as each language does', () => {
    expect(formatFor('en').list(['a', 'b'])).toBe('a and b')
    expect(formatFor('en').list(['a', 'b', 'c'])).toBe('a, b, and c')
    expect(formatFor('ru').list(['a', 'b'])).toBe('a и b')
    expect(formatFor('ru').list(['a', 'b', 'c'])).toBe('a, b и c')
    expect(formatFor('ru').list(['a'])).toBe('a')
  })

  it('quotes with each language’s marks', () => {
    expect(formatFor('en').quote('Иванов')).toBe('“Иванов”')
    expect(formatFor('ru').quote('Ivanov')).toBe('«Ivanov»')
  })
})
