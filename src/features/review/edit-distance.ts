/**
 * Edit distance for the near-miss rules: the restricted Damerau–Levenshtein distance (optimal
 * string alignment: a substitution, an insertion, a deletion, or two neighbours swapped, each one
 * edit), with the edits themselves for the words an editor reads. By code point. Pure.
 */

export type Edit =
  | { op: 'substitute'; from: string; to: string }
  | { op: 'insert'; char: string }
  | { op: 'delete'; char: string }
  | { op: 'transpose'; from: string; to: string }

/** Values longer than this are never compared letter by letter: the table would grow with their square. */
export const MAX_EDIT_LENGTH = 64

/** The distance between a and b when it is at most `max`; otherwise max + 1. */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  const x = Array.from(a)
  const y = Array.from(b)
  if (x.length > MAX_EDIT_LENGTH || y.length > MAX_EDIT_LENGTH) return a === b ? 0 : max + 1
  const table = osaTable(x, y)
  return Math.min(max + 1, table[x.length * (y.length + 1) + y.length]!)
}

function osaTable(x: readonly string[], y: readonly string[]): Uint16Array {
  const width = y.length + 1
  const d = new Uint16Array((x.length + 1) * width)
  for (let i = 0; i <= x.length; i++) d[i * width] = i
  for (let j = 0; j <= y.length; j++) d[j] = j
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1
      let best = Math.min(d[(i - 1) * width + j]! + 1, d[i * width + j - 1]! + 1, d[(i - 1) * width + j - 1]! + cost)
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) best = Math.min(best, d[(i - 2) * width + j - 2]! + 1)
      d[i * width + j] = best
    }
  }
  return d
}

/** The edits that turn `a` into `b` (at most MAX_EDIT_LENGTH code points each; undefined beyond). */
export function editsBetween(a: string, b: string): Edit[] | undefined {
  const x = Array.from(a)
  const y = Array.from(b)
  if (x.length > MAX_EDIT_LENGTH || y.length > MAX_EDIT_LENGTH) return undefined
  const d = osaTable(x, y)
  const width = y.length + 1
  const edits: Edit[] = []
  let i = x.length
  let j = y.length
  while (i > 0 || j > 0) {
    const here = d[i * width + j]!
    if (i > 0 && j > 0 && x[i - 1] === y[j - 1] && d[(i - 1) * width + j - 1] === here) {
      i--
      j--
    } else if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1] && d[(i - 2) * width + j - 2]! + 1 === here) {
      edits.push({ op: 'transpose', from: x[i - 2]! + x[i - 1]!, to: y[j - 2]! + y[j - 1]! })
      i -= 2
      j -= 2
    } else if (i > 0 && j > 0 && d[(i - 1) * width + j - 1]! + 1 === here) {
      edits.push({ op: 'substitute', from: x[i - 1]!, to: y[j - 1]! })
      i--
      j--
    } else if (i > 0 && d[(i - 1) * width + j]! + 1 === here) {
      edits.push({ op: 'delete', char: x[i - 1]! })
      i--
    } else {
      edits.push({ op: 'insert', char: y[j - 1]! })
      j--
    }
  }
  return edits.reverse()
}

/**
 * Every string made from `value` by deleting up to `depth` of its code points, itself included:
 * two strings within `depth` edits of each other share one (symmetric delete), so a map from these
 * finds near values without comparing every pair.
 */
export function deletionNeighbourhood(value: string, depth: number): Set<string> {
  const found = new Set<string>([value])
  let frontier = [Array.from(value)]
  for (let level = 0; level < depth; level++) {
    const next: string[][] = []
    for (const chars of frontier) {
      for (let at = 0; at < chars.length; at++) {
        const shorter = [...chars.slice(0, at), ...chars.slice(at + 1)]
        const text = shorter.join('')
        if (found.has(text)) continue
        found.add(text)
        next.push(shorter)
      }
    }
    frontier = next
  }
  return found
}
