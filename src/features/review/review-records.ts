import type { Author } from '../../shared/api/contract'

/**
 * The records a review holds, kept compact: a million records read as objects took most of
 * 470 MB of heap. Each distinct name string (a last name, a first name, a patronymic) is kept
 * once, in a dictionary; a record is three numbers into it in typed columns, its public name
 * (nearly every one its own) a string in a column, and its uid, when it is a canonical
 * lower-case UUID (as the service's are), 16 bytes. A record becomes an Author object again
 * only when asked for (a list page, Details, an export).
 *
 * Each distinct uid has a number (`uidId`), found through a hash table over the packed uids, so
 * the reader keeps each record once by a number in a bitmap (`IdBits`), not by a uid string in
 * a Set.
 *
 * Slots are in the order records arrived; `ReviewRecords` puts them in the list's order.
 */
export class RecordStore {
  readonly #ids = new Map<string, number>()
  /** The dictionary: every distinct name string, once. */
  readonly strings: string[] = []
  #size = 0
  #last = new Int32Array(1024)
  #first = new Int32Array(1024)
  /** -1 for a null patronymic. */
  #parent = new Int32Array(1024)
  /**
   * A public name as received where it is not one of PUBLIC_FORMS of the record's own fields;
   * undefined where it is (then `#publicForm` says which, and it is made again when read). Most
   * public names are "<last name> <initials>": a million of them kept as strings were 40-odd MB.
   */
  #public: Array<string | undefined> = []
  #publicForm = new Uint8Array(1024)
  #uid = new Uint32Array(4096)
  /** Uids that are not canonical UUIDs, as received. */
  readonly #uidText = new Map<number, string>()
  /** Per slot, its uid's number. */
  #uidIdOf = new Int32Array(1024)
  /** Per uid number, a slot that holds it (to compare a new uid's words with). */
  #uidSlot = new Int32Array(1024)
  #uidCount = 0
  /** Open addressing over the packed uids: uid number + 1, 0 for an empty cell. A power of two, at most half full. */
  #uidTable = new Int32Array(2048)
  /** Numbers of the uids that are not canonical UUIDs. */
  readonly #uidTextIds = new Map<string, number>()

  get size(): number {
    return this.#size
  }

  /** How many public names are kept as text (not one of PUBLIC_FORMS of their fields). */
  get publicTexts(): number {
    let texts = 0
    for (let slot = 0; slot < this.#size; slot++) if (this.#public[slot] !== undefined) texts += 1
    return texts
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
    const form = publicFormOf(author)
    if (form === 0) this.#public[slot] = author.public_name
    else {
      this.#public[slot] = undefined
      this.#publicForm[slot] = form
    }
    if (packUuid(author.uid, this.#uid, slot * 4)) this.#uidIdOf[slot] = this.#packedUidId(slot)
    else {
      this.#uidText.set(slot, author.uid)
      let id = this.#uidTextIds.get(author.uid)
      if (id === undefined) {
        id = this.#newUidId(slot)
        this.#uidTextIds.set(author.uid, id)
      }
      this.#uidIdOf[slot] = id
    }
    return slot
  }

  /** The number of the record's uid: records with one uid have one number, from 0 up. */
  uidId(slot: number): number {
    return this.#uidIdOf[slot]!
  }

  /**
   * Makes room in the uid table for `count` uids (the list's count, from its first page), so it
   * is not rehashed in one long task at a million. The count is the service's word: at most
   * RESERVE_MAX is believed; past that the table grows as uids come.
   */
  reserve(count: number): void {
    const wanted = Math.min(Math.max(0, Math.floor(count)), RESERVE_MAX)
    // Straight to the size that holds them: one table, not a doubling (and a pass over each
    // table on the way) per power of two.
    let size = this.#uidTable.length
    while (wanted * 2 > size) size *= 2
    if (size > this.#uidTable.length) this.#rehashUids(size)
  }

  /** The number of a uid the store holds, or -1 when it holds none with that uid. */
  findUidId(uid: string): number {
    const text = this.#uidTextIds.get(uid)
    if (text !== undefined) return text
    const words = new Uint32Array(4)
    if (!packUuid(uid, words, 0)) return -1
    const mask = this.#uidTable.length - 1
    for (let cell = uidHash(words, 0) & mask; ; cell = (cell + 1) & mask) {
      const entry = this.#uidTable[cell]!
      if (entry === 0) return -1
      const at = this.#uidSlot[entry - 1]! * 4
      const held = this.#uid
      if (held[at] === words[0] && held[at + 1] === words[1] && held[at + 2] === words[2] && held[at + 3] === words[3]) return entry - 1
    }
  }

  /** How many distinct uids the store has met. */
  get uidCount(): number {
    return this.#uidCount
  }

  #newUidId(slot: number): number {
    const id = this.#uidCount++
    if (id === this.#uidSlot.length) this.#uidSlot = grow32(this.#uidSlot)
    this.#uidSlot[id] = slot
    return id
  }

  /** The number of the packed uid at `slot`: found in the table, or a new one. */
  #packedUidId(slot: number): number {
    const words = this.#uid
    const at = slot * 4
    const mask = this.#uidTable.length - 1
    for (let cell = uidHash(words, at) & mask; ; cell = (cell + 1) & mask) {
      const entry = this.#uidTable[cell]!
      if (entry === 0) {
        const id = this.#newUidId(slot)
        this.#uidTable[cell] = id + 1
        if (this.#uidCount * 2 > this.#uidTable.length) this.#rehashUids()
        return id
      }
      const other = this.#uidSlot[entry - 1]! * 4
      if (
        words[other] === words[at] &&
        words[other + 1] === words[at + 1] &&
        words[other + 2] === words[at + 2] &&
        words[other + 3] === words[at + 3]
      )
        return entry - 1
    }
  }

  #rehashUids(size = this.#uidTable.length * 2) {
    const table = new Int32Array(size)
    const mask = table.length - 1
    for (const entry of this.#uidTable) {
      if (entry === 0) continue
      let cell = uidHash(this.#uid, this.#uidSlot[entry - 1]! * 4) & mask
      while (table[cell] !== 0) cell = (cell + 1) & mask
      table[cell] = entry
    }
    this.#uidTable = table
  }

  #grow() {
    this.#last = grow32(this.#last)
    this.#first = grow32(this.#first)
    this.#parent = grow32(this.#parent)
    this.#uidIdOf = grow32(this.#uidIdOf)
    const forms = new Uint8Array(this.#publicForm.length * 2)
    forms.set(this.#publicForm)
    this.#publicForm = forms
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
  /** The form (1 up) its public name is made again in from its fields (publicForm), or 0 where it is kept as text. */
  publicFormAt(slot: number): number {
    return this.#public[slot] === undefined ? this.#publicForm[slot]! : 0
  }
  publicName(slot: number): string {
    const text = this.#public[slot]
    if (text !== undefined) return text
    const parent = this.#parent[slot]!
    return publicForm(
      this.#publicForm[slot]!,
      this.strings[this.#last[slot]!]!,
      this.strings[this.#first[slot]!]!,
      parent < 0 ? null : this.strings[parent]!,
    )
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
      public_name: this.publicName(slot),
    }
  }
}

/**
 * The forms a public name is made again in from its record's fields (by number, 1 up): the last
 * name, a space, and the initials of the first name and the patronymic that are not empty (each
 * its first character after trimming, and a period), spaced or not ("Иванов И. И.",
 * "Иванов И.И."). Any other public name is kept as received: a form is used only when it gives
 * back exactly the text received.
 */
const PUBLIC_FORMS = [' ', ''] as const

/** A name's initial as a public name holds it: its first character after trimming, and a period; '' for none. */
function initialOf(name: string | null): string {
  if (!name) return ''
  const letter = name.trim().codePointAt(0)
  return letter === undefined ? '.' : `${String.fromCodePoint(letter)}.`
}

function formed(last: string, first: string, parent: string, separator: string): string {
  return `${last} ${first && parent ? first + separator + parent : first + parent}`
}

/** The public name of the fields in form `form` (1 up: PUBLIC_FORMS). */
export function publicForm(form: number, last: string, first: string, parent: string | null): string {
  return formed(last.trim(), initialOf(first), initialOf(parent), PUBLIC_FORMS[form - 1]!)
}

/** The form (1 up) in which the record's fields give back its public name exactly, or 0 (kept as text). */
function publicFormOf(author: Author): number {
  const text = author.public_name
  const last = author.last_name.trim()
  const first = initialOf(author.first_name)
  const parent = initialOf(author.parent_name)
  for (let form = 1; form <= PUBLIC_FORMS.length; form++) {
    const separator = PUBLIC_FORMS[form - 1]!
    // Made only when its length is the text's: most texts are tried once.
    const length = last.length + 1 + first.length + parent.length + (first && parent ? separator.length : 0)
    if (length === text.length && formed(last, first, parent, separator) === text) return form
  }
  return 0
}

/** The most uids `reserve` makes room for: 2,000,000 (a 16 MB table). */
const RESERVE_MAX = 2_000_000

function grow32(column: Int32Array): Int32Array<ArrayBuffer> {
  const wider = new Int32Array(column.length * 2)
  wider.set(column)
  return wider
}

/** A hash of a packed uid's four words (random in a v4 UUID, but not in every service's). */
function uidHash(words: Uint32Array, at: number): number {
  let hash = Math.imul(words[at]! ^ 0x9e3779b9, 0x85ebca6b)
  hash = Math.imul(hash ^ words[at + 1]! ^ (hash >>> 15), 0xc2b2ae35)
  hash = Math.imul(hash ^ words[at + 2]! ^ (hash >>> 13), 0x27d4eb2f)
  hash = Math.imul(hash ^ words[at + 3]! ^ (hash >>> 16), 0x165667b1)
  return (hash ^ (hash >>> 15)) >>> 0
}

/** A set of small whole numbers (the store's uid numbers) as a bitmap that grows: the reader's IdSet. */
export class IdBits {
  #bits = new Uint32Array(1024)

  has(id: number): boolean {
    const word = id >>> 5
    return word < this.#bits.length && (this.#bits[word]! & (1 << (id & 31))) !== 0
  }

  add(id: number): this {
    const word = id >>> 5
    if (word >= this.#bits.length) {
      const wider = new Uint32Array(Math.max(word + 1, this.#bits.length * 2))
      wider.set(this.#bits)
      this.#bits = wider
    }
    this.#bits[word]! |= 1 << (id & 31)
    return this
  }
}

/** Where a canonical UUID has its hyphens. */
const isHyphenAt = (at: number) => at === 8 || at === 13 || at === 18 || at === 23

/** A lower-case hex digit's value, or -1 (0-9 a-f only: an upper-case UUID is text, as received). */
function hexValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48
  if (code >= 97 && code <= 102) return code - 87
  return -1
}

/**
 * A canonical lower-case UUID as four 32-bit words; false (nothing written) for any other text.
 * One pass over the characters (a million uids are read: a regular expression, a replace and
 * four parseInts of slices took a second of the reading).
 */
export function packUuid(uid: string, words: Uint32Array, at: number): boolean {
  if (uid.length !== 36) return false
  let word = 0
  let digits = 0
  let a = 0
  let b = 0
  let c = 0
  for (let position = 0; position < 36; position++) {
    const code = uid.charCodeAt(position)
    if (isHyphenAt(position)) {
      if (code !== 45) return false
      continue
    }
    const value = hexValue(code)
    if (value < 0) return false
    word = ((word << 4) | value) >>> 0
    digits += 1
    if (digits === 8) a = word
    else if (digits === 16) b = word
    else if (digits === 24) c = word
  }
  words[at] = a
  words[at + 1] = b
  words[at + 2] = c
  words[at + 3] = word
  return true
}

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'))

/** A packed uid as text again (byte by byte from a table: lists and exports make many). */
export function unpackUuid(words: Uint32Array, at: number): string {
  const [a, b, c, d] = [words[at]!, words[at + 1]!, words[at + 2]!, words[at + 3]!]
  const hex = (word: number) => HEX[word >>> 24]! + HEX[(word >>> 16) & 255]! + HEX[(word >>> 8) & 255]! + HEX[word & 255]!
  const [b4, c4] = [hex(b), hex(c)]
  return `${hex(a)}-${b4.slice(0, 4)}-${b4.slice(4)}-${c4.slice(0, 4)}-${c4.slice(4)}${hex(d)}`
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

  /** The number of record `index`'s uid (RecordStore.uidId): a group's members are tested by it, no record made. */
  uidIdAt(index: number): number {
    return this.store.uidId(this.#slots[index]!)
  }

  /** The numbers of those uids the records hold (the decisions' members, the checked records). */
  uidNumbers(uids: Iterable<string>): IdBits {
    const bits = new IdBits()
    for (const uid of uids) {
      const id = this.store.findUidId(uid)
      if (id >= 0) bits.add(id)
    }
    return bits
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
