// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AuthorText } from '../../../../src/entities/author/author-text'
import { CHUNKED_FROM, TEXT_CHUNK, chunkBounds } from '../../../../src/entities/author/text-chunks'

/** The lengths of an element's text nodes: what Chromium lays out as one run each. */
const textRuns = (root: Node) => {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  const lengths: number[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) lengths.push((node as Text).data.length)
  return lengths
}
const pieces = (text: string) => {
  const bounds = chunkBounds(text)
  return bounds.slice(1).map((end, index) => text.slice(bounds[index], end))
}

describe('a long value is laid out in chunks, its text unchanged', () => {
  it.each([10_000, 40_000])('shows a %i-character name whole, as text, in runs of at most two chunks', (length) => {
    const value = 'Aa'.repeat(length / 2)
    const { container } = render(<AuthorText value={value} />)
    expect(container.textContent).toBe(value)
    const runs = textRuns(container)
    expect(runs.length).toBeGreaterThanOrEqual(length / (2 * TEXT_CHUNK))
    expect(Math.max(...runs)).toBeLessThanOrEqual(2 * TEXT_CHUNK)
  })

  it('keeps a long value with marks (whitespace, the other script) whole, each plain run chunked', () => {
    const value = `  ${'Иван'.repeat(200)}\t${'Ivan'.repeat(200)} Орлов A.`
    const { container } = render(<AuthorText value={value} />)
    expect(container.textContent).toBe(value)
    expect(container.querySelectorAll('.value-whitespace')).toHaveLength(2)
    expect(Math.max(...textRuns(container))).toBeLessThanOrEqual(2 * TEXT_CHUNK)
  })

  it('leaves every real name one text node', () => {
    const value = 'Константинопольский-Иванов '.repeat(9).trim()
    expect(value.length).toBeLessThanOrEqual(CHUNKED_FROM)
    const { container } = render(<AuthorText value={value} />)
    expect(container.innerHTML).toBe(value)
  })

  it('never parts a character from its combining marks, its other surrogate or a joiner', () => {
    const cases = [
      'й'.normalize('NFD').repeat(300), // и + combining breve
      '𝔄'.repeat(300), // astral: surrogate pairs
      '👩‍👩‍👧'.repeat(100), // joined by ZWJ
      `a${'\u0301'.repeat(200)}`.repeat(3), // more marks than a chunk: the cut waits for the next letter
    ]
    for (const text of cases) {
      const parts = pieces(text)
      expect(parts.join('')).toBe(text)
      expect(parts.length).toBeGreaterThan(1)
      for (const part of parts.slice(1)) {
        expect(part).not.toMatch(/^[\p{M}\udc00-\udfff]/u)
      }
      for (const part of parts.slice(0, -1)) expect(part.endsWith('\u200d')).toBe(false)
    }
  })

  it('cuts each chunk at TEXT_CHUNK code units, later only by the characters that complete the last one', () => {
    expect(pieces('x'.repeat(10 * TEXT_CHUNK + 3)).map((part) => part.length)).toEqual([...Array.from({ length: 10 }, () => TEXT_CHUNK), 3])
    // Letters of TEXT_CHUNK combining marks each: every cut waits for the next letter.
    expect(pieces(`a${'\u0301'.repeat(TEXT_CHUNK)}`.repeat(3)).map((part) => part.length)).toEqual(
      Array.from({ length: 3 }, () => TEXT_CHUNK + 1),
    )
    // Astral letters after one plain one: the cut would land between a pair's halves, and waits one unit.
    expect(pieces(`a${'𝔄'.repeat(TEXT_CHUNK)}`).map((part) => part.length)).toEqual([TEXT_CHUNK + 1, TEXT_CHUNK])
  })
})
