import type { Author } from '../../shared/api/contract'
import { boundedDistance, deletionNeighbourhood, editsBetween, type Edit } from './edit-distance'
import { cyrillicLookAlikes, fieldKey } from './name-key'
import { TripleIndex } from './number-index'

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

/**
 * The units as columns (the review's form: a million records hold most of a million units, and
 * an object a unit was most of the heap): what NameUnit says, read by the unit's number.
 */
export interface NameUnits {
  readonly length: number
  /** The field's key (0 last, 1 first, 2 patronymic; '' for a null patronymic). */
  key(unit: number, field: number): string
  /** The field's key as a number: equal numbers for equal keys, in any field. */
  keyId(unit: number, field: number): number
  /** The field as received in the unit's spelling. */
  value(unit: number, field: NameField): string | null
  weight(unit: number): number
}

/** An array of units as columns (tests, and any caller with few units). */
export function unitColumns(units: readonly NameUnit[]): NameUnits {
  const ids = new Map<string, number>()
  const keyId = (key: string) => {
    let id = ids.get(key)
    if (id === undefined) ids.set(key, (id = ids.size))
    return id
  }
  const keyIds = units.map((unit) => unit.keys.map(keyId))
  return {
    length: units.length,
    key: (unit, field) => units[unit]!.keys[field]!,
    keyId: (unit, field) => keyIds[unit]![field]!,
    value: (unit, field) => units[unit]!.names[field],
    weight: (unit) => units[unit]!.weight,
  }
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
export async function findNearMisses(given: readonly NameUnit[] | NameUnits, options: NearMissOptions = {}): Promise<NearMissGroup[]> {
  const units = Array.isArray(given) ? unitColumns(given as readonly NameUnit[]) : (given as NameUnits)
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
async function stars(units: NameUnits, neighbours: ReadonlyMap<number, number[]>, tick: Tick): Promise<number[][]> {
  // The heaviest first, then in the units' order: buckets by weight (no sort of every centre, which would not yield).
  const byWeight = new Map<number, number[]>()
  for (let unit = 0; unit < units.length; unit++) {
    if (unit % 64 === 0) await tick()
    if (!neighbours.has(unit)) continue
    const weight = units.weight(unit)
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

async function swappedGroups(units: NameUnits, tick: Tick): Promise<NearMissGroup[]> {
  // Each unit under its pair of keys (last, first); a pair meets the units of the pair swapped.
  const pairs = new TripleIndex(units.length)
  const pairOf = new Int32Array(units.length).fill(-1)
  for (let unit = 0; unit < units.length; unit++) {
    if (unit % 64 === 0) await tick()
    const last = units.keyId(unit, 0)
    const first = units.keyId(unit, 1)
    if (last === first || units.key(unit, 0) === '' || units.key(unit, 1) === '') continue
    pairOf[unit] = pairs.id(last, first, 0)
  }
  const members = membersOf(pairOf, pairs.size)
  const neighbours = new Map<number, number[]>()
  for (let pair = 0; pair < pairs.size; pair++) {
    if (pair % 64 === 0) await tick()
    const swapped = pairs.find(pairs.b(pair), pairs.a(pair), 0)
    if (swapped < pair) continue
    for (let i = members.start[pair]!; i < members.start[pair + 1]!; i++) {
      const a = members.units[i]!
      for (let j = members.start[swapped]!; j < members.start[swapped + 1]!; j++) {
        const b = members.units[j]!
        if (patronymicsAgree(units.key(a, 2), units.key(b, 2))) link(neighbours, a, b)
      }
    }
  }
  return (await stars(units, neighbours, tick)).map((group) => ({ kind: 'swapped', units: group, reason: { kind: 'swapped' } }))
}

/** The units of each block (`blockOf`: a unit's block, -1 for none), in the units' order, as one array and each block's start in it. */
function membersOf(blockOf: Int32Array, blocks: number): { units: Int32Array; start: Int32Array } {
  const start = new Int32Array(blocks + 1)
  for (const block of blockOf) if (block >= 0) start[block + 1]! += 1
  for (let block = 0; block < blocks; block++) start[block + 1]! += start[block]!
  const next = start.slice(0, blocks)
  const units = new Int32Array(start[blocks]!)
  blockOf.forEach((block, unit) => {
    if (block >= 0) units[next[block]!++] = unit
  })
  return { units, start }
}

// Spelling ---------------------------------------------------------------------------------------

/**
 * For each distinct value, the other values a spelling away (symmetric delete over the distinct
 * values only). The deletion variants are not kept as strings: each is hashed to 32 bits and the
 * values sharing a hash are chained in typed arrays (VariantChains). A hash two variants share
 * only puts more pairs to keysNear, which decides; every pair keysNear accepts shares a variant
 * (the neighbourhoods go as deep as the edits allowed), so the pairs found are the same. A Map
 * from each variant string to an array was most of the worker's heap at a million records.
 */
async function nearValues(values: readonly string[], tick: Tick): Promise<number[][]> {
  const near: number[][] = values.map(() => [])
  const chains = new VariantChains()
  for (let id = 0; id < values.length; id++) {
    await tick()
    const length = Array.from(values[id]!).length
    if (length < NEAR_MIN_LETTERS || length > NEAR_MAX_LETTERS) continue
    for (const variant of deletionNeighbourhood(values[id]!, length >= TWO_EDITS_FROM ? 2 : 1)) chains.add(variant, id)
  }
  const checked = new Set<number>()
  const ids: number[] = []
  for (let cell = 0; cell < chains.cells; cell++) {
    if (cell % 1024 === 0) await tick()
    if (!chains.shared(cell)) continue
    chains.idsAt(cell, ids)
    for (let i = 0; i < ids.length; i++) {
      if (i % 16 === 15) await tick()
      for (let j = i + 1; j < ids.length; j++) {
        const a = Math.min(ids[i]!, ids[j]!)
        const b = Math.max(ids[i]!, ids[j]!)
        const pair = a * values.length + b
        if (a === b || checked.has(pair)) continue
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

/** Value numbers chained by the 32-bit hash of a string (a deletion variant), in typed arrays: no string or array kept a variant. */
class VariantChains {
  /** Per cell: the hash + its chain's first entry + 1 (0: an empty cell). */
  #hashes = new Int32Array(1 << 12)
  #heads = new Int32Array(1 << 12)
  #used = 0
  /** Per entry: the value's number and the next entry of its chain + 1. */
  #ids = new Int32Array(1 << 12)
  #next = new Int32Array(1 << 12)
  #entries = 0

  get cells(): number {
    return this.#heads.length
  }

  add(variant: string, id: number): void {
    const hash = hashString(variant)
    const cell = this.#cellOf(hash)
    if (this.#heads[cell] === 0) {
      this.#hashes[cell] = hash
      this.#used++
    } else if (this.#ids[this.#heads[cell]! - 1] === id) return // the same value again (two variants of one hash)
    if (this.#entries === this.#ids.length) {
      this.#ids = widened(this.#ids)
      this.#next = widened(this.#next)
    }
    this.#ids[this.#entries] = id
    this.#next[this.#entries] = this.#heads[cell]!
    this.#heads[cell] = ++this.#entries
    if (this.#used * 2 > this.#heads.length) this.#rehash()
  }

  /** Whether the chain at `cell` holds two values or more. */
  shared(cell: number): boolean {
    const head = this.#heads[cell]!
    return head !== 0 && this.#next[head - 1] !== 0
  }

  /** The values chained at `cell`, into `into` (emptied first). */
  idsAt(cell: number, into: number[]): void {
    into.length = 0
    for (let entry = this.#heads[cell]!; entry !== 0; entry = this.#next[entry - 1]!) into.push(this.#ids[entry - 1]!)
  }

  #cellOf(hash: number): number {
    const mask = this.#heads.length - 1
    let cell = Math.imul(hash, 0x9e3779b1) >>> 0
    for (cell &= mask; this.#heads[cell] !== 0 && this.#hashes[cell] !== hash; cell = (cell + 1) & mask);
    return cell
  }

  #rehash() {
    const [hashes, heads] = [this.#hashes, this.#heads]
    this.#hashes = new Int32Array(hashes.length * 2)
    this.#heads = new Int32Array(heads.length * 2)
    for (let cell = 0; cell < heads.length; cell++) {
      if (heads[cell] === 0) continue
      const to = this.#cellOf(hashes[cell]!)
      this.#hashes[to] = hashes[cell]!
      this.#heads[to] = heads[cell]!
    }
  }
}

function widened(column: Int32Array): Int32Array<ArrayBuffer> {
  const wider = new Int32Array(column.length * 2)
  wider.set(column)
  return wider
}

/** FNV-1a over the UTF-16 code units, 32 bits. */
function hashString(text: string): number {
  let hash = 0x811c9dc5
  for (let at = 0; at < text.length; at++) hash = Math.imul(hash ^ text.charCodeAt(at), 0x01000193)
  return hash | 0
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

function spellingDifference(units: NameUnits, a: number, b: number, field: number): SpellingDifference {
  const name = NAME_FIELDS[field]!
  const from = written(units.value(a, name))
  const to = written(units.value(b, name))
  // Written in one script, the edits are the letters an editor sees; across scripts, the keys'.
  const [keyA, keyB] = [units.key(a, field), units.key(b, field)]
  const allowed = allowedEdits(keyA, keyB)
  const edits = boundedDistance(from, to, allowed) <= allowed ? editsBetween(from, to) : editsBetween(keyA, keyB)
  return { field: name, edits: edits ?? [] }
}

async function spellingGroups(units: NameUnits, tick: Tick): Promise<NearMissGroup[]> {
  const neighbours = new Map<number, number[]>()
  for (let field = 0; field < 3; field++) {
    // The distinct values of this field, and each unit's block (the two other fields' keys).
    const [other, another] = [0, 1, 2].filter((at) => at !== field) as [number, number]
    const ids = new Map<number, number>()
    const values: string[] = []
    const blocks = new TripleIndex(units.length)
    const blockOf = new Int32Array(units.length)
    const valueOf = new Int32Array(units.length)
    for (let unit = 0; unit < units.length; unit++) {
      if (unit % 64 === 0) await tick()
      const key = units.keyId(unit, field)
      let id = ids.get(key)
      if (id === undefined) {
        id = values.push(units.key(unit, field)) - 1
        ids.set(key, id)
      }
      valueOf[unit] = id
      blockOf[unit] = blocks.id(units.keyId(unit, other), units.keyId(unit, another), 0)
    }
    const near = await nearValues(values, tick)
    const members = membersOf(blockOf, blocks.size)
    const name = NAME_FIELDS[field]!
    for (let block = 0; block < blocks.size; block++) {
      if (block % 16 === 0) await tick()
      const [from, to] = [members.start[block]!, members.start[block + 1]!]
      if (to - from < 2) continue
      let any = false
      for (let at = from; at < to && !any; at++) any = near[valueOf[members.units[at]!]!]!.length > 0
      if (!any) continue
      const byValue = new Map<number, number>()
      for (let at = from; at < to; at++) byValue.set(valueOf[members.units[at]!]!, members.units[at]!)
      for (let at = from; at < to; at++) {
        await tick()
        const unit = members.units[at]!
        for (const value of near[valueOf[unit]!]!) {
          const partner = byValue.get(value)
          if (partner === undefined || partner < unit) continue
          if (!writtenNear(units.value(unit, name), units.value(partner, name), name)) continue
          link(neighbours, unit, partner)
        }
      }
    }
  }
  const groups = await stars(units, neighbours, tick)
  neighbours.clear()
  // Two near units share their block: the one field whose keys differ is the one that is near.
  const fieldOf = (a: number, b: number) => [0, 1, 2].find((field) => units.keyId(a, field) !== units.keyId(b, field))!
  const found: NearMissGroup[] = []
  for (const group of groups) {
    await tick()
    const [first, ...others] = group as [number, ...number[]]
    const differences = others.map((other) => spellingDifference(units, first, other, fieldOf(first, other)))
    found.push({ kind: 'spelling', units: group, reason: { kind: 'spelling', differences } })
  }
  return found
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

/** Whether a first name is initials (initialsOf), remembered per name: most units' first names are a few hundred names. */
const firstIsInitials = remembered((value) => (initialsOf(value) ? 'yes' : ''))
/** Whether a first name is written in full: two letters or more (remembered per name). */
const firstIsFull = remembered((value) => (Array.from(written(value).replace(/[^\p{L}]/gu, '')).length >= 2 ? 'yes' : ''))

async function initialsGroups(units: NameUnits, tick: Tick): Promise<NearMissGroup[]> {
  // Blocks: the last-name key and the first name's first letter; in each, initials and full names.
  // The blocks are those of the initials (few), and a full name joins the one it falls in, if any.
  const letters = new Map<string, number>()
  const blockIds = new TripleIndex(64)
  const blocks: Array<{ initials: Array<[number, InitialsForm]>; full: number[] }> = []
  const hasForm = new Uint8Array(units.length)
  for (let unit = 0; unit < units.length; unit++) {
    if (unit % 64 === 0) await tick()
    const first = units.value(unit, 'first_name')
    if (units.key(unit, 0) === '' || firstIsInitials(first) === '') continue
    const form = initialsForm({ last_name: '', first_name: first ?? '', parent_name: units.value(unit, 'parent_name') })
    if (!form) continue
    hasForm[unit] = 1
    let letter = letters.get(form.first)
    if (letter === undefined) letters.set(form.first, (letter = letters.size))
    const block = blockIds.id(units.keyId(unit, 0), letter, 0)
    ;(blocks[block] ??= { initials: [], full: [] }).initials.push([unit, form])
  }
  if (blocks.length > 0) {
    for (let unit = 0; unit < units.length; unit++) {
      if (unit % 64 === 0) await tick()
      const first = units.value(unit, 'first_name')
      if (units.key(unit, 0) === '' || hasForm[unit] === 1 || firstIsFull(first) === '') continue
      const letter = letters.get(firstLetterKey(first))
      const block = letter === undefined ? -1 : blockIds.find(units.keyId(unit, 0), letter, 0)
      if (block >= 0) blocks[block]!.full.push(unit)
    }
  }
  const neighbours = new Map<number, number[]>()
  const agreeing = new Map<number, number>()
  for (const { initials, full } of blocks) {
    if (initials.length === 0 || full.length === 0) continue
    await tick()
    for (const [unit, form] of initials) {
      for (const other of full) {
        const parent = units.value(other, 'parent_name')
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
