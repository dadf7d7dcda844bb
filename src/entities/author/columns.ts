import type { Author } from '../../shared/api/contract'

/** The table's columns, in order: one per field of an author. */
export const AUTHOR_COLUMNS = ['public_name', 'last_name', 'first_name', 'parent_name', 'uid'] as const satisfies ReadonlyArray<
  keyof Author
>

export type AuthorColumn = (typeof AUTHOR_COLUMNS)[number]

/** The columns that name the author: at least one of them is always shown. */
export const NAME_COLUMNS: readonly AuthorColumn[] = ['public_name', 'last_name', 'first_name', 'parent_name']

/**
 * A set of hidden columns made valid: known columns only, each once, in table order, and never
 * every name column (then none is hidden: a stored choice that hides all names is not honoured).
 */
export function validHiddenColumns(hidden: readonly unknown[]): AuthorColumn[] {
  const known = AUTHOR_COLUMNS.filter((column) => hidden.includes(column))
  return NAME_COLUMNS.every((column) => known.includes(column)) ? known.filter((column) => !NAME_COLUMNS.includes(column)) : known
}

/** Whether `column` may be hidden now: not when it is the last name column shown. */
export function canHideColumn(column: AuthorColumn, hidden: readonly AuthorColumn[]): boolean {
  if (!NAME_COLUMNS.includes(column)) return true
  return NAME_COLUMNS.some((other) => other !== column && !hidden.includes(other))
}
