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
  x: Int32Array
  y: Int32Array
  prefix: number
  suffix: number
}

/** A string's code points, as numbers (compared faster than one-character strings, and no string made per character). */
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

function middles(a: string, b: string): Middles {
  const x = codePoints(a)
  const y = codePoints(b)
  let prefix = 0
  while (prefix < x.length && prefix < y.length && x[prefix] === y[prefix]) prefix++
  let suffix = 0
  while (suffix < x.length - prefix && suffix < y.length - prefix && x[x.length - 1 - suffix] === y[y.length - 1 - suffix]) suffix++
  return { x, y, prefix, suffix }
}

/** How much of the middles is compared: all of them, or (capped) the first DIFF_WINDOW characters of each. */
function window({ x, y, prefix, suffix }: Middles): { rows: number; columns: number; capped: boolean } {
  const rows = x.length - prefix - suffix
  const columns = y.length - prefix - suffix
  if (rows * columns <= DIFF_MAX_CELLS) return { rows, columns, capped: false }
  return { rows: Math.min(rows, DIFF_WINDOW), columns: Math.min(columns, DIFF_WINDOW), capped: true }
}

export function differingChars(a: string, b: string): CharDiff {
  const cut = middles(a, b)
  const { x, y, prefix } = cut
  const { rows, columns, capped } = window(cut)
  const inA: boolean[] = new Array<boolean>(x.length).fill(false)
  const inB: boolean[] = new Array<boolean>(y.length).fill(false)
  const width = columns + 1
  // lengths[i * width + j]: LCS length of the middles' x[i..rows) and y[j..columns).
  const lengths = new Uint16Array((rows + 1) * width)
  const at = (i: number, j: number) => lengths[i * width + j]!
  for (let i = rows - 1; i >= 0; i--) {
    for (let j = columns - 1; j >= 0; j--) {
      lengths[i * width + j] = x[prefix + i] === y[prefix + j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1))
    }
  }
  let i = 0
  let j = 0
  while (i < rows || j < columns) {
    if (i < rows && j < columns && x[prefix + i] === y[prefix + j]) {
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
  const marks = values.map((value) => new Array<boolean>(codePoints(value).length).fill(false))
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
