import { FLAG_KINDS, type FlagKind } from '../../../entities/author/flags'
import { CountsTally } from '../findings-counts'
import { publicForm } from '../review-records'
import {
  groupCount,
  plainArray,
  type CompactFindings,
  type DuplicateGroup,
  type DuplicateHead,
  type GroupingSource,
  type ReviewFindings,
} from '../review-findings'

/**
 * The review's worker protocol: the records go to the worker as typed columns in chunks (their
 * buffers transferred, never copied), the findings come back as flat typed arrays in batches.
 * No message carries an object a record or an array a group: a million records and a quarter of
 * a million twin groups cross as a few dozen messages, each cheap to receive, so the main thread
 * has no long task of structured cloning in either direction.
 */

/** Records a chunk: its columns' cloning stays a few milliseconds. */
export const RECORDS_CHUNK = 4_096
/** Dictionary strings a message. */
export const STRINGS_CHUNK = 8_192
/** Twin groups a message (the main thread makes each an array when it receives them). */
export const TWINS_BATCH = 2_048
/** Possible-duplicate groups a message (each carries its words, a small object). */
export const DUPLICATES_BATCH = 256
/** Flagged records a message. */
export const FLAGS_BATCH = 32_768
/** The worker says it is alive after this much work without a message. */
export const HEARTBEAT_MS = 1_000

/** To the worker. */
export type ToWorker =
  /** A review of `count` records begins: the worker makes room for them. */
  | { type: 'start'; count: number }
  /** The next strings of the dictionary, in order. */
  | { type: 'strings'; strings: string[] }
  /**
   * The next records in the list's order: name numbers (-1 a null patronymic), each public name's
   * form (1 up: made again from the names, review-records' publicForm; 0: text), the texts of
   * those of form 0 in order, uids as text (index in the chunk, uid).
   */
  | {
      type: 'records'
      last: Int32Array
      first: Int32Array
      parent: Int32Array
      forms: Uint8Array
      publicNames: string[]
      textUids: Array<[number, string]>
    }
  /** Every record has been sent: group them. */
  | { type: 'find'; nearMisses: boolean }

/** From the worker. */
export type FromWorker =
  | { type: 'twins'; sizes: Int32Array; members: Int32Array }
  | { type: 'duplicates'; heads: DuplicateHead[]; members: Int32Array }
  | { type: 'flags'; kind: FlagKind; members: Int32Array }
  | { type: 'done'; records: number }
  | { type: 'failed'; message: string }
  /** The worker is still at work (sent about every HEARTBEAT_MS of it): the client's watchdog hears it. */
  | { type: 'alive' }

/** A message and the buffers it hands over. */
export interface Outgoing<T> {
  message: T
  transfer: ArrayBuffer[]
}

/** The source's dictionary and records as the messages that carry them to the worker, after `start`; a generator, so the sender can pause between chunks. */
export function* sourceMessages(source: GroupingSource): Generator<Outgoing<ToWorker>> {
  yield { message: { type: 'start', count: source.length }, transfer: [] }
  for (let at = 0; at < source.strings.length; at += STRINGS_CHUNK)
    yield { message: { type: 'strings', strings: source.strings.slice(at, at + STRINGS_CHUNK) }, transfer: [] }
  for (let from = 0; from < source.length; from += RECORDS_CHUNK) {
    const size = Math.min(RECORDS_CHUNK, source.length - from)
    const last = new Int32Array(size)
    const first = new Int32Array(size)
    const parent = new Int32Array(size)
    const forms = new Uint8Array(size)
    const publicNames: string[] = []
    const textUids: Array<[number, string]> = []
    for (let at = 0; at < size; at++) {
      const index = from + at
      last[at] = source.lastId(index)
      first[at] = source.firstId(index)
      parent[at] = source.parentId(index)
      const form = source.publicForm?.(index) ?? 0
      forms[at] = form
      if (form === 0) publicNames.push(source.publicName(index))
      const uid = source.textUid(index)
      if (uid !== undefined) textUids.push([at, uid])
    }
    yield {
      message: { type: 'records', last, first, parent, forms, publicNames, textUids },
      transfer: [last.buffer, first.buffer, parent.buffer, forms.buffer],
    }
  }
}

/** What the worker keeps of the messages until `find`: a GroupingSource over columns. */
export class ColumnSource implements GroupingSource {
  readonly strings: string[] = []
  #length = 0
  #last: Int32Array
  #first: Int32Array
  #parent: Int32Array
  /** Per record its public name's form (0: text, in #publicTexts at #publicAt). */
  #forms: Uint8Array
  #publicAt: Int32Array
  #publicTexts: string[] = []
  readonly #textUids = new Map<number, string>()

  constructor(count: number) {
    const size = Math.max(0, Math.floor(count))
    this.#last = new Int32Array(size)
    this.#first = new Int32Array(size)
    this.#parent = new Int32Array(size)
    this.#forms = new Uint8Array(size)
    this.#publicAt = new Int32Array(size)
  }

  get length(): number {
    return this.#length
  }

  addStrings(strings: readonly string[]): void {
    for (const text of strings) this.strings.push(text)
  }

  /** Appends a chunk of records; refuses one past the count announced (a protocol fault, not a record to lose silently). */
  addRecords(chunk: Extract<ToWorker, { type: 'records' }>): void {
    const size = chunk.last.length
    let texts = 0
    for (const form of chunk.forms) if (form === 0) texts++
    if (chunk.first.length !== size || chunk.parent.length !== size || chunk.forms.length !== size || chunk.publicNames.length !== texts)
      throw new Error('A chunk of records whose columns differ in length')
    if (this.#length + size > this.#last.length) throw new Error('More records than the review announced')
    this.#last.set(chunk.last, this.#length)
    this.#first.set(chunk.first, this.#length)
    this.#parent.set(chunk.parent, this.#length)
    this.#forms.set(chunk.forms, this.#length)
    let text = 0
    for (let at = 0; at < size; at++) {
      if (chunk.forms[at] !== 0) continue
      this.#publicAt[this.#length + at] = this.#publicTexts.length
      this.#publicTexts.push(chunk.publicNames[text++]!)
    }
    for (const [at, uid] of chunk.textUids) this.#textUids.set(this.#length + at, uid)
    this.#length += size
  }

  lastId(index: number): number {
    return this.#last[index]!
  }
  firstId(index: number): number {
    return this.#first[index]!
  }
  parentId(index: number): number {
    return this.#parent[index]!
  }
  publicName(index: number): string {
    if (index >= this.#forms.length) throw new Error('The public names were let go (release)')
    const form = this.#forms[index]!
    if (form === 0) return this.#publicTexts[this.#publicAt[index]!]!
    const parent = this.#parent[index]!
    return publicForm(
      form,
      this.strings[this.#last[index]!]!,
      this.strings[this.#first[index]!]!,
      parent < 0 ? null : this.strings[parent]!,
    )
  }
  publicForm(index: number): number {
    return this.#forms[index]!
  }
  textUid(index: number): string | undefined {
    return this.#textUids.get(index)
  }
  /** The public names and uids are read once, by the per-record pass: the near-miss pass, which peaks, runs without them. */
  release(): void {
    this.#publicTexts = []
    this.#forms = new Uint8Array(0)
    this.#publicAt = new Int32Array(0)
    this.#textUids.clear()
  }
}

/** Groups `from` up to `to` of flat groups as a batch: each group's size, then every member in order (copies, to be transferred). */
function batchOf(groups: { start: Int32Array; members: Int32Array }, from: number, to: number) {
  const sizes = new Int32Array(to - from)
  for (let group = from; group < to; group++) sizes[group - from] = groups.start[group + 1]! - groups.start[group]!
  const members = groups.members.slice(groups.start[from]!, groups.start[to]!)
  return { sizes, members }
}

/** The findings as the messages that carry them back, ending with `done`. */
export function* findingsMessages(findings: CompactFindings): Generator<Outgoing<FromWorker>> {
  const twinGroups = groupCount(findings.twins)
  for (let at = 0; at < twinGroups; at += TWINS_BATCH) {
    const { sizes, members } = batchOf(findings.twins, at, Math.min(twinGroups, at + TWINS_BATCH))
    yield { message: { type: 'twins', sizes, members }, transfer: [sizes.buffer, members.buffer] }
  }
  for (let at = 0; at < findings.duplicates.length; at += DUPLICATES_BATCH) {
    const to = Math.min(findings.duplicates.length, at + DUPLICATES_BATCH)
    const { members } = batchOf(findings.duplicateMembers, at, to)
    yield { message: { type: 'duplicates', heads: findings.duplicates.slice(at, to), members }, transfer: [members.buffer] }
  }
  for (const kind of FLAG_KINDS) {
    const all = findings.flags[kind]
    for (let at = 0; at < all.length; at += FLAGS_BATCH) {
      const members = all.slice(at, at + FLAGS_BATCH)
      yield { message: { type: 'flags', kind, members }, transfer: [members.buffer] }
    }
  }
  yield { message: { type: 'done', records: findings.records }, transfer: [] }
}

/** `size` numbers from `at` as a plain array. */
function copyOut(members: Int32Array, at: number, size: number): number[] {
  if (size < 0 || at + size > members.length) throw new Error('A batch of groups that does not add up')
  return plainArray(members.subarray(at, at + size))
}

/** Builds the findings back from the worker's messages, each message's share at once (a batch is a few milliseconds). */
export class FindingsAssembler {
  readonly #twins: number[][] = []
  readonly #duplicates: DuplicateGroup[] = []
  readonly #flags = Object.fromEntries(FLAG_KINDS.map((kind) => [kind, [] as number[]])) as Record<FlagKind, number[]>
  /** The summary's counts, a batch at a time: the summary's render then counts nothing. */
  readonly #tally = new CountsTally()

  /** Takes one message; returns the findings on `done`, throws on `failed` or a batch that does not add up. */
  accept(message: FromWorker): ReviewFindings | undefined {
    switch (message.type) {
      case 'twins': {
        let at = 0
        for (const size of message.sizes) {
          this.#twins.push(copyOut(message.members, at, size))
          this.#tally.twinGroup(size)
          at += size
        }
        if (at !== message.members.length) throw new Error('A batch of twins that does not add up')
        return undefined
      }
      case 'duplicates': {
        let at = 0
        for (const { size, ...head } of message.heads) {
          this.#duplicates.push({ ...head, members: copyOut(message.members, at, size) })
          this.#tally.duplicateGroup(head.kind, size)
          at += size
        }
        if (at !== message.members.length) throw new Error('A batch of possible duplicates that does not add up')
        return undefined
      }
      case 'flags': {
        const list = this.#flags[message.kind]
        for (const index of message.members) list.push(index)
        return undefined
      }
      case 'done': {
        const findings = { records: message.records, twins: this.#twins, duplicates: this.#duplicates, flags: this.#flags }
        this.#tally.keepFor(findings)
        return findings
      }
      case 'failed':
        throw new Error(message.message)
      case 'alive':
        return undefined
    }
  }
}
