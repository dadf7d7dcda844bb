/**
 * Numbers for triples of whole numbers (each from -1 up, below 2^31), by open addressing over
 * typed arrays: the review's exact names (three string numbers) and name keys (three key
 * numbers). A Map keyed by strings like "12,5,-1" held a string and an entry per name (most of a
 * million) and rehashed in one long task as it grew; this table is sized once for what it will
 * hold and keeps three integers a triple.
 */
export class TripleIndex {
  #a: Int32Array
  #b: Int32Array
  #c: Int32Array
  /** id + 1 per cell, 0 for an empty one; a power of two, at most half full. */
  #table: Int32Array
  #size = 0

  /** `expected`: how many triples it will hold at most (it grows past that, rehashing). */
  constructor(expected: number) {
    const room = Math.max(16, expected)
    this.#a = new Int32Array(room)
    this.#b = new Int32Array(room)
    this.#c = new Int32Array(room)
    this.#table = new Int32Array(2 ** Math.ceil(Math.log2(room * 2)))
  }

  get size(): number {
    return this.#size
  }

  /** The parts of triple `id`. */
  a(id: number): number {
    return this.#a[id]!
  }
  b(id: number): number {
    return this.#b[id]!
  }
  c(id: number): number {
    return this.#c[id]!
  }

  /** The triple's number, from 0 in the order triples were first met (a new one is `size - 1`). */
  id(a: number, b: number, c: number): number {
    const mask = this.#table.length - 1
    for (let cell = hash(a, b, c) & mask; ; cell = (cell + 1) & mask) {
      const entry = this.#table[cell]!
      if (entry === 0) {
        const id = this.#size++
        if (id === this.#a.length) this.#growColumns()
        this.#a[id] = a
        this.#b[id] = b
        this.#c[id] = c
        this.#table[cell] = id + 1
        if (this.#size * 2 > this.#table.length) this.#rehash()
        return id
      }
      const id = entry - 1
      if (this.#a[id] === a && this.#b[id] === b && this.#c[id] === c) {
        return id
      }
    }
  }

  /** The triple's number, or -1 when it has none. */
  find(a: number, b: number, c: number): number {
    const mask = this.#table.length - 1
    for (let cell = hash(a, b, c) & mask; ; cell = (cell + 1) & mask) {
      const entry = this.#table[cell]!
      if (entry === 0) return -1
      const id = entry - 1
      if (this.#a[id] === a && this.#b[id] === b && this.#c[id] === c) return id
    }
  }

  #growColumns() {
    const wider = (column: Int32Array) => {
      const next = new Int32Array(column.length * 2)
      next.set(column)
      return next
    }
    this.#a = wider(this.#a)
    this.#b = wider(this.#b)
    this.#c = wider(this.#c)
  }

  #rehash() {
    const table = new Int32Array(this.#table.length * 2)
    const mask = table.length - 1
    for (let id = 0; id < this.#size; id++) {
      let cell = hash(this.#a[id]!, this.#b[id]!, this.#c[id]!) & mask
      while (table[cell] !== 0) cell = (cell + 1) & mask
      table[cell] = id + 1
    }
    this.#table = table
  }
}

function hash(a: number, b: number, c: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b)
  h = Math.imul(h ^ b ^ (h >>> 13), 0xc2b2ae35)
  h = Math.imul(h ^ c ^ (h >>> 16), 0x27d4eb2f)
  return (h ^ (h >>> 15)) >>> 0
}
