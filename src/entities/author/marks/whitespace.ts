/**
 * Whitespace that HTML would hide or that an editor cannot see: leading and trailing runs, doubled
 * spaces, and any whitespace that is not a plain space (tabs, no-break spaces, line breaks).
 */
const HIDDEN_WHITESPACE = /^\s+|\s+$|\s{2,}|[^\S ]/g

/** Whether the value has whitespace to mark (what splitMarks would cut out), without cutting it. */
export function hasHiddenWhitespace(value: string): boolean {
  // Not .test(): the regex is global, and .test() would carry its lastIndex from call to call.
  return value.search(HIDDEN_WHITESPACE) !== -1
}

export interface TextPart {
  text: string
  /** A run of whitespace to mark. */
  whitespace: boolean
}

/** The value cut into plain text and marked whitespace runs; joined, the parts are the value. */
export function splitMarks(value: string): TextPart[] {
  const parts: TextPart[] = []
  let last = 0
  for (const match of value.matchAll(HIDDEN_WHITESPACE)) {
    if (match.index > last) parts.push({ text: value.slice(last, match.index), whitespace: false })
    parts.push({ text: match[0], whitespace: true })
    last = match.index + match[0].length
  }
  if (last < value.length) parts.push({ text: value.slice(last), whitespace: false })
  return parts
}

export type WhitespaceKind = 'space' | 'tab' | 'nbsp' | 'other'

export function whitespaceKind(char: string): WhitespaceKind {
  if (char === ' ') return 'space'
  if (char === '\t') return 'tab'
  if (char === '\u00a0') return 'nbsp'
  return 'other'
}

/** The glyph drawn over each kind of whitespace, so it shows without colour and in forced colours. */
export const GLYPHS: Record<WhitespaceKind, string> = { space: '·', tab: '→', nbsp: '°', other: '¤' }

/** One glyph per character of a whitespace run: "  " → "··", "\t" → "→". */
export function glyphsFor(text: string): string {
  return [...text].map((char) => GLYPHS[whitespaceKind(char)]).join('')
}

export type MarkKind = 'null' | 'empty' | 'space' | 'tab' | 'nbsp'

/** The kinds of mark a value shows, each once; whitespace of other kinds counts as a space. */
export function markKinds(value: string | null): MarkKind[] {
  if (value === null) return ['null']
  if (value === '') return ['empty']
  const kinds = new Set<MarkKind>()
  for (const part of splitMarks(value)) {
    if (!part.whitespace) continue
    for (const char of part.text) {
      const kind = whitespaceKind(char)
      kinds.add(kind === 'other' ? 'space' : kind)
    }
  }
  return [...kinds]
}
