/**
 * Why a live answer departs from the demo API's: each difference api-check finds is put down to
 * one cause, and the report says each cause once (the cases it showed in, what the demo assumes,
 * what the live API does, what it affects). A cause's key is what `--accept` takes and what
 * `--json` and `--junit` name.
 */

export const CAUSES = {
  'max-limit': {
    title: 'page cap (max_limit)',
    affects:
      'Rows per page and the export: a cap below a page size the pager offers (up to 200) brings the page-cap notice and fewer rows; the export steps by what it is given. The mock serves the demo’s 1,000 unless a recording says otherwise.',
  },
  'default-page-size': {
    title: 'default page size',
    affects:
      'Nothing the app sends (it always names a limit); clients and QA scripts that leave limit out or send a bad one get another number of rows than the mock gives them.',
  },
  links: {
    title: 'next and previous links (scheme, host, path, parameters)',
    affects:
      'Next and Previous: the app enables them from whether next/previous are null and never follows their address, so a scheme, host or path it would not use changes nothing it shows; scripts and the mock’s tests that follow links do. Parameters the links carry (limit, offset) decide where a script’s next page starts.',
  },
  rows: {
    title: 'count and rows of a page',
    affects:
      'Paging: the rows of each page, "Showing X–Y of N", and the pages the pager offers (the app steps by offset ± limit and trusts the count).',
  },
  'search:last_name': {
    title: 'last-name search',
    affects:
      'The Last name box: which authors it finds, the counts in "Did you mean" suggestions, and the order note’s promise of what a search finds; a recording served by the mock searches as observed.',
  },
  'search:first_name': {
    title: 'first-name search',
    affects:
      'The First name box: which authors it finds, the counts in "Did you mean" suggestions, and the order note’s promise of what a search finds; a recording served by the mock searches as observed.',
  },
  'search:both': {
    title: 'both names searched together',
    affects: 'A search with both boxes filled: the app expects rows that match both names.',
  },
  order: {
    title: 'order of the list',
    affects:
      'The order of the rows: the mock lists by first name, last name, uid; a recording keeps the live order. Twins and stable paging assume one fixed order.',
  },
  status: {
    title: 'status codes',
    affects:
      'What the app shows for such a request (an error panel, a redirect it follows within the API’s origin, an empty page past the end), and the answers the mock gives scripts that send it.',
  },
  'error-body': {
    title: 'error bodies',
    affects: 'The reason the app shows under an error, read from DRF’s JSON ({"detail": …} or a field’s list of messages).',
  },
  body: {
    title: 'other answers (OPTIONS metadata, formats)',
    affects: 'Tools that read DRF’s metadata or ask for another format; none of the app’s own requests.',
  },
  fields: {
    title: 'fields of a record',
    affects:
      'Every row the app shows: it reads uid, first_name, last_name, parent_name and public_name, and refuses a page whose records lack one or hold another type; the mock serves those five.',
  },
  headers: {
    title: 'headers (Content-Type, Allow, Vary)',
    affects:
      'Caches and proxies between the app and the API (Vary must name Accept, or a browsable page may be served for JSON); tools that read Allow.',
  },
  vary: {
    title: 'Vary names more than Accept',
    affects: 'Nothing the app shows or the mock serves: sessions and CORS add Cookie and Origin, which only make caches keep more copies.',
    note: true,
  },
} as const satisfies Record<string, { title: string; affects: string; note?: boolean }>

export type CauseKey = keyof typeof CAUSES

export const CAUSE_KEYS = Object.keys(CAUSES) as CauseKey[]

export function isCauseKey(value: string): value is CauseKey {
  return Object.hasOwn(CAUSES, value)
}

/** One way a live answer departs from the demo's, put down to its cause; expected and actual as data. */
export interface Finding {
  cause: CauseKey
  /** In words, for a person: `next uses https:, not http:`. */
  text: string
  expected: unknown
  actual: unknown
}

/** A note changes nothing the app shows or the mock serves; it fails the check only with --strict. */
export function isNote(cause: CauseKey): boolean {
  return 'note' in CAUSES[cause]
}
