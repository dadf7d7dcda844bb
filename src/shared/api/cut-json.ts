/**
 * A connection that drops while the body arrives usually makes the read itself fail (Content-Length
 * not reached, chunked encoding unfinished). A server that closes without saying how long its body
 * is leaves no such trace, so this recognises JSON that simply stops part-way.
 *
 * True when `text` is the start of a JSON object or array that ends before it is closed: the
 * mark of a body cut mid-way, as against one that is not JSON at all (an HTML page) or is
 * complete JSON of the wrong shape. Tracks only strings, escapes and bracket depth.
 */
export function isCutJson(text: string): boolean {
  const first = text.trimStart()[0]
  if (first !== '{' && first !== '[') return false
  let depth = 0
  let inString = false
  let escaped = false
  // Whitespace before the first bracket changes nothing below, so the walk starts at the start.
  for (const char of text) {
    if (inString) {
      if (escaped) escaped = false
      else if (char === '\\') escaped = true
      else if (char === '"') inString = false
    } else if (char === '"') {
      inString = true
    } else if (char === '{' || char === '[') {
      depth++
    } else if (char === '}' || char === ']') {
      depth--
      // Closed before the end: whatever follows makes it malformed, not cut.
      if (depth === 0) return false
    }
  }
  // The first bracket is still open (had it closed, the walk would have stopped there): cut.
  return true
}
