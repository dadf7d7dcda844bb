/**
 * Where a search matched, by the service's own rule: the search text is stripped of surrounding
 * whitespace, then found as a case-insensitive substring (Python's str.lower() on both sides, as
 * the demo API and the Django fixture do; JavaScript's toLowerCase folds the same way for the
 * scripts in this register). The ranges are in the text exactly as received, in UTF-16 indices,
 * so a leading space or NBSP stays where it was.
 */
export type Range = readonly [start: number, end: number]

export function matchRanges(text: string, search: string): Range[] {
  // The app sends the text trimmed (JavaScript's whitespace), the service strips it again
  // (Python's, which adds \x1c-\x1f and \x85).
  // eslint-disable-next-line no-control-regex -- Python's whitespace includes these control characters
  const term = search.replace(/^[\s\x1c-\x1f\x85]+|[\s\x1c-\x1f\x85]+$/g, '').toLowerCase()
  if (term === '' || text === '') return []
  // Lower-casing can change a character's length ("İ" becomes "i̇"), so keep, for every unit of
  // the lower-cased text, the index of the character it came from.
  let lower = ''
  const origin: number[] = []
  let index = 0
  for (const char of text) {
    const folded = char.toLowerCase()
    lower += folded
    for (let unit = 0; unit < folded.length; unit++) origin.push(index)
    index += char.length
  }
  // Whole-string folding is context-sensitive (a final sigma), per-character folding is not;
  // both give the same lengths, so the whole-string form is searched with the per-character map.
  const whole = text.toLowerCase()
  const haystack = whole.length === lower.length ? whole : lower
  const ranges: Range[] = []
  let from = 0
  for (;;) {
    const found = haystack.indexOf(term, from)
    if (found === -1) break
    const start = origin[found] ?? text.length
    const lastUnit = origin[found + term.length - 1] ?? text.length - 1
    const end = lastUnit + (text.codePointAt(lastUnit)! > 0xffff ? 2 : 1)
    const previous = ranges.at(-1)
    if (previous && start <= previous[1]) ranges[ranges.length - 1] = [previous[0], Math.max(previous[1], end)]
    else ranges.push([start, end])
    from = found + term.length
  }
  return ranges
}
