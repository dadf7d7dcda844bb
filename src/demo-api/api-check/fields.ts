import type { Finding } from './causes'

/**
 * The fields of a record as the app reads them: uid, first_name, last_name and public_name as
 * text, parent_name as text or null, nothing else. A field missing, another in its place (a
 * rename), one more, or one of another type is a difference that names the field.
 */

type Kind = 'text' | 'text or null'
export const RECORD_FIELDS: Readonly<Record<string, Kind>> = {
  uid: 'text',
  first_name: 'text',
  last_name: 'text',
  parent_name: 'text or null',
  public_name: 'text',
}

/** The records of a page, or why the body is not a page of the list. */
export function readRows(body: unknown): Array<Record<string, unknown>> | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'it is not a JSON object'
  const page = body as Record<string, unknown>
  if (!('count' in page)) return '"count" is missing'
  if (!Number.isSafeInteger(page.count) || (page.count as number) < 0) return '"count" is not a whole number'
  if (!Array.isArray(page.results)) return '"results" is not a list'
  const index = page.results.findIndex((row) => typeof row !== 'object' || row === null || Array.isArray(row))
  if (index !== -1) return `results[${index}] is not an object`
  return page.results as Array<Record<string, unknown>>
}

/** The type of a value that is not text, in words. */
const typeOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'an object' : `a ${typeof value}`
const fits = (kind: Kind, value: unknown) => typeof value === 'string' || (kind === 'text or null' && value === null)

export function checkFields(rows: ReadonlyArray<Record<string, unknown>>): Finding[] {
  const present = new Map<string, number>()
  for (const row of rows) for (const key of Object.keys(row)) present.set(key, (present.get(key) ?? 0) + 1)
  const expected = Object.keys(RECORD_FIELDS)
  const missing = expected.filter((field) => (present.get(field) ?? 0) < rows.length)
  const extra = [...present.keys()].filter((field) => !expected.includes(field))
  const findings: Finding[] = []
  // A field no record has, with one more field every record has in its place: a rename.
  const standIns = extra.filter((field) => present.get(field) === rows.length)
  const renamedTo = new Set<string>()
  for (const field of missing) {
    const lacking = rows.length - (present.get(field) ?? 0)
    const stand = lacking === rows.length ? standIns.find((other) => !renamedTo.has(other)) : undefined
    if (stand !== undefined) {
      renamedTo.add(stand)
      findings.push({
        cause: 'fields',
        text: `${field} is missing and ${stand} stands in its place (renamed?)`,
        expected: { field },
        actual: { field: stand },
      })
    } else {
      findings.push({
        cause: 'fields',
        text: `${field} is missing from ${lacking} of ${rows.length} records`,
        expected: { field },
        actual: { field: null, records: lacking },
      })
    }
  }
  for (const field of extra) {
    if (renamedTo.has(field)) continue
    findings.push({ cause: 'fields', text: `${field} is a field the app does not know`, expected: { field: null }, actual: { field } })
  }
  for (const [field, kind] of Object.entries(RECORD_FIELDS)) {
    const wrong = rows.find((row) => field in row && !fits(kind, row[field]))
    if (wrong)
      findings.push({
        cause: 'fields',
        text: `${field} is ${typeOf(wrong[field])} (${JSON.stringify(wrong[field])}), not ${kind}`,
        expected: { field, type: kind },
        actual: { field, type: typeOf(wrong[field]), value: wrong[field] },
      })
  }
  return findings
}
