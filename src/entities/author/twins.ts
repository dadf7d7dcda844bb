import type { Author } from '../../shared/api/contract'

/** Twins share last_name, first_name and parent_name exactly as received; null and '' differ. */
export function nameKey(author: Pick<Author, 'last_name' | 'first_name' | 'parent_name'>): string {
  return JSON.stringify([author.last_name, author.first_name, author.parent_name])
}

export function sameName(a: Author, b: Author): boolean {
  return nameKey(a) === nameKey(b)
}

/**
 * For each row of a page, how many rows of that page carry the same name (1 when it has no
 * twin). Rows are counted, not uids: a record the API sends twice counts twice, as it shows twice.
 */
export function countTwins(authors: readonly Author[]): number[] {
  const sizes = new Map<string, number>()
  const keys = authors.map(nameKey)
  for (const key of keys) sizes.set(key, (sizes.get(key) ?? 0) + 1)
  return keys.map((key) => sizes.get(key) ?? 1)
}

/** The records of a search that are exact twins of `author`, in the order the API sent them, each uid once. */
export function exactTwins(author: Author, candidates: readonly Author[]): Author[] {
  const seen = new Set<string>()
  return candidates.filter((candidate) => {
    if (!sameName(author, candidate) || seen.has(candidate.uid)) return false
    seen.add(candidate.uid)
    return true
  })
}
