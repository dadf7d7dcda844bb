import { useFormat, useMessages } from '../i18n/language-provider'
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
export function AuthorText({ value }: { value: string | null }) {
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
  if (parts.length === 1 && !parts[0]!.whitespace) return <>{value}</>
  return (
    <>
      {parts.map((part, index) => {
        if (!part.whitespace) return part.text
        const run = describeRun(part.text)
        const names = run.kinds.flatMap((kind) => (kind === 'other' ? run.codes : [m.kinds[kind]]))
        return (
          <span key={index} className="value-whitespace" data-glyphs={glyphsFor(part.text)} title={m.run(run.count, names, f)}>
            {part.text}
          </span>
        )
      })}
    </>
  )
}
