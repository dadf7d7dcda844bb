/**
 * The review's rules as they were before the columnar rewrite (issue 33 §3), kept as the oracle
 * that test/unit/features/review/findings-equal.test.ts compares the new path with. Not used by the app.
 */
import type { Author } from '../../../../../src/shared/api/contract'
import { boundedDistance, deletionNeighbourhood, editsBetween, type Edit } from '../../../../../src/features/review/edit-distance'
import { cyrillicLookAlikes, fieldKey } from './name-key'

/**
 * The near misses: records whose name keys differ, but as one name's would by a typing slip
 * (spelling), by initials written for the names, or by the last and first names swapped. Pure;
 * docs/review.md says the same in words, with the pairs the blocking can miss.
 *
 * The rules work on *units*: the distinct name keys (a unit holds every record of one key), so a
 * name written a hundred times is compared once. No pair of units is compared unless a block puts
 * them side by side:
 * - spelling: the same keys in the two other fields, and a shared deletion neighbour (symmetric
 *   delete) of the differing field's keys;
 * - initials: the same last-name key and the same first letter of the first name;
 * - swapped: the same pair of keys {last, first}.
 */

export type NearMissKind = 'swapped' | 'spelling' | 'initials'

/** The kinds from the most to the least certain: swapped names keep every letter, a slip changes one or two, initials keep only first letters. */
export const NEAR_MISS_KINDS: readonly NearMissKind[] = ['swapped', 'spelling', 'initials']

export type NameField = 'last_name' | 'first_name' | 'parent_name'
export const NAME_FIELDS: readonly NameField[] = ['last_name', 'first_name', 'parent_name']

type Names = Pick<Author, 'last_name' | 'first_name' | 'parent_name'>

export interface NameUnit {
  /** The three field keys (fieldKey), in NAME_FIELDS order; a null patronymic is ''. */
  keys: readonly [string, string, string]
  /** One spelling of the key as received: the words and the initials are read from it. */
  names: Names
  /** The records that hold the key: the heaviest unit is a group's first. */
  weight: number
}

/** How one unit of a spelling group differs from the group's first. */
export interface SpellingDifference {
  field: NameField
  /** The edits that turn the first unit's value into this one's (as written, lower case; by key when the scripts differ). */
  edits: Edit[]
}

export type NearMissReason =
  | { kind: 'spelling'; differences: SpellingDifference[] }
  | { kind: 'initials'; /** Other full names in the read that the group's initials agree with as well. */ otherFullNames: number }
  | { kind: 'swapped' }

export interface NearMissGroup {
  kind: NearMissKind
  /** Units (indices into the units given), the first the group's reference. */
  units: number[]
  reason: NearMissReason
}

/** Keys with fewer letters are never near: "Ли" and "Лу" are different names. */
export const NEAR_MIN_LETTERS = 4
/** From this many letters (the shorter key), two edits are near; below it, one. */
export const TWO_EDITS_FROM = 9
/** Longer keys are not looked at for spelling (their neighbourhoods would grow with the square). */
export const NEAR_MAX_LETTERS = 40

/** The edits allowed between two keys: 0 when they can never be near. */
export function allowedEdits(a: string, b: string): number {
  const shorter = Math.min(Array.from(a).length, Array.from(b).length)
  if (shorter < NEAR_MIN_LETTERS) return 0
  return shorter >= TWO_EDITS_FROM ? 2 : 1
}

const words = (key: string) => key.split(/[\s-]+/u).length

/** Whether two keys of one field are a spelling apart: a slip changes letters, never the words ("Zimmermann S" is not a slip of "Zimmermann"). */
export function keysNear(a: string, b: string): boolean {
  if (a === b || words(a) !== words(b)) return false
  const allowed = allowedEdits(a, b)
  return allowed > 0 && boundedDistance(a, b, allowed) <= allowed
}

const CYRILLIC = /\p{Script=Cyrillic}/u

/**
 * Whether two values whose keys are near are a slip as written too. Written in one script they
 * must be as near as their keys ("Марина" and "Мария" are one apart only once я is "ia"); and a
 * first name or a patronymic must end in the same letter: its ending says who it is
 * ("Александр" and "Александра", "François" and "Françoise", "Юлий" and "Юлия").
 */
export function writtenNear(a: string | null, b: string | null, field: NameField): boolean {
  const from = written(a)
  const to = written(b)
  const sameScript = CYRILLIC.test(from) === CYRILLIC.test(to)
  if (sameScript) {
    const allowed = allowedEdits(from, to)
    if (allowed === 0 || boundedDistance(from, to, allowed) > allowed) return false
  }
  if (field === 'last_name') return !genderForms(fieldKey(a), fieldKey(b))
  const end = (value: string | null) => fieldKey(value).slice(-1)
  return sameScript ? from.slice(-1) === to.slice(-1) : end(a) === end(b)
}

/** A last name's masculine and feminine endings, as keys (ICAO): Orlov/Orlova, Достоевский/Достоевская, Kowalski/Kowalska. */
const GENDER_ENDINGS = new Set(['|a', 'ii|aia', 'oi|aia', 'yi|aia', 'i|a'])

/**
 * Whether two last-name keys are one family name in its masculine and feminine forms: a husband
 * and a wife, a brother and a sister, not a slip of the keyboard.
 */
export function genderForms(a: string, b: string): boolean {
  let common = 0
  while (common < a.length && common < b.length && a[common] === b[common]) common++
  const [x, y] = [a.slice(common), b.slice(common)]
  return GENDER_ENDINGS.has(`${x}|${y}`) || GENDER_ENDINGS.has(`${y}|${x}`)
}

export interface NearMissOptions {
  /** Called now and then so a caller can let the browser in; may be async. */
  breathe?: () => Promise<void> | void
}

/** Every near-miss group among the units, the kinds in NEAR_MISS_KINDS order. A unit is in at most one group of a kind. */
export async function findNearMisses(units: readonly NameUnit[], options: NearMissOptions = {}): Promise<NearMissGroup[]> {
  let ticks = 0
  const tick = async () => {
    if (++ticks % 32 === 0) await options.breathe?.()
  }
  const swapped = await swappedGroups(units, tick)
  const spelling = await spellingGroups(units, tick)
  const initials = await initialsGroups(units, tick)
  return [...swapped, ...spelling, ...initials]
}

type Tick = () => Promise<void>

/**
 * Groups from near pairs: the heaviest unit not yet in a group of this kind takes every
 * neighbour not yet in one (a star, never a chain: Иванов–Иваноф–Ивашов is not one group
 * unless Иванов is near both).
 */
async function stars(units: readonly NameUnit[], neighbours: ReadonlyMap<number, number[]>, tick: Tick): Promise<number[][]> {
  // The heaviest first, then in the units' order: buckets by weight (no sort of every centre, which would not yield).
  const byWeight = new Map<number, number[]>()
  for (let unit = 0; unit < units.length; unit++) {
    if (unit % 64 === 0) await tick()
    if (!neighbours.has(unit)) continue
    const weight = units[unit]!.weight
    const bucket = byWeight.get(weight)
    if (bucket) bucket.push(unit)
    else byWeight.set(weight, [unit])
  }
  const centres = [...byWeight.keys()].sort((a, b) => b - a).flatMap((weight) => byWeight.get(weight)!)
  const taken = new Set<number>()
  const groups: number[][] = []
  for (const centre of centres) {
    await tick()
    if (taken.has(centre)) continue
    const members = [centre, ...neighbours.get(centre)!.filter((other) => !taken.has(other))]
    if (members.length > 2) await tick()
    if (members.length < 2) continue
    members.forEach((member) => taken.add(member))
    groups.push([centre, ...members.slice(1).sort((a, b) => a - b)])
  }
  return groups
}

function link(neighbours: Map<number, number[]>, a: number, b: number) {
  for (const [from, to] of [
    [a, b],
    [b, a],
  ] as const) {
    const list = neighbours.get(from)
    if (!list) neighbours.set(from, [to])
    else if (!list.includes(to)) list.push(to)
  }
}

// Swapped ----------------------------------------------------------------------------------------

const patronymicsAgree = (a: string, b: string) => a === b || a === '' || b === ''

async function swappedGroups(units: readonly NameUnit[], tick: Tick): Promise<NearMissGroup[]> {
  const blocks = new Map<string, number[]>()
  for (let unit = 0; unit < units.length; unit++) {
    await tick()
    const [last, first] = units[unit]!.keys
    if (last === first || last === '' || first === '') continue
    const block = last < first ? `${last}\u0000${first}` : `${first}\u0000${last}`
    const members = blocks.get(block)
    if (members) members.push(unit)
    else blocks.set(block, [unit])
  }
  const neighbours = new Map<number, number[]>()
  for (const members of blocks.values()) {
    await tick()
    for (let i = 0; i < members.length; i++) {
      for (let j = i + 1; j < members.length; j++) {
        const a = units[members[i]!]!.keys
        const b = units[members[j]!]!.keys
        if (a[0] === b[1] && a[1] === b[0] && patronymicsAgree(a[2], b[2])) link(neighbours, members[i]!, members[j]!)
      }
    }
  }
  return (await stars(units, neighbours, tick)).map((group) => ({ kind: 'swapped', units: group, reason: { kind: 'swapped' } }))
}

// Spelling ---------------------------------------------------------------------------------------

/** For each distinct value, the other values a spelling away (symmetric delete over the distinct values only). */
async function nearValues(values: readonly string[], tick: Tick): Promise<number[][]> {
  const near: number[][] = values.map(() => [])
  const byVariant = new Map<string, number[]>()
  for (let id = 0; id < values.length; id++) {
    await tick()
    const length = Array.from(values[id]!).length
    if (length < NEAR_MIN_LETTERS || length > NEAR_MAX_LETTERS) continue
    for (const variant of deletionNeighbourhood(values[id]!, length >= TWO_EDITS_FROM ? 2 : 1)) {
      const ids = byVariant.get(variant)
      if (ids) ids.push(id)
      else byVariant.set(variant, [id])
    }
  }
  const checked = new Set<number>()
  for (const ids of byVariant.values()) {
    await tick()
    if (ids.length < 2) continue
    for (let i = 0; i < ids.length; i++) {
      if (i % 16 === 15) await tick()
      for (let j = i + 1; j < ids.length; j++) {
        const a = ids[i]!
        const b = ids[j]!
        const pair = a * values.length + b
        if (checked.has(pair)) continue
        checked.add(pair)
        if (keysNear(values[a]!, values[b]!)) {
          near[a]!.push(b)
          near[b]!.push(a)
        }
      }
    }
  }
  return near
}

/** A function of a string remembered for the last many strings (names repeat: each is read once). */
function remembered(read: (value: string) => string): (value: string | null) => string {
  const cache = new Map<string, string>()
  return (value) => {
    if (value === null) return read('')
    let result = cache.get(value)
    if (result === undefined) {
      if (cache.size >= 50_000) cache.clear()
      result = read(value)
      cache.set(value, result)
    }
    return result
  }
}

/** A value as written, for the words: Unicode forms, invisible characters and spacing set aside, lower case. */
const written = remembered((value) => writtenOnce(value))

function writtenOnce(value: string): string {
  return value
    .normalize('NFKC')
    .replace(/[\u200b-\u200d\u2060\ufeff]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .toLowerCase()
}

function spellingDifference(a: NameUnit, b: NameUnit, field: number): SpellingDifference {
  const name = NAME_FIELDS[field]!
  const from = written(a.names[name])
  const to = written(b.names[name])
  // Written in one script, the edits are the letters an editor sees; across scripts, the keys'.
  const allowed = allowedEdits(a.keys[field]!, b.keys[field]!)
  const edits = boundedDistance(from, to, allowed) <= allowed ? editsBetween(from, to) : editsBetween(a.keys[field]!, b.keys[field]!)
  return { field: name, edits: edits ?? [] }
}

async function spellingGroups(units: readonly NameUnit[], tick: Tick): Promise<NearMissGroup[]> {
  const neighbours = new Map<number, number[]>()
  const fieldOf = new Map<number, number>()
  for (let field = 0; field < 3; field++) {
    // The distinct values of this field, and the units in each block (the two other fields' keys).
    const ids = new Map<string, number>()
    const values: string[] = []
    const blocks = new Map<string, number[]>()
    const valueOf = new Int32Array(units.length)
    for (let unit = 0; unit < units.length; unit++) {
      await tick()
      const keys = units[unit]!.keys
      const value = keys[field]!
      let id = ids.get(value)
      if (id === undefined) {
        id = values.push(value) - 1
        ids.set(value, id)
      }
      valueOf[unit] = id
      const block = keys.filter((_, at) => at !== field).join('\u0000')
      const members = blocks.get(block)
      if (members) members.push(unit)
      else blocks.set(block, [unit])
    }
    const near = await nearValues(values, tick)
    for (const members of blocks.values()) {
      if (members.length < 2) continue
      await tick()
      const byValue = new Map(members.map((unit) => [valueOf[unit]!, unit]))
      for (const unit of members) {
        for (const other of near[valueOf[unit]!]!) {
          const partner = byValue.get(other)
          if (partner === undefined || partner < unit) continue
          const name = NAME_FIELDS[field]!
          if (!writtenNear(units[unit]!.names[name], units[partner]!.names[name], name)) continue
          link(neighbours, unit, partner)
          fieldOf.set(unit * units.length + partner, field)
          fieldOf.set(partner * units.length + unit, field)
        }
      }
    }
  }
  const groups = await stars(units, neighbours, tick)
  return groups.map((group) => {
    const [first, ...others] = group as [number, ...number[]]
    const differences = others.map((other) => spellingDifference(units[first]!, units[other]!, fieldOf.get(first * units.length + other)!))
    return { kind: 'spelling', units: group, reason: { kind: 'spelling', differences } }
  })
}

// Initials ---------------------------------------------------------------------------------------

const ONE_INITIAL = /^(\p{L})\.?$/u
const TWO_INITIALS = /^(\p{L})\.\s*(\p{L})\.?$/u

/** The initials a field holds in place of a name ("И.", "И", "И.И." and "И. И." for two), or undefined. */
export function initialsOf(value: string | null): string[] | undefined {
  const text = written(value).replace(/\s+/gu, ' ')
  const one = ONE_INITIAL.exec(text)
  if (one) return [one[1]!]
  const two = TWO_INITIALS.exec(text)
  return two ? [two[1]!, two[2]!] : undefined
}

/** The key of a name's first letter, its look-alikes read as the word's script ("Cергей" with a Latin C is с). */
export const firstLetterKey = remembered((value) => {
  const letter = /\p{L}/u.exec(cyrillicLookAlikes(written(value)))?.[0]
  return letter ? fieldKey(letter) : ''
})

interface InitialsForm {
  /** The first name's and the patronymic's initials (keys); '' for a patronymic left out. */
  first: string
  parent: string
}

/** A unit whose first name is initials, and whose patronymic is an initial or left out. */
function initialsForm(names: Names): InitialsForm | undefined {
  const first = initialsOf(names.first_name)
  if (!first) return undefined
  const parentBlank = written(names.parent_name) === ''
  if (first.length === 2) return parentBlank ? { first: fieldKey(first[0]!), parent: fieldKey(first[1]!) } : undefined
  if (parentBlank) return { first: fieldKey(first[0]!), parent: '' }
  const parent = initialsOf(names.parent_name)
  return parent?.length === 1 ? { first: fieldKey(first[0]!), parent: fieldKey(parent[0]!) } : undefined
}

async function initialsGroups(units: readonly NameUnit[], tick: Tick): Promise<NearMissGroup[]> {
  // Blocks: the last-name key and the first name's first letter; in each, initials and full names.
  const blocks = new Map<string, { initials: Array<[number, InitialsForm]>; full: number[] }>()
  for (let unit = 0; unit < units.length; unit++) {
    await tick()
    const { keys, names } = units[unit]!
    if (keys[0] === '') continue
    const form = initialsForm(names)
    const isFull = !form && Array.from(written(names.first_name).replace(/[^\p{L}]/gu, '')).length >= 2
    if (!form && !isFull) continue
    const block = `${keys[0]}\u0000${form ? form.first : firstLetterKey(names.first_name)}`
    let entry = blocks.get(block)
    if (!entry) blocks.set(block, (entry = { initials: [], full: [] }))
    if (form) entry.initials.push([unit, form])
    else entry.full.push(unit)
  }
  const neighbours = new Map<number, number[]>()
  const agreeing = new Map<number, number>()
  for (const { initials, full } of blocks.values()) {
    if (initials.length === 0 || full.length === 0) continue
    await tick()
    for (const [unit, form] of initials) {
      for (const other of full) {
        const parent = units[other]!.names.parent_name
        if (form.parent !== '' && written(parent) !== '' && form.parent !== firstLetterKey(parent)) continue
        link(neighbours, other, unit)
        agreeing.set(unit, (agreeing.get(unit) ?? 0) + 1)
      }
    }
  }
  // Only full names are centres: a group is one full name and the initials that agree with it.
  for (const unit of [...neighbours.keys()]) if (agreeing.has(unit)) neighbours.delete(unit)
  const groups = await stars(units, neighbours, tick)
  return groups.map((group) => {
    const otherFullNames = Math.max(0, ...group.slice(1).map((unit) => (agreeing.get(unit) ?? 1) - 1))
    return { kind: 'initials', units: group, reason: { kind: 'initials', otherFullNames } }
  })
}
