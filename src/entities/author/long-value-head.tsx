import { AuthorText } from './author-text'
import { cutFrom, TEXT_CHUNK } from './text-chunks'

/** How many characters of a long value its first frame draws: more than its box shows (40rem), then the rest's room. */
export const HEAD_CHARS = 4 * TEXT_CHUNK

/** Where a long value's head ends: at HEAD_CHARS, or just past, never inside a character; the value's end at most. Reads only there. */
export function headEnd(value: string): number {
  return cutFrom(value, Math.min(HEAD_CHARS, value.length))
}

/**
 * A long value's (LONG_VALUE) first frame: the box it will be in (one line that scrolls
 * sideways, reached by Tab), the characters it shows first, as text, and an empty room as wide
 * as the rest would be (256 character widths a chunk, as a chunk not yet laid out), so the box
 * scrolls as far. The view that draws it draws the whole value, its marks with it, once that
 * frame is painted: creating, styling and laying out a 40,000-character pair's chunks and marks
 * was most of the task of the click that opened its group.
 */
export function LongValueHead({
  value,
  diff,
}: {
  value: string
  /** Drawn where the whole value will be a DiffText (its `code` box). */ diff: boolean
}) {
  const Box = diff ? 'code' : 'span'
  return (
    <Box className={diff ? 'diff-text long-value' : 'long-value'} tabIndex={0} data-value-head="">
      <HeadText value={value} />
    </Box>
  )
}

/** A long value's head as text and the room of the rest, for a box that is already there (Details' value). */
export function HeadText({ value }: { value: string }) {
  const end = headEnd(value)
  return (
    <>
      <AuthorText value={value.slice(0, end)} />
      {end < value.length && <span className="text-rest" aria-hidden="true" style={{ width: `${value.length - end}ch` }} />}
    </>
  )
}
