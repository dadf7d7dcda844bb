/**
 * Where a long string is cut into chunks of spans (text-chunks.tsx draws them): no React here, so
 * the app's first module (the early screen) cuts the same way.
 */

/**
 * A long string as spans of about TEXT_CHUNK characters, the text unchanged (its text content, what
 * a selection copies and what is read, is the string itself). Chromium lays out a run of text
 * without a break opportunity (a 40,000-character name) in time that grows with the run's length
 * for every line it wraps: thousands of lines in a table cell took seconds. Spans end the run
 * where Chromium's line breaker looks, not where the text may break: the wrapping is the same.
 */
export const TEXT_CHUNK = 256
/** Strings up to this length stay one text node (every real name): only long values are split. */
export const CHUNKED_FROM = 2 * TEXT_CHUNK

const MARK = /^\p{M}$/u

/** Whether a code point belongs to the one before it: a combining mark, a joiner, a variation selector, a skin tone. */
function joinsPrevious(point: number): boolean {
  return (
    point === 0x200c ||
    point === 0x200d ||
    (point >= 0xfe00 && point <= 0xfe0f) ||
    (point >= 0xe0100 && point <= 0xe01ef) ||
    (point >= 0x1f3fb && point <= 0x1f3ff) ||
    MARK.test(String.fromCodePoint(point))
  )
}

/** Whether a cut at `at` would part the character there from the one before (or split a surrogate pair). */
function bindsToPrevious(text: string, at: number): boolean {
  const unit = text.charCodeAt(at)
  if (unit >= 0xdc00 && unit <= 0xdfff) return true
  if (text.charCodeAt(at - 1) === 0x200d) return true
  return joinsPrevious(text.codePointAt(at)!)
}

/**
 * The first place at or after `at` where a cut parts no character from the marks, joiners or
 * surrogate that complete it (each character looked at once); the text's length at most.
 */
export function cutFrom(text: string, at: number): number {
  let cut = at
  while (cut < text.length && bindsToPrevious(text, cut)) cut++
  return Math.min(cut, text.length)
}

/** Where a string is cut into chunks: every TEXT_CHUNK code units, each cut moved on past the characters that belong to the one before it. */
export function chunkBounds(text: string): number[] {
  const bounds = [0]
  let at = TEXT_CHUNK
  while (at < text.length) {
    const cut = cutFrom(text, at)
    if (cut >= text.length) break
    bounds.push(cut)
    at = cut + TEXT_CHUNK
  }
  bounds.push(text.length)
  return bounds
}
