import './diff-text.css'
import { memo, type ReactNode } from 'react'
import { AuthorText } from './author-text'
import { ZERO_WIDTH } from './flags'
import { chunked, longValueBox } from './text-chunks'

interface Run {
  text: string
  differs: boolean
}

/** The value cut into runs of characters that differ (by the marks, one a code point) and that do not. */
export function diffRuns(value: string, marks: readonly boolean[]): Run[] {
  const runs: Run[] = []
  if (!/[\ud800-\udfff]/.test(value)) {
    // One code unit a character (every name but the rarest): the runs' ends are found by the array's own search.
    let start = 0
    while (start < value.length) {
      const differs = marks[start] ?? false
      const next = differs ? marks.indexOf(false, start) : marks.indexOf(true, start)
      const end = next === -1 || next > value.length ? value.length : next
      runs.push({ text: value.slice(start, end), differs })
      start = end
    }
    return runs
  }
  let at = 0
  let start = 0
  let differs = marks[0] ?? false
  let offset = 0
  for (const char of value) {
    const here = marks[at] ?? false
    if (here !== differs) {
      runs.push({ text: value.slice(start, offset), differs })
      start = offset
      differs = here
    }
    offset += char.length
    at++
  }
  if (offset > start) runs.push({ text: value.slice(start), differs })
  return runs
}

const invisible = (char: string) => ZERO_WIDTH.test(char) || /\s/u.test(char)

/** A differing run: its visible characters as text, each invisible one (whitespace, zero-width) boxed with its code point. */
function differingRun(text: string, key: number): ReactNode[] {
  const nodes: ReactNode[] = []
  let plain = ''
  let at = 0
  const flush = () => {
    if (plain !== '') nodes.push(chunked(plain, `${key}-${at}`))
    plain = ''
  }
  for (const char of text) {
    if (invisible(char)) {
      flush()
      nodes.push(
        <span
          key={`${key}-${at}-i`}
          className="char-invisible"
          data-code={char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}
        >
          {char}
        </span>,
      )
    } else plain += char
    at += char.length
  }
  flush()
  return nodes
}

/**
 * A value as received, with the runs of characters that differ from its group's (the character
 * diff's marks) marked: underlined and outlined, not only coloured, invisible ones boxed with
 * their code point, and "(differs)" said after it. The same view in the review's lists and the
 * workbench's twins. Its text is the value itself; a long value is laid out in chunks, and a
 * very long one is one line in a box that scrolls sideways (text-chunks.tsx). Memoised: the same value and the same marks (groupMarks remembers them)
 * render nothing anew.
 */
export const DiffText = memo(function DiffText({
  value,
  marks,
  differs,
}: {
  value: string | null
  marks: readonly boolean[]
  /** What a screen reader hears after a value with marks: "differs". */
  differs: string
}) {
  const box = longValueBox(value)
  const className = `diff-text ${box.className}`.trim()
  if (value === null || value === '' || !marks.some(Boolean)) {
    return (
      <code className={className} tabIndex={box.tabIndex}>
        <AuthorText value={value} />
      </code>
    )
  }
  const runs = diffRuns(value, marks)
  return (
    <>
      <code className={className} tabIndex={box.tabIndex}>
        {runs.map((run, index) =>
          run.differs ? (
            <mark key={index} className="char-diff">
              {differingRun(run.text, index)}
            </mark>
          ) : (
            chunked(run.text, index)
          ),
        )}
      </code>
      <span className="visually-hidden"> ({differs})</span>
    </>
  )
})
