import { markDifferences } from './char-diff'

/**
 * markDifferences, remembered: the same values give the same marks (the same array), so a view
 * that renders again (a list behind a dialog, a decision elsewhere on the page) neither fills the
 * diff's table again nor, through DiffText's memo, rebuilds its runs. Keyed by the values
 * themselves (never by the records, which the review makes anew at each read); the least
 * recently used are forgotten past DIFF_MEMO_CHARS characters of values or DIFF_MEMO_ENTRIES sets.
 */
export const DIFF_MEMO_ENTRIES = 200
export const DIFF_MEMO_CHARS = 1_000_000

const memo = new Map<string, { marks: boolean[][]; chars: number }>()
let memoChars = 0

/** The values as one key: each value's length before it, so no two lists of values share a key. */
const keyOf = (values: readonly string[]) => values.map((value) => `${value.length}:${value}`).join('')

export function groupMarks(values: readonly string[]): readonly (readonly boolean[])[] {
  const key = keyOf(values)
  const known = memo.get(key)
  if (known) {
    // Most recently used last: a Map keeps insertion order.
    memo.delete(key)
    memo.set(key, known)
    return known.marks
  }
  const marks = markDifferences(values)
  memo.set(key, { marks, chars: key.length })
  memoChars += key.length
  for (const [oldest, entry] of memo) {
    if (memo.size <= 1 || (memo.size <= DIFF_MEMO_ENTRIES && memoChars <= DIFF_MEMO_CHARS)) break
    memo.delete(oldest)
    memoChars -= entry.chars
  }
  return marks
}
