import { describe, expect, it, vi } from 'vitest'
import { formatFor, type PluralForms } from '../../../../src/shared/i18n/format'

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

  it('complete forms choose quietly: no development warning for any count', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    for (let n = 0; n <= 200; n++) {
      formatFor('en').plural(n, AUTHOR_EN)
      formatFor('ru').plural(n, AUTHOR_RU)
    }
    expect(error).not.toHaveBeenCalled()
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

describe('whole numbers are written without Intl, exactly as Intl writes them', () => {
  // Every whole number up to 20,000, then larger ones at every length, and the edges.
  const wholes = [
    ...Array.from({ length: 20_001 }, (_, n) => n),
    ...Array.from({ length: 13 }, (_, digits) => 10 ** (digits + 4) - 1),
    ...Array.from({ length: 13 }, (_, digits) => 10 ** (digits + 4) + 1),
    123_456_789,
    Number.MAX_SAFE_INTEGER,
  ]
  const negatives = [-1, -21, -999, -1000, -1234, -1_234_567, Number.MIN_SAFE_INTEGER]

  it('numbers: the same text as Intl.NumberFormat in both languages', () => {
    for (const lang of ['en', 'ru'] as const) {
      const intl = new Intl.NumberFormat(lang)
      const f = formatFor(lang)
      for (const n of [...wholes, ...negatives])
        if (f.number(n) !== intl.format(n)) expect(f.number(n), `${lang} ${n}`).toBe(intl.format(n))
    }
  })

  it('plural forms: the same category as Intl.PluralRules in both languages', () => {
    const forms: PluralForms = { one: 'one', few: 'few', many: 'many', other: 'other' }
    for (const lang of ['en', 'ru'] as const) {
      const intl = new Intl.PluralRules(lang)
      const f = formatFor(lang)
      for (const n of wholes) if (f.plural(n, forms) !== intl.select(n)) expect(f.plural(n, forms), `${lang} ${n}`).toBe(intl.select(n))
    }
  })

  it('anything else (fractions, numbers past the safe range; negative plurals) still goes to Intl', () => {
    const forms: PluralForms = { one: 'one', few: 'few', many: 'many', other: 'other' }
    for (const lang of ['en', 'ru'] as const) {
      const numbers = new Intl.NumberFormat(lang)
      const plurals = new Intl.PluralRules(lang)
      for (const n of [1.5, 0.1, 21.5, -1, -1234, -21, 2 ** 60, Number.MAX_SAFE_INTEGER + 2]) {
        expect(formatFor(lang).number(n), `${lang} ${n}`).toBe(numbers.format(n))
        expect(formatFor(lang).plural(n, forms), `${lang} ${n}`).toBe(plurals.select(n))
      }
    }
    expect(formatFor('ru').number(12345.678)).toBe(`12${NBSP}345,678`)
    expect(formatFor('en').number(12345.678)).toBe('12,345.678')
  })

  it('a page of rows renders without creating any Intl object', async () => {
    vi.resetModules()
    const created: string[] = []
    for (const name of ['NumberFormat', 'PluralRules', 'ListFormat'] as const) {
      const Original = Intl[name]
      vi.spyOn(Intl, name).mockImplementation(function (this: unknown, ...args: unknown[]) {
        created.push(name)
        return new (Original as unknown as new (...a: unknown[]) => object)(...args)
      } as never)
    }
    try {
      const { formatFor: fresh } = await import('../../../../src/shared/i18n/format')
      for (const lang of ['en', 'ru'] as const) {
        const f = fresh(lang)
        f.range(55_551, 55_600)
        f.count(55_600, { one: 'author', few: 'authors', many: 'authors', other: 'authors' })
        // An empty result: "0 authors", "0 авторов".
        f.count(0, { one: 'author', few: 'authors', many: 'authors', other: 'authors' })
      }
      expect(created).toEqual([])
      fresh('ru').list(['a', 'b'])
      expect(created).toEqual(['ListFormat'])
    } finally {
      vi.restoreAllMocks()
    }
  })
})
