import './author-text.css'
import type { ReactNode } from 'react'
import { useMessages } from '../../shared/i18n/language-provider'
import { en, ru } from './marks/messages'
import { RUNS, strayScript } from './marks/script'
import { glyphsFor, splitMarks } from './marks/whitespace'
import { chunked } from './text-chunks'

/**
 * Shows an API string exactly as received, as text. What an editor could not see is marked in
 * place, and the text stays the string itself (its text content, what a selection copies):
 * - whitespace that HTML would hide (leading, trailing, doubled, tabs, non-breaking spaces):
 *   shaded, outlined, with a glyph drawn over it (· space, → tab, ° no-break space) as CSS
 *   content with empty alternative text, never read or copied;
 * - letters of the other script where Latin and Cyrillic are mixed ("Орлов A." with a Latin A):
 *   shaded, boxed and underlined, and named for assistive technology by CSS content that is
 *   empty on screen and whose alternative text is the name ("Орлов A (Latin A)."), so the name
 *   is heard but never copied.
 * What a whitespace, null or empty mark means is in the legend (MarksLegend), which cells with
 * marks point to with aria-describedby; what any mark means is in the workbench's tips on hover,
 * focus and tap, and in its legend ("What the marks mean"), both loaded after the first rows.
 * A long value's text is laid out in chunks of spans (text-chunks.tsx), its text unchanged.
 */
export function AuthorText({
  value,
  marks,
}: {
  value: string | null
  /** Ranges to wrap in <mark> (where a search matched), in UTF-16 indices of the value. */
  marks?: ReadonlyArray<readonly [number, number]> | undefined
}) {
  const m = useMessages({ en, ru })
  if (value === null || value === '') {
    return <span className={value === null ? 'value-null' : 'value-empty'}>{value === null ? m.null : m.empty}</span>
  }
  const parts = splitMarks(value)
  const stray = strayScript(value)
  if (parts.length === 1 && !parts[0]!.whitespace && !stray && !marks?.length) return <>{chunked(value)}</>
  // The text from `from` to `to`: plain text, letters of the other script and whitespace runs marked.
  const piece = (from: number, to: number) => {
    const nodes: ReactNode[] = []
    let next = 0
    for (const part of parts) {
      const start = next
      next += part.text.length
      // The part's share of from–to: empty when it lies outside (or from is not before to).
      const text = value.slice(Math.max(start, from), Math.min(next, to))
      if (text === '') continue
      const key = `${start}-${from}`
      if (part.whitespace) {
        nodes.push(
          <span key={key} className="value-whitespace" data-glyphs={glyphsFor(text)}>
            {text}
          </span>,
        )
      } else if (!stray) nodes.push(chunked(text, key))
      else {
        // split() with a captured run: the strays are at the odd places.
        text.split(RUNS[stray]).forEach((run, index) =>
          nodes.push(
            index % 2 ? (
              <span key={`${key}-${index}`} className="value-script" data-name={m.stray[stray](run)}>
                {chunked(run, index)}
              </span>
            ) : (
              chunked(run, `${key}-${index}`)
            ),
          ),
        )
      }
    }
    return nodes
  }
  const nodes: ReactNode[] = []
  let at = 0
  for (const [start, end] of marks ?? []) {
    nodes.push(...piece(at, start), <mark key={`mark-${start}`}>{piece(start, end)}</mark>)
    at = end
  }
  nodes.push(...piece(at, value.length))
  return <>{nodes}</>
}
