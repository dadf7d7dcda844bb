import type { Author } from './contract'
import { parsePageLink, type PageRef } from './page-link'

/** A page as the app uses it: the envelope checked, its links reduced to limit and offset. */
export interface AuthorsPage {
  count: number
  results: Author[]
  next: PageRef | null
  previous: PageRef | null
}

/** Thrown when a body is not the page envelope; the message says where it differs. */
export class ShapeError extends Error {
  override readonly name = 'ShapeError'
}

const AUTHOR_STRING_FIELDS = ['uid', 'first_name', 'last_name', 'public_name'] as const

/**
 * Checks a decoded JSON body against the envelope of the non-active author list. A few
 * hand-written guards instead of a schema library: the whole contract is five fields and four
 * keys, and a validator would cost more bytes than the app's own code.
 */
export function validateAuthorsPage(body: unknown, requestedLimit: number): AuthorsPage {
  if (!isRecord(body)) throw new ShapeError(`the body is ${describe(body)}, not an object`)
  const { count, next, previous, results } = body
  if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0) {
    throw new ShapeError(`"count" is ${describe(count)}, not a whole number`)
  }
  if (!Array.isArray(results)) throw new ShapeError(`"results" is ${describe(results)}, not a list`)
  return {
    count,
    results: results.map(validateAuthor),
    next: validateLink('next', next, requestedLimit),
    previous: validateLink('previous', previous, requestedLimit),
  }
}

function validateAuthor(item: unknown, index: number): Author {
  if (!isRecord(item)) throw new ShapeError(`results[${index}] is ${describe(item)}, not an author`)
  for (const field of AUTHOR_STRING_FIELDS) {
    if (typeof item[field] !== 'string') {
      throw new ShapeError(`results[${index}].${field} is ${describe(item[field])}, not text`)
    }
  }
  const parentName = item.parent_name
  if (parentName !== null && typeof parentName !== 'string') {
    throw new ShapeError(`results[${index}].parent_name is ${describe(parentName)}, not text or null`)
  }
  return {
    uid: item.uid as string,
    first_name: item.first_name as string,
    last_name: item.last_name as string,
    parent_name: parentName,
    public_name: item.public_name as string,
  }
}

function validateLink(key: string, link: unknown, requestedLimit: number): PageRef | null {
  if (link === null) return null
  if (typeof link !== 'string') throw new ShapeError(`"${key}" is ${describe(link)}, not a link or null`)
  const ref = parsePageLink(link, requestedLimit)
  if (ref === undefined) throw new ShapeError(`"${key}" is not a link`)
  return ref
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function describe(value: unknown): string {
  if (value === undefined) return 'missing'
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'string') return 'text'
  return `a ${typeof value}`
}
