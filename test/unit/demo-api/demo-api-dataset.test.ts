import { describe, expect, it } from 'vitest'
import type { Author } from '../../../src/shared/api/contract'
import { DEFAULT_DATASET_SIZE, DEFAULT_SEED, generateAuthors, getDefaultDataset } from '../../../src/demo-api/dataset'

const dataset = getDefaultDataset()
const CYRILLIC = /\p{Script=Cyrillic}/u
const INITIAL = /^\p{Lu}\.?$/u
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

function share(predicate: (author: Author) => boolean): number {
  return dataset.filter(predicate).length / dataset.length
}

/** The surname without a stray leading space or trailing initial. */
function surname(author: Author): string {
  return author.last_name.trim().replace(/ \p{Lu}\.?$/u, '')
}

describe('generateAuthors', () => {
  it('is deterministic for a seed and size', () => {
    expect(generateAuthors({ seed: 7, size: 300 })).toEqual(generateAuthors({ seed: 7, size: 300 }))
    expect(generateAuthors()).toEqual(dataset)
    expect(generateAuthors({ seed: DEFAULT_SEED, size: DEFAULT_DATASET_SIZE })).toEqual(dataset)
  })

  it('differs between seeds', () => {
    const uids = new Set(generateAuthors({ seed: 1, size: 50 }).map((author) => author.uid))
    expect(generateAuthors({ seed: 2, size: 50 }).some((author) => uids.has(author.uid))).toBe(false)
  })

  it('returns exactly the requested number of authors', () => {
    expect(generateAuthors({ size: 120 })).toHaveLength(120)
    expect(generateAuthors({ size: 3 })).toHaveLength(3)
    expect(generateAuthors({ size: 0 })).toEqual([])
  })

  it('builds the default dataset of at least 1000 authors once', () => {
    expect(DEFAULT_DATASET_SIZE).toBeGreaterThanOrEqual(1000)
    expect(dataset).toHaveLength(DEFAULT_DATASET_SIZE)
    expect(getDefaultDataset()).toBe(dataset)
  })

  it('gives every author a unique UUID v4 uid and exactly the five contract fields', () => {
    expect(new Set(dataset.map((author) => author.uid)).size).toBe(dataset.length)
    for (const author of dataset) {
      expect(author.uid).toMatch(UUID_V4)
      expect(Object.keys(author).sort()).toEqual(['first_name', 'last_name', 'parent_name', 'public_name', 'uid'])
      expect(typeof author.first_name).toBe('string')
      expect(author.parent_name === null || typeof author.parent_name === 'string').toBe(true)
    }
  })

  it('keeps uids unique in a large dataset too', () => {
    const large = generateAuthors({ seed: 99, size: 20_000 })
    expect(new Set(large.map((author) => author.uid)).size).toBe(20_000)
  })

  it('is not stored in the order the API returns', () => {
    const firstNames = dataset.map((author) => author.first_name)
    expect(firstNames).not.toEqual([...firstNames].sort())
  })
})

describe('names in the default dataset', () => {
  it('is mostly Cyrillic with a good share of Latin names', () => {
    expect(share((author) => CYRILLIC.test(author.last_name))).toBeGreaterThan(0.6)
    expect(share((author) => /^[\p{Script=Latin}' -]+$/u.test(author.last_name.trim()))).toBeGreaterThan(0.1)
  })

  it('includes English, German and French names', () => {
    const lastNames = new Set(dataset.map(surname))
    expect(['Smith', 'Müller', 'Dupont'].filter((name) => ![...lastNames].some((last) => last.includes(name)))).toEqual([])
  })

  it('agrees surnames and patronymics with the sex of the author', () => {
    const russian = dataset.filter((author) => author.parent_name && /(ич|вна|чна)$/.test(author.parent_name))
    expect(russian.length).toBeGreaterThan(500)
    for (const author of russian) {
      const female = /(вна|чна)$/.test(author.parent_name ?? '')
      for (const part of surname(author).split('-')) {
        if (female) expect(part).not.toMatch(/(ов|ев|ёв|ин|ский)$/)
        else expect(part).not.toMatch(/(ова|ева|ёва|ина|ская)$/)
      }
    }
  })

  it('has hyphenated double surnames and very long names', () => {
    expect(share((author) => /\p{L}-\p{L}/u.test(author.last_name))).toBeGreaterThan(0.01)
    expect(dataset.some((author) => author.public_name.length >= 35)).toBe(true)
    expect(dataset.some((author) => author.last_name.length >= 30)).toBe(true)
  })

  it('has ё, й, an apostrophe and text that looks like markup', () => {
    const everything = dataset.map((author) => Object.values(author).join(' ')).join('\n')
    expect(everything).toContain('ё')
    expect(everything).toContain('й')
    expect(everything).toContain("O'Brien")
    expect(everything).toMatch(/<\w+>|&amp;/)
  })
})

describe('messiness in the default dataset', () => {
  it.each([
    ['a full given name', (author: Author) => author.first_name.length > 2],
    ['an initial with a period as first_name', (author: Author) => /^\p{Lu}\.$/u.test(author.first_name)],
    ['an initial without a period as first_name', (author: Author) => /^\p{Lu}$/u.test(author.first_name)],
    ['a full patronymic', (author: Author) => /(ич|вна|чна)$/.test(author.parent_name ?? '')],
    ['an initial with a period as parent_name', (author: Author) => /^\p{Lu}\.$/u.test(author.parent_name ?? '')],
    ['an initial without a period as parent_name', (author: Author) => /^\p{Lu}$/u.test(author.parent_name ?? '')],
    ['an empty parent_name', (author: Author) => author.parent_name === ''],
    ['a null parent_name', (author: Author) => author.parent_name === null],
    ['a leading space in last_name', (author: Author) => author.last_name.startsWith(' ')],
    ['a trailing initial in last_name', (author: Author) => / \p{Lu}$/u.test(author.last_name)],
    ['a spaced public_name like "Иванов И. П."', (author: Author) => / \p{Lu}\. \p{Lu}\.$/u.test(author.public_name)],
    ['a compact public_name like "Иванов И.П."', (author: Author) => / \p{Lu}\.\p{Lu}\.$/u.test(author.public_name)],
    ['a doubled period in public_name', (author: Author) => /\p{Lu}\.\.(\p{Lu}\.)?$/u.test(author.public_name)],
    ['initials before the surname', (author: Author) => /^\p{Lu}\.(\p{Lu}\.)? \p{L}/u.test(author.public_name)],
    ['a double space in public_name', (author: Author) => author.public_name.includes('  ')],
    ['a trailing space in public_name', (author: Author) => author.public_name.endsWith(' ')],
    [
      'a public_name missing the patronymic initial',
      (author: Author) =>
        (author.parent_name ?? '').length > 2 && author.public_name === `${surname(author)} ${Array.from(author.first_name)[0]}.`,
    ],
  ])('has %s at a realistic rate', (_kind, predicate) => {
    const rate = share(predicate)
    expect(rate).toBeGreaterThan(0)
    expect(rate).toBeLessThan(0.95)
  })

  it('keeps each kind of mistake rare', () => {
    expect(share((author) => INITIAL.test(author.first_name))).toBeLessThan(0.2)
    expect(share((author) => author.last_name.startsWith(' '))).toBeLessThan(0.1)
    expect(share((author) => author.public_name.includes('..'))).toBeLessThan(0.1)
    expect(share((author) => author.public_name.endsWith(' '))).toBeLessThan(0.1)
  })

  it('has groups of same-named authors that differ only by uid and public_name formatting', () => {
    const groups = new Map<string, Author[]>()
    for (const author of dataset) {
      const key = JSON.stringify([author.first_name, author.last_name, author.parent_name])
      groups.set(key, [...(groups.get(key) ?? []), author])
    }
    const retyped = [...groups.values()].filter(
      (group) => group.length > 1 && new Set(group.map((author) => author.public_name)).size === group.length,
    )
    expect(retyped.length).toBeGreaterThanOrEqual(5)
    expect(retyped.filter((group) => group.length >= 3).length).toBeGreaterThanOrEqual(2)
    for (const group of retyped) expect(new Set(group.map((author) => author.uid)).size).toBe(group.length)
  })
})
