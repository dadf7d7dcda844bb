/**
 * Which characters of two strings are not part of their longest common subsequence: what an
 * editor has to look at to tell two values apart. By code point, so an astral character is one.
 */
export function differingChars(a: string, b: string): { a: boolean[]; b: boolean[] } {
  const x = Array.from(a)
  const y = Array.from(b)
  const width = y.length + 1
  // lengths[i * width + j]: LCS length of x[i..] and y[j..]. Names are short: a table is fine.
  const lengths = new Uint16Array((x.length + 1) * width)
  for (let i = x.length - 1; i >= 0; i--) {
    for (let j = y.length - 1; j >= 0; j--) {
      lengths[i * width + j] =
        x[i] === y[j] ? lengths[(i + 1) * width + j + 1]! + 1 : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!)
    }
  }
  const inA = x.map(() => true)
  const inB = y.map(() => true)
  let i = 0
  let j = 0
  while (i < x.length && j < y.length) {
    if (x[i] === y[j]) {
      inA[i++] = false
      inB[j++] = false
    } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) i++
    else j++
  }
  return { a: inA, b: inB }
}

/**
 * For a set of values of one field, which characters of each differ from the others: the first
 * value is compared with every other; each other value with the first.
 */
export function markDifferences(values: readonly string[]): boolean[][] {
  const first = values[0] ?? ''
  const marks = values.map((value) => Array.from(value, () => false))
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
