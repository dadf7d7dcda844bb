import type { Author } from '../../shared/api/contract'
import {
  FLAG_KINDS,
  hasInitialInLastName,
  publicNameAgreesIn,
  publicNameInitial,
  publicNameLastPart,
  textFlagKinds,
  type FlagKind,
} from '../../entities/author/flags'
import { yieldToBrowser } from '../../shared/lib/yield'
import { differenceKinds, fieldKey, type DifferenceKind } from './name-key'
import { findNearMisses, type NameField, type NameUnits, type NearMissKind, type NearMissReason } from './near-misses'
import { TripleIndex } from './number-index'
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
 * it; exact names and name keys are numbered in typed tables (number-index.ts), and the near
 * misses read their units from columns, never an object a unit. Runs in slices of a few
 * milliseconds with the browser let in between.
 */
export function findInReviewRecords(records: ReviewRecords, options: FindingOptions = {}): Promise<ReviewFindings> {
  return findInSource(recordsSource(records), options)
}

/**
 * What the grouping reads of each record, by its index in the list's order: the review's store
 * (recordsSource), or the columns a worker was sent (review-worker-protocol.ts).
 */
export interface GroupingSource {
  readonly length: number
  /** The dictionary the name numbers point into. */
  readonly strings: readonly string[]
  lastId(index: number): number
  firstId(index: number): number
  /** -1 for a null patronymic. */
  parentId(index: number): number
  publicName(index: number): string
  /** The form (1 up) the public name is made again in from the three names (review-records' publicForm), 0 where it is text of its own; undefined: always text. */
  publicForm?(index: number): number
  /** The uid as received when it is not a canonical UUID (it may carry flags of its own); undefined otherwise. */
  textUid(index: number): string | undefined
  /** Called once the per-record pass is done: the source may let go of the public names and uids (a worker's copy of them). */
  release?(): void
}

/** The review's records as the grouping reads them. */
export function recordsSource(records: ReviewRecords): GroupingSource {
  const { store } = records
  return {
    length: records.length,
    strings: store.strings,
    lastId: (index) => store.lastId(records.slot(index)),
    firstId: (index) => store.firstId(records.slot(index)),
    parentId: (index) => store.parentId(records.slot(index)),
    publicName: (index) => store.publicName(records.slot(index)),
    publicForm: (index) => store.publicFormAt(records.slot(index)),
    textUid: (index) => {
      const slot = records.slot(index)
      return store.uidIsText(slot) ? store.uid(slot) : undefined
    },
  }
}

/** The grouping over any source, as the lists read it (an array a group): see groupInSource. */
export async function findInSource(source: GroupingSource, options: FindingOptions = {}): Promise<ReviewFindings> {
  const found = await groupInSource(source, options)
  const pause = options.pause ?? yieldToBrowser
  return expandFindings(found, async () => {
    await pause()
    options.signal?.throwIfAborted()
  })
}

/** Groups as two flat arrays: group g's members are members[start[g]] up to members[start[g + 1]], in the list's order. */
export interface FlatGroups {
  start: Int32Array
  members: Int32Array
}

/** A possible-duplicate group without its members (they are in the flat groups beside it), with their number. */
export type DuplicateHead = Omit<DuplicateGroup, 'members'> & { size: number }

/** What the review found, compact: the worker's form (typed arrays, no array a group), which it sends in batches. */
export interface CompactFindings {
  records: number
  twins: FlatGroups
  /** Every possible-duplicate group, in DUPLICATE_KINDS order; group g's members are duplicateMembers' group g. */
  duplicates: DuplicateHead[]
  duplicateMembers: FlatGroups
  flags: Record<FlagKind, Int32Array>
}

/** The grouping itself, over any source: on the main thread in slices, or in the review's worker. */
export async function groupInSource(source: GroupingSource, options: FindingOptions = {}): Promise<CompactFindings> {
  const pause = options.pause ?? yieldToBrowser
  const sliceOver = options.sliceOver ?? ((start: number) => performance.now() - start > SLICE_MS)
  let sliceStart = performance.now()
  const breathe = async () => {
    if (!sliceOver(sliceStart)) return
    await pause()
    options.signal?.throwIfAborted()
    sliceStart = performance.now()
  }
  const store = source
  const count = source.length

  // Per distinct string: its key (as a number; '' is 0) and its flags (a bit per kind), made when first met.
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
  const bit = (kind: FlagKind) => 1 << FLAG_KINDS.indexOf(kind)
  const textBits = (text: string, field: 'public_name' | 'uid'): number => {
    let bits = 0
    for (const kind of textFlagKinds(text, field)) bits |= bit(kind)
    return bits
  }
  /** A name string's own flags (the per-field rules do not depend on which name field holds it). */
  const nameFlags: number[] = []
  const flagBits = (id: number): number => {
    let bits = nameFlags[id]
    if (bits === undefined) {
      bits = 0
      for (const kind of textFlagKinds(store.strings[id]!, 'last_name')) bits |= bit(kind)
      nameFlags[id] = bits
    }
    return bits
  }
  const lastNameBits: number[] = []
  // The public name's agreement, in parts worked out once a string.
  const lastParts: string[] = []
  const initials: string[] = []
  const lastPart = (id: number) => (lastParts[id] ??= publicNameLastPart(store.strings[id]!))
  const initial = (id: number) => (id < 0 ? '' : (initials[id] ??= publicNameInitial(store.strings[id]!)))

  // The exact names (twins) and the name keys, numbered; per record its exact name.
  // Sized for the most there can be (a name or key a record), so neither grows in one long task.
  const exacts = new TripleIndex(count)
  const units = new TripleIndex(count)
  const exactFirst = new Int32Array(count)
  const exactCount = new Int32Array(count)
  const exactKey = new Int32Array(count)
  const unitFirstExact = new Int32Array(count)
  const unitSpellings = new Int32Array(count)
  const unitCount = new Int32Array(count)
  const exactOf = new Int32Array(count)
  const recordFlags = new Int32Array(count)
  for (let index = 0; index < count; index++) {
    const last = store.lastId(index)
    const first = store.firstId(index)
    const parent = store.parentId(index)
    const knownExacts = exacts.size
    const exact = exacts.id(last, first, parent)
    if (exact === knownExacts) {
      exactFirst[exact] = index
      const knownUnits = units.size
      const unit = units.id(keyOf(last), keyOf(first), keyOf(parent))
      if (unit === knownUnits) unitFirstExact[unit] = exact
      unitSpellings[unit]! += 1
      exactKey[exact] = unit
    }
    exactCount[exact]! += 1
    unitCount[exactKey[exact]!]! += 1
    exactOf[index] = exact

    const publicName = store.publicName(index)
    let flags = flagBits(last) | flagBits(first) | textBits(publicName, 'public_name')
    if (parent >= 0) {
      flags |= flagBits(parent)
      if (store.strings[parent]!.trim() === '') flags |= bit('empty-patronymic')
    }
    const textUid = store.textUid(index)
    if (textUid !== undefined) flags |= textBits(textUid, 'uid')
    let lastBits = lastNameBits[last]
    if (lastBits === undefined) lastBits = lastNameBits[last] = hasInitialInLastName(store.strings[last]!) ? bit('initial-in-last-name') : 0
    flags |= lastBits
    if (!publicNameAgreesIn(lastPart(last), initial(first) + initial(parent), publicName)) flags |= bit('public-name')
    recordFlags[index] = flags
    if (index % 64 === 63) await breathe()
  }
  lastParts.length = 0
  initials.length = 0
  store.release?.()

  const exactIndex = (exact: number) => exactFirst[exact]!
  const namesOf = (exact: number) => {
    const at = exactIndex(exact)
    const parent = store.parentId(at)
    return {
      last_name: store.strings[store.lastId(at)]!,
      first_name: store.strings[store.firstId(at)]!,
      parent_name: parent < 0 ? null : store.strings[parent]!,
    }
  }

  // Near misses, over the units (distinct keys), before the members are gathered.
  const unitCountAll = units.size
  const unitColumns: NameUnits = {
    length: unitCountAll,
    keyId: (unit, field) => (field === 0 ? units.a(unit) : field === 1 ? units.b(unit) : units.c(unit)),
    key: (unit, field) => keyStrings[field === 0 ? units.a(unit) : field === 1 ? units.b(unit) : units.c(unit)]!,
    value: (unit, field: NameField) => {
      const at = exactIndex(unitFirstExact[unit]!)
      if (field === 'last_name') return store.strings[store.lastId(at)]!
      if (field === 'first_name') return store.strings[store.firstId(at)]!
      const parent = store.parentId(at)
      return parent < 0 ? null : store.strings[parent]!
    },
    weight: (unit) => unitCount[unit]!,
  }
  const nearMisses = options.nearMisses === false ? [] : await findNearMisses(unitColumns, { breathe })

  // Members, in the list's order, for the groups only, as flat arrays (a group's members side by
  // side, FlatGroups): no array a group, which at a million records (a quarter of a million twin
  // groups) was most of the worker's heap.
  const exactsAll = exacts.size
  // Twins: the exact names more than one record holds, in the order of their first record (exact names are numbered in that order).
  const twinSlot = new Int32Array(exactsAll)
  let twinGroups = 0
  let twinTotal = 0
  for (let exact = 0; exact < exactsAll; exact++) {
    if (exact % 65536 === 65535) await breathe()
    if (exactCount[exact]! < 2) continue
    twinSlot[exact] = ++twinGroups
    twinTotal += exactCount[exact]!
  }
  const twins = flatGroups(twinGroups, twinTotal)
  for (let exact = 0, group = 0; exact < exactsAll; exact++)
    if (twinSlot[exact]! > 0) twins.start[group + 1] = twins.start[group++]! + exactCount[exact]!
  // The units a group of possible duplicates takes, each its records in a range of its own.
  const unitSlot = new Int32Array(unitCountAll)
  let unitGroups = 0
  let unitTotal = 0
  const takeUnit = (unit: number) => {
    if (unitSlot[unit]! > 0) return
    unitSlot[unit] = ++unitGroups
    unitTotal += unitCount[unit]!
  }
  for (let unit = 0; unit < unitCountAll; unit++) if (unitSpellings[unit]! > 1) takeUnit(unit)
  for (const group of nearMisses) for (const unit of group.units) takeUnit(unit)
  const unitMembers = flatGroups(unitGroups, unitTotal)
  for (let unit = 0; unit < unitCountAll; unit++) {
    const slot = unitSlot[unit]!
    if (slot > 0) unitMembers.start[slot] = unitCount[unit]!
  }
  for (let slot = 0; slot < unitGroups; slot++) unitMembers.start[slot + 1]! += unitMembers.start[slot]!
  // Each flag's records, counted first so each is one typed array.
  const flagTotals = new Int32Array(FLAG_KINDS.length)
  for (let index = 0; index < count; index++) {
    const bits = recordFlags[index]!
    if (bits !== 0) for (let at = 0; at < FLAG_KINDS.length; at++) if (bits & (1 << at)) flagTotals[at]! += 1
    if (index % 4096 === 4095) await breathe()
  }
  const flagged = FLAG_KINDS.map((_, at) => new Int32Array(flagTotals[at]!))
  flagTotals.fill(0)
  const twinNext = twins.start.slice(0, twinGroups)
  const unitNext = unitMembers.start.slice(0, unitGroups)
  for (let index = 0; index < count; index++) {
    const exact = exactOf[index]!
    const twin = twinSlot[exact]!
    if (twin > 0) twins.members[twinNext[twin - 1]!++] = index
    const slot = unitSlot[exactKey[exact]!]!
    if (slot > 0) unitMembers.members[unitNext[slot - 1]!++] = index
    const bits = recordFlags[index]!
    if (bits !== 0) for (let at = 0; at < FLAG_KINDS.length; at++) if (bits & (1 << at)) flagged[at]![flagTotals[at]!++] = index
    if (index % 1024 === 1023) await breathe()
  }
  const flags = Object.fromEntries(FLAG_KINDS.map((kind, at) => [kind, flagged[at]!])) as Record<FlagKind, Int32Array>
  const unitRange = (unit: number) => {
    const slot = unitSlot[unit]! - 1
    return unitMembers.members.subarray(unitMembers.start[slot]!, unitMembers.start[slot + 1]!)
  }

  // Possible duplicates: the same-key groups in the units' order, then the near misses'.
  const duplicates: DuplicateHead[] = []
  let duplicateTotal = 0
  for (let unit = 0; unit < unitCountAll; unit++) {
    if (unitSpellings[unit]! < 2) continue
    const members = unitRange(unit)
    const spelt = new Set<number>()
    for (const index of members) spelt.add(exactOf[index]!)
    const spellings = [...spelt].map(namesOf)
    duplicates.push({ kind: 'same-key', size: members.length, spellings: spellings.length, differences: differenceKinds(spellings) })
    duplicateTotal += members.length
    await breathe()
  }
  for (const [at, group] of nearMisses.entries()) {
    if (at % 64 === 63) await breathe()
    // The group's first spelling (its reference, which the words compare with) first; each in the list's order.
    const spelt = new Set<number>()
    let size = 0
    for (const unit of group.units) {
      const members = unitRange(unit)
      size += members.length
      for (const index of members) spelt.add(exactOf[index]!)
    }
    duplicates.push({ kind: group.kind, size, spellings: spelt.size, differences: [], reason: group.reason })
    duplicateTotal += size
  }
  const duplicateMembers = flatGroups(duplicates.length, duplicateTotal)
  let filled = 0
  const fill = (members: Int32Array) => {
    duplicateMembers.members.set(members, filled)
    filled += members.length
  }
  let nth = 0
  for (let unit = 0; unit < unitCountAll; unit++) {
    if (unitSpellings[unit]! < 2) continue
    fill(unitRange(unit))
    duplicateMembers.start[++nth] = filled
    if (nth % 1024 === 1023) await breathe()
  }
  for (const group of nearMisses) {
    for (const unit of group.units) fill(unitRange(unit))
    duplicateMembers.start[++nth] = filled
    if (nth % 1024 === 1023) await breathe()
  }
  return { records: count, twins, duplicates, duplicateMembers, flags }
}

/** Room for `groups` groups of `members` members in all (the starts filled by the caller). */
function flatGroups(groups: number, members: number): FlatGroups {
  return { start: new Int32Array(groups + 1), members: new Int32Array(members) }
}

/** The members of group `group` of flat groups (a view, not a copy). */
export function groupMembers(groups: FlatGroups, group: number): Int32Array {
  return groups.members.subarray(groups.start[group]!, groups.start[group + 1]!)
}

/** How many groups flat groups hold. */
export function groupCount(groups: FlatGroups): number {
  return groups.start.length - 1
}

/** Numbers as a plain array (a loop: Array.from goes through the iterator, several times slower). */
export function plainArray(numbers: Int32Array): number[] {
  const array = new Array<number>(numbers.length)
  for (let at = 0; at < numbers.length; at++) array[at] = numbers[at]!
  return array
}

/**
 * The findings as the lists read them, an array a group (the main thread's form), with a pause
 * every 1,024 groups (a million records' quarter of a million groups is no one long task).
 */
export async function expandFindings(
  found: CompactFindings,
  pause: () => Promise<void> = () => Promise.resolve(),
): Promise<ReviewFindings> {
  const twins: number[][] = []
  for (let group = 0; group < groupCount(found.twins); group++) {
    twins.push(plainArray(groupMembers(found.twins, group)))
    if (group % 1024 === 1023) await pause()
  }
  const duplicates: DuplicateGroup[] = []
  for (const [group, { size, ...head }] of found.duplicates.entries()) {
    const from = found.duplicateMembers.start[group]!
    duplicates.push({ ...head, members: plainArray(found.duplicateMembers.members.subarray(from, from + size)) })
    if (group % 1024 === 1023) await pause()
  }
  const flags = Object.fromEntries(FLAG_KINDS.map((kind) => [kind, plainArray(found.flags[kind])])) as Record<FlagKind, number[]>
  return { records: found.records, twins, duplicates, flags }
}
