import './author-text.css'
import type { ReactNode } from 'react'
import { useFormat, useMessages } from '../../shared/i18n/language-provider'
import { en, ru } from './marks/messages'
import { describeRun, glyphsFor, splitMarks } from './marks/whitespace'

/**
 * Shows an API string exactly as received, as text. Whitespace that HTML would hide (leading,
 * trailing, doubled, tabs, non-breaking spaces) stays in the text and is marked so an editor can
 * see it: shaded, outlined, with a glyph drawn over it (· space, → tab, ° no-break space). The
 * outline and glyph keep it visible without colour and in forced colours; the glyph is CSS
 * content with empty alternative text, so the cell's text content and accessible name are still
 * the string itself. What the marks mean is in the legend (MarksLegend), which cells with marks
 * point to with aria-describedby; the title is a mouse user's shortcut only.
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
  const f = useFormat()
  if (value === null) {
    return (
      <span className="value-null" title={m.nullTitle}>
        {m.null}
      </span>
    )
  }
  if (value === '') {
    return (
      <span className="value-empty" title={m.emptyTitle}>
        {m.empty}
      </span>
    )
  }
  const parts = splitMarks(value)
  if (parts.length === 1 && !parts[0]!.whitespace && !marks?.length) return <>{value}</>
  // The text from `from` to `to`: plain text, and whitespace runs marked so they can be seen.
  const piece = (from: number, to: number) => {
    const nodes: ReactNode[] = []
    let next = 0
    for (const part of parts) {
      const start = next
      next += part.text.length
      // The part's share of from–to: empty when it lies outside (or from is not before to).
      const text = value.slice(Math.max(start, from), Math.min(next, to))
      if (text === '') continue
      if (!part.whitespace) nodes.push(text)
      else {
        const run = describeRun(text)
        const names = run.kinds.flatMap((kind) => (kind === 'other' ? run.codes : [m.kinds[kind]]))
        nodes.push(
          <span key={`${start}-${from}`} className="value-whitespace" data-glyphs={glyphsFor(text)} title={m.run(run.count, names, f)}>
            {text}
          </span>,
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
