/**
 * The review's rules as they were before the columnar rewrite (issue 33 §3), kept as the oracle
 * that test/unit/features/review/findings-equal.test.ts compares the new path with. Not used by the app.
 */
import type { Author } from '../../../../../src/shared/api/contract'

/**
 * The records a review holds, kept compact: a million records read as objects took most of
 * 470 MB of heap. Each distinct string (a last name, a first name, a patronymic, a public name)
 * is kept once, in a dictionary; a record is four numbers into it in typed columns, and its uid,
 * when it is a canonical lower-case UUID (as the service's are), 16 bytes. A record becomes an
 * Author object again only when asked for (a list page, Details, an export).
 *
 * Slots are in the order records arrived; `ReviewRecords` puts them in the list's order.
 */
export class RecordStore {
  readonly #ids = new Map<string, number>()
  /** The dictionary: every distinct string, once. */
  readonly strings: string[] = []
  #size = 0
  #last = new Int32Array(1024)
  #first = new Int32Array(1024)
  /** -1 for a null patronymic. */
  #parent = new Int32Array(1024)
  #public = new Int32Array(1024)
  #uid = new Uint32Array(4096)
  /** Uids that are not canonical UUIDs, as received. */
  readonly #uidText = new Map<number, string>()

  get size(): number {
    return this.#size
  }

  /** The string's number in the dictionary. */
  intern(text: string): number {
    let id = this.#ids.get(text)
    if (id === undefined) {
      id = this.strings.push(text) - 1
      this.#ids.set(text, id)
    }
    return id
  }

  /** Keeps a record; returns its slot. */
  add(author: Author): number {
    const slot = this.#size++
    if (slot === this.#last.length) this.#grow()
    this.#last[slot] = this.intern(author.last_name)
    this.#first[slot] = this.intern(author.first_name)
    this.#parent[slot] = author.parent_name === null ? -1 : this.intern(author.parent_name)
    this.#public[slot] = this.intern(author.public_name)
    if (!packUuid(author.uid, this.#uid, slot * 4)) this.#uidText.set(slot, author.uid)
    return slot
  }

  #grow() {
    const grow32 = (column: Int32Array) => {
      const wider = new Int32Array(column.length * 2)
      wider.set(column)
      return wider
    }
    this.#last = grow32(this.#last)
    this.#first = grow32(this.#first)
    this.#parent = grow32(this.#parent)
    this.#public = grow32(this.#public)
    const uid = new Uint32Array(this.#uid.length * 2)
    uid.set(this.#uid)
    this.#uid = uid
  }

  lastId(slot: number): number {
    return this.#last[slot]!
  }
  firstId(slot: number): number {
    return this.#first[slot]!
  }
  /** -1 for null. */
  parentId(slot: number): number {
    return this.#parent[slot]!
  }
  publicId(slot: number): number {
    return this.#public[slot]!
  }

  uid(slot: number): string {
    return this.#uidText.get(slot) ?? unpackUuid(this.#uid, slot * 4)
  }
  /** Whether the uid was not a canonical UUID (and so may carry flags of its own). */
  uidIsText(slot: number): boolean {
    return this.#uidText.has(slot)
  }

  author(slot: number): Author {
    const parent = this.#parent[slot]!
    return {
      uid: this.uid(slot),
      first_name: this.strings[this.#first[slot]!]!,
      last_name: this.strings[this.#last[slot]!]!,
      parent_name: parent < 0 ? null : this.strings[parent]!,
      public_name: this.strings[this.#public[slot]!]!,
    }
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** A canonical lower-case UUID as four 32-bit words; false (nothing written) for any other text. */
export function packUuid(uid: string, words: Uint32Array, at: number): boolean {
  if (uid.length !== 36 || !UUID.test(uid)) return false
  const hex = uid.replace(/-/g, '')
  for (let word = 0; word < 4; word++) words[at + word] = Number.parseInt(hex.slice(word * 8, word * 8 + 8), 16)
  return true
}

export function unpackUuid(words: Uint32Array, at: number): string {
  let hex = ''
  for (let word = 0; word < 4; word++) hex += words[at + word]!.toString(16).padStart(8, '0')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** The records of a review in the list's order: index → slot in the store. */
export class ReviewRecords {
  readonly store: RecordStore
  readonly #slots: Int32Array

  constructor(store: RecordStore, slots: Int32Array) {
    this.store = store
    this.#slots = slots
  }

  static of(authors: readonly Author[]): ReviewRecords {
    const store = new RecordStore()
    const slots = new Int32Array(authors.length)
    authors.forEach((author, index) => (slots[index] = store.add(author)))
    return new ReviewRecords(store, slots)
  }

  get length(): number {
    return this.#slots.length
  }

  slot(index: number): number {
    return this.#slots[index]!
  }

  author(index: number): Author {
    return this.store.author(this.#slots[index]!)
  }

  /**
   * The records as a read-only array whose items are made when read (`authors[i]`, `length`,
   * `map`, iteration): the lists and exports index it as they did an array of objects, and the
   * records stay compact.
   */
  asArray(): readonly Author[] {
    const count = this.length
    const index = (property: string | symbol): number | undefined => {
      if (typeof property !== 'string' || !/^(?:0|[1-9]\d*)$/.test(property)) return undefined
      const at = Number(property)
      return at < count ? at : undefined
    }
    return new Proxy<Author[]>([], {
      get: (target, property, receiver) => {
        if (property === 'length') return count
        const at = index(property)
        if (at !== undefined) return this.author(at)
        return Reflect.get(target, property, receiver) as unknown
      },
      has: (target, property) => index(property) !== undefined || Reflect.has(target, property),
      getOwnPropertyDescriptor: (target, property) => {
        const at = index(property)
        if (at !== undefined) return { value: this.author(at), writable: false, enumerable: true, configurable: true }
        return Reflect.getOwnPropertyDescriptor(target, property)
      },
      ownKeys: (target) => [...Array.from({ length: count }, (_, at) => String(at)), ...Reflect.ownKeys(target)],
      set: () => false,
    })
  }
}
