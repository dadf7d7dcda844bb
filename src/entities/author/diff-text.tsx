import './diff-text.css'
import { memo, type ReactNode } from 'react'
import { AuthorText } from './author-text'
import { ZERO_WIDTH } from './flags'
import { chunkBounds, chunked, longValueBox } from './text-chunks'

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
function differingRun(text: string, key: number | string): ReactNode[] {
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

/** A run's text: marked (its invisible characters boxed) where it differs. */
const runNodes = (run: Run, key: number | string): ReactNode =>
  run.differs ? (
    <mark key={key} className="char-diff">
      {differingRun(run.text, key)}
    </mark>
  ) : (
    chunked(run.text, key)
  )

/**
 * A long value's runs in chunks (text-chunks.tsx), the marks inside them: each chunk of its
 * one-line box is laid out, styled and painted only near the view (`content-visibility: auto`),
 * its marks with it. As runs of their own, the marks of a 40,000-character pair that differs in
 * every other letter (the diff's 500-character window of them) were a thousand inline boxes laid
 * out and painted wherever the box was scrolled.
 */
function chunkedRuns(value: string, runs: readonly Run[]): ReactNode[] {
  const bounds = chunkBounds(value)
  const chunks: ReactNode[] = []
  let run = 0
  // Where the current run starts in the value (UTF-16), and how much of it is already in earlier chunks.
  let runStart = 0
  for (let chunk = 1; chunk < bounds.length; chunk++) {
    const from = bounds[chunk - 1]!
    const to = bounds[chunk]!
    const nodes: ReactNode[] = []
    while (run < runs.length) {
      const { text, differs } = runs[run]!
      const runEnd = runStart + text.length
      const part = text.slice(Math.max(from, runStart) - runStart, Math.min(to, runEnd) - runStart)
      if (part !== '') nodes.push(runNodes({ text: part, differs }, `${run}-${from}`))
      if (runEnd > to) break
      runStart = runEnd
      run++
    }
    chunks.push(
      <span key={from} className="text-chunk">
        {nodes}
      </span>,
    )
  }
  return chunks
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
        {box.tabIndex === undefined ? runs.map((run, index) => runNodes(run, index)) : chunkedRuns(value, runs)}
      </code>
      <span className="visually-hidden"> ({differs})</span>
    </>
  )
})
