// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { pseudonymizeAuthors } from '../../../src/demo-api/api-check/pseudonymize'
import { generateAuthors } from '../../../src/demo-api/dataset'
import { findFlags } from '../../../src/entities/author/flags'
import { duplicateKey, differenceKinds } from '../../../src/features/review/name-key'
import type { Author } from '../../../src/shared/api/contract'
import { firstLetterGuessRate, firstLetterPairs, nameWords, reviewCounts } from '../../pseudonym-measures'

const KEY = 'a key for the tests'

function author(uid: string, last_name: string, first_name: string, parent_name: string | null, public_name: string): Author {
  return { uid, first_name, last_name, parent_name, public_name }
}

/** The new record of each original, by uid (uids kept for the comparison; the names do not depend on them). */
function renamedByUid(authors: readonly Author[], key = KEY): Map<string, Author> {
  return new Map(pseudonymizeAuthors(authors, { key, keepUids: true }).map((each) => [each.uid, each]))
}

/** Whitespace, invisible characters and punctuation of a value, with each word reduced to "w": what must be kept. */
const layout = (text: string | null) => (text === null ? null : text.replace(/[\p{L}\p{M}]+/gu, 'w'))

describe('pseudonymized names', () => {
  const messy: Author[] = [
    author('a', ' Иванов-Петров ', 'Иван', 'Иванович', 'Иванов-Петров И. И.'),
    author('b', 'de la Fontaine', 'Jean-Pierre', null, 'de la Fontaine J.-P..'),
    author('c', 'Соловьёв', 'П.', '', 'Соловьёв  П. И.'),
    author('d', 'MÜLLER', 'E\u0301tienne', null, 'Müller É.'),
    author('e', 'Smith\u00a0', 'Anna', '', 'Smith\u2009A.'),
    author('f', 'Кузнецов И.', 'Игорь', 'Олегович', 'И.О. Кузнецов'),
    author('g', 'Ки\u200bселёв', 'Олег\t', 'Петрович..', 'Киселёв\tО.П.'),
  ]
  const renamed = renamedByUid(messy)

  it('replace every name word of two or more letters by another, and keep everything between words', () => {
    const before = nameWords(messy)
    const after = nameWords([...renamed.values()])
    expect([...after].filter((word) => before.has(word))).toEqual([])
    for (const original of messy) {
      const fake = renamed.get(original.uid)!
      for (const field of ['first_name', 'last_name', 'parent_name', 'public_name'] as const) {
        expect(layout(fake[field]), `${original.uid} ${field}`).toBe(layout(original[field]))
      }
    }
  })

  it('keep every flag and the public name’s agreement (initials follow the new names)', () => {
    for (const original of messy) {
      expect(findFlags(renamed.get(original.uid)!), original.uid).toEqual(findFlags(original))
    }
    const ivanov = renamed.get('a')!
    expect(ivanov.public_name).toBe(`${ivanov.last_name.trim()} ${ivanov.first_name[0]}. ${ivanov.parent_name![0]}.`)
  })

  it('draw names whole from the lists: a name’s first letter and length are not the original’s', () => {
    const many = generateAuthors({ seed: 3, size: 600 })
    const fake = renamedByUid(many)
    const pairs = firstLetterPairs(
      many,
      many.map((each) => fake.get(each.uid)!),
    )
    expect(firstLetterGuessRate(pairs)).toBeLessThan(0.45)
    expect(firstLetterGuessRate(pairs.map(([from, to]) => [to, from] as const))).toBeLessThan(0.45)
  })

  it('keep spellings of one name spellings of one new name, of the same kinds', () => {
    const base = author('1', 'Соловьёв', 'Пётр', 'Ильич', 'Соловьёв П. И.')
    const spellings = [
      base,
      { ...base, uid: '2', last_name: 'Соловьев' },
      { ...base, uid: '3', last_name: 'Solovev' },
      { ...base, uid: '4', last_name: 'Сoловьёв' },
      { ...base, uid: '5', last_name: 'СОЛОВЬЁВ' },
      { ...base, uid: '6', last_name: 'Со\u200bловьёв' },
      { ...base, uid: '7', last_name: 'Соловьёв ' },
      { ...base, uid: '8', parent_name: 'Ильич.' },
    ]
    const fake = renamedByUid(spellings)
    for (const spelling of spellings.slice(1)) {
      const pair = [base, spelling]
      const renamedPair = pair.map((each) => fake.get(each.uid)!)
      expect(duplicateKey(renamedPair[1]!), spelling.uid).toBe(duplicateKey(renamedPair[0]!))
      expect(differenceKinds(renamedPair), spelling.uid).toEqual(differenceKinds(pair))
    }
    // The Latin look-alike is still one, in the new word; the transliteration is the new name's.
    expect(fake.get('4')!.last_name).toMatch(/^[\p{Script=Cyrillic}]+[aceopxyABCEHKMOPTXY][\p{Script=Cyrillic}]*$/u)
    expect(fake.get('3')!.last_name).toMatch(/^[A-Z][a-z]+$/)
  })

  it('keep twins as twins, null apart from "", and two different names different', async () => {
    const twin = author('t1', 'Orlov', 'Anna', null, 'Orlov A.')
    const list = [twin, { ...twin, uid: 't2' }, { ...twin, uid: 't3', parent_name: '' }, author('t4', 'Orlova', 'Anna', null, 'Orlova A.')]
    expect(await reviewCounts(pseudonymizeAuthors(list, { key: KEY }))).toEqual(await reviewCounts(list))
    const fake = renamedByUid(list)
    expect(fake.get('t1')!.parent_name).toBeNull()
    expect(fake.get('t3')!.parent_name).toBe('')
    expect(fake.get('t4')!.last_name).not.toBe(fake.get('t1')!.last_name)
  })

  it('keep markup-like and other test values that are not names of people', () => {
    const hostile = [
      author('h1', 'Smith', 'John', 'R.', 'Smith J. <jr>'),
      author('h2', 'Curie', 'Marie', '', 'Curie M. &amp; P.'),
      author('h3', '<script>alert(1)</script>', "Robert'); DROP TABLE authors;--", null, '=HYPERLINK("http://x")'),
      author('h4', '{{constructor.name}}', '${jndi:ldap://x}', '@SUM(1+1)', '+7 (495) 000-00-00'),
    ]
    const fake = renamedByUid(hostile)
    const smith = fake.get('h1')!
    expect(smith.public_name).toBe(`${smith.last_name} ${smith.first_name[0]}. <jr>`)
    const curie = fake.get('h2')!
    expect(curie.public_name).toMatch(new RegExp(`^${curie.last_name} ${curie.first_name[0]}\\. &amp; [A-Z]\\.$`))
    expect(fake.get('h2')!.public_name).not.toContain('Curie')
    const withoutUid = ({ first_name, last_name, parent_name, public_name }: Author) => ({
      first_name,
      last_name,
      parent_name,
      public_name,
    })
    for (const uid of ['h3', 'h4']) {
      expect(withoutUid(fake.get(uid)!)).toEqual(withoutUid(hostile.find((each) => each.uid === uid)!))
    }
  })

  it('replace uids, the same uid by the same new one, unless kept; and order the rows by the new names', () => {
    const list = generateAuthors({ seed: 4, size: 80 })
    const fake = pseudonymizeAuthors(list, { key: KEY })
    const uids = new Set(list.map((each) => each.uid))
    expect(fake.filter((each) => uids.has(each.uid))).toEqual([])
    expect(new Set(fake.map((each) => each.uid)).size).toBe(list.length)
    expect(fake.every((each) => /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(each.uid))).toBe(true)
    // Shuffled input, the same key: the same records, the same new uids, in the same order.
    expect(pseudonymizeAuthors([...list].reverse(), { key: KEY })).toEqual(fake)
    expect(pseudonymizeAuthors(list, { key: 'another key' }).map((each) => each.last_name)).not.toEqual(fake.map((each) => each.last_name))
    const kept = pseudonymizeAuthors(list, { key: KEY, keepUids: true })
    expect(new Set(kept.map((each) => each.uid))).toEqual(uids)
    const sortKey = (each: Author) => [each.first_name, each.last_name, each.uid]
    const inOrder = [...fake].sort((a, b) => {
      for (const [x, y] of sortKey(a).map((value, index) => [value, sortKey(b)[index]!] as const)) if (x !== y) return codePointOrder(x, y)
      return 0
    })
    expect(fake).toEqual(inOrder)
  })
})

/** Python's and SQL BINARY's string order: by code point. */
function codePointOrder(a: string, b: string): number {
  const x = [...a].map((char) => char.codePointAt(0)!)
  const y = [...b].map((char) => char.codePointAt(0)!)
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!
  return x.length - y.length
}

describe('a pseudonymized demo directory (the Django fixture’s data)', () => {
  it('keeps the review’s every count, and leaves no name word, uid or first-letter mapping of the original', async () => {
    const original = generateAuthors({ seed: 1, size: 1200 })
    const fake = pseudonymizeAuthors(original, { key: KEY })
    expect(await reviewCounts(fake)).toEqual(await reviewCounts(original))
    const before = nameWords(original)
    expect([...nameWords(fake)].filter((word) => before.has(word))).toEqual([])
    const uids = new Set(original.map((each) => each.uid))
    expect(fake.filter((each) => uids.has(each.uid))).toEqual([])
    const byUid = renamedByUid(original)
    const pairs = firstLetterPairs(
      original,
      original.map((each) => byUid.get(each.uid)!),
    )
    expect(firstLetterGuessRate(pairs)).toBeLessThan(0.45)
    expect(firstLetterGuessRate(pairs.map(([from, to]) => [to, from] as const))).toBeLessThan(0.45)
  })
})
