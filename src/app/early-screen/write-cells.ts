import { chunkBounds, CHUNKED_FROM } from '../../entities/author/text-chunk-bounds'
import { RUNS, strayScript } from '../../entities/author/marks/script'
import { glyphsFor, hasHiddenWhitespace, markKinds, splitMarks } from '../../entities/author/marks/whitespace'
import type { en as marksWords } from '../../entities/author/marks/messages'
import { h, type Child } from './dom'

/** A text as the app's `chunked` draws it: itself, or spans of chunks when long. */
function chunked(text: string): Child[] {
  if (text.length <= CHUNKED_FROM) return [text]
  const bounds = chunkBounds(text)
  return bounds.slice(1).map((end, index) => h('span', { class: 'text-chunk' }, text.slice(bounds[index], end)))
}

/**
 * A value's cell content as the list's first rows draw it (AuthorText with no search to mark):
 * null and empty labelled, whitespace runs and letters of the other script marked, the text itself
 * otherwise. Text is always text.
 */
export function valueNodes(value: string | null, m: typeof marksWords): Child[] {
  if (value === null || value === '')
    return [h('span', { class: value === null ? 'value-null' : 'value-empty' }, value === null ? m.null : m.empty)]
  const stray = strayScript(value)
  // A plain value is its text, whole (textCell): only marked values go through AuthorText.
  if (!stray && !hasHiddenWhitespace(value)) return [value]
  const nodes: Child[] = []
  for (const part of splitMarks(value)) {
    if (part.whitespace) nodes.push(h('span', { class: 'value-whitespace', 'data-glyphs': glyphsFor(part.text) }, part.text))
    else if (!stray) nodes.push(...chunked(part.text))
    else
      part.text
        .split(RUNS[stray])
        .forEach((run, index) =>
          nodes.push(
            ...(index % 2 ? [h('span', { class: 'value-script', 'data-name': m.stray[stray](run) }, ...chunked(run))] : chunked(run)),
          ),
        )
  }
  return nodes
}

/** The legend entries a value's marks point to (its cell's aria-describedby), as marksDescribedBy gives them. */
export function describedBy(value: string | null): string | undefined {
  const kinds = markKinds(value)
  return kinds.length === 0 ? undefined : kinds.map((kind) => `marks-legend-${kind}`).join(' ')
}
