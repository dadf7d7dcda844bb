/**
 * The review's rules as they were before the columnar rewrite (issue 33 §3), kept as the oracle
 * that test/unit/features/review/findings-equal.test.ts compares the new path with. Not used by the app.
 */
import type { Author } from '../../../../../src/shared/api/contract'
import { FLAG_KINDS, hasInitialInLastName, publicNameAgrees, textFlagKinds, type FlagKind } from '../../../../../src/entities/author/flags'
import { yieldToBrowser } from '../../../../../src/shared/lib/yield'
import { differenceKinds, fieldKey, type DifferenceKind } from './name-key'
import { findNearMisses, type NameUnit, type NearMissKind, type NearMissReason } from './near-misses'
import { ReviewRecords } from './review-records'

/** Same key: the name key shared (today's possible duplicates); or one kind of near miss. */
export type DuplicateKind = 'same-key' | NearMissKind

/** The kinds of possible duplicates, from the most to the least certain: the order of the list. */
export const DUPLICATE_KINDS: readonly DuplicateKind[] = ['same-key', 'swapped', 'spelling', 'initials']

/** Possible duplicates: records that share a name key but are not all twins, or a near miss. */
export interface DuplicateGroup {
  kind: DuplicateKind
  /** Indices into the records read, in the list's order. */
  members: number[]
  /** How many different spellings (exact names) the group holds: 2 or more. */
  spellings: number
  /** For a same-key group, what separates its spellings (the key's steps); empty for near misses. */
  differences: DifferenceKind[]
  /** For a near miss, what differs. */
  reason?: NearMissReason
}

/** What the review found among every record of a search. Records are named by their index in what was read. */
export interface ReviewFindings {
  records: number
  /** Groups of twins (the workbench's rule: the three names identical as received), each in the list's order. */
  twins: number[][]
  /** Every kind of possible duplicates, in DUPLICATE_KINDS order. */
  duplicates: DuplicateGroup[]
  /** For each flag kind, the records that have it. */
  flags: Record<FlagKind, number[]>
}

export interface FindingOptions {
  signal?: AbortSignal
  /** Lets the browser in between slices; the default is yieldToBrowser. */
  pause?: () => Promise<void>
  /** Whether the slice so far is long enough to pause: by default, 5 ms of work. */
  sliceOver?: (sliceStart: number) => boolean
  /** Whether to look for near misses (on by default). */
  nearMisses?: boolean
}

const SLICE_MS = 5

/** Groups every record of an array (tests, stories): see findInReviewRecords. */
export function findInRecords(authors: readonly Author[], options: FindingOptions = {}): Promise<ReviewFindings> {
  return findInReviewRecords(ReviewRecords.of(authors), options)
}

/**
 * Groups every record read: twins, possible duplicates (a shared name key with more than one
 * exact name, then the near misses) and the flags. Works on the dictionary's numbers: each
 * distinct string is put through the key and the flags' rules once, however many records hold
 * it. Runs in slices of a few milliseconds with the browser let in between.
 */
export async function findInReviewRecords(records: ReviewRecords, options: FindingOptions = {}): Promise<ReviewFindings> {
  const pause = options.pause ?? yieldToBrowser
  const sliceOver = options.sliceOver ?? ((start: number) => performance.now() - start > SLICE_MS)
  let sliceStart = performance.now()
  const breathe = async () => {
    if (!sliceOver(sliceStart)) return
    await pause()
    options.signal?.throwIfAborted()
    sliceStart = performance.now()
  }
  const { store } = records
  const count = records.length

  // Per distinct string: its key (as a number) and its flags (a bit per kind), made when first met.
  const keyIds = new Map<string, number>([['', 0]])
  const keyStrings = ['']
  const keyOfString: number[] = []
  const keyOf = (id: number): number => {
    if (id < 0) return 0
    let key = keyOfString[id]
    if (key === undefined) {
      const text = fieldKey(store.strings[id]!)
      key = keyIds.get(text)
      if (key === undefined) {
        key = keyStrings.push(text) - 1
        keyIds.set(text, key)
      }
      keyOfString[id] = key
    }
    return key
  }
  const textFlags: number[] = []
  const flagBits = (id: number, field: 'last_name' | 'first_name' | 'parent_name' | 'public_name'): number => {
    let bits = textFlags[id]
    if (bits === undefined) {
      bits = 0
      for (const kind of textFlagKinds(store.strings[id]!, field)) bits |= 1 << FLAG_KINDS.indexOf(kind)
      textFlags[id] = bits
    }
    return bits
  }
  const lastNameBits: number[] = []
  const bit = (kind: FlagKind) => 1 << FLAG_KINDS.indexOf(kind)

  // The exact names (twins) and the name keys, as numbers per record.
  const exactIds = new Map<string, number>()
  const exactFirst: number[] = []
  const exactCount: number[] = []
  const exactKey: number[] = []
  const unitIds = new Map<string, number>()
  const unitFirstExact: number[] = []
  const unitSpellings: number[] = []
  const unitCount: number[] = []
  const exactOf = new Int32Array(count)
  const recordFlags = new Int32Array(count)
  for (let index = 0; index < count; index++) {
    const slot = records.slot(index)
    const last = store.lastId(slot)
    const first = store.firstId(slot)
    const parent = store.parentId(slot)
    const exactName = `${last},${first},${parent}`
    let exact = exactIds.get(exactName)
    if (exact === undefined) {
      exact = exactFirst.push(index) - 1
      exactIds.set(exactName, exact)
      exactCount.push(0)
      const unitName = `${keyOf(last)},${keyOf(first)},${keyOf(parent)}`
      let unit = unitIds.get(unitName)
      if (unit === undefined) {
        unit = unitFirstExact.push(exact) - 1
        unitIds.set(unitName, unit)
        unitSpellings.push(0)
        unitCount.push(0)
      }
      unitSpellings[unit]! += 1
      exactKey.push(unit)
    }
    exactCount[exact]! += 1
    unitCount[exactKey[exact]!]! += 1
    exactOf[index] = exact

    let flags = flagBits(last, 'last_name') | flagBits(first, 'first_name') | flagBits(store.publicId(slot), 'public_name')
    if (parent >= 0) {
      flags |= flagBits(parent, 'parent_name')
      if (store.strings[parent]!.trim() === '') flags |= bit('empty-patronymic')
    }
    if (store.uidIsText(slot)) for (const kind of textFlagKinds(store.uid(slot), 'uid')) flags |= bit(kind)
    let lastBits = lastNameBits[last]
    if (lastBits === undefined) lastBits = lastNameBits[last] = hasInitialInLastName(store.strings[last]!) ? bit('initial-in-last-name') : 0
    flags |= lastBits
    const names = {
      uid: '',
      last_name: store.strings[last]!,
      first_name: store.strings[first]!,
      parent_name: parent < 0 ? null : store.strings[parent]!,
    }
    if (!publicNameAgrees({ ...names, public_name: store.strings[store.publicId(slot)]! })) flags |= bit('public-name')
    recordFlags[index] = flags
    if (index % 64 === 63) await breathe()
  }
  exactIds.clear()
  unitIds.clear()

  const flags = Object.fromEntries(FLAG_KINDS.map((kind) => [kind, [] as number[]])) as Record<FlagKind, number[]>
  const namesOf = (exact: number) => {
    const slot = records.slot(exactFirst[exact]!)
    const parent = store.parentId(slot)
    return {
      last_name: store.strings[store.lastId(slot)]!,
      first_name: store.strings[store.firstId(slot)]!,
      parent_name: parent < 0 ? null : store.strings[parent]!,
    }
  }

  // Near misses, over the units (distinct keys), before the members are gathered.
  const unitKeys = (unit: number): [string, string, string] => {
    const slot = records.slot(exactFirst[unitFirstExact[unit]!]!)
    return [keyStrings[keyOf(store.lastId(slot))]!, keyStrings[keyOf(store.firstId(slot))]!, keyStrings[keyOf(store.parentId(slot))]!]
  }
  const units: NameUnit[] = []
  if (options.nearMisses !== false) {
    for (let unit = 0; unit < unitFirstExact.length; unit++) {
      units.push({ keys: unitKeys(unit), names: namesOf(unitFirstExact[unit]!), weight: unitCount[unit]! })
      if (unit % 256 === 255) await breathe()
    }
  }
  const nearMisses = options.nearMisses === false ? [] : await findNearMisses(units, { breathe })
  units.length = 0

  // Members, in the list's order, for the groups only.
  const twinOf = new Map<number, number[]>()
  const unitMembers = new Map<number, number[]>()
  for (let unit = 0; unit < unitSpellings.length; unit++) if (unitSpellings[unit]! > 1) unitMembers.set(unit, [])
  for (const group of nearMisses) for (const unit of group.units) unitMembers.set(unit, [])
  for (let index = 0; index < count; index++) {
    const exact = exactOf[index]!
    if (exactCount[exact]! > 1) {
      const twins = twinOf.get(exact)
      if (twins) twins.push(index)
      else twinOf.set(exact, [index])
    }
    unitMembers.get(exactKey[exact]!)?.push(index)
    const bits = recordFlags[index]!
    if (bits !== 0) FLAG_KINDS.forEach((kind, at) => bits & (1 << at) && flags[kind].push(index))
    if (index % 256 === 255) await breathe()
  }

  const twins = [...twinOf.values()]
  const duplicates: DuplicateGroup[] = []
  for (let unit = 0; unit < unitSpellings.length; unit++) {
    if (unitSpellings[unit]! < 2) continue
    const members = unitMembers.get(unit)!
    const spellings = [...new Set(members.map((index) => exactOf[index]!))].map(namesOf)
    duplicates.push({ kind: 'same-key', members, spellings: spellings.length, differences: differenceKinds(spellings) })
    await breathe()
  }
  for (const [at, group] of nearMisses.entries()) {
    if (at % 64 === 63) await breathe()
    // The group's first spelling (its reference, which the words compare with) first; each in the list's order.
    const members = group.units.flatMap((unit) => unitMembers.get(unit)!)
    const spellings = new Set(members.map((index) => exactOf[index]!)).size
    duplicates.push({ kind: group.kind, members, spellings, differences: [], reason: group.reason })
  }
  return { records: count, twins, duplicates, flags }
}
