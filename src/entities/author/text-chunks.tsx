import './text-chunks.css'
import type { ReactNode } from 'react'
import { chunkBounds, CHUNKED_FROM } from './text-chunk-bounds'

export { chunkBounds, CHUNKED_FROM, cutFrom, TEXT_CHUNK } from './text-chunk-bounds'

/** The text as it is (short), or as chunks of spans (long). `key` tells the spans of different texts apart. */
export function chunked(text: string, key: string | number = ''): ReactNode {
  if (text.length <= CHUNKED_FROM) return text
  const bounds = chunkBounds(text)
  return bounds.slice(1).map((end, index) => (
    <span key={`${key}-${index}`} className="text-chunk">
      {text.slice(bounds[index], end)}
    </span>
  ))
}

/**
 * From this length a value in a narrow box (a table cell, a card) is one line in a box of its own
 * that scrolls sideways (`long-value`, text-chunks.css): wrapped in a column of a review list, a
 * 40,000-character name was thousands of lines, and laying them out was the longest task of
 * opening its group. No name an editor meets is this long; the value is still all there, as text.
 */
export const LONG_VALUE = 1000

/** The props that make a long value's box one line that scrolls sideways, reached by Tab (a scroller must be); none for a shorter one. */
export function longValueBox(value: string | null): { className: string; tabIndex?: number } {
  return value !== null && value.length > LONG_VALUE ? { className: 'long-value', tabIndex: 0 } : { className: '' }
}
