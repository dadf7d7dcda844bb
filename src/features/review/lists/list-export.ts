import type { Author } from '../../../shared/api/contract'
import type { CheckedMark } from '../../../entities/author/editor-marks/marks'
import type { ReviewCell, ReviewTable } from '../review-props'
import type { StatusedEntry } from './use-review-list'

/** The API's fields, in the export's order (features/export/csv.ts's EXPORT_FIELDS). */
const RECORD_FIELDS = ['uid', 'first_name', 'last_name', 'parent_name', 'public_name'] as const

const GROUP_FIELDS = ['group', 'group_kind', 'differs_in', 'decision', 'decision_changed'] as const
const CHECK_FIELDS = ['checked', 'checked_note'] as const
/** Only in the review of a search that met records through the name key (review-cache's foundByKey). */
const BY_KEY_FIELD = 'found_by_key' as const

export type ExportColumn =
  (typeof GROUP_FIELDS)[number] | (typeof CHECK_FIELDS)[number] | typeof BY_KEY_FIELD | (typeof RECORD_FIELDS)[number]

/**
 * A whole list as a table for the export's writers: one row per record, every entry of the list
 * (decided groups too, whatever the switches show). A group's rows carry its number, its kind, the
 * words of what differs (in the UI's language), the decision ("same-person", "different-people"
 * or empty) and whether the group changed since; every row carries its checked mark and note,
 * and, where the search met records through the name key, whether the record is one of them.
 */
export function reviewTable(
  entries: readonly StatusedEntry[],
  authors: readonly Author[],
  checked: ReadonlyMap<string, CheckedMark>,
  grouped: boolean,
  words: {
    differs: (entry: StatusedEntry) => string[]
    headers: Record<ExportColumn, string>
    /** XLSX's words for yes, each kind and each verdict. */
    sheet: ReviewTable['sheetWords']
  },
  /** Records from this index on were found by the name key, not by the service's search. */
  byKeyFrom = authors.length,
): ReviewTable {
  const byKey = byKeyFrom < authors.length
  const fields: ExportColumn[] = [
    ...(grouped ? GROUP_FIELDS : []),
    ...CHECK_FIELDS,
    ...(byKey ? ([BY_KEY_FIELD] as const) : []),
    ...RECORD_FIELDS,
  ]
  const rows: ReviewTable['rows'][number][] = []
  for (const entry of entries) {
    const group: Record<string, ReviewCell> = grouped
      ? {
          group: entry.number,
          group_kind: entry.kind ?? '',
          differs_in: words.differs(entry),
          decision: entry.status.state === 'open' ? null : entry.status.verdict,
          decision_changed: entry.status.state === 'stale',
        }
      : {}
    for (const index of entry.members) {
      const author = authors[index]!
      const mark = checked.get(author.uid)
      rows.push({
        ...group,
        checked: mark !== undefined,
        checked_note: mark?.note ?? null,
        ...(byKey && { [BY_KEY_FIELD]: index >= byKeyFrom }),
        ...Object.fromEntries(RECORD_FIELDS.map((field) => [field, author[field]])),
      })
    }
  }
  return { fields, headers: fields.map((field) => words.headers[field]), rows, sheetWords: words.sheet }
}
