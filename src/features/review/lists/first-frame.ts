import { HEAD_CHARS } from '../../../entities/author/long-value-head'
import type { Author } from '../../../shared/api/contract'
import { FIELDS } from './record-fields'

/**
 * How many characters its first frame draws at most (a long value counted as its head, what that
 * frame draws of it): six groups of ordinary names are well under it; a group with a long pair
 * is drawn alone.
 */
export const FIRST_CHARS = 2000

/** The entries a page's first frame draws: up to `most`, while their values' drawn characters stay within FIRST_CHARS (always the first). */
export function firstFrame<T extends { members: readonly number[] }>(shown: readonly T[], authors: readonly Author[], most: number): T[] {
  const drawn: T[] = []
  let chars = 0
  for (const entry of shown.slice(0, most)) {
    for (const index of entry.members) {
      const record = authors[index]
      if (record) for (const field of FIELDS) chars += Math.min(record[field]?.length ?? 0, HEAD_CHARS)
    }
    if (drawn.length > 0 && chars > FIRST_CHARS) break
    drawn.push(entry)
  }
  return drawn
}
