import type { Author } from '../../shared/api/contract'

/**
 * A JSON array of the authors exactly as the API sent them: the same fields, the same text, null
 * kept as null. One author per line, so the file is readable and diffable, and can be written in
 * batches: `jsonStart() + jsonRows(a, true) + jsonRows(b, false) + jsonEnd()`.
 */
export function jsonStart(): string {
  return '['
}

export function jsonRows(authors: readonly Author[], first: boolean): string {
  let text = ''
  authors.forEach((author, index) => {
    text += (first && index === 0 ? '\n' : ',\n') + JSON.stringify(author)
  })
  return text
}

export function jsonEnd(empty: boolean): string {
  return empty ? ']\n' : '\n]\n'
}
