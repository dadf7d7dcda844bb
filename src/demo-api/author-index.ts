import type { Author } from '../shared/api/contract'
import {
  createRandom,
  LATIN_NAMES,
  LONG_RUSSIAN_SURNAMES,
  messyParentName,
  pickStyle,
  publicName,
  RUSSIAN_FEMALE_NAMES,
  RUSSIAN_MALE_NAMES,
  RUSSIAN_SURNAMES,
  surnameForSex,
  uuidV4,
  type Person,
  type Sex,
} from './dataset'
import { compareCodePoints, type AuthorIndex, type AuthorRows, type FilterTerms } from './list-engine'

/**
 * A very large list made on demand: no record exists until a page asks for it, so a page of a
 * 100,000-author list costs what a page of a small one does. Records are built straight in the
 * list's order (first name, then last name, then uid) from their position:
 *
 *   position = ((first-name block × last names per block) + last-name index) × TWINS + copy
 *
 * Every first name is paired with every last name of its own kind (Russian or Latin, male or
 * female), each pair TWINS times (records identical but for uid, as the register has), and the
 * patronymic and public name come from a generator seeded by the position. Filters narrow the
 * first and the last names separately, so a count or a page of matches is arithmetic over those
 * short lists, never a pass over the records. Deterministic: the same seed and size always give
 * the same records in the same order.
 */

const TWINS = 2
/** How many selections (searches) an index keeps worked out. */
const KEPT_SELECTIONS = 16

interface FirstName {
  name: string
  kind: number
  person: Pick<Person, 'parentName' | 'latin'>
}

export function createAuthorIndex({ seed, size }: { seed: number; size: number }): AuthorIndex {
  const firstNames = collectFirstNames()
  const perBlock = Math.max(1, Math.ceil(size / (firstNames.length * TWINS)))
  const lastNames = KINDS.map((kind) => collectLastNames(kind, perBlock))
  const blockSize = perBlock * TWINS
  const blocks = Math.min(firstNames.length, Math.ceil(size / blockSize))

  // A pair's uids are made together (the list sorts them), and a page asks for both in a row.
  let uidsPair = -1
  let uids: readonly string[] = []
  const record = (block: number, lastIndex: number, copy: number): Author => {
    const first = firstNames[block]!
    const lastName = lastNames[first.kind]![lastIndex]!
    const pair = block * perBlock + lastIndex
    const random = createRandom(mix(seed, pair * TWINS + copy))
    // Only the first name's own fields are read: its patronymic, and whether it is a Latin one.
    const parentName = messyParentName(random, first.person)
    if (pair !== uidsPair) {
      uids = twinUids(seed, pair)
      uidsPair = pair
    }
    return {
      uid: uids[copy]!,
      first_name: first.name,
      last_name: lastName,
      parent_name: parentName,
      public_name: publicName(lastName, [first.name, parentName], pickStyle(random)),
    }
  }

  // A review asks for the same search page after page: each selection is worked out once and kept
  // (the few most recent ones; a selection is a few short arrays, whatever the list's size).
  const selections = new Map<string, AuthorRows>()
  return {
    select(terms: FilterTerms): AuthorRows {
      const key = `${terms.last_name}\0${terms.first_name}`
      let rows = selections.get(key)
      if (!rows) {
        rows = selectAnew(terms)
        if (selections.size >= KEPT_SELECTIONS) selections.delete(selections.keys().next().value!)
        selections.set(key, rows)
      }
      return rows
    },
  }

  function selectAnew(terms: FilterTerms): AuthorRows {
    const lastMatches = lastNames.map((names) => matchingIndexes(names, terms.last_name))
    const counts: number[] = []
    for (let block = 0; block < blocks; block++) {
      const first = firstNames[block]!
      const matches = first.name.toLowerCase().includes(terms.first_name) ? lastMatches[first.kind]! : []
      const available = Math.min(blockSize, size - block * blockSize)
      counts.push(available === blockSize ? matches.length * TWINS : countWithin(matches, available))
    }
    const length = counts.reduce((sum, count) => sum + count, 0)
    return {
      length,
      slice(start = 0, end = length): Author[] {
        const rows: Author[] = []
        const from = Math.max(0, start)
        const to = Math.min(length, end)
        let blockStart = 0
        for (let block = 0; block < blocks && blockStart < to; block++) {
          const count = counts[block]!
          const matches = lastMatches[firstNames[block]!.kind]!
          for (let nth = Math.max(0, from - blockStart); nth < Math.min(count, to - blockStart); nth++) {
            rows.push(record(block, matches[Math.floor(nth / TWINS)]!, nth % TWINS))
          }
          blockStart += count
        }
        return rows
      },
    }
  }
}

/** How many of the block's first `available` records the matching last names cover. */
function countWithin(matches: readonly number[], available: number): number {
  let count = 0
  for (const index of matches) count += Math.min(TWINS, Math.max(0, available - index * TWINS))
  return count
}

function matchingIndexes(names: readonly string[], term: string): number[] {
  const indexes: number[] = []
  names.forEach((name, index) => {
    if (term === '' || name.toLowerCase().includes(term)) indexes.push(index)
  })
  return indexes
}

/** The uids of one pair of names, in the order the list sorts them. */
function twinUids(seed: number, pair: number): string[] {
  const uids: string[] = []
  for (let copy = 0; copy < TWINS; copy++) uids.push(uuidV4(createRandom(mix(seed ^ 0x5bd1e995, pair * TWINS + copy))))
  return uids.sort(compareCodePoints)
}

/** A 32-bit hash of two numbers, so that neighbouring positions get unrelated generators. */
function mix(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x7f4a7c15, 0xc2b2ae35)
  h ^= h >>> 16
  h = Math.imul(h, 0x27d4eb2d)
  return (h ^ (h >>> 15)) >>> 0
}

interface Kind {
  sex: Sex
  latin: boolean
}

const KINDS: readonly Kind[] = [
  { sex: 'male', latin: false },
  { sex: 'female', latin: false },
  { sex: 'male', latin: true },
  { sex: 'female', latin: true },
]

/** Every first name once, in the list's order, with what its patronymic or middle name can be. */
function collectFirstNames(): FirstName[] {
  const byName = new Map<string, FirstName>()
  const add = (name: string, kind: number, parentName: string | null) => {
    if (!byName.has(name)) {
      const { latin } = KINDS[kind]!
      byName.set(name, { name, kind, person: { parentName, latin } })
    }
  }
  RUSSIAN_MALE_NAMES.forEach(([name], index) => add(name, 0, RUSSIAN_MALE_NAMES[(index * 7 + 3) % RUSSIAN_MALE_NAMES.length]![1]))
  RUSSIAN_FEMALE_NAMES.forEach((name, index) => add(name, 1, RUSSIAN_MALE_NAMES[(index * 5 + 1) % RUSSIAN_MALE_NAMES.length]![2]))
  for (const names of LATIN_NAMES) {
    names.male.forEach((name, index) => add(name, 2, names.male[(index + 1) % names.male.length]!))
    names.female.forEach((name, index) => add(name, 3, names.female[(index + 1) % names.female.length]!))
  }
  return [...byName.values()].sort((a, b) => compareCodePoints(a.name, b.name))
}

/**
 * `count` distinct last names of one kind, sorted: the surnames themselves, a few as the register
 * mistypes them (a leading space, a trailing initial), then double-barrelled ones as needed.
 */
function collectLastNames(kind: Kind, count: number): string[] {
  const base = kind.latin
    ? [...new Set(LATIN_NAMES.flatMap((names) => names.surnames))]
    : [...RUSSIAN_SURNAMES, ...LONG_RUSSIAN_SURNAMES].map((surname) => surnameForSex(surname, kind.sex))
  const names = new Set<string>()
  const take = (name: string) => names.size < count && names.add(name)
  base.forEach(take)
  base.forEach((surname, index) => index % 9 === 0 && take(` ${surname}`))
  base.forEach((surname, index) => index % 11 === 0 && take(`${surname} ${kind.latin ? 'J' : 'А'}`))
  for (let step = 1; names.size < count && step < base.length; step++) {
    base.forEach((surname, index) => take(`${surname}-${base[(index + step) % base.length]!}`))
  }
  // Lists of a million and more outgrow the double-barrelled names: triple-barrelled ones then.
  for (let step = 1; names.size < count && step < base.length * base.length; step++) {
    base.forEach((surname, index) =>
      take(`${surname}-${base[(index + step) % base.length]!}-${base[(index + Math.floor(step / base.length) + 1) % base.length]!}`),
    )
  }
  return [...names].sort(compareCodePoints)
}
