import type { Author } from './contract'
import { nextPage, previousPage, type PageRef } from './page-link'

/** A page as the app uses it: the envelope checked, its links reduced to where Previous and Next go. */
export interface AuthorsPage {
  count: number
  results: Author[]
  next: PageRef | null
  previous: PageRef | null
}

/** Thrown when a body is not the page envelope; the message says where it differs, `ru` the same in Russian. */
export class ShapeError extends Error {
  override readonly name = 'ShapeError'
  readonly ru: string
  constructor(message: string, ru = message) {
    super(message)
    this.ru = ru
  }
}

const AUTHOR_STRING_FIELDS = ['uid', 'first_name', 'last_name', 'public_name'] as const

/**
 * Checks a decoded JSON body against the envelope of the non-active author list. A few
 * hand-written guards instead of a schema library: the whole contract is five fields and four
 * keys, and a validator would cost more bytes than the app's own code. The links are not part of
 * the check: whatever they hold, page-link.ts turns them into a step from the requested place.
 */
export function validateAuthorsPage(body: unknown, requested: { limit: number; offset: number }): AuthorsPage {
  if (!isRecord(body))
    throw new ShapeError(`the body is ${describe(body)}, not an object`, `тело ответа — ${describeRu(body)}, а не объект`)
  const { count, next, previous, results } = body
  if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0) {
    throw new ShapeError(`"count" is ${describe(count)}, not a whole number`, `«count» — ${describeRu(count)}, а не целое число`)
  }
  if (!Array.isArray(results))
    throw new ShapeError(`"results" is ${describe(results)}, not a list`, `«results» — ${describeRu(results)}, а не список`)
  const place = { limit: requested.limit, offset: requested.offset, count }
  return {
    count,
    results: results.map(validateAuthor),
    next: nextPage(next, place),
    previous: previousPage(previous, place),
  }
}

function validateAuthor(item: unknown, index: number): Author {
  if (!isRecord(item))
    throw new ShapeError(`results[${index}] is ${describe(item)}, not an author`, `«results[${index}]» — ${describeRu(item)}, а не автор`)
  for (const field of AUTHOR_STRING_FIELDS) {
    if (typeof item[field] !== 'string') {
      throw new ShapeError(
        `results[${index}].${field} is ${describe(item[field])}, not text`,
        `«results[${index}].${field}» — ${describeRu(item[field])}, а не текст`,
      )
    }
  }
  const parentName = item.parent_name
  if (parentName !== null && typeof parentName !== 'string') {
    throw new ShapeError(
      `results[${index}].parent_name is ${describe(parentName)}, not text or null`,
      `«results[${index}].parent_name» — ${describeRu(parentName)}, а не текст и не null`,
    )
  }
  return {
    uid: item.uid as string,
    first_name: item.first_name as string,
    last_name: item.last_name as string,
    parent_name: parentName,
    public_name: item.public_name as string,
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function describe(value: unknown): string {
  if (value === undefined) return 'missing'
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'string') return 'text'
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`
}

/** The same in Russian, for a Russian UI (the English finding is for whoever fixes the API). */
function describeRu(value: unknown): string {
  if (value === undefined) return 'отсутствует'
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'список'
  if (typeof value === 'string') return 'текст'
  if (typeof value === 'number') return 'число'
  if (typeof value === 'boolean') return 'логическое значение'
  return typeof value === 'object' ? 'объект' : typeof value
}
