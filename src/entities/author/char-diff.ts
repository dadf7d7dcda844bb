/**
 * Which characters of two strings are not part of their longest common subsequence: what an
 * editor has to look at to tell two values apart. By code point, so an astral character is one.
 *
 * Bounded: the common start and end are set aside first (they never differ), and the table of
 * the middles has at most DIFF_MAX_CELLS cells. When the middles are longer, only their first
 * DIFF_WINDOW characters are compared and marked; differences beyond are not marked, and
 * `unmarkedBeyond` says from where (a note tells the editor). Two 40,000-character values cost
 * what two 500-character ones do.
 */
export const DIFF_WINDOW = 500
export const DIFF_MAX_CELLS = DIFF_WINDOW * DIFF_WINDOW

export interface CharDiff {
  a: boolean[]
  b: boolean[]
  /** Cells of the table filled: at most DIFF_MAX_CELLS. */
  cells: number
  /** When capped: the characters (from the start of each value) up to which differences are marked. */
  unmarkedBeyond?: number
}

interface Middles {
  /** The values' lengths in code points. */
  lengthA: number
  lengthB: number
  prefix: number
  suffix: number
  /** The middles' code points as numbers (compared faster than one-character strings), at most what the window compares. */
  x: Int32Array
  y: Int32Array
}

/** Whether a string has a surrogate (an astral character): else each code unit is a code point. */
const SURROGATE = /[\ud800-\udfff]/

/** A string's code points, as numbers. */
function codePoints(text: string): Int32Array {
  const points = new Int32Array(text.length)
  let count = 0
  for (let at = 0; at < text.length; at++) {
    const point = text.codePointAt(at)!
    points[count++] = point
    if (point > 0xffff) at++
  }
  return points.subarray(0, count)
}

/** How many code points a string has. */
export function codePointCount(text: string): number {
  if (!SURROGATE.test(text)) return text.length
  let count = 0
  for (let at = 0; at < text.length; at++) {
    count++
    const unit = text.charCodeAt(at)
    if (unit >= 0xd800 && unit <= 0xdbff && at + 1 < text.length) {
      const next = text.charCodeAt(at + 1)
      if (next >= 0xdc00 && next <= 0xdfff) at++
    }
  }
  return count
}

/** The code units of `text` from `from` to `to`, as numbers (the text has no surrogate). */
function units(text: string, from: number, to: number): Int32Array {
  const points = new Int32Array(Math.max(0, to - from))
  for (let at = from; at < to; at++) points[at - from] = text.charCodeAt(at)
  return points
}

/**
 * The common start and end set aside, and the middles (as much as the window compares). Values
 * with no astral character (every name but the rarest) are read by code unit, and only their
 * middles are made into numbers: two 40,000-character values that differ at once cost what two
 * 500-character ones do here too.
 */
function middles(a: string, b: string): Middles {
  if (!SURROGATE.test(a) && !SURROGATE.test(b)) {
    let prefix = 0
    while (prefix < a.length && prefix < b.length && a.charCodeAt(prefix) === b.charCodeAt(prefix)) prefix++
    let suffix = 0
    while (
      suffix < a.length - prefix &&
      suffix < b.length - prefix &&
      a.charCodeAt(a.length - 1 - suffix) === b.charCodeAt(b.length - 1 - suffix)
    )
      suffix++
    const { rows, columns } = window({ lengthA: a.length, lengthB: b.length, prefix, suffix })
    return {
      lengthA: a.length,
      lengthB: b.length,
      prefix,
      suffix,
      x: units(a, prefix, prefix + rows),
      y: units(b, prefix, prefix + columns),
    }
  }
  const x = codePoints(a)
  const y = codePoints(b)
  let prefix = 0
  while (prefix < x.length && prefix < y.length && x[prefix] === y[prefix]) prefix++
  let suffix = 0
  while (suffix < x.length - prefix && suffix < y.length - prefix && x[x.length - 1 - suffix] === y[y.length - 1 - suffix]) suffix++
  return { lengthA: x.length, lengthB: y.length, prefix, suffix, x: x.subarray(prefix), y: y.subarray(prefix) }
}

/** How much of the middles is compared: all of them, or (capped) the first DIFF_WINDOW characters of each. */
function window({ lengthA, lengthB, prefix, suffix }: Pick<Middles, 'lengthA' | 'lengthB' | 'prefix' | 'suffix'>): {
  rows: number
  columns: number
  capped: boolean
} {
  const rows = lengthA - prefix - suffix
  const columns = lengthB - prefix - suffix
  if (rows * columns <= DIFF_MAX_CELLS) return { rows, columns, capped: false }
  return { rows: Math.min(rows, DIFF_WINDOW), columns: Math.min(columns, DIFF_WINDOW), capped: true }
}

export function differingChars(a: string, b: string): CharDiff {
  const cut = middles(a, b)
  // x and y: the middles, from the common start on (x[i] is the value's character prefix + i).
  const { x, y, prefix } = cut
  const { rows, columns, capped } = window(cut)
  const inA: boolean[] = new Array<boolean>(cut.lengthA).fill(false)
  const inB: boolean[] = new Array<boolean>(cut.lengthB).fill(false)
  const width = columns + 1
  // lengths[i * width + j]: LCS length of the middles' x[i..rows) and y[j..columns).
  const lengths = new Uint16Array((rows + 1) * width)
  const at = (i: number, j: number) => lengths[i * width + j]!
  // The table's hot loop: each row's offsets and its character read once (a 500 × 500 window is a quarter of a million cells).
  for (let i = rows - 1; i >= 0; i--) {
    const row = i * width
    const below = row + width
    const char = x[i]
    for (let j = columns - 1; j >= 0; j--) {
      const down = lengths[below + j]!
      const right = lengths[row + j + 1]!
      lengths[row + j] = char === y[j] ? lengths[below + j + 1]! + 1 : down > right ? down : right
    }
  }
  let i = 0
  let j = 0
  while (i < rows || j < columns) {
    if (i < rows && j < columns && x[i] === y[j]) {
      i++
      j++
    } else if (j >= columns || (i < rows && at(i + 1, j) >= at(i, j + 1))) inA[prefix + i++] = true
    else inB[prefix + j++] = true
  }
  const diff: CharDiff = { a: inA, b: inB, cells: rows * columns }
  if (capped) diff.unmarkedBeyond = prefix + DIFF_WINDOW
  return diff
}

/**
 * For a set of values of one field, which characters of each differ from the others: the first
 * value is compared with every other; each other value with the first.
 */
export function markDifferences(values: readonly string[]): boolean[][] {
  const first = values[0] ?? ''
  const marks = values.map((value) => new Array<boolean>(codePointCount(value)).fill(false))
  values.forEach((value, index) => {
    if (index === 0) return
    const diff = differingChars(first, value)
    marks[index] = diff.b
    diff.a.forEach((differs, at) => {
      if (differs) marks[0]![at] = true
    })
  })
  return marks
}

/** Whether markDifferences leaves differences of these values unmarked, and from which character: the note's number. Linear. */
export function unmarkedBeyond(values: readonly string[]): number | undefined {
  const first = values[0] ?? ''
  let beyond: number | undefined
  for (const value of values.slice(1)) {
    const cut = middles(first, value)
    if (!window(cut).capped) continue
    const from = cut.prefix + DIFF_WINDOW
    beyond = Math.min(beyond ?? from, from)
  }
  return beyond
}
